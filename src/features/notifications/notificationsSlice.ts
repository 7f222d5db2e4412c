import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { NotificationDoc } from '@/lib/collections/notifications';

// The bell's list in Redux (docs/data-layer.md): the latest notifications of one user, fed by
// notificationsFeed (notificationsFeeds.ts). The unread count is not here: it is a field of
// the user's Users document, which the session already follows (sessionUser.notificationCount).

/** idle: nobody watches; loading: waiting for the first snapshot; error: the listener failed. */
export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

export type NotificationsState = EntityState<NotificationDoc, string> & {
  /** Whose notifications these are; data of an earlier user is never shown for the next one. */
  uid: string | null;
  status: NotificationsStatus;
};

// The query's order: timestamp descending, then (Firestore's implicit tie-break) document id
// descending. A pending server timestamp (null) is the newest there is.
const byIdDescending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
const newestFirst = (a: NotificationDoc, b: NotificationDoc) =>
  (b.timestamp ?? Infinity) - (a.timestamp ?? Infinity) || byIdDescending(a.id, b.id);

const adapter = createEntityAdapter<NotificationDoc>({ sortComparer: newestFirst });
const adapterSelectors = adapter.getSelectors();

const initialState: NotificationsState = adapter.getInitialState({ uid: null, status: 'idle' });

const NONE: NotificationDoc[] = [];

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** The listener for `uid` starts: another user's list goes at once. */
    notificationsWatched(state, action: PayloadAction<string>) {
      if (state.uid !== action.payload) adapter.removeAll(state);
      state.uid = action.payload;
      state.status = 'loading';
    },
    notificationsReceived(state, action: PayloadAction<{ uid: string; items: NotificationDoc[] }>) {
      // A late snapshot of an earlier user is dropped.
      if (state.uid !== action.payload.uid) return;
      adapter.setAll(state, action.payload.items);
      state.status = 'ready';
    },
    notificationsFailed(state, action: PayloadAction<string>) {
      if (state.uid === action.payload) state.status = 'error';
    },
    /** The last watcher of `uid` left; a newer user's list (a quick switch) stays. */
    notificationsReleased(state, action: PayloadAction<string>) {
      if (state.uid !== action.payload) return;
      adapter.removeAll(state);
      state.uid = null;
      state.status = 'idle';
    },
  },
  selectors: {
    /** `uid`'s notifications, newest first; none while the slice holds another user's. */
    selectNotificationsOf: (state, uid: string | null): NotificationDoc[] =>
      uid !== null && state.uid === uid ? adapterSelectors.selectAll(state) : NONE,
    selectNotificationsStatus: (state, uid: string | null): NotificationsStatus =>
      uid !== null && state.uid === uid ? state.status : 'idle',
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

const injected = notificationsSlice.injectInto(rootReducer);

export const {
  notificationsWatched,
  notificationsReceived,
  notificationsFailed,
  notificationsReleased,
} = notificationsSlice.actions;
export const { selectNotificationsOf, selectNotificationsStatus } = injected.selectors;
