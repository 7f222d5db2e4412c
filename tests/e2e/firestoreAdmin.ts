// Reads the emulator's Firestore directly (Admin SDK), for checks the UI does not show yet.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

export function adminDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-influencer' });
  return getFirestore(app);
}
