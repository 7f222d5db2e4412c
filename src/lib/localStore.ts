// Local storage that never throws: private mode, quota errors and corrupt values all fall
// back to the caller's default, because a bad stored value must not crash the app.
export function readStored<T>(key: string, parse: (raw: string) => T | null, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value = parse(raw);
    return value === null ? fallback : value;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the setting simply is not remembered.
  }
}

/** Parses JSON, returning null instead of throwing on corrupt text. */
export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Keys the app writes, in one place, so clean-ups know what to keep. */
export const storageKeys = {
  currentUser: 'currentUser',
  theme: 'themeColor',
  radius: 'themeRadius',
  language: 'currentLanguage',
  direction: 'direction',
  // The admin switch (design.md section 7): which user the admin is acting as, and the flag.
  actingAsUser: 'actingAsUser',
  isAdminSwitched: 'isAdminSwitched',
  mobileCleanupDone: 'mobileCacheCleanup',
  // Per user: `recentSearches:<uid>` (src/features/search), at most 8 texts.
  recentSearches: 'recentSearches',
  // The category names last read from Contents/Categories (src/features/content).
  categoryNames: 'contentCategoryNames',
  // This browser's FCM token, when push is on here (issue 23; Users.pushNotificationIds holds
  // every device's). Sign-out takes it off the user's list.
  pushDeviceToken: 'pushDeviceToken',
} as const;
