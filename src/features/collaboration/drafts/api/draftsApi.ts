// One collaboration's drafts (briefs/{briefId}/drafts/{userId}_{round}; docs/briefs-model.md
// "Drafts"): the live list, the party's submission (files to Storage first, then the document)
// and the owner's decision. The rules decide who may write what and when; these send only
// what they take.
import {
  doc,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Unsubscribe,
} from 'firebase/firestore';
import { BRIEFS } from '@/lib/collections/briefs';
import {
  draftConverter,
  draftMediaFolder,
  draftPath,
  draftsQuery,
  type DraftDoc,
  type DraftMedia,
} from '@/lib/collections/drafts';
import { auth, db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { lazyListener } from '@/lib/lazyListener';
import { uploadToStorage } from '@/lib/storageUpload';
import { disclosureMap, disclosureOf } from '@/lib/adDisclosure';
import { httpsPostLink } from '@/lib/postLink';
import { CAPTION_MAX, COMMENT_MAX, mediaKindOf, storageFileName } from '../model/draftRounds';

/** The collaboration a draft is for: the brief and the accepted party's uid. */
export type DraftRef = { briefId: string; userId: string };

export const subscribeDrafts = (
  { briefId, userId }: DraftRef,
  onData: (drafts: DraftDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, draftsQuery(briefId, userId)).withConverter(draftConverter),
        (snapshot) => onData(snapshot.docs.map((d) => d.data())),
        onError,
      ),
    onError,
  );

async function callerUid(): Promise<string> {
  const uid = (await auth()).currentUser?.uid;
  if (!uid) throw new Error('signed out');
  return uid;
}

/** Uploads one picked file to the party's folder; resolves with its media entry. */
export async function uploadDraftFile(
  { briefId, userId }: DraftRef,
  file: File,
  index: number,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<DraftMedia> {
  const kind = mediaKindOf(file);
  if (!kind) throw new Error('file type');
  const path = `${draftMediaFolder(briefId, userId)}/${storageFileName(file.name, Date.now(), index)}`;
  const url = await uploadToStorage({
    path,
    file,
    contentType: file.type,
    onProgress,
    signal,
  });
  return { path, url, kind, contentType: file.type };
}

export type DraftInput = {
  round: number;
  media: DraftMedia[];
  /** '' or an https link. */
  link: string;
  caption: string;
  /** The ticked confirmation; false is refused, never assumed. */
  confirmed: boolean;
};

/** The draft document as submitted (pure; the disclosure is the brief's). */
export function draftData(
  { briefId, userId }: DraftRef,
  brief: DocumentData,
  input: DraftInput,
  senderId: string,
): Record<string, unknown> {
  const link = input.link.trim() === '' ? '' : httpsPostLink(input.link);
  if (link === null) throw new Error('link');
  if (input.media.length === 0 && link === '') throw new Error('media or link');
  if (input.confirmed !== true) throw new Error('not confirmed');
  if (input.caption.length > CAPTION_MAX) throw new Error('caption');
  const platforms = Array.isArray(brief.briefPlatforms)
    ? brief.briefPlatforms.filter((p): p is string => typeof p === 'string')
    : [];
  return {
    userId,
    briefId,
    round: input.round,
    media: input.media,
    link,
    caption: input.caption,
    disclosure: disclosureMap(
      disclosureOf({ briefPlatforms: platforms, adDisclosure: brief.adDisclosure }).entries,
    ),
    disclosureConfirmed: true,
    submittedBy: senderId,
    submittedAt: serverTimestamp(),
    status: 'submitted',
    reviewComment: '',
    reviewedBy: '',
    reviewedAt: null,
  };
}

/**
 * Submits round `input.round` as the signed-in party (or her agency). A round already sent is
 * never overwritten: the write would be an update, which only the owner's decision passes.
 */
export async function submitDraft(ref: DraftRef, input: DraftInput): Promise<void> {
  const senderId = await callerUid();
  const firestore = await db();
  await runTransaction(firestore, async (transaction) => {
    const brief = await transaction.get(doc(firestore, BRIEFS, ref.briefId));
    if (!brief.exists()) throw new Error('brief missing');
    const target = doc(firestore, draftPath(ref.briefId, ref.userId, input.round));
    transaction.set(target, draftData(ref, brief.data(), input, senderId));
  });
}

export type DraftDecision =
  { status: 'approved' } | { status: 'changesRequested'; comment: string };

/** The owner's one decision on a submitted draft. */
export async function reviewDraft(
  { briefId, userId }: DraftRef,
  round: number,
  decision: DraftDecision,
): Promise<void> {
  const comment = decision.status === 'changesRequested' ? decision.comment.trim() : '';
  if (
    decision.status === 'changesRequested' &&
    (comment.length < 1 || comment.length > COMMENT_MAX)
  )
    throw new Error('comment');
  const reviewer = await callerUid();
  const firestore = await db();
  await updateDoc(doc(firestore, draftPath(briefId, userId, round)), {
    status: decision.status,
    reviewComment: comment,
    reviewedBy: reviewer,
    reviewedAt: serverTimestamp(),
  });
}
