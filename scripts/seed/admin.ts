// The only place the seed initialises firebase-admin. Call it after emulatorEnv's checks: the
// emulator variables decide whether the SDK talks to the emulators or to production.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulatorEnv';

export type AdminClients = { app: App; db: Firestore; auth: Auth; close: () => Promise<void> };

export function connectAdmin(): AdminClients {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('refusing to initialise firebase-admin without the emulator variables');
  }
  // A named app keeps us clear of any default app another module might create.
  const app = initializeApp({ projectId: PROJECT_ID }, 'demo-seed');
  return { app, db: getFirestore(app), auth: getAuth(app), close: () => deleteApp(app) };
}
