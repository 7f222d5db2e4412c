// The terms every offer is held to (spec section 3, bidders; docs/decisions.md "Sealed offers").
// One place for the app, the functions and, by the same numbers, firestore.rules
// (`influencerShare()`, `maxOffer()`; scripts/__tests__/offerTermsRules.test.ts keeps them equal).

/**
 * The influencer's share of an offer (spec: influencerEarnings), as a fraction: the platform
 * keeps the rest. Stored bids carry the share in lira, rounded (see influencerEarnings).
 */
export const INFLUENCER_SHARE = 0.8;

/** The influencer's share of an offer of `price` lira, rounded to whole lira, as stored on a bid. */
export const influencerEarnings = (price: number) => Math.round(price * INFLUENCER_SHARE);

/** Offers are in whole or decimal lira, above zero and at most this. */
export const MAX_OFFER = 10_000_000;
