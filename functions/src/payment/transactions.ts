// Starting and completing a subscription payment, whatever the provider. `Payments/{conversationId}`
// is written here only (Admin SDK; the rules let no client write it). Completing is idempotent:
// once a payment is no longer pending, every later call returns what was stored and changes
// nothing; the subscription is set in the same transaction that settles the payment.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { paymentByToken } from '../queries';
import {
  PAYMENT_MESSAGES,
  planAmounts,
  type CheckoutStart,
  type PaidPlanId,
  type PaymentAmounts,
  type PaymentStatus,
  type TransactionResult,
} from '../shared/plans';
import type { CheckoutBuyer, CheckoutProvider } from './provider';

export const PAYMENTS = 'Payments';

export class PaymentError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentRecord {
  conversationId: string;
  userId: string;
  plan: PaidPlanId;
  token: string;
  provider: 'iyzico' | 'local';
  status: PaymentStatus;
  currency: 'TRY';
  amounts: PaymentAmounts;
  errorCode: string | null;
  errorMessage: string | null;
  /** The provider's retrieve answer without card data; null while pending. */
  result: Record<string, unknown> | null;
  appOrigin: string;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** iyzico's buyer from a Users document (its required fields get neutral fallbacks). */
export function buyerOf(uid: string, user: Record<string, unknown>, ip: string): CheckoutBuyer {
  const brand = text(user.brandName, '');
  return {
    id: uid,
    name: text(user.name, brand || 'Müşteri'),
    surname: text(user.surname, brand || 'Müşteri'),
    email: text(user.email, `${uid}@example.invalid`),
    gsmNumber: text(user.phoneNumber, ''),
    // iyzico requires an identity number; '11111111111' is its documented placeholder.
    identityNumber: text(user.tcNumber, text(user.identityNumber, '11111111111')),
    registrationAddress: text(user.address, 'Türkiye'),
    city: text(user.city, 'İstanbul'),
    country: 'Turkey',
    ip,
  };
}

export async function initializeCheckout(
  provider: CheckoutProvider,
  input: { userId: string; plan: PaidPlanId; ip: string; callbackUrl: string; appOrigin: string },
): Promise<CheckoutStart> {
  const userSnap = await adminDb().collection('Users').doc(input.userId).get();
  if (!userSnap.exists) throw new PaymentError(404, PAYMENT_MESSAGES.noProfile);
  const conversationId = `sub-${randomUUID()}`;
  const amounts = planAmounts(input.plan);
  const started = await provider.initialize({
    conversationId,
    basket: { kind: 'plan', plan: input.plan },
    amounts,
    buyer: buyerOf(input.userId, userSnap.data() ?? {}, input.ip),
    callbackUrl: input.callbackUrl,
  });
  if (!started.ok) {
    throw new PaymentError(502, PAYMENT_MESSAGES.providerError);
  }
  const record: PaymentRecord = {
    conversationId,
    userId: input.userId,
    plan: input.plan,
    token: started.token,
    provider: provider.name,
    status: 'pending',
    currency: 'TRY',
    amounts,
    errorCode: null,
    errorMessage: null,
    result: null,
    appOrigin: input.appOrigin,
  };
  await adminDb()
    .collection(PAYMENTS)
    .doc(conversationId)
    .set({ ...record, createdAt: FieldValue.serverTimestamp(), completedAt: null });
  return { token: started.token, paymentPageUrl: started.paymentPageUrl, conversationId };
}

function resultOf(record: PaymentRecord): TransactionResult {
  return {
    conversationId: record.conversationId,
    plan: record.plan,
    status: record.status === 'success' ? 'success' : 'failure',
    amounts: record.amounts,
    errorCode: record.errorCode,
    errorMessage: record.errorMessage,
  };
}

/**
 * Completes the payment of `token`. `userId` null: the provider's callback (no caller; the
 * record says whose it is). Otherwise the payment must be that user's.
 */
export async function completeTransaction(
  provider: CheckoutProvider,
  token: string,
  userId: string | null,
): Promise<{ result: TransactionResult; userId: string; appOrigin: string }> {
  if (!token || token.length > 200) throw new PaymentError(400, PAYMENT_MESSAGES.invalidToken);
  const found = await describedQuery(adminDb(), paymentByToken(token)).get();
  const first = found.docs[0];
  if (!first) throw new PaymentError(404, PAYMENT_MESSAGES.invalidToken);
  const stored = first.data() as PaymentRecord;
  if (userId !== null && stored.userId !== userId) {
    throw new PaymentError(403, PAYMENT_MESSAGES.forbidden);
  }
  const answer = (record: PaymentRecord) => ({
    result: resultOf(record),
    userId: record.userId,
    appOrigin: record.appOrigin,
  });
  if (stored.status !== 'pending') return answer(stored);

  const outcome = await provider.retrieve(token, stored.conversationId);
  const matches =
    outcome.conversationId === stored.conversationId && outcome.paidKurus === stored.amounts.gross;
  const succeeded = outcome.paymentStatus === 'SUCCESS' && matches;
  const settled: PaymentRecord = {
    ...stored,
    status: succeeded ? 'success' : 'failure',
    errorCode: succeeded ? null : (outcome.errorCode ?? (matches ? null : 'amount-mismatch')),
    errorMessage: succeeded ? null : outcome.errorMessage,
    result: outcome.raw,
  };

  return adminDb().runTransaction(async (tx) => {
    const again = (await tx.get(first.ref)).data() as PaymentRecord | undefined;
    if (!again || again.status !== 'pending') return answer(again ?? stored);
    tx.update(first.ref, {
      status: settled.status,
      errorCode: settled.errorCode,
      errorMessage: settled.errorMessage,
      result: settled.result,
      completedAt: FieldValue.serverTimestamp(),
    });
    if (succeeded) {
      tx.update(adminDb().collection('Users').doc(stored.userId), {
        subscriptionType: stored.plan,
      });
    }
    return answer(settled);
  });
}
