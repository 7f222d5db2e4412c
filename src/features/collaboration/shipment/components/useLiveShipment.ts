import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import { shipmentFeed, shippingAddressFeed } from '../shipmentFeeds';
import { collaborationKey, selectAddress, selectBusy, selectShipment } from '../shipmentSlice';

/** One collaboration's address and shipment, live while the step is on screen. */
export function useLiveShipment(briefId: string, userId: string) {
  const key = collaborationKey(briefId, userId);
  const ready = Boolean(briefId && userId);
  useLiveFeed(shippingAddressFeed, ready ? key : null);
  useLiveFeed(shipmentFeed, ready ? key : null);
  const address = useAppSelector((state) => selectAddress(state, key));
  const shipment = useAppSelector((state) => selectShipment(state, key));
  const busy = useAppSelector((state) => selectBusy(state, key));
  return { address, shipment, busy };
}
