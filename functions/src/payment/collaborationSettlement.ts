// Settling a held collaboration payment (issue 20): releasing it to the influencer (iyzico's
// item approval) or refunding it to the brand (iyzico's refund). Both run in three steps so
// that two runs never settle one payment twice and a failed provider call loses nothing:
//  1. claim: a transaction moves the payment from a state the caller may settle to
//     `releasing` / `refunding` (anything else: nothing happens);
//  2. the provider call;
//  3. a transaction writes the outcome: on success the final state, one immutable ledger entry
//     and (release) the influencer's Earnings record, her total and her earningsAdded
//     notification; on failure the payment goes back to the state it was claimed from, with
//     the provider's reason in `settleError`.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { adminDb } from '../admin';
import { notify } from '../notify';
import {
  COLLABORATION_LEDGER,
  type CollaborationPaymentState,
  type LedgerEntry,
} from '../shared/collaborationPayment';
import {
  creatorNet,
  formatTotalEarned,
  storedTotalEarned,
  taxStatusOf,
} from '../shared/creatorEarnings';
import { earningsTexts } from '../shared/earningsTexts';
import { formatTry } from '../shared/lira';
import type { CollaborationPaymentRecord } from './collaborationPayments';
import type { CheckoutProvider, ItemSettled } from './provider';

/** Why money moved: the brand completed, 7 days passed, an admin decided, the brand cancelled. */
export type ReleaseReason = 'completed' | 'overdue' | 'adminRelease';
export type RefundReason = 'cancelled' | 'adminRefund';

/** The states each reason may settle from. */
const RELEASABLE: Record<ReleaseReason, readonly CollaborationPaymentState[]> = {
  // Completing is the brand's own approval: it also ends a dispute she opened.
  completed: ['held', 'disputed'],
  overdue: ['held'],
  adminRelease: ['disputed'],
};
const REFUNDABLE: Record<RefundReason, readonly CollaborationPaymentState[]> = {
  cancelled: ['held'],
  adminRefund: ['disputed'],
};

export type SettleResult = 'settled' | 'skipped' | 'failed';

const EARNINGS = 'Earnings';
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 'YYYY-MM' in Türkiye's time (UTC+3), the Earnings month filter (firestore.rules monthNow). */
export function turkishMonthOf(millis: number): string {
  const local = new Date(millis + TURKEY_OFFSET_MS);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Step 1: the payment moves to `transient` from one of `from`; its state before, else null. */
async function claim(
  ref: DocumentReference,
  from: readonly CollaborationPaymentState[],
  transient: 'releasing' | 'refunding',
): Promise<CollaborationPaymentRecord | null> {
  return adminDb().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data() as CollaborationPaymentRecord | undefined;
    if (!record || !from.includes(record.state) || !record.paymentTransactionId) return null;
    tx.update(ref, {
      state: transient,
      claimedFrom: record.state,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return record;
  });
}

/** Step 3 on failure: back to the claimed-from state with the provider's reason. */
async function unclaim(
  ref: DocumentReference,
  before: CollaborationPaymentRecord,
  failure: Extract<ItemSettled, { ok: false }>,
): Promise<void> {
  await ref.update({
    state: before.state,
    settleError: { code: failure.errorCode, message: failure.errorMessage },
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** The provider call, a thrown error counted as a refusal so the claim is always undone. */
async function settleWith(run: () => Promise<ItemSettled>): Promise<ItemSettled> {
  try {
    return await run();
  } catch (error) {
    logger.error('collaboration settlement: provider call failed', { error });
    return { ok: false, errorCode: 'provider-error', errorMessage: null };
  }
}

function ledgerEntry(
  tx: Transaction,
  ref: DocumentReference,
  entry: LedgerEntry & { reason: ReleaseReason | RefundReason },
): void {
  tx.create(
    ref.collection(COLLABORATION_LEDGER).doc(`${entry.kind}-${entry.paymentTransactionId}`),
    {
      ...entry,
      at: FieldValue.serverTimestamp(),
    },
  );
}

// Moved to ../notify (the collaboration timeline writes notifications too); kept importable here.
export { notify };

export const briefPath = (briefId: string) =>
  `/app/briefDetail?briefId=${encodeURIComponent(briefId)}`;

/** The stored Turkish texts of the settlement notifications. */
export const settlementTexts = {
  releasedToBrand: (title: string, amount: number, overdue: boolean) =>
    overdue
      ? `"${title}" teslimatının üzerinden 7 gün geçti; ${formatTry(amount, 'tr')} ödeme influencer'a aktarıldı.`
      : `"${title}" için ${formatTry(amount, 'tr')} ödeme influencer'a aktarıldı.`,
  releasedToAgency: (title: string, amount: number) =>
    `"${title}" için ${formatTry(amount, 'tr')} ödeme ajansınızın hesabına aktarıldı.`,
  overdueToPayee: (title: string) =>
    `"${title}" teslimatınızın üzerinden 7 gün geçti; ödemeniz otomatik olarak onaylandı.`,
  disputed: (title: string) =>
    `"${title}" iş birliği için marka itiraz etti; ödeme, yönetici karar verene kadar iyzico güvencesinde tutuluyor.`,
  refunded: (title: string, amount: number) =>
    `"${title}" iş birliğinin ${formatTry(amount, 'tr')} ödemesi iade edildi.`,
};

/**
 * Whose earning a release is: the payee's own, or, when an agency bid for an influencer it
 * manages (`selectedUserId` on its accepted bid, fixed once accepted), that influencer's.
 */
async function earnerOf(payment: CollaborationPaymentRecord): Promise<string> {
  const bidders = await adminDb().collection('bidders').doc(payment.briefId).get();
  const list = bidders.get('bidders') as unknown;
  const bid = Array.isArray(list)
    ? (list as Record<string, unknown>[]).find((entry) => entry?.bidderId === payment.payeeId)
    : undefined;
  const selected = bid?.selectedUserId;
  return typeof selected === 'string' && selected !== '' ? selected : payment.payeeId;
}

/**
 * Releases the payment at `ref` to its payee: iyzico approves the item, then the payment is
 * `released` with its ledger entry, the earner's Earnings record (gross, the withholding of
 * her tax status, net), her `totalEarnedPrice` (Users and Influencers) and her earningsAdded notification (the earner:
 * earnerOf). An overdue
 * release also tells both sides why.
 */
export async function releaseCollaborationPayment(
  provider: CheckoutProvider,
  ref: DocumentReference,
  reason: ReleaseReason,
  now: number = Date.now(),
): Promise<SettleResult> {
  const before = await claim(ref, RELEASABLE[reason], 'releasing');
  if (!before) return 'skipped';
  const ptid = before.paymentTransactionId as string;
  const outcome = await settleWith(() => provider.approveItem(ptid, before.conversationId));
  if (!outcome.ok) {
    await unclaim(ref, before, outcome);
    return 'failed';
  }
  const db = adminDb();
  const earnerId = await earnerOf(before);
  const payeeRef = db.collection('Users').doc(before.payeeId);
  const payerRef = db.collection('Users').doc(before.payerId);
  const earnerRef = db.collection('Users').doc(earnerId);
  const earnerProfileRef = db.collection('Influencers').doc(earnerId);
  await db.runTransaction(async (tx) => {
    const [payeeSnap, payerSnap, earnerSnap, profileSnap] = (await tx.getAll(
      payeeRef,
      payerRef,
      earnerRef,
      earnerProfileRef,
    )) as [DocumentSnapshot, DocumentSnapshot, DocumentSnapshot, DocumentSnapshot];
    const earner = earnerSnap.data() ?? {};
    const earnings = before.amounts.payee;
    const split = creatorNet(earnings, taxStatusOf(earner));
    // An agency's bid pays the agency (the payee) and credits the influencer it named.
    const agency = earnerId !== before.payeeId ? before.payeeId : earner.imitatorAgencyUID;
    const name = [earner.name, earner.surname].filter((p) => typeof p === 'string' && p).join(' ');
    tx.update(ref, {
      state: 'released',
      releasedAt: FieldValue.serverTimestamp(),
      releaseReason: reason,
      settleError: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    ledgerEntry(tx, ref, {
      kind: 'released',
      amountKurus: earnings,
      paymentTransactionId: ptid,
      reason,
    });
    // One record per payment (its id is the payment's), so a replay cannot add a second.
    tx.create(db.collection(EARNINGS).doc(`collab-${ref.id}`), {
      influencerId: earnerId,
      influencerName: name,
      agencyId: typeof agency === 'string' && agency !== earnerId ? agency : '',
      briefId: before.briefId,
      briefTitle: before.briefTitle,
      amount: earnings,
      kind: 'earning',
      note: '',
      createdBy: 'payment',
      createdAt: FieldValue.serverTimestamp(),
      month: turkishMonthOf(now),
      withholding: split.withholding,
      net: split.net,
      collaborationPaymentId: ref.id,
    });
    // Both copies of her total (Users, and Influencers where spec section 3 lists it).
    const total = formatTotalEarned(storedTotalEarned(earner, profileSnap.data()) + earnings);
    if (earnerSnap.exists) tx.update(earnerRef, { totalEarnedPrice: total });
    if (profileSnap.exists) tx.update(earnerProfileRef, { totalEarnedPrice: total });
    notify(tx, earnerSnap, {
      type: 'earningsAdded',
      message:
        reason === 'overdue'
          ? settlementTexts.overdueToPayee(before.briefTitle)
          : earningsTexts.message('earning', earnings, before.briefTitle),
      path: '/app/myEarnings',
      emailData: {
        subject: earningsTexts.subject,
        name,
        briefId: before.briefId,
        briefTitle: before.briefTitle,
        amount: formatTry(earnings, 'tr'),
      },
    });
    if (earnerId !== before.payeeId) {
      notify(tx, payeeSnap, {
        type: 'paymentUpdate',
        message: settlementTexts.releasedToAgency(before.briefTitle, earnings),
        path: briefPath(before.briefId),
        emailData: {
          subject: 'Ödeme aktarıldı',
          briefId: before.briefId,
          briefTitle: before.briefTitle,
        },
      });
    }
    if (reason !== 'completed') {
      notify(tx, payerSnap, {
        type: 'paymentUpdate',
        message: settlementTexts.releasedToBrand(before.briefTitle, earnings, reason === 'overdue'),
        path: briefPath(before.briefId),
        emailData: {
          subject: 'Ödeme aktarıldı',
          briefId: before.briefId,
          briefTitle: before.briefTitle,
        },
      });
    }
  });
  return 'settled';
}

/**
 * Refunds the whole payment at `ref` to the brand's card: iyzico refunds the item, then the
 * payment is `refunded` with its ledger entry, and both sides are told.
 */
export async function refundCollaborationPayment(
  provider: CheckoutProvider,
  ref: DocumentReference,
  reason: RefundReason,
  ip: string,
): Promise<SettleResult> {
  const before = await claim(ref, REFUNDABLE[reason], 'refunding');
  if (!before) return 'skipped';
  const ptid = before.paymentTransactionId as string;
  const gross = before.amounts.gross;
  const outcome = await settleWith(() =>
    provider.refundItem({
      paymentTransactionId: ptid,
      kurus: gross,
      conversationId: before.conversationId,
      ip,
    }),
  );
  if (!outcome.ok) {
    await unclaim(ref, before, outcome);
    return 'failed';
  }
  const db = adminDb();
  const users = [before.payerId, before.payeeId].map((uid) => db.collection('Users').doc(uid));
  await db.runTransaction(async (tx) => {
    const parties = await tx.getAll(...users);
    tx.update(ref, {
      state: 'refunded',
      refundedAt: FieldValue.serverTimestamp(),
      refundReason: reason,
      settleError: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    ledgerEntry(tx, ref, {
      kind: 'refunded',
      amountKurus: gross,
      paymentTransactionId: ptid,
      reason,
    });
    for (const party of parties) {
      notify(tx, party, {
        type: 'paymentUpdate',
        message: settlementTexts.refunded(before.briefTitle, gross),
        path: briefPath(before.briefId),
        emailData: {
          subject: 'Ödeme iade edildi',
          briefId: before.briefId,
          briefTitle: before.briefTitle,
        },
      });
    }
  });
  return 'settled';
}
