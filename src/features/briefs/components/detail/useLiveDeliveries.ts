import { useLiveFeed } from '@/store/live/liveFeed';
import { useAppSelector } from '@/store/hooks';
import type { BriefDoc } from '@/lib/collections/briefs';
import { approvedDraftFeed, briefDeliveriesFeed, ownDeliveryFeed } from '../../deliveriesFeeds';
import {
  ownDeliveryKey,
  selectApprovedDraft,
  selectDeliveries,
  type DeliveriesEntry,
} from '../../deliveriesSlice';

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

export type DraftGate =
  /** A legacy brief (no revisionRounds): the live link needs no draft. */
  | { kind: 'open' }
  | { kind: 'loading' }
  /** No approved draft yet: the live link waits. */
  | { kind: 'closed' }
  /** The approved round the live link names (deliveries' draftRound). */
  | { kind: 'approved'; round: number };

/**
 * The deliveries' draft gate (issue 21) for `userId` on `brief`, live while `enabled`: on a
 * brief with revisionRounds the live link follows an approved draft (firestore.rules
 * deliveryDraftOk).
 */
export function useDraftGate(brief: BriefDoc, userId: string, enabled: boolean): DraftGate {
  const gated = typeof brief.revisionRounds === 'number';
  const key = ownDeliveryKey(brief.id, userId);
  useLiveFeed(approvedDraftFeed, enabled && gated && brief.id && userId ? key : null);
  const approved = useAppSelector((state) => selectApprovedDraft(state, key));
  if (!gated) return { kind: 'open' };
  if (approved.status === 'loading') return { kind: 'loading' };
  return approved.round !== null ? { kind: 'approved', round: approved.round } : { kind: 'closed' };
}
