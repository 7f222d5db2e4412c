// Admin actions on a brief (spec sections 4 and 8): approve, complete, delete. No React.
// Approve and complete read what they change in a transaction; delete runs in the deleteBrief
// Cloud Function (it pages through offers, deliveries and chats, more than a transaction holds).
// Each throws a BriefApiError (not-found, failed-precondition), the SDK's FirebaseError or the
// callable's error ('functions/…'); all carry `.code` for projectActionMessage.
import { doc, runTransaction, type DocumentData, type Firestore } from 'firebase/firestore';
import { briefConversationIds } from '@shared/briefDeletion';
import { BRIEFS } from '@/lib/collections/briefs';
import { PROJECT_CONVERSATIONS } from '@/lib/collections/projectConversations';
import { db } from '@/lib/firebase';
import { callFunction } from '@/lib/callFunction';
import { BriefApiError } from './briefErrors';
import { archiveProjectPatch } from './conversationPlans';
import { NOW, applyPlan, type WritePlan } from './writePlan';

export { projectActionMessage, type ProjectAction } from './briefErrors';

/** The conversations a brief can be listed in: its owner with each accepted or completed user. */
export function conversationPathsOf(brief: DocumentData): string[] {
  return briefConversationIds(brief).map((id) => `${PROJECT_CONVERSATIONS}/${id}`);
}

async function withBrief(
  briefId: string,
  work: (
    firestore: Firestore,
    brief: DocumentData,
    read: (path: string) => Promise<DocumentData | null>,
  ) => Promise<WritePlan>,
): Promise<void> {
  if (!briefId) throw new BriefApiError('not-found');
  const firestore = await db();
  await runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(doc(firestore, BRIEFS, briefId));
    if (!snapshot.exists()) throw new BriefApiError('not-found');
    const read = async (path: string) => {
      const found = await transaction.get(doc(firestore, path));
      return found.exists() ? found.data() : null;
    };
    const plan = await work(firestore, snapshot.data(), read);
    applyPlan(firestore, transaction, plan);
  });
}

/** Approve (Onayla): only an unverified brief; sets isVerified with verifiedAt. */
export function approveBrief(briefId: string): Promise<void> {
  return withBrief(briefId, async (_firestore, brief) => {
    if (brief.isVerified === true) throw new BriefApiError('failed-precondition', 'verified');
    return [
      { op: 'update', path: `${BRIEFS}/${briefId}`, data: { isVerified: true, verifiedAt: NOW } },
    ];
  });
}

/**
 * Complete (Tamamla): only a verified, open brief. Sets isCompleted with completedAt and, in the
 * same transaction, moves the brief to the archived list of every conversation listing it.
 */
export function completeBrief(briefId: string): Promise<void> {
  return withBrief(briefId, async (_firestore, brief, read) => {
    if (brief.isVerified !== true || brief.isCompleted === true)
      throw new BriefApiError('failed-precondition', 'not open');
    const now = Date.now();
    const plan: WritePlan = [
      {
        op: 'update',
        path: `${BRIEFS}/${briefId}`,
        data: { isCompleted: true, completedAt: NOW },
      },
    ];
    for (const path of conversationPathsOf(brief)) {
      const conversation = await read(path);
      const patch = conversation && archiveProjectPatch(conversation, briefId, now);
      if (patch) plan.push({ op: 'update', path, data: patch });
    }
    return plan;
  });
}

/**
 * Delete (Sil): the deleteBrief Cloud Function (admins only) removes the brief with its
 * deliveries, offers and brief chats, and takes it off its project conversations (those left
 * without an active project are archived as deleted). A missing brief fails with 'not-found'.
 */
export async function deleteBrief(briefId: string): Promise<void> {
  if (!briefId) throw new BriefApiError('not-found');
  await callFunction<{ briefId: string }, { deleted: true }>('deleteBrief', { briefId });
}
