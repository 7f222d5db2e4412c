// Offers on a brief (spec sections 3, 4 and 8; docs/briefs-model.md "bidders"). An influencer's
// write changes only `bidderIds` on the brief (and, when cancelling, their uid in acceptedUsers),
// only their own entry in bidders/{briefId} and their sealed copy of it (offerCopyPath; the
// list itself is the owner's and admins' to read: docs/decisions.md "Sealed offers"). Planners
// are pure; sendOffer reads the brief and writes one batch, cancelOffer reads the brief and
// the copy in a transaction.
import { doc, getDoc, runTransaction, writeBatch, type DocumentData } from 'firebase/firestore';
import { BIDDERS, offerCopyPath } from '@/lib/collections/bidders';
import { BRIEFS, type PaymentType } from '@/lib/collections/briefs';
import { db } from '@/lib/firebase';
import { errorCode } from '@/lib/errors';
import { influencerEarnings } from '@/lib/money';
import { commitInTurn, type WriteTurn } from '@/lib/writeOrder';
import { offerPriceError } from '../model/offerPrice';
import { BriefApiError } from './briefErrors';
import { NOW, applyPlan, remove, union, type WritePlan } from './writePlan';

/** A bid entry as stored; bidderName is kept so the owner can show who bid without reading Users. */
export type StoredBid = {
  bidderId: string;
  bidderName: string;
  price: number;
  influencerEarnings: number;
  selectedUserId?: string;
};

/**
 * Who offers: an influencer for herself, or an influencer agency for one of its influencers
 * (`selectedUserId`, spec section 3; the rules check the agency manages her).
 */
export type Bidder = { uid: string; name: string; selectedUserId?: string };

/** Brief fields the planners read. */
export type OfferBrief = {
  id: string;
  title: string;
  briefSenderId: string;
  briefSenderName: string;
  briefOwnerUserId: string;
  paymentType: PaymentType;
  isVerified: boolean;
  isCompleted: boolean;
  bidderIds: string[];
};

/** Why an offer may not be sent on this brief now, as a BriefApiError, or null. */
export function offerRefusal(brief: OfferBrief, bidderId: string): BriefApiError | null {
  if (!brief.isVerified || brief.isCompleted)
    return new BriefApiError('failed-precondition', 'brief not open');
  if (bidderId === brief.briefOwnerUserId)
    return new BriefApiError('failed-precondition', 'own brief');
  if (brief.bidderIds.includes(bidderId))
    return new BriefApiError('failed-precondition', 'already bid');
  return null;
}

/**
 * Sending an offer: bidderIds gains the uid, the bidders document gains the entry. The bidders
 * document is created (with the brief's title and owner) when it does not exist yet, otherwise
 * only `bidders` and `lastUpdated` change.
 */
export function planOffer(options: {
  brief: OfferBrief;
  bidder: Bidder;
  price: number;
  biddersExists: boolean;
}): WritePlan {
  const { brief, bidder, price, biddersExists } = options;
  const refusal = offerRefusal(brief, bidder.uid);
  if (refusal) throw refusal;
  if (offerPriceError(brief.paymentType, price))
    throw new BriefApiError('invalid-argument', 'price');
  const entry: StoredBid = {
    bidderId: bidder.uid,
    bidderName: bidder.name,
    price,
    influencerEarnings: influencerEarnings(price),
    ...(bidder.selectedUserId ? { selectedUserId: bidder.selectedUserId } : {}),
  };
  const biddersPath = `${BIDDERS}/${brief.id}`;
  return [
    { op: 'update', path: `${BRIEFS}/${brief.id}`, data: { bidderIds: union(bidder.uid) } },
    {
      op: 'create',
      path: offerCopyPath(brief.id, bidder.uid),
      data: { bid: entry, briefId: brief.id, updatedAt: NOW },
    },
    biddersExists
      ? { op: 'update', path: biddersPath, data: { bidders: union(entry), lastUpdated: NOW } }
      : {
          op: 'create',
          path: biddersPath,
          data: {
            id: brief.id,
            title: brief.title,
            briefSenderId: brief.briefSenderId,
            briefSenderName: brief.briefSenderName,
            briefOwnerUserId: brief.briefOwnerUserId,
            bidders: [entry],
            timestamp: NOW,
            lastUpdated: NOW,
          },
        },
  ];
}

/**
 * The list entries the caller's copy may stand for, exactly as stored (arrayRemove needs the
 * identical object): the entry as she sent it, and as accepting marked it (selectedUserId set
 * to her uid where her offer named nobody else).
 */
export function ownEntries(copy: unknown, uid: string): Record<string, unknown>[] {
  if (typeof copy !== 'object' || copy === null) return [];
  const sent = copy as Record<string, unknown>;
  if (sent.bidderId !== uid) return [];
  return 'selectedUserId' in sent ? [sent] : [sent, { ...sent, selectedUserId: uid }];
}

/**
 * Cancelling: the entry leaves the bidders list, the copy goes, and the uid leaves bidderIds and
 * acceptedUsers, in one batch (spec section 4). `copyBid` is the copy's `bid`, null when there
 * is no copy (an offer from before copies existed: only the ids can go).
 */
export function planCancel(options: { briefId: string; uid: string; copyBid: unknown }): WritePlan {
  const { briefId, uid, copyBid } = options;
  const entries = ownEntries(copyBid, uid);
  const plan: WritePlan = [];
  if (entries.length > 0) {
    plan.push({
      op: 'update',
      path: `${BIDDERS}/${briefId}`,
      data: { bidders: remove(...entries), lastUpdated: NOW },
    });
    plan.push({ op: 'delete', path: offerCopyPath(briefId, uid) });
  }
  plan.push({
    op: 'update',
    path: `${BRIEFS}/${briefId}`,
    data: { bidderIds: remove(uid), acceptedUsers: remove(uid) },
  });
  return plan;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The stored brief as the planners read it. */
export function offerBriefOf(id: string, data: DocumentData): OfferBrief {
  const owner = String(data.briefOwnerUserId ?? data.briefSenderId ?? '');
  return {
    id,
    title: String(data.title ?? ''),
    briefSenderId: String(data.briefSenderId ?? owner),
    briefSenderName: String(data.briefSenderName ?? ''),
    briefOwnerUserId: owner,
    paymentType: data.paymentType as PaymentType,
    isVerified: data.isVerified === true,
    isCompleted: data.isCompleted === true,
    bidderIds: strings(data.bidderIds),
  };
}

const isRefusal = (error: unknown) => ['permission-denied', 'not-found'].includes(errorCode(error));

/**
 * 'Teklif Ver' (price > 0) or 'İlgileniyorum' (barter, price 0), in one batch.
 *
 * Offers are sealed: a bidder never reads bidders/{briefId}, so she cannot look whether the
 * document exists. The brief's bidderIds tells (the document is created with the first offer
 * and only an admin deletes it); when that guess is wrong (old data, every bidder withdrew) the
 * rules refuse the batch as a whole and the other shape is sent instead. Nothing is
 * half-written either way. The first batch goes in `turn`, after the writes the user made
 * before it (src/lib/writeOrder.ts).
 */
export async function sendOffer(
  briefId: string,
  bidder: Bidder,
  price: number,
  turn?: WriteTurn,
): Promise<void> {
  const firestore = await db();
  const snapshot = await getDoc(doc(firestore, BRIEFS, briefId));
  if (!snapshot.exists()) throw new BriefApiError('not-found');
  const brief = offerBriefOf(briefId, snapshot.data());
  const commit = (biddersExists: boolean) => {
    const batch = writeBatch(firestore);
    applyPlan(firestore, batch, planOffer({ brief, bidder, price, biddersExists }));
    return batch.commit();
  };
  const likelyExists = brief.bidderIds.length > 0;
  try {
    await commitInTurn(turn, () => commit(likelyExists));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await commit(!likelyExists);
  }
}

/** 'Tekliften Vazgeç': removes the caller's offer or interest, found through her copy. */
export async function cancelOffer(briefId: string, uid: string): Promise<void> {
  const firestore = await db();
  await runTransaction(firestore, async (transaction) => {
    const brief = await transaction.get(doc(firestore, BRIEFS, briefId));
    if (!brief.exists()) throw new BriefApiError('not-found');
    const copy = await transaction.get(doc(firestore, offerCopyPath(briefId, uid)));
    const plan = planCancel({ briefId, uid, copyBid: copy.exists() ? copy.get('bid') : null });
    applyPlan(firestore, transaction, plan);
  });
}
