import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  signOut,
  updatePassword,
  type User,
} from 'firebase/auth';
import { doc, onSnapshot, updateDoc, type Unsubscribe } from 'firebase/firestore';
import { deleteAccount } from '../../../lib/accountFunctions';
import { USERS, userConverter, type UserDoc } from '../../../lib/collections/users';
import { auth, db } from '../../../lib/firebase';
import {
  AccountActionError,
  deleteAccountMessage,
  passwordChangeMessage,
  profileSaveMessage,
} from './accountErrors';
import { pickProfileKeys, type ProfileUpdate } from './profileFields';

// The account screens' calls (spec sections 4, 5 and 7). No React. Every failure is an
// AccountActionError that carries the message the form shows.

/**
 * Listens to Users/{uid}; `onData` gets null when the document does not exist. Returns the
 * unsubscribe at once: the SDK loads on demand, and unsubscribing before it has loaded
 * simply means no listener is ever attached.
 */
export function subscribeUser(
  uid: string,
  onData: (user: UserDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let unsubscribe: Unsubscribe | undefined;
  let cancelled = false;
  db()
    .then((instance) => {
      if (cancelled) return;
      unsubscribe = onSnapshot(
        doc(instance, USERS, uid).withConverter(userConverter),
        (snapshot) => onData(snapshot.exists() ? snapshot.data() : null),
        onError,
      );
    })
    .catch(onError);
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** Users.socialMedia is written field by field, so counts stored next to a username survive. */
function toFirestoreFields(fields: ProfileUpdate): Record<string, unknown> {
  const { socialMedia, ...rest } = pickProfileKeys(fields);
  const data: Record<string, unknown> = { ...rest };
  if (socialMedia) {
    for (const [platform, values] of Object.entries(socialMedia)) {
      for (const [key, value] of Object.entries(values as Record<string, string>)) {
        data[`socialMedia.${platform}.${key}`] = value;
      }
    }
  }
  return data;
}

/** Saves profile fields of Users/{uid}; only the keys of `profileUpdateKeys` are ever written. */
export async function updateProfile(uid: string, fields: ProfileUpdate): Promise<void> {
  const data = toFirestoreFields(fields);
  if (Object.keys(data).length === 0) return;
  try {
    await updateDoc(doc(await db(), USERS, uid), data);
  } catch (error) {
    throw new AccountActionError(profileSaveMessage(error), error);
  }
}

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
