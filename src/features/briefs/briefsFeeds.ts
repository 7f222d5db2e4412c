// The briefs feature's live data (docs/data-layer.md): the open brief and its offers, watched by
// the detail page through useLiveFeed(feed, briefId). One listener per document however many
// screens watch it; it stops when the last one leaves and its state is dropped.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { isPermissionDenied } from '@/lib/errors';
import { subscribeBidders, subscribeBrief, subscribeOwnOffer } from './api/briefSubscriptions';
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

/** bidders/{briefId}, watched by the detail page for the owner and admins. */
export const biddersFeed = defineLiveFeed({
  name: 'briefs/bidders',
  subscribe: (briefId, { dispatch }) =>
    subscribeBidders(
      briefId,
      (doc) => dispatch(biddersReceived({ briefId, doc })),
      () => dispatch(biddersFailed(briefId)),
    ),
  released: (briefId) => biddersReleased(briefId),
});

/** The key of ownOfferFeed: the brief and the bidder. */
export const ownOfferKey = (briefId: string, uid: string) => `${briefId} ${uid}`;

const partsOfKey = (key: string) => {
  const [briefId = '', uid = ''] = key.split(' ');
  return { briefId, uid };
};

/**
 * A bidder's own offer on a brief (her sealed copy, docs/decisions.md "Sealed offers"), kept
 * in the bidders slice under the brief's id as a list of her entry alone.
 */
export const ownOfferFeed = defineLiveFeed({
  name: 'briefs/ownOffer',
  subscribe: (key, { dispatch }) => {
    const { briefId, uid } = partsOfKey(key);
    return subscribeOwnOffer(
      briefId,
      uid,
      (doc) => dispatch(biddersReceived({ briefId, doc })),
      () => dispatch(biddersFailed(briefId)),
    );
  },
  released: (key) => biddersReleased(partsOfKey(key).briefId),
});
