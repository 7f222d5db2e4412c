import type { Unsubscribe } from 'firebase/firestore';
import { USERS, userConverter, type UserDoc } from '@/lib/collections/users';
import { subscribeDocument } from '@/lib/lazyListener';

/** Users/{uid}, live; `onData` gets null while the document does not exist. */
export const subscribeUserDoc = (
  uid: string,
  onData: (user: UserDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${USERS}/${uid}`, userConverter, onData, onError);
