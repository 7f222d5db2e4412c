import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import { briefDeliveriesFeed, ownDeliveryFeed } from '../../deliveriesFeeds';
import { ownDeliveryKey, selectDeliveries, type DeliveriesEntry } from '../../deliveriesSlice';

/** Every delivery on the brief, live, while `enabled` (the rules: its owner and admins). */
export function useLiveDeliveries(briefId: string, enabled: boolean): DeliveriesEntry {
  useLiveFeed(briefDeliveriesFeed, enabled && briefId ? briefId : null);
  return useAppSelector((state) => selectDeliveries(state, briefId));
}

/** One user's own delivery, live, while `enabled` (she is accepted or completed). */
export function useLiveOwnDelivery(
  briefId: string,
  userId: string,
  enabled: boolean,
): DeliveriesEntry {
  const key = ownDeliveryKey(briefId, userId);
  useLiveFeed(ownDeliveryFeed, enabled && briefId && userId ? key : null);
  return useAppSelector((state) => selectDeliveries(state, key));
}
