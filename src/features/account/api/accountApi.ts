import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  signOut,
  updatePassword,
  type User,
} from 'firebase/auth';
import { deleteAccount } from '@/lib/accountFunctions';
import { auth } from '@/lib/firebase';
import { AccountActionError, deleteAccountMessage, passwordChangeMessage } from './accountErrors';

// The account screens' password and deletion calls (spec sections 4, 5 and 7); profile saves
// are in profileSave.ts. No React. Every failure is an AccountActionError that carries the
// message the form shows.

/** The signed-in Auth user, once Auth has restored its session. */
async function currentUser(): Promise<User> {
  const instance = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) throw Object.assign(new Error('No signed-in user'), { code: 'auth/null-user' });
  return user;
}

/** Re-authenticates with the current password, then sets the new one. */
export async function changePassword(current: string, next: string): Promise<void> {
  try {
    const user = await currentUser();
    if (!user.email) throw Object.assign(new Error('No email'), { code: 'auth/null-user' });
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
    await updatePassword(user, next);
  } catch (error) {
    throw new AccountActionError(passwordChangeMessage(error), error);
  }
}

/**
 * Deletes the signed-in account through the deleteAccount Cloud Function, then signs out of
 * Auth. `uid` is the account the user asked to delete: if Auth holds another one, nothing
 * happens.
 */
export async function deleteOwnAccount(uid: string): Promise<void> {
  try {
    const user = await currentUser();
    if (user.uid !== uid) {
      throw Object.assign(new Error('Signed-in user differs'), { code: 'auth/user-mismatch' });
    }
    await deleteAccount(uid);
  } catch (error) {
    throw new AccountActionError(deleteAccountMessage(error), error);
  }
  // The Auth user is gone on the server; forget it here too. A failure changes nothing.
  await signOut(await auth()).catch((error: unknown) => {
    console.warn('sign-out after account deletion failed', error);
  });
}
