// Reviews/{briefId}_{reviewerId}_{revieweeId} (issue 21): the review step's live documents, the
// public profile's latest visible reviews, the one-time write and the admin's hide/show. No
// React, no Redux. The rules are the server (firestore.rules "Reviews"): these only shape what
// they accept.
import {
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Unsubscribe,
} from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import {
  REVIEWS,
  reviewConverter,
  reviewId,
  type NewReview,
  type ReviewDoc,
} from '@/lib/collections/reviews';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { subscribeDocument } from '@/lib/lazyListener';

/** One review by id; `onData(null)` while it does not exist. */
export const subscribeReview = (
  id: string,
  onData: (review: ReviewDoc | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe => subscribeDocument(`${REVIEWS}/${id}`, reviewConverter, onData, onError);

/** The newest `max` visible reviews of `revieweeId` (the public profile). */
export const latestReviewsQuery = (revieweeId: string, max: number): QueryDescription => ({
  collection: REVIEWS,
  where: [
    ['revieweeId', '==', revieweeId],
    ['hidden', '==', false],
  ],
  orderBy: [['createdAt', 'desc']],
  limit: max,
});

export async function fetchLatestReviews(revieweeId: string, max: number): Promise<ReviewDoc[]> {
  const query = describedQuery(await db(), latestReviewsQuery(revieweeId, max));
  const snapshot = await getDocs(query.withConverter(reviewConverter));
  return snapshot.docs.map((item) => item.data());
}

/**
 * Writes the review once, under the id that names it, stamped by the server. A second try of
 * the same review is an update, which the rules refuse: a review is never changed.
 */
export async function createReview(review: NewReview): Promise<string> {
  const id = reviewId(review.briefId, review.reviewerId, review.revieweeId);
  await setDoc(doc(await db(), REVIEWS, id), { ...review, createdAt: serverTimestamp() });
  return id;
}

/** An admin hides (or shows again) a review, signing the change with her own uid. */
export async function writeReviewHidden(id: string, hidden: boolean, adminUid: string) {
  await updateDoc(doc(await db(), REVIEWS, id), {
    hidden,
    hiddenBy: adminUid,
    hiddenAt: serverTimestamp(),
  });
}
