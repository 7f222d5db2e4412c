// While an admin acts as a user (design.md section 7), the app shows that user's data: their
// Users document is followed here, once, so the bell's count, approval and the like stay live.
// SessionWatcher watches it while the switch is on; this module (and the Firestore SDK behind
// it) loads only then, so the sign-in page does not carry it.
import { defineLiveFeed } from '../live/liveFeed';
import { actingAsUpdated, userDocReceived } from './sessionSlice';
import { sameSessionUser, sessionUserFromDoc } from './sessionUser';
import { subscribeUserDoc } from './userDocListener';

export const actingAsFeed = defineLiveFeed({
  name: 'session/actingAs',
  subscribe: (uid, { dispatch, getState }) =>
    subscribeUserDoc(
      uid,
      (doc) => {
        dispatch(userDocReceived({ uid, doc }));
        // A missing document (a cache miss, or deleted meanwhile) leaves the session user as it
        // is: leaving the switch is the admin's call.
        if (!doc) return;
        const next = sessionUserFromDoc(doc);
        // Unchanged fields would still rewrite local storage and re-render every reader.
        if (!sameSessionUser(getState().session.actingAs, next)) dispatch(actingAsUpdated(next));
      },
      (error) => console.warn('acting-as user listener stopped', error),
    ),
});
