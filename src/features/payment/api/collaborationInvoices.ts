// The collaboration payments the signed-in brand made (issue 20, CollaborationPayments), for her
// invoice page, newest first. No React, no Redux.
import { getDocs } from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  COLLABORATION_PAYMENTS,
  collaborationPaymentConverter,
  type CollaborationPaymentDoc,
} from '@/lib/collections/collaborationPayments';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { newestPaidFirst, PAID_COLLABORATION_STATES } from '../model/collaborationInvoices';

/** Enough for years of collaborations; sorted here, so the query needs no composite index. */
const MAX_COLLABORATION_PAYMENTS = 100;

/**
 * The collaboration payments she made (payerId: the rules let a non-admin list only with her
 * uid as payer or payee) that took money: every state but 'awaiting'. Equalities only.
 */
export const collaborationPaymentsQuery = (payerId: string): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [
    ['payerId', '==', payerId],
    ['state', 'in', [...PAID_COLLABORATION_STATES]],
  ],
  limit: MAX_COLLABORATION_PAYMENTS,
});

export async function fetchCollaborationPayments(
  payerId: string,
): Promise<CollaborationPaymentDoc[]> {
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, collaborationPaymentsQuery(payerId)).withConverter(
      collaborationPaymentConverter,
    ),
  );
  return snapshot.docs.map((d) => d.data()).sort(newestPaidFirst);
}
