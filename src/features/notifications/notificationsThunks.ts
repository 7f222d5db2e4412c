// The bell's writes as thunks (docs/data-layer.md). The live list and the session's user
// document bring the result back on their own (Firestore reports local writes at once), so the
// slice needs no optimistic update. Spec section 8 shows no message for these failures (they
// are only logged): no toast, and the rejection carries the generic message's key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { selectUser } from '@/store/session/sessionSlice';
import * as api from './api/notifications';
import { selectNotificationsOf, selectNotificationsStatus } from './notificationsSlice';

export const NOTIFICATION_WRITE_FAILED = 'errors.auth.generic';

/**
 * The bell opened (spec "mark newest read"): the newest notification becomes read and the
 * user's notificationCount goes back to 0. Skipped until the list of the user the app acts
 * for has loaded, as there is nothing known to mark before that.
 */
export const openNotifications = createAppAsyncThunk(
  'notifications/open',
  async (_: void, { getState, rejectWithValue }) => {
    const state = getState();
    const user = selectUser(state)!;
    const newest = selectNotificationsOf(state, user.uid)[0] ?? null;
    try {
      await api.markNewestRead(user.uid, newest, user.notificationCount);
    } catch (error) {
      console.warn('could not mark notifications read', error);
      return rejectWithValue(NOTIFICATION_WRITE_FAILED);
    }
  },
  {
    condition: (_, { getState }) => {
      const uid = selectUser(getState())?.uid ?? null;
      return selectNotificationsStatus(getState(), uid) === 'ready';
    },
  },
);

/** One notification chosen: it becomes read (its page opens meanwhile). */
export const markNotificationRead = createAppAsyncThunk(
  'notifications/markRead',
  async ({ uid, id }: { uid: string; id: string }, { rejectWithValue }) => {
    try {
      await api.markNotificationRead(uid, id);
    } catch (error) {
      console.warn('could not mark the notification read', error);
      return rejectWithValue(NOTIFICATION_WRITE_FAILED);
    }
  },
);
