// This browser as a web push device (issue 23): the messaging service worker and its FCM
// token. Only loaded when the user flips the "Bildirimleri aç" switch, so no page carries
// firebase/messaging otherwise. No Firestore here (api/notificationSettingsApi.ts stores the
// token).
import { deleteToken, getMessaging, getToken, isSupported } from 'firebase/messaging';
import { firebaseApp } from '@/lib/firebase';
import { PushUnsupportedError } from './pushErrors';

/** public/firebase-messaging-sw.js: shows the pushes; no Firebase SDK inside. */
export const MESSAGING_WORKER = '/firebase-messaging-sw.js';

/**
 * Its own scope, not '/': a second registration for '/' would replace the app's offline
 * worker (/sw.js). Push events reach the registration that subscribed, whatever its scope.
 * The same path and scope as firebase/messaging's defaults, which deleteToken falls back to.
 */
export const MESSAGING_SCOPE = '/firebase-cloud-messaging-push-scope';

async function messagingOrThrow() {
  if (!(await isSupported())) throw new PushUnsupportedError();
  return getMessaging(firebaseApp());
}

/** Registers the worker and returns this browser's FCM token (the permission is granted). */
export async function requestPushToken(vapidKey: string): Promise<string> {
  const messaging = await messagingOrThrow();
  const serviceWorkerRegistration = await navigator.serviceWorker.register(MESSAGING_WORKER, {
    scope: MESSAGING_SCOPE,
  });
  return getToken(messaging, { vapidKey, serviceWorkerRegistration });
}

/** Unsubscribes this browser from FCM, when it ever subscribed here. */
export async function releasePushToken(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration(MESSAGING_SCOPE);
  if (!registration) return;
  await deleteToken(await messagingOrThrow());
}
