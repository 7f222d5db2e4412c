// The deliveries' live data (docs/data-layer.md): a brief's deliveries for its owner and
// admins (key: brief id) and one user's own (key: briefId/userId).
import { defineLiveFeed } from '@/store/live/liveFeed';
import {
  subscribeApprovedDraftRound,
  subscribeDeliveries,
  subscribeDelivery,
} from './api/deliveries';
import {
  approvedDraftFailed,
  approvedDraftReceived,
  approvedDraftReleased,
  deliveriesFailed,
  deliveriesReceived,
  deliveriesReleased,
} from './deliveriesSlice';

export const briefDeliveriesFeed = defineLiveFeed({
  name: 'briefs/deliveries',
  subscribe: (briefId, { dispatch }) =>
    subscribeDeliveries(
      briefId,
      (items) => dispatch(deliveriesReceived({ key: briefId, items })),
      () => dispatch(deliveriesFailed(briefId)),
    ),
  released: (briefId) => deliveriesReleased(briefId),
});

export const ownDeliveryFeed = defineLiveFeed({
  name: 'briefs/ownDelivery',
  subscribe: (key, { dispatch }) => {
    const [briefId = '', userId = ''] = key.split('/');
    return subscribeDelivery(
      briefId,
      userId,
      (delivery) => dispatch(deliveriesReceived({ key, items: delivery ? [delivery] : [] })),
      () => dispatch(deliveriesFailed(key)),
    );
  },
  released: (key) => deliveriesReleased(key),
});

/** Issue 21: the round of one user's approved draft (key: briefId/userId), for the live link. */
export const approvedDraftFeed = defineLiveFeed({
  name: 'briefs/approvedDraft',
  subscribe: (key, { dispatch }) => {
    const [briefId = '', userId = ''] = key.split('/');
    return subscribeApprovedDraftRound(
      briefId,
      userId,
      (round) => dispatch(approvedDraftReceived({ key, round })),
      () => dispatch(approvedDraftFailed(key)),
    );
  },
  released: (key) => approvedDraftReleased(key),
});
