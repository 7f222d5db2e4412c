import { onAuthStateChanged, signOut } from 'firebase/auth';
import { doc, getDocFromServer, onSnapshot } from 'firebase/firestore';
import { USERS, userConverter, type UserDoc } from '@/lib/collections/users';
import { isNetworkError, isPermissionDenied } from '@/lib/errors';
import { auth, db } from '@/lib/firebase';
import { sessionUserFromDoc, type SessionUser } from './sessionUser';
import type { DeletedBy } from './sessionSlice';

/** The account page marks a self-deletion here before it starts, so the notice says so. */
export const SELF_DELETION_KEY = 'selfDeletion';

export type SessionEvents = {
  /** The signed-in user's document, each time it changes. */
  onUser: (user: SessionUser, doc: UserDoc) => void;
  onSignedOut: () => void;
  onDeleted: (by: DeletedBy) => void;
};

const RETRY_MS = 5000;

/**
 * Follows Firebase Auth and the signed-in user's Users document (spec section 4): live
 * profile changes, sign-out elsewhere, and the document disappearing. Network trouble never
 * ends a session; permission-denied on the user's own document does. Returns the stopper.
 */
export async function watchSession(events: SessionEvents): Promise<() => void> {
  const [authInstance, firestore] = await Promise.all([auth(), db()]);
  let stopDoc: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const endDocWatch = () => {
    stopDoc?.();
    stopDoc = null;
    clearTimeout(retry);
  };

  const vanished = async (uid: string) => {
    try {
      // A cache miss is not a deletion: ask the server before ending anything.
      const again = await getDocFromServer(doc(firestore, USERS, uid));
      if (again.exists()) return;
    } catch (error) {
      if (isNetworkError(error)) return;
    }
    const by: DeletedBy = sessionStorage.getItem(SELF_DELETION_KEY) === uid ? 'self' : 'admin';
    sessionStorage.removeItem(SELF_DELETION_KEY);
    endDocWatch();
    await signOut(authInstance).catch(() => undefined);
    events.onDeleted(by);
  };

  const watchDoc = (uid: string) => {
    endDocWatch();
    stopDoc = onSnapshot(
      doc(firestore, USERS, uid).withConverter(userConverter),
      (snapshot) => {
        const data = snapshot.data();
        if (data) events.onUser(sessionUserFromDoc(data), data);
        else void vanished(uid);
      },
      (error) => {
        if (isPermissionDenied(error)) {
          endDocWatch();
          void signOut(authInstance).finally(events.onSignedOut);
          return;
        }
        // Listeners end on any error; come back after a pause unless it was network trouble
        // that Firestore already retries by itself.
        console.warn('Users document listener stopped', error);
        retry = setTimeout(() => !stopped && watchDoc(uid), RETRY_MS);
      },
    );
  };

  const stopAuth = onAuthStateChanged(authInstance, (user) => {
    if (user) watchDoc(user.uid);
    else {
      endDocWatch();
      events.onSignedOut();
    }
  });

  return () => {
    stopped = true;
    stopAuth();
    endDocWatch();
  };
}
