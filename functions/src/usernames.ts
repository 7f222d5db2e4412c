// Whether a managed-login username is already in use: by a Users document's loginUsername
// or by an Auth account with the synthetic email.
import { adminAuth, adminDb } from './admin';
import { hasAuthCode } from './callers';
import { describedQuery } from './firestoreQuery';
import { userWithLoginUsername } from './queries';
import { managedLoginEmail } from './shared/managedLogin';

/** `username` must already be normalised. */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const inUsers = await describedQuery(adminDb(), userWithLoginUsername(username)).get();
  if (!inUsers.empty) return true;
  try {
    await adminAuth().getUserByEmail(managedLoginEmail(username));
    return true;
  } catch (error) {
    if (hasAuthCode(error, 'auth/user-not-found')) return false;
    throw error;
  }
}
