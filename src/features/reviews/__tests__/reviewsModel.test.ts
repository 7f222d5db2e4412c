import { describe, expect, it } from 'vitest';
import {
  canReview,
  newReview,
  reviewDraftErrors,
  reviewerNameOf,
  reviewPairOf,
  starGlyphs,
} from '../model/reviews';
import { reviewBrief } from './reviewFixtures';

describe('reviews model', () => {
  it('names the pair’s two reviews by brief, reviewer and reviewee', () => {
    expect(reviewPairOf(reviewBrief(), 'inf-1')).toEqual({
      ownerId: 'brand-1',
      partyId: 'inf-1',
      byOwner: 'b1_brand-1_inf-1',
      byParty: 'b1_inf-1_brand-1',
    });
  });

  it('opens reviews only once the party is completed', () => {
    expect(canReview(reviewBrief(), 'inf-1')).toBe(true);
    expect(canReview(reviewBrief({ completedUsers: [] }), 'inf-1')).toBe(false);
    expect(canReview(reviewBrief(), 'inf-2')).toBe(false);
  });

  it('needs a whole rating 1..5 and a comment of at most 500', () => {
    expect(reviewDraftErrors({ rating: null, comment: '' })).toEqual({
      rating: 'reviews.form.errors.rating',
    });
    for (const rating of [0, 6, 3.5])
      expect(reviewDraftErrors({ rating, comment: '' }).rating).toBeDefined();
    expect(reviewDraftErrors({ rating: 4, comment: 'a'.repeat(501) })).toEqual({
      comment: 'reviews.form.errors.comment',
    });
    expect(reviewDraftErrors({ rating: 1, comment: 'a'.repeat(500) })).toEqual({});
  });

  it('writes the owner’s review of the party and the party’s of the owner', () => {
    const draft = { rating: 4, comment: '  İyi iş  ' };
    expect(
      newReview({
        brief: reviewBrief(),
        partyId: 'inf-1',
        reviewerRole: 'owner',
        reviewerName: 'Acme',
        draft,
      }),
    ).toEqual({
      briefId: 'b1',
      briefTitle: 'Yaz kampanyası',
      reviewerId: 'brand-1',
      reviewerName: 'Acme',
      reviewerRole: 'owner',
      revieweeId: 'inf-1',
      rating: 4,
      comment: 'İyi iş',
      hidden: false,
    });
    expect(
      newReview({
        brief: reviewBrief(),
        partyId: 'inf-1',
        reviewerRole: 'party',
        reviewerName: 'Ayşe',
        draft,
      }),
    ).toMatchObject({ reviewerId: 'inf-1', revieweeId: 'brand-1', reviewerRole: 'party' });
  });

  it('keeps the reviewer’s name within 1..100 characters', () => {
    expect(reviewerNameOf('  Ayşe  ', 'x')).toBe('Ayşe');
    expect(reviewerNameOf('', 'Acme')).toBe('Acme');
    expect(reviewerNameOf('a'.repeat(150), '')).toHaveLength(100);
    expect(reviewerNameOf(' ', ' ')).toBe('—');
  });

  it('draws the stars of a rating', () => {
    expect(starGlyphs(4)).toBe('★★★★☆');
    expect(starGlyphs(0)).toBe('☆☆☆☆☆');
    expect(starGlyphs(9)).toBe('★★★★★');
  });
});
