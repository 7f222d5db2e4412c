import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ratingSummary } from '@shared/reviewRating';
import { ratingOf, reviewConverter, reviewId } from '@/lib/collections/reviews';

const snapshot = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

describe('Reviews collection', () => {
  it('names a review by brief, reviewer and reviewee', () => {
    expect(reviewId('b1', 'brand-1', 'inf-1')).toBe('b1_brand-1_inf-1');
  });

  it('reads a stored review as plain values (millis, defaults)', () => {
    const review = reviewConverter.fromFirestore(
      snapshot('b1_inf-1_brand-1', {
        briefId: 'b1',
        briefTitle: 'Yaz',
        reviewerId: 'inf-1',
        reviewerName: 'Ayşe',
        reviewerRole: 'party',
        revieweeId: 'brand-1',
        rating: 4,
        comment: 'İyi',
        createdAt: Timestamp.fromMillis(1_700_000_000_000),
        hidden: false,
      }),
    );
    expect(review).toEqual({
      id: 'b1_inf-1_brand-1',
      briefId: 'b1',
      briefTitle: 'Yaz',
      reviewerId: 'inf-1',
      reviewerName: 'Ayşe',
      reviewerRole: 'party',
      revieweeId: 'brand-1',
      rating: 4,
      comment: 'İyi',
      createdAt: 1_700_000_000_000,
      hidden: false,
      hiddenBy: '',
      hiddenAt: null,
    });
    expect(JSON.parse(JSON.stringify(review))).toEqual(review);
  });

  it('reads a profile’s rating summary, or null when absent or malformed', () => {
    expect(ratingOf({ average: 4.5, count: 12 })).toEqual({ average: 4.5, count: 12 });
    expect(ratingOf(undefined)).toBeNull();
    expect(ratingOf({ average: '4.5', count: 1 })).toBeNull();
    expect(ratingOf({ average: 4, count: -1 })).toBeNull();
  });

  it('stores the average to one decimal, 0 of 0 when nothing is left (the function’s rule)', () => {
    expect(ratingSummary(13 / 3, 3)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(4.25, 4)).toEqual({ average: 4.3, count: 4 });
    expect(ratingSummary(4.5, 2)).toEqual({ average: 4.5, count: 2 });
    expect(ratingSummary(null, 0)).toEqual({ average: 0, count: 0 });
    expect(ratingSummary(Number.NaN, 2)).toEqual({ average: 0, count: 0 });
  });
});
