// The deliveries' live data (docs/data-layer.md): a brief's deliveries for its owner and
// admins (key: brief id) and one user's own (key: briefId/userId).
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeDeliveries, subscribeDelivery } from './api/deliveries';
import { deliveriesFailed, deliveriesReceived, deliveriesReleased } from './deliveriesSlice';

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
