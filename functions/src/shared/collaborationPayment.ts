// The money of one accepted collaboration (issue 20; design.md section 12): the brand pays the
// accepted offer's price plus KDV through iyzico's marketplace checkout; the influencer's (or her
// agency's) share goes to her sub-merchant account once the platform approves the item, the rest
// (the platform's commission and the KDV it remits) stays with the platform. One module for the
// functions and the app.
import { influencerEarnings } from './offerTerms';
import { PAYMENT_KDV_RATE_BP } from './plans';

/** `CollaborationPayments/{briefId}_{payeeId}`: written by functions only. */
export const COLLABORATION_PAYMENTS = 'CollaborationPayments';
/** Each money movement of one payment, immutable: `CollaborationPayments/{id}/ledger/{auto}`. */
export const COLLABORATION_LEDGER = 'ledger';

export const collaborationPaymentId = (briefId: string, payeeId: string) => `${briefId}_${payeeId}`;

/**
 * awaiting: accepted, not paid yet (or the last try failed); held: paid, iyzico holds it;
 * disputed: held, and the brand disputes the work (an admin decides); releasing / refunding: a
 * function is settling it right now; released: paid out to the payee; refunded: given back.
 */
export type CollaborationPaymentState =
  'awaiting' | 'held' | 'disputed' | 'releasing' | 'refunding' | 'released' | 'refunded';

/** States in which the money is with iyzico or paid out: the collaboration cannot be undone. */
export const LOCKED_PAYMENT_STATES: readonly CollaborationPaymentState[] = [
  'held',
  'disputed',
  'releasing',
  'refunding',
  'released',
];

/** A held payment is released this long after the delivery link unless disputed (issue 20). */
export const AUTO_RELEASE_DAYS = 7;
export const AUTO_RELEASE_MS = AUTO_RELEASE_DAYS * 24 * 60 * 60 * 1000;

/** A dispute's reason, as the brand types it. */
export const DISPUTE_REASON_MAX = 500;

export interface CollaborationAmounts {
  /** The accepted offer's price, kuruş before KDV. */
  net: number;
  /** KDV on the price, kuruş. */
  kdv: number;
  /** What the brand pays, kuruş. */
  gross: number;
  /** The payee's share (spec: influencerEarnings), kuruş: the item's subMerchantPrice. */
  payee: number;
  /** The platform's part: commission plus the KDV, kuruş. */
  platform: number;
}

/** The amounts for an offer of `priceLira` (the bid's price, whole or decimal lira). */
export function collaborationAmounts(priceLira: number): CollaborationAmounts {
  const net = Math.round(priceLira * 100);
  const kdv = Math.round((net * PAYMENT_KDV_RATE_BP) / 10000);
  const gross = net + kdv;
  const payee = influencerEarnings(priceLira) * 100;
  return { net, kdv, gross, payee, platform: gross - payee };
}

export interface LedgerEntry {
  kind: 'held' | 'released' | 'refunded';
  amountKurus: number;
  paymentTransactionId: string;
}

/** Error codes of the collaboration routes (the app shows them in the user's language). */
export const COLLABORATION_PAYMENT_MESSAGES = {
  notOwner: 'not-owner',
  notAccepted: 'not-accepted',
  notMoney: 'not-money',
  payoutDetailsMissing: 'payout-details-missing',
  alreadyPaid: 'already-paid',
  notHeld: 'not-held',
  delivered: 'delivered',
  reasonRequired: 'reason-required',
  settleFailed: 'settle-failed',
} as const;
