// The signed-in user's payment records (the rules let her list only her own), newest first.
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { PAYMENTS, paymentFromSnapshot, type PaymentDoc } from '@/lib/collections/payments';
import { db } from '@/lib/firebase';

/** Enough for years of monthly payments; sorted here, so the query needs no composite index. */
const MAX_PAYMENTS = 100;

export async function fetchPayments(uid: string): Promise<PaymentDoc[]> {
  const firestore = await db();
  const snapshot = await getDocs(
    query(collection(firestore, PAYMENTS), where('userId', '==', uid), limit(MAX_PAYMENTS)),
  );
  return snapshot.docs
    .map(paymentFromSnapshot)
    .sort((a, b) => (b.completedAt ?? b.createdAt ?? 0) - (a.completedAt ?? a.createdAt ?? 0));
}
