import { describe, expect, it } from 'vitest';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';

const dataset = buildDemoDataset();
const docs = demoDatasetDocs(dataset);

describe('seeded reviews', () => {
  it('are written by the two sides of completed collaborations only', () => {
    expect(dataset.reviewDocs.length).toBeGreaterThan(0);
    for (const { path, data } of dataset.reviewDocs) {
      const review = data as Record<string, string | number | boolean>;
      const brief = dataset.briefs.find((b) => b.id === review.briefId)!;
      expect(path).toBe(`Reviews/${brief.id}_${review.reviewerId}_${review.revieweeId}`);
      const owner = brief.briefOwnerUserId;
      if (review.reviewerRole === 'owner') {
        expect(review.reviewerId).toBe(owner);
        expect(brief.completedUsers).toContain(review.revieweeId);
      } else {
        expect(brief.completedUsers).toContain(review.reviewerId);
        expect(review.revieweeId).toBe(owner);
      }
      expect(Number.isInteger(review.rating) && +review.rating >= 1 && +review.rating <= 5).toBe(
        true,
      );
      expect(review.hidden).toBe(false);
    }
  });

  it('give each reviewee profile the average of its reviews', () => {
    for (const { data } of dataset.reviewDocs) {
      const { revieweeId } = data as { revieweeId: string };
      const ratings = dataset.reviewDocs
        .map((d) => d.data as { revieweeId: string; rating: number })
        .filter((r) => r.revieweeId === revieweeId)
        .map((r) => r.rating);
      const profiles = docs.filter(
        (d) => d.path === `Influencers/${revieweeId}` || d.path === `Brands/${revieweeId}`,
      );
      expect(profiles.length).toBeGreaterThan(0);
      for (const profile of profiles)
        expect((profile.data as { rating: unknown }).rating).toEqual({
          average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
          count: ratings.length,
        });
    }
  });
});
