// The notification settings' writes as thunks (docs/data-layer.md): the preferences, and this
// browser's push token on and off. The api modules (Firestore, firebase/messaging) load with
// the first call. Failures show in the section, so no toast: the preferences save rejects with
// the i18n key of its message, the push switch with a PushProblem.
import type { NotificationPreferences } from '@shared/outreach';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { writeStored } from '@/lib/localStore';
import { takeWriteTurn } from '@/lib/writeOrder';
import {
  PUSH_TOKEN_STORAGE_KEY,
  fcmVapidKey,
  type PushProblem,
} from './model/notificationSettings';
import { pushProblemOf } from './api/pushErrors';

export const saveNotificationPreferences = createAppAsyncThunk(
  'notificationSettings/save',
  async (
    { uid, preferences }: { uid: string; preferences: NotificationPreferences },
    { rejectWithValue },
  ) => {
    // Taken before anything loads: two saves in a row reach the server in that order.
    const turn = takeWriteTurn();
    try {
      const api = await import('./api/notificationSettingsApi');
      await api.saveNotificationPreferences(uid, preferences, turn);
    } catch (error) {
      console.error('notification preferences not saved', error);
      return rejectWithValue('notificationSettings.saveFailed');
    } finally {
      turn.release();
    }
  },
  {
    condition: ({ uid }, { getState }) => getState().notificationSettings?.saves[uid] !== 'saving',
  },
);

const createPushThunk = createAppAsyncThunk.withTypes<{ rejectValue: PushProblem }>();

/** The browser's permission prompt; an old callback-style Safari answers through `resolve`. */
function askPermission(): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return Promise.reject(new Error('no Notification API'));
  return new Promise((resolve, reject) => {
    const asked = Notification.requestPermission(resolve);
    if (asked) asked.then(resolve, reject);
  });
}

/**
 * "Bildirimleri aç": asks for the permission (synchronously in the click that dispatched it:
 * browsers prompt only for a user's action), then registers the worker, gets this browser's
 * FCM token and adds it to the user's devices. Resolves with the token, also kept in local
 * storage so the switch knows this browser.
 */
export const enablePushNotifications = createPushThunk(
  'notificationSettings/enablePush',
  async ({ uid, known }: { uid: string; known: string[] }, { rejectWithValue }) => {
    const vapidKey = fcmVapidKey();
    if (!vapidKey || typeof Notification === 'undefined') return rejectWithValue('unsupported');
    const asking = askPermission();
    let permission: NotificationPermission;
    try {
      permission = await asking;
    } catch (error) {
      console.error('notification permission not asked', error);
      return rejectWithValue('failed');
    }
    if (permission === 'denied') return rejectWithValue('denied');
    if (permission !== 'granted') return rejectWithValue('dismissed');
    try {
      const device = await import('./api/pushDevice');
      const token = await device.requestPushToken(vapidKey);
      const api = await import('./api/notificationSettingsApi');
      await api.addPushToken(uid, token, known);
      writeStored(PUSH_TOKEN_STORAGE_KEY, token);
      return token;
    } catch (error) {
      console.error('push notifications not switched on', error);
      return rejectWithValue(pushProblemOf(error));
    }
  },
  {
    condition: (_, { getState }) => getState().notificationSettings?.push.busy !== true,
  },
);

/**
 * Switching off: the token leaves the user's devices first (what the functions send to), then
 * this browser unsubscribes from FCM; a failed unsubscribe only leaves an unused subscription.
 */
export const disablePushNotifications = createPushThunk(
  'notificationSettings/disablePush',
  async ({ uid, token }: { uid: string; token: string }, { rejectWithValue }) => {
    try {
      const api = await import('./api/notificationSettingsApi');
      await api.removePushToken(uid, token);
    } catch (error) {
      console.error('push notifications not switched off', error);
      return rejectWithValue('offFailed');
    }
    writeStored(PUSH_TOKEN_STORAGE_KEY, null);
    try {
      const device = await import('./api/pushDevice');
      await device.releasePushToken();
    } catch (error) {
      console.warn('FCM token not deleted', error);
    }
  },
  {
    condition: (_, { getState }) => getState().notificationSettings?.push.busy !== true,
  },
);
