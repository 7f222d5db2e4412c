// What the people of a paid collaboration can do with its held money (issue 20), each checked
// against the stored payment, brief and delivery, never the caller's word:
// - the brand disputes the work before release (held → disputed), and an admin decides;
// - the brand or the influencer cancels before the delivery link exists: the money goes back;
// - an admin resolves a dispute: release to the influencer or refund to the brand.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import {
  COLLABORATION_PAYMENTS,
  COLLABORATION_PAYMENT_MESSAGES as MESSAGES,
  DISPUTE_REASON_MAX,
  collaborationPaymentId,
} from '../shared/collaborationPayment';
import { PAYMENT_MESSAGES } from '../shared/plans';
import type { CollaborationPaymentRecord } from './collaborationPayments';
import {
  briefPath,
  notify,
  refundCollaborationPayment,
  releaseCollaborationPayment,
  settlementTexts,
  type SettleResult,
} from './collaborationSettlement';
import { describedQuery } from '../firestoreQuery';
import { usersOfType } from '../queries';
import type { CheckoutProvider } from './provider';
import { PaymentError } from './transactions';

async function paymentOf(
  briefId: string,
  payeeId: string,
): Promise<{ ref: DocumentReference; record: CollaborationPaymentRecord }> {
  if (!briefId || !payeeId) throw new PaymentError(400, PAYMENT_MESSAGES.notFound);
  const ref = adminDb()
    .collection(COLLABORATION_PAYMENTS)
    .doc(collaborationPaymentId(briefId, payeeId));
  const record = (await ref.get()).data() as CollaborationPaymentRecord | undefined;
  if (!record) throw new PaymentError(404, PAYMENT_MESSAGES.notFound);
  return { ref, record };
}

function answerOf(result: SettleResult): void {
  if (result === 'skipped') throw new PaymentError(409, MESSAGES.notHeld);
  if (result === 'failed') throw new PaymentError(502, MESSAGES.settleFailed);
}

/** The brand (the payer, still the brief's owner) disputes held money before it is released. */
export async function disputeCollaboration(input: {
  callerUid: string;
  briefId: string;
  payeeId: string;
  reason: string;
}): Promise<void> {
  const reason = input.reason.trim();
  if (reason === '' || reason.length > DISPUTE_REASON_MAX) {
    throw new PaymentError(400, MESSAGES.reasonRequired);
  }
  const { ref, record } = await paymentOf(input.briefId, input.payeeId);
  if (record.payerId !== input.callerUid) throw new PaymentError(403, MESSAGES.notOwner);
  const db = adminDb();
  // The influencer and every admin are told (the admins' queue on /app/earnings is live too).
  const admins = await describedQuery(db, usersOfType('admin')).get();
  await db.runTransaction(async (tx) => {
    const again = (await tx.get(ref)).data() as CollaborationPaymentRecord | undefined;
    if (again?.state !== 'held') throw new PaymentError(409, MESSAGES.notHeld);
    const payee = await tx.get(db.collection('Users').doc(record.payeeId));
    const adminDocs = admins.empty ? [] : await tx.getAll(...admins.docs.map((d) => d.ref));
    tx.update(ref, {
      state: 'disputed',
      disputeReason: reason,
      disputedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const user of [payee, ...adminDocs]) {
      notify(tx, user, {
        type: 'paymentUpdate',
        message: settlementTexts.disputed(record.briefTitle),
        path: briefPath(record.briefId),
        emailData: {
          subject: 'Ödemeye itiraz edildi',
          briefId: record.briefId,
          briefTitle: record.briefTitle,
        },
      });
    }
  });
}

/**
 * The brand or the influencer cancels a paid collaboration before the delivery link is posted:
 * the whole payment goes back to the brand's card. Removing her from the brief stays the
 * app's usual write, which the rules allow once the money is no longer held.
 */
export async function cancelCollaboration(
  provider: CheckoutProvider,
  input: { callerUid: string; briefId: string; payeeId: string; ip: string },
): Promise<void> {
  const { ref, record } = await paymentOf(input.briefId, input.payeeId);
  if (input.callerUid !== record.payerId && input.callerUid !== record.payeeId) {
    throw new PaymentError(403, MESSAGES.notOwner);
  }
  if (record.state !== 'held') throw new PaymentError(409, MESSAGES.notHeld);
  const delivery = await adminDb()
    .collection('briefs')
    .doc(input.briefId)
    .collection('deliveries')
    .doc(input.payeeId)
    .get();
  if (delivery.exists) throw new PaymentError(409, MESSAGES.delivered);
  answerOf(await refundCollaborationPayment(provider, ref, 'cancelled', input.ip));
}

export type DisputeDecision = 'release' | 'refund';

export const isDisputeDecision = (value: string): value is DisputeDecision =>
  value === 'release' || value === 'refund';

/** An admin's decision on a disputed payment (the caller's admin role is checked by the route). */
export async function resolveDispute(
  provider: CheckoutProvider,
  input: { paymentId: string; decision: DisputeDecision; ip: string },
): Promise<void> {
  if (!input.paymentId || input.paymentId.includes('/')) {
    throw new PaymentError(400, PAYMENT_MESSAGES.notFound);
  }
  const ref = adminDb().collection(COLLABORATION_PAYMENTS).doc(input.paymentId);
  const result =
    input.decision === 'release'
      ? await releaseCollaborationPayment(provider, ref, 'adminRelease')
      : await refundCollaborationPayment(provider, ref, 'adminRefund', input.ip);
  answerOf(result);
}
