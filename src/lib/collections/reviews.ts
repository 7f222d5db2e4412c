import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { RatingSummary } from '@shared/reviewRating';
import { millisOf } from './timestamps';

// `Reviews/{briefId}_{reviewerId}_{revieweeId}` (issue 21, docs/briefs-model.md "Reviews"): after
// a completed collaboration the brief's owner and the completed party rate each other once.
// Nobody edits one; admins hide and show it. The reviewee's `rating` on Influencers/Brands is
// the reviewAggregates function's average over the visible ones.
export const REVIEWS = 'Reviews';

export const REVIEW_COMMENT_MAX = 500;
export const REVIEWER_NAME_MAX = 100;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** The owner reviews the party, the party (the completed influencer or agency) the owner. */
export type ReviewerRole = 'owner' | 'party';

/** The id names the review: one per brief, reviewer and reviewee (the rules check it). */
export const reviewId = (briefId: string, reviewerId: string, revieweeId: string) =>
  `${briefId}_${reviewerId}_${revieweeId}`;

export type ReviewDoc = {
  /** = document id. */
  id: string;
  briefId: string;
  briefTitle: string;
  reviewerId: string;
  /** As the reviewer was named when she wrote it (the brand name, or name and surname). */
  reviewerName: string;
  reviewerRole: ReviewerRole;
  revieweeId: string;
  /** A whole number 1..5. */
  rating: number;
  /** 0..500 characters. */
  comment: string;
  createdAt: number | null;
  hidden: boolean;
  hiddenBy: string;
  hiddenAt: number | null;
};

/** What the app writes on create (createdAt is the server's time). */
export type NewReview = Omit<ReviewDoc, 'id' | 'createdAt' | 'hiddenBy' | 'hiddenAt'>;

/** Influencers/{uid}.rating and Brands/{uid}.rating: the visible reviews' average (1 decimal). */
export type { RatingSummary };

/** The stored summary, or null when there is none (or it is malformed). */
export function ratingOf(value: unknown): RatingSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { average, count } = value as Record<string, unknown>;
  if (typeof average !== 'number' || typeof count !== 'number') return null;
  if (!Number.isFinite(average) || !Number.isFinite(count) || count < 0) return null;
  return { average, count };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const reviewConverter: FirestoreDataConverter<ReviewDoc> = {
  toFirestore: (review) => review as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): ReviewDoc {
    const data = snapshot.data();
    const rating = typeof data.rating === 'number' ? data.rating : 0;
    return {
      id: snapshot.id,
      briefId: text(data.briefId),
      briefTitle: text(data.briefTitle),
      reviewerId: text(data.reviewerId),
      reviewerName: text(data.reviewerName),
      reviewerRole: data.reviewerRole === 'owner' ? 'owner' : 'party',
      revieweeId: text(data.revieweeId),
      rating,
      comment: text(data.comment),
      createdAt: millisOf(data.createdAt),
      hidden: data.hidden === true,
      hiddenBy: text(data.hiddenBy),
      hiddenAt: millisOf(data.hiddenAt),
    };
  },
};
