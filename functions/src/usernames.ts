// Whether a managed-login username is already in use: by a Users document's loginUsername
// or by an Auth account with the synthetic email.
import { adminAuth, adminDb } from './admin';
import { hasAuthCode } from './callers';
import { managedLoginEmail } from './shared/managedLogin';

/** `username` must already be normalised. */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const inUsers = await adminDb()
    .collection('Users')
    .where('loginUsername', '==', username)
    .limit(1)
    .get();
  if (!inUsers.empty) return true;
  try {
    await adminAuth().getUserByEmail(managedLoginEmail(username));
    return true;
  } catch (error) {
    if (hasAuthCode(error, 'auth/user-not-found')) return false;
    throw error;
  }
}
