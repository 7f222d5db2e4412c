// The account screens' live data (docs/data-layer.md): the public profile an influencer form
// edits, and the Users document of another user an admin or agency edits.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { isPermissionDenied } from '@/lib/errors';
import {
  profileFailed,
  profileReceived,
  profileReleased,
  userFailed,
  userReceived,
  userReleased,
} from './accountSlice';
import { subscribeInfluencerProfile, subscribeUser } from './api/accountSubscriptions';

export const editedProfileFeed = defineLiveFeed({
  name: 'account/influencerProfile',
  subscribe: (uid, { dispatch }) =>
    subscribeInfluencerProfile(
      uid,
      (doc) => dispatch(profileReceived({ uid, doc })),
      (error) => {
        console.warn('influencer profile unavailable', error);
        // Before the first save the profile may not exist, and the rules then read as "missing".
        dispatch(
          isPermissionDenied(error) ? profileReceived({ uid, doc: null }) : profileFailed(uid),
        );
      },
    ),
  released: (uid) => profileReleased(uid),
});

export const editedUserFeed = defineLiveFeed({
  name: 'account/user',
  subscribe: (uid, { dispatch }) =>
    subscribeUser(
      uid,
      (doc) => dispatch(userReceived({ uid, doc })),
      (error) => {
        console.warn('user document unavailable', error);
        dispatch(isPermissionDenied(error) ? userReceived({ uid, doc: null }) : userFailed(uid));
      },
    ),
  released: (uid) => userReleased(uid),
});
