// The briefs feature's live data (docs/data-layer.md): the open brief and its offers, watched by
// the detail page through useLiveFeed(feed, briefId). One listener per document however many
// screens watch it; it stops when the last one leaves and its state is dropped.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { isPermissionDenied } from '@/lib/errors';
import { listenRetryingDenied } from '@/lib/retryDenied';
import { subscribeBidders, subscribeBrief } from './api/briefSubscriptions';
import { biddersFailed, biddersReceived, biddersReleased } from './biddersSlice';
import { briefFailed, briefReceived, briefReleased } from './briefsSlice';

export const briefFeed = defineLiveFeed({
  name: 'briefs/brief',
  subscribe: (briefId, { dispatch }) =>
    subscribeBrief(
      briefId,
      (brief) => dispatch(briefReceived({ briefId, brief })),
      // Refused by the rules reads as "no such brief": both say nothing about its existence.
      (error) => dispatch(briefFailed({ briefId, missing: isPermissionDenied(error) })),
    ),
  released: (briefId) => briefReleased(briefId),
});

/** bidders/{briefId}, watched by the detail page for the owner, admins and bidders. */
export const biddersFeed = defineLiveFeed({
  name: 'briefs/bidders',
  subscribe: (briefId, { dispatch }) =>
    // A new bidder starts listening before the server has her in bidderIds (lib/retryDenied).
    listenRetryingDenied(
      (onError) =>
        subscribeBidders(briefId, (doc) => dispatch(biddersReceived({ briefId, doc })), onError),
      () => dispatch(biddersFailed(briefId)),
    ),
  released: (briefId) => biddersReleased(briefId),
});
