// The collaboration payments as the earnings screens show them (issue 20): which states count as
// an influencer's money still on its way, how the admin's totals group the states, and the
// earning's withholding and net (stored at release, else from her tax status). Pure: no I/O.
import type { CollaborationPaymentState } from '@shared/collaborationPayment';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import type { EarningDoc } from '@/lib/collections/earnings';
import { creatorNet, type Kurus, type TaxStatus } from '@/lib/money';

/**
 * Her money the brand has paid and iyzico still holds: paid, disputed, or being released to
 * her. Refunding is the brand's again; released is in her Earnings history already.
 */
export const PENDING_FOR_PAYEE: readonly CollaborationPaymentState[] = [
  'held',
  'disputed',
  'releasing',
];

/** The admin's totals, each a group of states. */
export const TOTAL_GROUPS = ['held', 'disputed', 'released', 'refunded'] as const;
export type TotalGroup = (typeof TOTAL_GROUPS)[number];

/** Held counts the payments being settled too: until iyzico answers, it still holds them. */
export const TOTAL_GROUP_STATES: Record<TotalGroup, readonly CollaborationPaymentState[]> = {
  held: ['held', 'releasing', 'refunding'],
  disputed: ['disputed'],
  released: ['released'],
  refunded: ['refunded'],
};

/** A group's total: how many payments and the sum of what the brands paid (amounts.gross). */
export type PaymentTotal = { count: number; gross: Kurus };

/** What the influencer's pending payments add up to: her share (amounts.payee) of each. */
export const pendingShare = (payments: readonly CollaborationPaymentDoc[]): Kurus =>
  payments.reduce((sum, payment) => sum + payment.amounts.payee, 0);

/** Newest paid first; a payment not paid yet (no heldAt) last. */
export const byHeldAtDesc = (a: CollaborationPaymentDoc, b: CollaborationPaymentDoc) =>
  (b.heldAt ?? 0) - (a.heldAt ?? 0);

/** Oldest dispute first: the queue is worked in the order the brands raised them. */
export const byDisputedAtAsc = (a: CollaborationPaymentDoc, b: CollaborationPaymentDoc) =>
  (a.disputedAt ?? 0) - (b.disputedAt ?? 0);

export type EarningSplit = {
  withholding: Kurus;
  net: Kurus;
  /** From the record (fixed at release) rather than computed from today's tax status. */
  stored: boolean;
};

/**
 * An earning's withholding and net: those the payment function stored at release when the
 * record has them (her tax status may have changed since), else computed from `status`.
 */
export function earningSplit(
  record: Pick<EarningDoc, 'amount' | 'withholding' | 'net'>,
  status: TaxStatus,
): EarningSplit {
  if (typeof record.withholding === 'number' && typeof record.net === 'number') {
    return { withholding: record.withholding, net: record.net, stored: true };
  }
  const { withholding, net } = creatorNet(record.amount, status);
  return { withholding, net, stored: false };
}
