// Paying for an accepted collaboration (issue 20): the brief's owner starts iyzico's marketplace
// checkout for one accepted bidder; the callback retrieves the result and, on success, the
// payment is `held` (iyzico keeps the money until the platform approves the item). The record
// `CollaborationPayments/{briefId}_{payeeId}` and its ledger are written here only (Admin SDK;
// the rules let no client write them). The price, the payee and her sub-merchant key come from
// the stored brief, bid and payout details, never from the caller. Completing is idempotent: a
// token that is not the record's current one, or a record no longer awaiting, changes nothing.
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { collaborationPaymentByToken } from '../queries';
import {
  COLLABORATION_LEDGER,
  COLLABORATION_PAYMENTS,
  COLLABORATION_PAYMENT_MESSAGES as MESSAGES,
  collaborationAmounts,
  collaborationPaymentId,
  type CollaborationAmounts,
  type CollaborationPaymentState,
  type LedgerEntry,
} from '../shared/collaborationPayment';
import { PAYMENT_MESSAGES } from '../shared/plans';
import type { CheckoutProvider } from './provider';
import { PaymentError, buyerOf } from './transactions';

export interface CollaborationPaymentRecord {
  briefId: string;
  briefTitle: string;
  payerId: string;
  payeeId: string;
  state: CollaborationPaymentState;
  amounts: CollaborationAmounts;
  currency: 'TRY';
  provider: 'iyzico' | 'local';
  subMerchantKey: string;
  /** The checkout now open (a new try replaces it); its callback is the only one that counts. */
  token: string;
  conversationId: string;
  paymentId: string | null;
  paymentTransactionId: string | null;
  /** The provider's reason for the last failed try, as it wrote it (iyzico: Turkish). */
  errorCode: string | null;
  errorMessage: string | null;
  appOrigin: string;
}

const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The accepted bid's price in lira, or null when the stored list has no priced bid of hers. */
function acceptedPrice(bidders: unknown, payeeId: string): number | null {
  const list = Array.isArray(bidders) ? (bidders as Record<string, unknown>[]) : [];
  const bid = list.find((entry) => entry?.bidderId === payeeId);
  const price = bid?.price;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null;
}

export async function startCollaborationCheckout(
  provider: CheckoutProvider,
  input: {
    callerUid: string;
    briefId: string;
    payeeId: string;
    ip: string;
    callbackUrl: string;
    appOrigin: string;
  },
): Promise<{ token: string; paymentPageUrl: string }> {
  const db = adminDb();
  if (!input.briefId || !input.payeeId) throw new PaymentError(400, PAYMENT_MESSAGES.notFound);
  const [briefSnap, biddersSnap, payoutSnap, payerSnap] = await Promise.all([
    db.collection('briefs').doc(input.briefId).get(),
    db.collection('bidders').doc(input.briefId).get(),
    db.collection('payoutDetails').doc(input.payeeId).get(),
    db.collection('Users').doc(input.callerUid).get(),
  ]);
  const brief = briefSnap.data();
  if (!brief) throw new PaymentError(404, PAYMENT_MESSAGES.notFound);
  if (brief.briefOwnerUserId !== input.callerUid) throw new PaymentError(403, MESSAGES.notOwner);
  const accepted = asStrings(brief.acceptedUsers).includes(input.payeeId);
  const completed = asStrings(brief.completedUsers).includes(input.payeeId);
  if (!accepted || completed || brief.isCompleted === true) {
    throw new PaymentError(409, MESSAGES.notAccepted);
  }
  const price = acceptedPrice(biddersSnap.get('bidders'), input.payeeId);
  if (brief.paymentType === 'product' || price === null) {
    throw new PaymentError(409, MESSAGES.notMoney);
  }
  const subMerchantKey = payoutSnap.get('subMerchantKey') as unknown;
  if (typeof subMerchantKey !== 'string' || subMerchantKey === '') {
    throw new PaymentError(409, MESSAGES.payoutDetailsMissing);
  }

  const ref = db
    .collection(COLLABORATION_PAYMENTS)
    .doc(collaborationPaymentId(input.briefId, input.payeeId));
  const existing = (await ref.get()).data() as CollaborationPaymentRecord | undefined;
  if (existing && existing.state !== 'awaiting') throw new PaymentError(409, MESSAGES.alreadyPaid);

  const amounts = collaborationAmounts(price);
  const conversationId = `collab-${randomUUID()}`;
  const briefTitle = typeof brief.title === 'string' ? brief.title : '';
  const started = await provider.initialize({
    conversationId,
    basket: {
      kind: 'collaboration',
      itemId: ref.id,
      name: `İş birliği: ${briefTitle}`.slice(0, 100),
      subMerchantKey,
      subMerchantKurus: amounts.payee,
    },
    amounts,
    buyer: buyerOf(input.callerUid, payerSnap.data() ?? {}, input.ip),
    callbackUrl: input.callbackUrl,
  });
  if (!started.ok) throw new PaymentError(502, PAYMENT_MESSAGES.providerError);

  const record: CollaborationPaymentRecord = {
    briefId: input.briefId,
    briefTitle,
    payerId: input.callerUid,
    payeeId: input.payeeId,
    state: 'awaiting',
    amounts,
    currency: 'TRY',
    provider: provider.name,
    subMerchantKey,
    token: started.token,
    conversationId,
    paymentId: null,
    paymentTransactionId: null,
    errorCode: existing?.errorCode ?? null,
    errorMessage: existing?.errorMessage ?? null,
    appOrigin: input.appOrigin,
  };
  // A payment that settled while this checkout started wins; this one is then never used.
  await db.runTransaction(async (tx) => {
    const again = (await tx.get(ref)).data() as CollaborationPaymentRecord | undefined;
    if (again && again.state !== 'awaiting') throw new PaymentError(409, MESSAGES.alreadyPaid);
    tx.set(
      ref,
      {
        ...record,
        ...(again ? {} : { createdAt: FieldValue.serverTimestamp(), heldAt: null }),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  });
  return { token: started.token, paymentPageUrl: started.paymentPageUrl };
}

/** The record of `token`, or null when no collaboration checkout has it. */
export async function collaborationPaymentOfToken(
  token: string,
): Promise<{ ref: DocumentReference; record: CollaborationPaymentRecord } | null> {
  if (!token || token.length > 200) return null;
  const found = await describedQuery(adminDb(), collaborationPaymentByToken(token)).get();
  const first = found.docs[0];
  return first ? { ref: first.ref, record: first.data() as CollaborationPaymentRecord } : null;
}

/**
 * Settles the checkout of `token` (the provider's callback). Success holds the money and writes
 * one `held` ledger entry in the same transaction; failure keeps the payment awaiting with the
 * provider's reason. Anything but the record's current, still awaiting token changes nothing.
 */
export async function completeCollaborationCheckout(
  provider: CheckoutProvider,
  found: { ref: DocumentReference; record: CollaborationPaymentRecord },
  token: string,
): Promise<CollaborationPaymentRecord> {
  const { ref, record } = found;
  if (record.state !== 'awaiting' || record.token !== token) return record;
  const outcome = await provider.retrieve(token, record.conversationId);
  const item = outcome.itemTransactions.find((entry) => entry.itemId === ref.id);
  const matches =
    outcome.conversationId === record.conversationId && outcome.paidKurus === record.amounts.gross;
  const succeeded = outcome.paymentStatus === 'SUCCESS' && matches && item !== undefined;

  return adminDb().runTransaction(async (tx) => {
    const again = (await tx.get(ref)).data() as CollaborationPaymentRecord | undefined;
    if (!again || again.state !== 'awaiting' || again.token !== token) return again ?? record;
    if (!succeeded) {
      const failure = {
        errorCode: outcome.errorCode ?? (matches ? 'no-item-transaction' : 'amount-mismatch'),
        errorMessage: outcome.errorMessage,
      };
      tx.update(ref, { ...failure, updatedAt: FieldValue.serverTimestamp() });
      return { ...again, ...failure };
    }
    const held = {
      state: 'held' as const,
      paymentId: outcome.paymentId,
      paymentTransactionId: item.paymentTransactionId,
      errorCode: null,
      errorMessage: null,
    };
    tx.update(ref, {
      ...held,
      heldAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const entry: LedgerEntry = {
      kind: 'held',
      amountKurus: again.amounts.gross,
      paymentTransactionId: item.paymentTransactionId,
    };
    tx.create(ref.collection(COLLABORATION_LEDGER).doc(`held-${item.paymentTransactionId}`), {
      ...entry,
      at: FieldValue.serverTimestamp(),
    });
    return { ...again, ...held };
  });
}
