// The accepted influencer's delivery (docs/briefs-model.md, briefs/{briefId}/deliveries/{uid}):
// the post link and the confirmed ad disclosure. The planner is pure and throws BriefApiError
// for a refused delivery; the executor reads the brief in a transaction and writes the plan.
import {
  collection,
  doc,
  onSnapshot,
  runTransaction,
  type DocumentData,
  type Unsubscribe,
} from 'firebase/firestore';
import { BRIEFS } from '@/lib/collections/briefs';
import {
  deliveriesPath,
  deliveryConverter,
  deliveryPath,
  type DeliveryDoc,
} from '@/lib/collections/deliveries';
import { draftConverter, draftsQuery } from '@/lib/collections/drafts';
import { auth, db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { lazyListener, subscribeDocument } from '@/lib/lazyListener';
import { disclosureMap, disclosureOf } from '../model/adDisclosure';
import { httpsPostLink } from '../model/delivery';
import { BriefApiError } from './briefErrors';
import { applyPlan, NOW, type WritePlan } from './writePlan';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export type DeliveryInput = {
  /** The accepted user the delivery is for (her uid in acceptedUsers). */
  userId: string;
  /** Who sends it: the user herself, or her managing agency. */
  senderId: string;
  postLink: string;
  /** The ticked confirmation; false is refused, never assumed. */
  confirmed: boolean;
  /**
   * The approved draft's round the link follows: required on a brief with revisionRounds
   * (issue 21, firestore.rules deliveryDraftOk), never sent on a legacy one.
   */
  draftRound?: number | null;
};

/**
 * The delivery write: created with submittedAt on the first send, updated (submittedAt kept)
 * on a correction. The disclosure is the brief's, so what she confirmed is what it asked for.
 */
export function planSubmitDelivery(options: {
  briefId: string;
  brief: DocumentData;
  input: DeliveryInput;
  exists: boolean;
}): WritePlan {
  const { briefId, brief, input, exists } = options;
  const postLink = httpsPostLink(input.postLink);
  if (!postLink) throw new BriefApiError('invalid-argument', 'post link');
  if (input.confirmed !== true) throw new BriefApiError('invalid-argument', 'not confirmed');
  if (brief.isVerified !== true || !strings(brief.acceptedUsers).includes(input.userId))
    throw new BriefApiError('failed-precondition', 'not accepted');
  if (strings(brief.completedUsers).includes(input.userId))
    throw new BriefApiError('failed-precondition', 'already completed');
  const gated = typeof brief.revisionRounds === 'number';
  if (gated && !(typeof input.draftRound === 'number' && input.draftRound >= 1))
    throw new BriefApiError('failed-precondition', 'no approved draft');
  const disclosure = disclosureMap(
    disclosureOf({
      briefPlatforms: strings(brief.briefPlatforms),
      adDisclosure: brief.adDisclosure,
    }).entries,
  );
  const data = {
    userId: input.userId,
    briefId,
    postLink,
    disclosure,
    disclosureConfirmed: true,
    submittedBy: input.senderId,
    updatedAt: NOW,
    ...(gated ? { draftRound: input.draftRound } : {}),
  };
  const path = deliveryPath(briefId, input.userId);
  return exists
    ? [{ op: 'update', path, data }]
    : [{ op: 'create', path, data: { ...data, submittedAt: NOW } }];
}

/**
 * Sends (or corrects) the delivery for `userId` as the signed-in account (the user, or her
 * agency acting as her).
 */
export async function submitDelivery(
  briefId: string,
  input: Omit<DeliveryInput, 'senderId'>,
): Promise<void> {
  if (!briefId || !input.userId) throw new BriefApiError('not-found');
  const senderId = (await auth()).currentUser?.uid;
  if (!senderId) throw new BriefApiError('failed-precondition', 'signed out');
  const firestore = await db();
  await runTransaction(firestore, async (transaction) => {
    const brief = await transaction.get(doc(firestore, BRIEFS, briefId));
    if (!brief.exists()) throw new BriefApiError('not-found');
    const existing = await transaction.get(doc(firestore, deliveryPath(briefId, input.userId)));
    const plan = planSubmitDelivery({
      briefId,
      brief: brief.data(),
      input: { ...input, senderId },
      exists: existing.exists(),
    });
    applyPlan(firestore, transaction, plan);
  });
}

/** Every delivery on a brief (its owner and admins). */
export const subscribeDeliveries = (
  briefId: string,
  onData: (deliveries: DeliveryDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  lazyListener(
    (firestore) =>
      onSnapshot(
        collection(firestore, deliveriesPath(briefId)).withConverter(deliveryConverter),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      ),
    onError,
  );

/**
 * The round of `userId`'s approved draft on the brief, live (issue 21: the live link names
 * it); null until the owner approves one. Firestore shares the listener with the drafts step's
 * on the same query.
 */
export const subscribeApprovedDraftRound = (
  briefId: string,
  userId: string,
  onData: (round: number | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, draftsQuery(briefId, userId)).withConverter(draftConverter),
        (snapshot) =>
          onData(
            snapshot.docs.map((d) => d.data()).find((draft) => draft.status === 'approved')
              ?.round ?? null,
          ),
        onError,
      ),
    onError,
  );

/** One user's delivery; `onData(null)` until she sends it. */
export const subscribeDelivery = (
  briefId: string,
  userId: string,
  onData: (delivery: DeliveryDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  subscribeDocument(deliveryPath(briefId, userId), deliveryConverter, onData, onError);
