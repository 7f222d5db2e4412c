import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import { earnedTotalOf } from './earnings';
import { DEMO_INFLUENCER_TOTAL_EARNED } from './profiles';

const dataset = buildDemoDataset();
const docs = demoDatasetDocs(dataset);
const influencer = demoAccount('influencer');

describe('seeded earnings', () => {
  it('record the demo influencer earning on her completed collaboration, priced from her offer', () => {
    const [earning, payout] = dataset.earningsDocs;
    expect(dataset.earningsDocs.map((d) => d.path)).toEqual([
      'Earnings/demo-earning-001',
      'Earnings/demo-earning-002',
    ]);
    const brief = dataset.briefs.find((b) => b.id === earning!.data.briefId)!;
    expect(brief.isCompleted).toBe(true);
    expect(brief.completedUsers).toContain(influencer.uid);
    const bid = dataset.biddersDocs
      .find((d) => d.id === brief.id)!
      .bidders.find((b) => b.bidderId === influencer.uid)!;
    expect(earning!.data).toMatchObject({
      influencerId: influencer.uid,
      agencyId: '',
      kind: 'earning',
      amount: bid.influencerEarnings * 100,
      createdBy: demoAccount('admin').uid,
      briefTitle: brief.title,
    });
    expect(payout!.data.kind).toBe('payout');
    expect(earning!.data.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('leave Users.totalEarnedPrice equal to the sum of her earnings', () => {
    const total = earnedTotalOf(dataset.earningsDocs, influencer.uid);
    expect(total).toBe(DEMO_INFLUENCER_TOTAL_EARNED);
    expect(docs.find((d) => d.path === `Users/${influencer.uid}`)?.data.totalEarnedPrice).toBe(
      total,
    );
  });
});
