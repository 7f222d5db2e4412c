// The signed-in user's payment records (the rules let her list only her own), newest first.
import { getDocs } from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import { PAYMENTS, paymentFromSnapshot, type PaymentDoc } from '@/lib/collections/payments';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';

/** Enough for years of monthly payments; sorted here, so the query needs no composite index. */
const MAX_PAYMENTS = 100;

export const paymentsQuery = (uid: string): QueryDescription => ({
  collection: PAYMENTS,
  where: [['userId', '==', uid]],
  limit: MAX_PAYMENTS,
});

export async function fetchPayments(uid: string): Promise<PaymentDoc[]> {
  const firestore = await db();
  const snapshot = await getDocs(describedQuery(firestore, paymentsQuery(uid)));
  return snapshot.docs
    .map(paymentFromSnapshot)
    .sort((a, b) => (b.completedAt ?? b.createdAt ?? 0) - (a.completedAt ?? a.createdAt ?? 0));
}
