import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import { millisOf } from './timestamps';

// `Payments/{conversationId}`: a subscription payment, written only by the payment function
// (docs/decisions.md "Plans and payment"); its user and admins read it.
export const PAYMENTS = 'Payments';

export type PaymentDoc = {
  id: string;
  userId: string;
  plan: string;
  status: 'pending' | 'success' | 'failure';
  /** Kuruş: before KDV, the KDV, and what was paid. */
  amounts: { net: number; kdv: number; gross: number };
  createdAt: number | null;
  completedAt: number | null;
};

const kurus = (value: unknown) => (typeof value === 'number' ? value : 0);

export function paymentFromSnapshot(snapshot: QueryDocumentSnapshot<DocumentData>): PaymentDoc {
  const data = snapshot.data();
  const amounts = (data.amounts ?? {}) as Record<string, unknown>;
  return {
    id: snapshot.id,
    userId: String(data.userId ?? ''),
    plan: String(data.plan ?? ''),
    status: data.status === 'success' || data.status === 'failure' ? data.status : 'pending',
    amounts: { net: kurus(amounts.net), kdv: kurus(amounts.kdv), gross: kurus(amounts.gross) },
    createdAt: millisOf(data.createdAt),
    completedAt: millisOf(data.completedAt),
  };
}
