import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import { earnedTotalOf } from './earnings';
import { DEMO_INFLUENCER_TOTAL_EARNED } from './profiles';

const dataset = buildDemoDataset();
const docs = demoDatasetDocs(dataset);
const influencer = demoAccount('influencer');

describe('seeded earnings', () => {
  it('record the demo influencer earning on her completed collaboration as its release wrote it', () => {
    const [earning] = dataset.earningsDocs;
    expect(dataset.earningsDocs.map((d) => d.path)).toEqual([
      `Earnings/collab-${earning!.data.briefId}_${influencer.uid}`,
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
      createdBy: 'payment',
      briefTitle: brief.title,
      // 15 % withheld for a creator without a company (design.md section 12).
      withholding: Math.round(bid.influencerEarnings * 100 * 0.15),
      net: bid.influencerEarnings * 100 - Math.round(bid.influencerEarnings * 100 * 0.15),
    });
    const payment = docs.find(
      (d) => d.path === `CollaborationPayments/${brief.id}_${influencer.uid}`,
    );
    expect(payment?.data).toMatchObject({ state: 'released', releaseReason: 'completed' });
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

describe('seeded collaboration payments', () => {
  it('hold the accepted collaboration’s money and release the completed one’s, with ledgers', () => {
    const held = docs.find(
      (d) =>
        d.path === `CollaborationPayments/${dataset.scenario.acceptedBriefId}_${influencer.uid}`,
    );
    expect(held?.data).toMatchObject({ state: 'held', payerId: demoAccount('brand').uid });
    const ledgers = docs
      .filter((d) => d.path.includes('/ledger/'))
      .map((d) => `${d.path.split('/')[1]!.split('_')[0]}:${d.data.kind}`);
    expect(ledgers).toEqual([
      `${dataset.scenario.acceptedBriefId}:held`,
      `${dataset.scenario.completedBriefId}:held`,
      `${dataset.scenario.completedBriefId}:released`,
    ]);
    // The local checkout knows each payment, so completing the held one can approve it.
    const token = held?.data.token as string;
    expect(docs.find((d) => d.path === `LocalCheckouts/${token}`)?.data.state).toBe('SUCCESS');
  });
});
