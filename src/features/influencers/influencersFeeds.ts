// The influencers feature's live data (docs/data-layer.md): the profile page's Influencers/{uid},
// watched through useLiveFeed(influencerFeed, uid). One listener per document however many
// screens watch it; it stops when the last one leaves and its state is dropped.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { isPermissionDenied } from '@/lib/errors';
import { subscribeInfluencer } from './api/influencerSubscriptions';
import { influencerFailed, influencerReceived, influencerReleased } from './influencersSlice';

export const influencerFeed = defineLiveFeed({
  name: 'influencers/profile',
  subscribe: (uid, { dispatch }) =>
    subscribeInfluencer(
      uid,
      (doc) => dispatch(influencerReceived({ uid, doc })),
      // Refused by the rules (an unapproved profile of someone else) reads as "no such
      // profile": neither says whether it exists.
      (error) => dispatch(influencerFailed({ uid, missing: isPermissionDenied(error) })),
    ),
  released: (uid) => influencerReleased(uid),
});
