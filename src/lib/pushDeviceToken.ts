// This browser's web push token at sign-out (issue 23): taken off the user's
// `pushNotificationIds`, so that the next person on a shared browser does not get her pushes.
// Bounded: offline the write would wait for the network, and sign-out must not.
import { readStored, storageKeys, writeStored } from './localStore';

const FORGET_WAIT_MS = 2000;

export async function forgetPushDevice(uid: string): Promise<void> {
  const token = readStored(storageKeys.pushDeviceToken, (raw) => raw || null, null);
  if (!token) return;
  writeStored(storageKeys.pushDeviceToken, null);
  const write = (async () => {
    const { db } = await import('./firebase');
    const { arrayRemove, doc, updateDoc } = await import('firebase/firestore');
    await updateDoc(doc(await db(), 'Users', uid), { pushNotificationIds: arrayRemove(token) });
  })();
  const timeout = new Promise<void>((done) => setTimeout(done, FORGET_WAIT_MS));
  await Promise.race([write.catch((error) => console.warn('push token kept', error)), timeout]);
}
