// The one place the Admin SDK is initialised. In the emulator, FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST are set by firebase-tools, so the same code talks to the emulators.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck, type AppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export const REGION = 'europe-west1';

function app(): App {
  return getApps()[0] ?? initializeApp();
}

export function adminDb(): Firestore {
  return getFirestore(app());
}

export function adminAuth(): Auth {
  return getAuth(app());
}

export function adminAppCheck(): AppCheck {
  return getAppCheck(app());
}
