// Admin actions on a brief (spec sections 4 and 8): approve, complete, delete. No React.
// Each reads what it changes in a transaction and throws a BriefApiError (not-found,
// failed-precondition) or the SDK's FirebaseError; both carry `.code` for projectActionMessage.
import { doc, runTransaction, type DocumentData, type Firestore } from 'firebase/firestore';
import { BIDDERS } from '@/lib/collections/bidders';
import { BRIEFS } from '@/lib/collections/briefs';
import { db } from '@/lib/firebase';
import { BriefApiError } from './briefErrors';
import { archiveProjectPatch, conversationPath, deleteProjectPatch } from './conversationPlans';
import { NOW, applyPlan, type WritePlan } from './writePlan';

export { projectActionMessage, type ProjectAction } from './briefErrors';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The conversations a brief can be listed in: its owner with each accepted or completed user. */
export function conversationPathsOf(brief: DocumentData): string[] {
  const owner = String(brief.briefOwnerUserId ?? brief.briefSenderId ?? '');
  const users = new Set([...strings(brief.acceptedUsers), ...strings(brief.completedUsers)]);
  users.delete(owner);
  return owner ? [...users].map((user) => conversationPath(owner, user)) : [];
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
 * Delete (Sil): removes the brief and its bidders document and archives its conversations
 * (deleteProjectPatch). A missing brief throws code 'not-found'.
 */
export function deleteBrief(briefId: string): Promise<void> {
  return withBrief(briefId, async (_firestore, brief, read) => {
    const plan: WritePlan = [];
    // Reads first: a transaction writes only after all of its reads.
    for (const path of conversationPathsOf(brief)) {
      const conversation = await read(path);
      const patch = conversation && deleteProjectPatch(conversation, briefId);
      if (patch) plan.push({ op: 'update', path, data: patch });
    }
    plan.push({ op: 'delete', path: `${BIDDERS}/${briefId}` });
    plan.push({ op: 'delete', path: `${BRIEFS}/${briefId}` });
    return plan;
  });
}
