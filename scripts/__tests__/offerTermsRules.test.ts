import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INFLUENCER_SHARE, MAX_OFFER, influencerEarnings } from '@shared/offerTerms';

// firestore.rules holds the offer terms as numbers (the rules cannot import code); the app and
// the functions read functions/src/shared/offerTerms.ts. One set of numbers: they must agree.
const rules = readFileSync('firestore.rules', 'utf8');

function ruleNumber(name: string): number {
  const found = new RegExp(`function ${name}\\(\\) \\{ return ([0-9.]+); \\}`).exec(rules);
  if (!found) throw new Error(`firestore.rules has no function ${name}() returning a number`);
  return Number(found[1]);
}

describe('offer terms in firestore.rules', () => {
  it('the influencer’s share is the app’s', () => {
    expect(ruleNumber('influencerShare')).toBe(INFLUENCER_SHARE);
  });

  it('the highest offer is the app’s', () => {
    expect(ruleNumber('maxOffer')).toBe(MAX_OFFER);
  });

  it('the rules compute the share as the app does (rounded share of the price)', () => {
    expect(rules).toContain('bid.influencerEarnings == math.round(bid.price * influencerShare())');
    expect(influencerEarnings(1234.5)).toBe(988);
    expect(influencerEarnings(5000)).toBe(4000);
  });
});
