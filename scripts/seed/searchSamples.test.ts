import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { FASHION_INSTAGRAM_MICRO } from './directory';
import { SEARCH_SAMPLE, buildSearchSampleBriefs, buildSearchSampleDocs } from './searchSamples';

const docs = buildSearchSampleDocs();
const docAt = (path: string) => docs.find((d) => d.path === path)?.data;
const briefs = buildSearchSampleBriefs();
const briefOf = (id: string) => briefs.find((b) => b.id === id)!;
const startsWithTyped = (name: string) =>
  name.toLocaleLowerCase('tr-TR').startsWith(SEARCH_SAMPLE.typed);

describe('search samples', () => {
  it('all start with the typed word in Turkish lower case', () => {
    for (const brief of briefs) expect(startsWithTyped(brief.title), brief.id).toBe(true);
    const influencer = docAt(`Influencers/${SEARCH_SAMPLE.influencer.uid}`);
    expect(influencer?.lowerCaseName).toBe(SEARCH_SAMPLE.typed);
    const brand = docAt(`Brands/${SEARCH_SAMPLE.brand.uid}`);
    expect(startsWithTyped(String(brand?.lowerCaseBrandName))).toBe(true);
  });

  it('have one brief everybody finds and two an influencer must not', () => {
    expect(briefOf(SEARCH_SAMPLE.openBrief.id)).toMatchObject({
      isVerified: true,
      isCompleted: false,
      shouldHideBrief: false,
      visibility: 'brand',
    });
    expect(briefOf(SEARCH_SAMPLE.pendingBrief.id).isVerified).toBe(false);
    expect(briefOf(SEARCH_SAMPLE.pendingBrief.id).verifiedAt).toBeUndefined();
    expect(briefOf(SEARCH_SAMPLE.privateBrief.id)).toMatchObject({
      isVerified: true,
      visibility: 'influencer',
      targetedAgencies: [demoAccount('influencerAgency').uid],
    });
  });

  it('show the influencer in the public directory without touching its e2e filter', () => {
    const influencer = docAt(`Influencers/${SEARCH_SAMPLE.influencer.uid}`)!;
    expect(influencer.isApproved).toBe(true);
    expect(influencer.imitatorAgencyUID).toBe('');
    expect(influencer.userCategoriesName).not.toContain(FASHION_INSTAGRAM_MICRO.category);
    expect(docAt(`Users/${SEARCH_SAMPLE.influencer.uid}`)?.type).toBe('influencer');
    expect(docAt(`Brands/${SEARCH_SAMPLE.brand.uid}`)?.isVerifiedAccount).toBe(true);
  });
});
