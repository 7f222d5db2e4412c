// The brand's collaboration payments on her invoice page (issue 20): which states are money she
// has paid (not 'awaiting', which is an offer still to pay), and their order. Pure.
import type { CollaborationPaymentState } from '@shared/collaborationPayment';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';

export const PAID_COLLABORATION_STATES: readonly CollaborationPaymentState[] = [
  'held',
  'disputed',
  'releasing',
  'refunding',
  'released',
  'refunded',
];

/** Newest payment first (by when the money was taken); one without a date last. */
export const newestPaidFirst = (a: CollaborationPaymentDoc, b: CollaborationPaymentDoc) =>
  (b.heldAt ?? 0) - (a.heldAt ?? 0);
