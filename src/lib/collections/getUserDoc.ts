import { doc, getDoc } from 'firebase/firestore';
import { db } from '../firebase';
import { USERS, userConverter, type UserDoc } from './users';

/**
 * One Users document read once, or null when there is none: the one getter every feature's
 * api/ uses (the live copies of the signed-in and acted-as users are the session's).
 */
export async function getUserDoc(uid: string): Promise<UserDoc | null> {
  const snapshot = await getDoc(doc(await db(), USERS, uid).withConverter(userConverter));
  return snapshot.exists() ? snapshot.data() : null;
}
