// Deletes a brief and everything hanging off it (issue 18 point 12), for admins only:
// briefs/{id} with its deliveries, bidders/{id} with the bidders' offer mirrors, every brief chat
// Messages/{id}_{bidder} with its messages, and the brief's entry in each project conversation
// (docs/decisions.md "Deleting a brief"). recursiveDelete pages through any number of documents
// with a BulkWriter, which a client transaction (500 writes at most) could not.
//
// Order, so that a failure part-way can be retried and nothing survives a race:
// 1. sweep the brief's dependants while the brief itself stays (the admin still sees it and can
//    press Sil again);
// 2. one transaction strips the brief from the conversations and deletes the brief document;
//    from then on the rules refuse new offers, chats and deliveries on it;
// 3. sweep again, for anything a bidder created while step 1 ran.
// A brief that is already gone still has its leftovers swept, then answers not-found.
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { callableOptions } from './functionOptions';
import { payload, requireUid, userType } from './callers';
import { describedQuery } from './firestoreQuery';
import { briefChatsByField, briefChatsById, lockedPaymentsOfBrief } from './queries';
import {
  BRIEF_DELETION_MESSAGES as MESSAGES,
  briefConversationIds,
  deleteProjectPatch,
} from './shared/briefDeletion';

export interface DeleteBriefInput {
  briefId: string;
}

export interface DeleteBriefResult {
  deleted: true;
}

const BRIEFS = 'briefs';
const BIDDERS = 'bidders';
const PROJECT_CONVERSATIONS = 'project-conversations';
const MAX_ID_LENGTH = 128;

/** A string Firestore accepts as one document id (no path, no reserved name). */
function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_ID_LENGTH &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

/**
 * The brief chats of a brief: those whose briefId field names it, and, in case a document lost
 * the field, those whose id is `{briefId}_…` (the id the rules require).
 */
async function briefChatPaths(db: Firestore, briefId: string): Promise<Set<string>> {
  const [byField, byId] = await Promise.all([
    describedQuery(db, briefChatsByField(briefId)).select().get(),
    describedQuery(db, briefChatsById(briefId)).select().get(),
  ]);
  return new Set([...byField.docs, ...byId.docs].map((doc) => doc.ref.path));
}

/** Deletes every dependant of the brief (not the brief document itself), in pages. */
async function sweepDependants(db: Firestore, briefId: string): Promise<void> {
  for (const path of await briefChatPaths(db, briefId)) await db.recursiveDelete(db.doc(path));
  await db.recursiveDelete(db.collection(BIDDERS).doc(briefId));
  const subcollections = await db.collection(BRIEFS).doc(briefId).listCollections();
  for (const collection of subcollections) await db.recursiveDelete(collection);
}

/** Strips the brief from its conversations and deletes it, atomically. False when it is gone. */
function deleteBriefAndUnlist(db: Firestore, briefId: string): Promise<boolean> {
  const briefRef = db.collection(BRIEFS).doc(briefId);
  return db.runTransaction(async (transaction) => {
    const brief = await transaction.get(briefRef);
    if (!brief.exists) return false;
    const conversationRefs = briefConversationIds(brief.data() ?? {}).map((id) =>
      db.collection(PROJECT_CONVERSATIONS).doc(id),
    );
    const conversations = conversationRefs.length
      ? await transaction.getAll(...conversationRefs)
      : [];
    for (const conversation of conversations) {
      if (!conversation.exists) continue;
      const patch = deleteProjectPatch(
        conversation.data() ?? {},
        briefId,
        FieldValue.serverTimestamp(),
      );
      if (patch) transaction.update(conversation.ref, patch);
    }
    transaction.delete(briefRef);
    return true;
  });
}

export const deleteBrief = onCall<DeleteBriefInput>(
  callableOptions(),
  async (request): Promise<DeleteBriefResult> => {
    const callerUid = requireUid(request);
    const briefId = payload(request).briefId;
    if (!isDocumentId(briefId)) throw new HttpsError('invalid-argument', MESSAGES.invalidBriefId);
    if ((await userType(callerUid)) !== 'admin') {
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    }

    const db = adminDb();
    // Issue 20: the money of a paid collaboration outlives no brief; settle it first.
    const payments = await describedQuery(db, lockedPaymentsOfBrief(briefId)).get();
    if (!payments.empty) throw new HttpsError('failed-precondition', MESSAGES.moneyHeld);
    let deleted = false;
    try {
      const existed = (await db.collection(BRIEFS).doc(briefId).get()).exists;
      await sweepDependants(db, briefId);
      deleted = existed && (await deleteBriefAndUnlist(db, briefId));
      if (deleted) await sweepDependants(db, briefId);
    } catch (error) {
      logger.error('deleteBrief failed', { callerUid, briefId, error });
      throw new HttpsError('internal', MESSAGES.failed);
    }
    if (!deleted) throw new HttpsError('not-found', MESSAGES.notFound);

    logger.info('deleteBrief: deleted', { callerUid, briefId });
    return { deleted: true };
  },
);
