// The collaboration payments on the earnings screens (issue 20, CollaborationPayments): the
// influencer's money still held, live; the admin's totals per state (aggregate queries) and
// the dispute queue, live; the admin's decision on a dispute through the payment function.
// No React, no Redux (docs/data-layer.md).
import {
  count,
  getAggregateFromServer,
  onSnapshot,
  sum,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  COLLABORATION_PAYMENTS,
  collaborationPaymentConverter,
  type CollaborationPaymentDoc,
} from '@/lib/collections/collaborationPayments';
import { describedQuery } from '@/lib/firestoreQuery';
import { paymentPost } from '@/lib/paymentCall';
import {
  PENDING_FOR_PAYEE,
  TOTAL_GROUPS,
  TOTAL_GROUP_STATES,
  type PaymentTotal,
  type TotalGroup,
} from '../model/payments';
import { signedInDb } from './earningsApi';

/** More than any influencer has on its way at once, or any dispute queue. */
export const PAYMENTS_LIMIT = 100;

/**
 * Her payments iyzico still holds (held, disputed, releasing). The rules let a non-admin list
 * only with payeeId (or payerId) == her uid. Equalities only: no composite index.
 */
export const pendingPaymentsQuery = (payeeId: string): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [
    ['payeeId', '==', payeeId],
    ['state', 'in', [...PENDING_FOR_PAYEE]],
  ],
  limit: PAYMENTS_LIMIT,
});

/** The disputed payments, oldest dispute first (admins; index: state, disputedAt). */
export const disputeQueueQuery = (): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [['state', '==', 'disputed']],
  orderBy: [['disputedAt', 'asc']],
  limit: PAYMENTS_LIMIT,
});

/**
 * The payments of one total's states (admins), for `sum('amounts.gross')`. Firestore sums from
 * an index holding the summed field after the filter's, so the query is ordered by it: the
 * description then names the index the sum scans (state, amounts.gross), which the index test
 * checks, and the order changes nothing in the total (every payment has its amounts).
 */
export const paymentTotalQuery = (group: TotalGroup): QueryDescription => {
  const states = TOTAL_GROUP_STATES[group];
  return {
    collection: COLLABORATION_PAYMENTS,
    where: [states.length === 1 ? ['state', '==', states[0]!] : ['state', 'in', [...states]]],
    orderBy: [['amounts.gross', 'asc']],
  };
};

/** A query's documents, live, once Auth has restored the session (the rules need the token). */
function subscribePayments(
  description: QueryDescription,
  onData: (payments: CollaborationPaymentDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let unsubscribe: Unsubscribe | undefined;
  let cancelled = false;
  signedInDb()
    .then((firestore: Firestore) => {
      if (cancelled) return;
      unsubscribe = onSnapshot(
        describedQuery(firestore, description).withConverter(collaborationPaymentConverter),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      );
    })
    .catch((error: unknown) => {
      if (!cancelled) onError(error);
    });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

export const subscribePendingPayments = (
  payeeId: string,
  onData: (payments: CollaborationPaymentDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribePayments(pendingPaymentsQuery(payeeId), onData, onError);

export const subscribeDisputeQueue = (
  onData: (payments: CollaborationPaymentDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribePayments(disputeQueueQuery(), onData, onError);

/** Each total's count and gross sum, one aggregate query per group (admins). */
export async function fetchPaymentTotals(): Promise<Record<TotalGroup, PaymentTotal>> {
  const firestore = await signedInDb();
  const totals = await Promise.all(
    TOTAL_GROUPS.map(async (group) => {
      const snapshot = await getAggregateFromServer(
        describedQuery(firestore, paymentTotalQuery(group)),
        { count: count(), gross: sum('amounts.gross') },
      );
      const { count: found, gross } = snapshot.data();
      return [group, { count: found, gross: Math.round(gross) }] as const;
    }),
  );
  return Object.fromEntries(totals) as Record<TotalGroup, PaymentTotal>;
}

export type DisputeDecision = 'release' | 'refund';

/** An admin's decision on a disputed payment; throws PaymentCallError (message: the code). */
export const resolveDispute = (paymentId: string, decision: DisputeDecision) =>
  paymentPost<null>('resolveDispute', { paymentId, decision });
