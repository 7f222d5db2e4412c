// The notifications feature's live data (docs/data-layer.md): the latest notifications of one
// user, keyed by uid and watched by the bell through useLiveFeed(notificationsFeed, uid). The
// listener stops when the last watcher leaves (sign-out, another user, the frame unmounting)
// and the list is dropped with it.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeNotifications } from './api/notifications';
import {
  notificationsFailed,
  notificationsReceived,
  notificationsReleased,
  notificationsWatched,
} from './notificationsSlice';

export const notificationsFeed = defineLiveFeed({
  name: 'notifications/list',
  subscribe: (uid, { dispatch }) => {
    dispatch(notificationsWatched(uid));
    return subscribeNotifications(
      uid,
      (items) => dispatch(notificationsReceived({ uid, items })),
      (error) => {
        console.warn('notifications unavailable', error);
        dispatch(notificationsFailed(uid));
      },
    );
  },
  released: (uid) => notificationsReleased(uid),
});
