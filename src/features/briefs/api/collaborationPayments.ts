// The money of a brief's accepted collaborations (issue 20, CollaborationPayments): the owner
// follows her payments on the brief, an influencer her own; paying starts the payment function's
// marketplace checkout, which answers with the provider's payment page. No React, no Redux.
import {
  onSnapshot,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  COLLABORATION_PAYMENTS,
  collaborationPaymentConverter,
  collaborationPaymentId,
  type CollaborationPaymentDoc,
} from '@/lib/collections/collaborationPayments';
import { describedQuery } from '@/lib/firestoreQuery';
import { lazyListener, subscribeDocument } from '@/lib/lazyListener';
import { PAYOUT_DETAILS } from '@/lib/collections/payoutDetails';
import { paymentGet, paymentPost } from '@/lib/paymentCall';

/** The payments `payerId` makes on one brief (the rules let a party list only her own). */
export const briefPaymentsQuery = (payerId: string, briefId: string): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [
    ['payerId', '==', payerId],
    ['briefId', '==', briefId],
  ],
});

export const subscribeBriefPayments = (
  payerId: string,
  briefId: string,
  onData: (payments: CollaborationPaymentDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, briefPaymentsQuery(payerId, briefId)).withConverter(
          collaborationPaymentConverter,
        ),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      ),
    onError,
  );

/** The payment for `payeeId` on a brief; `onData(null)` until the owner first starts paying. */
export const subscribeOwnPayment = (
  briefId: string,
  payeeId: string,
  onData: (payment: CollaborationPaymentDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(
    `${COLLABORATION_PAYMENTS}/${collaborationPaymentId(briefId, payeeId)}`,
    collaborationPaymentConverter,
    onData,
    onError,
  );

/** Whether a user's payout details are registered (she reads only her own; rules). */
const payoutReadyConverter: FirestoreDataConverter<boolean> = {
  toFirestore: () => {
    throw new Error('payoutDetails are written by the savePayoutDetails function only');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => {
    const key: unknown = snapshot.get('subMerchantKey');
    return typeof key === 'string' && key !== '';
  },
};

/** Her own payout details, live, as "registered or not" (`onData(null)`: none yet). */
export const subscribeOwnPayoutReady = (
  uid: string,
  onData: (ready: boolean | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(`${PAYOUT_DETAILS}/${uid}`, payoutReadyConverter, onData, onError);

/** Starts the checkout; the browser then goes to `paymentPageUrl` (throws PaymentCallError). */
export const startCollaborationPayment = (briefId: string, influencerId: string, userId: string) =>
  paymentGet<{ token: string; paymentPageUrl: string }>('initializeCollaborationCheckout', {
    briefId,
    influencerId,
    userId,
  });

/** The brand disputes the held money before release; an admin then decides. */
export const disputeCollaborationPayment = (
  briefId: string,
  influencerId: string,
  reason: string,
) => paymentPost<null>('disputeCollaboration', { briefId, influencerId, reason });

/** The brand or the influencer cancels before the delivery: the money goes back to the brand. */
export const cancelCollaborationPayment = (briefId: string, influencerId: string) =>
  paymentPost<null>('cancelCollaboration', { briefId, influencerId });
