import {
  doc,
  onSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type Unsubscribe,
} from 'firebase/firestore';
import { db } from './firebase';

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

/**
 * One document, live, through its converter: `onData(null)` while it does not exist (or once it
 * is deleted). Returns the unsubscribe at once, as lazyListener does.
 */
export function subscribeDocument<T>(
  path: string,
  converter: FirestoreDataConverter<T>,
  onData: (value: T | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        doc(firestore, path).withConverter(converter),
        (snapshot) => onData(snapshot.exists() ? snapshot.data() : null),
        onError,
      ),
    onError,
  );
}
