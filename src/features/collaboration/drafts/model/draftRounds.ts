// The drafts of one collaboration (issue 21): the rounds used and included, what is due next
// and which decisions the owner may take. Pure; mirrors firestore.rules validDraftCreate and
// draftReviewOk, so the app offers only what the rules allow.
import type { BriefDoc } from '@/lib/collections/briefs';
import type { DraftDoc } from '@/lib/collections/drafts';

/** Revision rounds a legacy brief (no revisionRounds) allows for optional drafts (the rules'). */
export const LEGACY_REVISION_ROUNDS = 2;
export const CAPTION_MAX = 2200;
export const COMMENT_MAX = 1000;
export const MAX_DRAFT_FILES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** The brief's included rounds; null for a legacy brief (no drafts required). */
export const includedRounds = (brief: Pick<BriefDoc, 'revisionRounds'>): number | null =>
  typeof brief.revisionRounds === 'number' ? brief.revisionRounds : null;

/** Her drafts, oldest round first. */
export const byRound = (drafts: readonly DraftDoc[]): DraftDoc[] =>
  [...drafts].sort((a, b) => a.round - b.round);

/** The rounds used: the change requests made so far. */
export const roundsUsed = (drafts: readonly DraftDoc[]): number =>
  drafts.filter((draft) => draft.status === 'changesRequested').length;

export type DraftDue =
  /** Not (or no longer) accepted on a verified brief: nothing to do. */
  | 'none'
  /** Completed: read only. */
  | 'closed'
  /** A barter product has not reached her yet. */
  | 'awaitingProduct'
  /** A draft is due: the first, or the next after a change request. */
  | 'submit'
  /** The latest is with the owner. */
  | 'inReview'
  /** The latest was approved: the live link may follow. */
  | 'approved';

export type DraftsState = {
  /** Included rounds; null: a legacy brief. */
  included: number | null;
  used: number;
  latest: DraftDoc | null;
  due: DraftDue;
  /** The round a new draft would be (when due is 'submit'). */
  nextRound: number;
  /** The approved round the live link names, if any. */
  approvedRound: number | null;
};

type BriefFacts = Pick<
  BriefDoc,
  'revisionRounds' | 'acceptedUsers' | 'completedUsers' | 'isVerified' | 'paymentType'
>;

/**
 * Where `userId`'s drafts stand. `productReceived`: on a barter (product|both) brief, whether
 * she has marked the product received; ignored on a money brief.
 */
export function draftsStateOf(
  brief: BriefFacts,
  userId: string,
  drafts: readonly DraftDoc[],
  productReceived: boolean,
): DraftsState {
  const ordered = byRound(drafts.filter((draft) => draft.userId === userId));
  const latest = ordered.at(-1) ?? null;
  const approved = ordered.find((draft) => draft.status === 'approved') ?? null;
  const base = {
    included: includedRounds(brief),
    used: roundsUsed(ordered),
    latest,
    nextRound: latest ? latest.round + 1 : 1,
    approvedRound: approved ? approved.round : null,
  };
  const due = ((): DraftDue => {
    if (brief.completedUsers.includes(userId)) return 'closed';
    if (!brief.isVerified || !brief.acceptedUsers.includes(userId)) return 'none';
    if (!latest) {
      const barter = brief.paymentType === 'product' || brief.paymentType === 'both';
      return barter && !productReceived ? 'awaitingProduct' : 'submit';
    }
    if (latest.status === 'submitted') return 'inReview';
    if (latest.status === 'approved') return 'approved';
    return latest.round <= (base.included ?? LEGACY_REVISION_ROUNDS) ? 'submit' : 'none';
  })();
  return { ...base, due };
}

/** The owner may ask for changes on this draft: rounds remain (firestore.rules draftReviewOk). */
export const mayRequestChanges = (brief: Pick<BriefDoc, 'revisionRounds'>, draft: DraftDoc) =>
  draft.status === 'submitted' && draft.round <= (includedRounds(brief) ?? LEGACY_REVISION_ROUNDS);

/** The kind of a file she picked, or null when drafts do not take it. */
export function mediaKindOf(file: { type: string; size: number }): 'image' | 'video' | null {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type))
    return file.size <= MAX_IMAGE_BYTES ? 'image' : null;
  if ((VIDEO_TYPES as readonly string[]).includes(file.type))
    return file.size <= MAX_VIDEO_BYTES ? 'video' : null;
  return null;
}

export type FilesCheck = { ok: true } | { ok: false; reason: 'type' | 'tooMany' | 'mixed' };

/** Images (up to 10) or one video, each of a type and size the storage rules take. */
export function checkFiles(files: readonly { type: string; size: number }[]): FilesCheck {
  const kinds = files.map(mediaKindOf);
  if (kinds.some((kind) => kind === null)) return { ok: false, reason: 'type' };
  if (files.length > MAX_DRAFT_FILES) return { ok: false, reason: 'tooMany' };
  if (kinds.includes('video') && files.length > 1) return { ok: false, reason: 'mixed' };
  return { ok: true };
}

/** A Storage file name the rules take: the time, then the picked name's safe characters. */
export function storageFileName(name: string, now: number, index: number): string {
  const dot = name.lastIndexOf('.');
  const extension =
    dot > 0
      ? name
          .slice(dot + 1)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 5)
      : '';
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${now}-${index}-${stem || 'dosya'}${extension ? `.${extension}` : ''}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 26.11.2026 18:05: the day as the app writes it (cardFormat's formatDate), and the time. */
export function draftDate(millis: number): string {
  const date = new Date(millis);
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
