// The reviewee's rating (issue 21): whenever a review is written, hidden or shown again, the
// visible reviews of its reviewee are counted and averaged again and the summary is stored on
// her public profile, Influencers/{uid} and/or Brands/{uid} (whichever exists). No client may
// write `rating` (firestore.rules): this function is its only writer.
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminDb, REGION } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { visibleReviewsOf } from '../queries';
import { ratingSummary, type RatingSummary } from '../shared/reviewRating';

/** The public profiles that may carry a user's rating. */
const PROFILE_COLLECTIONS = ['Influencers', 'Brands'] as const;

const sameRating = (stored: unknown, next: RatingSummary) => {
  const value = stored as Partial<RatingSummary> | undefined;
  return value?.average === next.average && value?.count === next.count;
};

/**
 * Recounts `revieweeId`'s visible reviews and stores the summary on her existing profiles.
 * One transaction: two reviews changing at once cannot leave the older count behind.
 * An aggregate query reads no review documents, however many there are.
 */
export async function recomputeRating(db: Firestore, revieweeId: string): Promise<RatingSummary> {
  const aggregate = describedQuery(db, visibleReviewsOf(revieweeId)).aggregate({
    count: AggregateField.count(),
    average: AggregateField.average('rating'),
  });
  return db.runTransaction(async (transaction) => {
    const totals = (await transaction.get(aggregate)).data();
    const rating = ratingSummary(totals.average, totals.count);
    const refs = PROFILE_COLLECTIONS.map((name) => db.collection(name).doc(revieweeId));
    const profiles = await transaction.getAll(...refs);
    for (const profile of profiles) {
      if (profile.exists && !sameRating(profile.get('rating'), rating))
        transaction.update(profile.ref, { rating });
    }
    return rating;
  });
}

export const reviewAggregates = onDocumentWritten(
  { document: 'Reviews/{reviewId}', region: REGION },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const revieweeId = after?.get('revieweeId') ?? before?.get('revieweeId');
    if (typeof revieweeId !== 'string' || revieweeId === '') return;
    // A change that moves nothing the average depends on (none today) needs no recount.
    if (
      before?.exists &&
      after?.exists &&
      before.get('hidden') === after.get('hidden') &&
      before.get('rating') === after.get('rating')
    )
      return;
    await recomputeRating(adminDb(), revieweeId);
  },
);
