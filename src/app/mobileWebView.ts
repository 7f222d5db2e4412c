import { storageKeys, writeStored } from '@/lib/localStore';

// The mobile app embeds this site in a web view (spec section 1). Decisions in docs/decisions.md:
// it is recognised by its own user-agent token or Android's `; wv)` marker.
const webViewAgent = /InfluencerMobileApp|;\s*wv\)/i;
export const mobileCleanupVersion = '5.2.5';

export function isMobileWebView(userAgent: string): boolean {
  return webViewAgent.test(userAgent);
}

/** Flags that must outlive the clean-up so an admin acting as a user stays switched. */
const keptKeys: readonly string[] = [storageKeys.actingAsUser, storageKeys.isAdminSwitched];

/** Clears stale local data once per clean-up version, keeping the admin-switch flags. Returns true when it ran. */
export function runMobileCleanup(storage: Storage): boolean {
  try {
    if (storage.getItem(storageKeys.mobileCleanupDone) === mobileCleanupVersion) return false;
    const kept = keptKeys.flatMap((key) => {
      const value = storage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    storage.clear();
    for (const [key, value] of kept) storage.setItem(key, value);
    storage.setItem(storageKeys.mobileCleanupDone, mobileCleanupVersion);
    return true;
  } catch {
    return false; // storage unavailable: nothing to clean
  }
}

type StorageMessage = { type: 'setLocalStorage'; key: string; value: string | null };

function isStorageMessage(data: unknown): data is StorageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (
    d.type === 'setLocalStorage' &&
    typeof d.key === 'string' &&
    d.key !== '' &&
    (typeof d.value === 'string' || d.value === null)
  );
}

/**
 * Lets the embedding app write local storage through window.postMessage, only from origins on
 * the allow-list (VITE_POSTMESSAGE_ORIGINS); everything else is ignored. Returns the remover.
 */
export function installStorageBridge(
  target: Window,
  allowedOrigins: readonly string[],
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (!allowedOrigins.includes(event.origin)) return;
    if (!isStorageMessage(event.data)) return;
    writeStored(event.data.key, event.data.value);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
