// Earnings records (collection Earnings, docs/decisions.md "Earnings") for the demo influencer's
// completed collaboration: the admin recorded her earning from the accepted offer when the
// brief was completed, and the payout a week later. Ids are fixed, so a re-run overwrites the
// same documents. Her Users.totalEarnedPrice (profiles.ts) is the sum of the earnings.
import { monthOf } from '../../src/features/earnings/model/month';
import { demoAccount } from './accounts';
import type { SeedBiddersDoc } from './bidders';
import type { DemoScenario, SeedBrief } from './briefs';
import type { SeedDoc } from './seedDoc';
import { DAY_MS } from './seedClock';

export const demoEarningId = (n: number) => `demo-earning-${String(n).padStart(3, '0')}`;

export function buildEarningsDocs(
  briefs: readonly SeedBrief[],
  biddersDocs: readonly SeedBiddersDoc[],
  scenario: DemoScenario,
): SeedDoc[] {
  const influencer = demoAccount('influencer');
  const admin = demoAccount('admin');
  const brief = briefs.find((b) => b.id === scenario.completedBriefId);
  const bid = biddersDocs
    .find((d) => d.id === scenario.completedBriefId)
    ?.bidders.find((b) => b.bidderId === influencer.uid);
  if (!brief?.completedAt || !bid || !brief.completedUsers.includes(influencer.uid))
    throw new Error('the completed demo collaboration is missing its brief or offer');
  const amount = Math.round(bid.influencerEarnings * 100);
  const record = (n: number, at: Date, kind: 'earning' | 'payout', note: string): SeedDoc => ({
    path: `Earnings/${demoEarningId(n)}`,
    data: {
      influencerId: influencer.uid,
      influencerName: `${influencer.name} ${influencer.surname}`,
      agencyId: '',
      briefId: brief.id,
      briefTitle: brief.title,
      amount,
      kind,
      note,
      createdBy: admin.uid,
      createdAt: at,
      month: monthOf(at.getTime()),
    },
  });
  const earnedAt = brief.completedAt;
  return [
    record(1, earnedAt, 'earning', ''),
    record(2, new Date(earnedAt.getTime() + 7 * DAY_MS), 'payout', 'Banka havalesi ile ödendi'),
  ];
}

/** The demo influencer's total from the records, in the spec's string form (lira). */
export function earnedTotalOf(docs: readonly SeedDoc[], uid: string): string {
  const kurus = docs
    .filter((d) => d.data.influencerId === uid && d.data.kind === 'earning')
    .reduce((sum, d) => sum + Number(d.data.amount), 0);
  const lira = kurus / 100;
  return Number.isInteger(lira) ? String(lira) : String(Math.round(lira * 100) / 100);
}
