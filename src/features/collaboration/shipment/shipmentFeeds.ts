// The shipment's live data (docs/data-layer.md): one collaboration's address and shipment,
// each keyed `briefId/userId`. Only the party, her agency, the owner and admins may read them,
// and only they see the step that watches.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { subscribeShipment, subscribeShippingAddress } from './api/shipmentApi';
import {
  addressFailed,
  addressReceived,
  addressReleased,
  shipmentFailed,
  shipmentReceived,
  shipmentReleased,
} from './shipmentSlice';

const refOf = (key: string) => {
  const [briefId = '', userId = ''] = key.split('/');
  return { briefId, userId };
};

export const shippingAddressFeed = defineLiveFeed({
  name: 'collaboration/shippingAddress',
  subscribe: (key, { dispatch }) =>
    subscribeShippingAddress(
      refOf(key),
      (address) => dispatch(addressReceived({ key, address })),
      () => dispatch(addressFailed(key)),
    ),
  released: (key) => addressReleased(key),
});

export const shipmentFeed = defineLiveFeed({
  name: 'collaboration/shipment',
  subscribe: (key, { dispatch }) =>
    subscribeShipment(
      refOf(key),
      (shipment) => dispatch(shipmentReceived({ key, shipment })),
      () => dispatch(shipmentFailed(key)),
    ),
  released: (key) => shipmentReleased(key),
});
