// What happened to a collaboration's money, oldest first (issue 20): paid (held), disputed,
// released (and why), refunded. Read from the payment document's dates, each written in the same
// transaction as its ledger record. Also: when a held payment will be released on its own.
import {
  AUTO_RELEASE_MS,
  LOCKED_PAYMENT_STATES,
  type CollaborationPaymentState,
} from '@shared/collaborationPayment';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';

export type PaymentEvent = {
  /** i18n key under briefDetail.payment.history. */
  kind: 'held' | 'disputed' | 'released' | 'releasedOverdue' | 'releasedByAdmin' | 'refunded';
  at: number;
};

export function paymentEvents(payment: CollaborationPaymentDoc): PaymentEvent[] {
  const events: PaymentEvent[] = [];
  if (payment.heldAt !== null) events.push({ kind: 'held', at: payment.heldAt });
  if (payment.disputedAt !== null) events.push({ kind: 'disputed', at: payment.disputedAt });
  if (payment.releasedAt !== null) {
    const kind =
      payment.releaseReason === 'overdue'
        ? 'releasedOverdue'
        : payment.releaseReason === 'adminRelease'
          ? 'releasedByAdmin'
          : 'released';
    events.push({ kind, at: payment.releasedAt });
  }
  if (payment.refundedAt !== null) events.push({ kind: 'refunded', at: payment.refundedAt });
  return events.sort((a, b) => a.at - b.at);
}

/** The time a held payment is released unless the brand completes or disputes first. */
export function autoReleaseAt(
  payment: CollaborationPaymentDoc | null,
  deliveredAt: number | null,
): number | null {
  return payment?.state === 'held' && deliveredAt !== null ? deliveredAt + AUTO_RELEASE_MS : null;
}

/** Money with iyzico or paid out: the collaboration can no longer simply be left. */
export const paymentLocked = (state: CollaborationPaymentState | undefined) =>
  state !== undefined && LOCKED_PAYMENT_STATES.includes(state);
