// The reviews' summary on Influencers/{uid} and Brands/{uid} (issue 21): `rating: { average,
// count }` over the visible reviews, written by the reviewAggregates function and read by the
// app (src/lib/collections/reviews.ts). Plain TypeScript, no imports.

export type RatingSummary = { average: number; count: number };

/** The stored average: one decimal, 0 when there is nothing to average. */
export function ratingSummary(average: number | null | undefined, count: number): RatingSummary {
  if (count <= 0 || typeof average !== 'number' || !Number.isFinite(average))
    return { average: 0, count: 0 };
  return { average: Math.round(average * 10) / 10, count };
}
