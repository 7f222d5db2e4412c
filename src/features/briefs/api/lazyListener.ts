import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { db } from '../../../lib/firebase';

/**
 * Attaches an onSnapshot listener once Firestore has loaded (`db()` loads it on first use) and
 * returns the unsubscribe at once: calling it before the SDK has loaded means no listener is
 * ever attached.
 */
export function lazyListener(
  attach: (firestore: Firestore) => Unsubscribe,
  onError: (error: unknown) => void,
): Unsubscribe {
  let unsubscribe: Unsubscribe | undefined;
  let cancelled = false;
  db()
    .then((firestore) => {
      if (!cancelled) unsubscribe = attach(firestore);
    })
    .catch((error: unknown) => {
      if (!cancelled) onError(error);
    });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
