// The influencer sizes a brief may target (targetedInfluencerTypes, docs/briefs-model.md), in the
// form's order. Pure: the form offers and validates them, the draft stores them in this order.

export const influencerTypes = ['nano', 'micro', 'mid', 'macro', 'mega'] as const;
export type InfluencerType = (typeof influencerTypes)[number];
