// The reviews' pure rules (issue 21): who reviews whom on a brief, what a review needs before
// it is sent, and how a rating reads. No I/O, no React, no Redux.
import {
  REVIEW_COMMENT_MAX,
  REVIEWER_NAME_MAX,
  reviewId,
  type NewReview,
  type ReviewerRole,
} from '@/lib/collections/reviews';
import type { BriefDoc } from '@/lib/collections/briefs';

/** The two reviews of one collaboration: the owner's of the party, the party's of the owner. */
export type ReviewPair = {
  ownerId: string;
  partyId: string;
  /** The owner's review of the party. */
  byOwner: string;
  /** The party's review of the owner. */
  byParty: string;
};

export function reviewPairOf(brief: Pick<BriefDoc, 'id' | 'briefOwnerUserId'>, partyId: string) {
  const ownerId = brief.briefOwnerUserId;
  return {
    ownerId,
    partyId,
    byOwner: reviewId(brief.id, ownerId, partyId),
    byParty: reviewId(brief.id, partyId, ownerId),
  } satisfies ReviewPair;
}

/** Reviews open once the party is completed on the brief (the rules say the same). */
export const canReview = (brief: Pick<BriefDoc, 'completedUsers'>, partyId: string) =>
  brief.completedUsers.includes(partyId);

export type ReviewDraft = { rating: number | null; comment: string };

export type ReviewDraftErrors = { rating?: string; comment?: string };

/** The form's errors, as i18n keys; none means it may be sent. */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  const { rating } = draft;
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = 'reviews.form.errors.rating';
  if (draft.comment.trim().length > REVIEW_COMMENT_MAX)
    errors.comment = 'reviews.form.errors.comment';
  return errors;
}

/** A display name the rules accept: trimmed, 1..100 characters, the fallback when empty. */
export function reviewerNameOf(name: string, fallback: string): string {
  const clean = name.trim() || fallback.trim() || '—';
  return clean.slice(0, REVIEWER_NAME_MAX);
}

/** What the review step writes for `reviewerRole` on `brief` about the other side. */
export function newReview(options: {
  brief: Pick<BriefDoc, 'id' | 'title' | 'briefOwnerUserId'>;
  partyId: string;
  reviewerRole: ReviewerRole;
  reviewerName: string;
  draft: ReviewDraft;
}): NewReview {
  const { brief, partyId, reviewerRole, reviewerName, draft } = options;
  const owner = reviewerRole === 'owner';
  return {
    briefId: brief.id,
    briefTitle: brief.title,
    reviewerId: owner ? brief.briefOwnerUserId : partyId,
    reviewerName,
    reviewerRole,
    revieweeId: owner ? partyId : brief.briefOwnerUserId,
    rating: draft.rating ?? 0,
    comment: draft.comment.trim(),
    hidden: false,
  };
}

/** '★★★★☆' for 4: the picture of a rating (the text beside it says the number). */
export const starGlyphs = (rating: number) => {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(5 - full);
};
