import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  COLLABORATION_PAYMENTS,
  collaborationPaymentId,
  type CollaborationAmounts,
  type CollaborationPaymentState,
} from '@shared/collaborationPayment';
import { millisOf } from './timestamps';

// `CollaborationPayments/{briefId}_{payeeId}` (issue 20): the money of one accepted
// collaboration. Written only by the payment function; the paying brand, the paid influencer
// (or agency) and admins read it. The app keeps the fields its screens show.
export { COLLABORATION_PAYMENTS, collaborationPaymentId };

export type CollaborationPaymentDoc = {
  /** = document id. */
  id: string;
  briefId: string;
  briefTitle: string;
  payerId: string;
  payeeId: string;
  state: CollaborationPaymentState;
  amounts: CollaborationAmounts;
  /** The provider's code and text for the last failed try; null after a success. */
  errorCode: string | null;
  errorMessage: string | null;
  heldAt: number | null;
  /** The brand's dispute (issue 20): her reason and when; '' / null when none. */
  disputeReason: string;
  disputedAt: number | null;
  releasedAt: number | null;
  /** Why it was released: the brand completed, 7 days passed, or an admin decided. */
  releaseReason: 'completed' | 'overdue' | 'adminRelease' | null;
  refundedAt: number | null;
  refundReason: 'cancelled' | 'adminRefund' | null;
  /** The provider's refusal of the last release or refund try; null when none. */
  settleError: { code: string | null; message: string | null } | null;
};

const states: readonly CollaborationPaymentState[] = [
  'awaiting',
  'held',
  'disputed',
  'releasing',
  'refunding',
  'released',
  'refunded',
];
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const kurus = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function settleErrorOf(value: unknown): CollaborationPaymentDoc['settleError'] {
  if (typeof value !== 'object' || value === null) return null;
  const error = value as Record<string, unknown>;
  return { code: textOrNull(error.code), message: textOrNull(error.message) };
}

/**
 * The badge colour of each state, wherever a payment's state is shown: colours whose text
 * contrast the theme tests cover (src/layout/theme).
 */
export const paymentStateColors: Record<
  CollaborationPaymentState,
  'secondary' | 'primary' | 'success' | 'danger'
> = {
  awaiting: 'secondary',
  held: 'primary',
  disputed: 'danger',
  releasing: 'primary',
  refunding: 'secondary',
  released: 'success',
  refunded: 'secondary',
};

/** The stored document as plain values (timestamps as epoch millis). */
export function collaborationPaymentFromData(
  id: string,
  data: DocumentData,
): CollaborationPaymentDoc {
  const amounts = (data.amounts ?? {}) as Record<string, unknown>;
  return {
    id,
    briefId: text(data.briefId),
    briefTitle: text(data.briefTitle),
    payerId: text(data.payerId),
    payeeId: text(data.payeeId),
    state: states.includes(data.state) ? (data.state as CollaborationPaymentState) : 'awaiting',
    amounts: {
      net: kurus(amounts.net),
      kdv: kurus(amounts.kdv),
      gross: kurus(amounts.gross),
      payee: kurus(amounts.payee),
      platform: kurus(amounts.platform),
    },
    errorCode: textOrNull(data.errorCode),
    errorMessage: textOrNull(data.errorMessage),
    heldAt: millisOf(data.heldAt),
    disputeReason: text(data.disputeReason),
    disputedAt: millisOf(data.disputedAt),
    releasedAt: millisOf(data.releasedAt),
    releaseReason: oneOf(data.releaseReason, ['completed', 'overdue', 'adminRelease'] as const),
    refundedAt: millisOf(data.refundedAt),
    refundReason: oneOf(data.refundReason, ['cancelled', 'adminRefund'] as const),
    settleError: settleErrorOf(data.settleError),
  };
}

/** Read-only: the app never writes these documents. */
export const collaborationPaymentConverter: FirestoreDataConverter<CollaborationPaymentDoc> = {
  toFirestore: () => {
    throw new Error('CollaborationPayments are written by the payment function only');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) =>
    collaborationPaymentFromData(snapshot.id, snapshot.data()),
};
