// Common ground of the emulator tests that run the app's own code signed in as one user: the
// emulator hosts, a firebase-admin app to seed and check with, and a new verified account
// (with its Users document) signed in through src/lib/firebase, removed again afterwards.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '../../src/lib/firebase';

export const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

/** Unique to this run, so tests sharing the emulators never see each other's data. */
export const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Admin = ReturnType<typeof adminApp>;

export function adminApp(name: string) {
  const app = initializeApp({ projectId: PROJECT_ID }, `${name}-${run}`);
  return { app, auth: getAuth(app), db: getFirestore(app) };
}

/** Creates a verified account with `fields` in its Users document and signs the app in as it. */
export async function signInNewUser(
  admin: Admin,
  name: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const email = `${name}-${run}@demo.test`;
  const password = 'secret123';
  const { uid } = await admin.auth.createUser({ email, password, emailVerified: true });
  await admin.db.doc(`Users/${uid}`).set({ uid, email, ...fields });
  await signInWithEmailAndPassword(await auth(), email, password);
  return uid;
}

/**
 * A Firebase ID token for `email` from the Auth emulator's REST sign-in, for calling HTTP
 * functions as that user without signing the app in.
 */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Signs the app out and removes the account, its Users document (with sub-collections) and the admin app. */
export async function removeUser(admin: Admin, uid: string): Promise<void> {
  await signOut(await auth());
  await admin.db.recursiveDelete(admin.db.doc(`Users/${uid}`));
  await admin.auth.deleteUser(uid);
  await deleteApp(admin.app);
}
