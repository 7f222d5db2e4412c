import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { DEMO_AFFILIATE_ID } from './affiliates';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';

const docs = demoDatasetDocs(buildDemoDataset());
const docAt = (path: string) => docs.find((d) => d.path === path)?.data;

describe('the demo affiliate programme', () => {
  it("is the demo brand's, valid as the rules want it, with the demo influencer allowed", () => {
    const programme = docAt(`Affiliates/${DEMO_AFFILIATE_ID}`);
    expect(programme?.ownerId).toBe(demoAccount('brand').uid);
    expect(String(programme?.productLink)).toMatch(/^https:\/\/[^ ]+\.[^ ]+$/);
    expect(Number.isInteger(programme?.commissionValue)).toBe(true);
    expect(String(programme?.endDate) > String(programme?.startDate)).toBe(true);
    expect(docAt(`AffiliateAllowance/${DEMO_AFFILIATE_ID}`)?.influencers).toEqual([
      demoAccount('influencer').uid,
    ]);
  });

  it("turns the demo influencer's marketplace flags on and keeps her profile", () => {
    const profile = docAt(`Influencers/${demoAccount('influencer').uid}`);
    expect(profile?.affiliateMarketing).toEqual({ trendyol: true, hepsiburada: true });
    expect(profile?.isApproved).toBe(true);
  });
});
