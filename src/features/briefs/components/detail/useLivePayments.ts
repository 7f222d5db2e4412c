import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import {
  briefPaymentsFeed,
  ownPaymentFeed,
  ownPayoutReadyFeed,
} from '../../collaborationPaymentsFeeds';
import {
  briefPaymentsKey,
  ownPaymentKey,
  selectPayments,
  selectPayoutReady,
  type PaymentsEntry,
} from '../../collaborationPaymentsSlice';

/** The payments `payerId` makes on the brief, live, while `enabled` (she owns it). */
export function useLiveBriefPayments(
  briefId: string,
  payerId: string,
  enabled: boolean,
): PaymentsEntry {
  const key = briefPaymentsKey(briefId, payerId);
  useLiveFeed(briefPaymentsFeed, enabled && briefId && payerId ? key : null);
  return useAppSelector((state) => selectPayments(state, key));
}

/** The payment for `payeeId` on the brief, live, while `enabled` (she is accepted or done). */
export function useLiveOwnPayment(
  briefId: string,
  payeeId: string,
  enabled: boolean,
): PaymentsEntry {
  const key = ownPaymentKey(briefId, payeeId);
  useLiveFeed(ownPaymentFeed, enabled && briefId && payeeId ? key : null);
  return useAppSelector((state) => selectPayments(state, key));
}

/** Whether `uid`'s payout details are registered, live: null while not known. */
export function useLiveOwnPayoutReady(uid: string, enabled: boolean): boolean | null {
  useLiveFeed(ownPayoutReadyFeed, enabled && uid ? uid : null);
  return useAppSelector((state) => selectPayoutReady(state, uid));
}
