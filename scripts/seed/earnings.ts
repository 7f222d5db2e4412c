// Earnings records (collection Earnings, docs/decisions.md "Earnings") for the demo influencer's
// completed collaboration. Its money was paid in the app and released when the brand completed
// her (collaborationPayments.ts), so the record is the one the payment function writes then:
// `Earnings/collab-<paymentId>`, with the withholding of her tax status and the net. Ids are
// fixed, so a re-run overwrites the same documents. Her Users.totalEarnedPrice (profiles.ts) is
// the sum of the earnings.
import { collaborationPaymentId } from '../../functions/src/shared/collaborationPayment';
import { creatorNet } from '../../functions/src/shared/creatorEarnings';
import { monthOf } from '../../src/features/earnings/model/month';
import { demoAccount } from './accounts';
import type { SeedBiddersDoc } from './bidders';
import type { DemoScenario, SeedBrief } from './briefs';
import type { SeedDoc } from './seedDoc';

export function buildEarningsDocs(
  briefs: readonly SeedBrief[],
  biddersDocs: readonly SeedBiddersDoc[],
  scenario: DemoScenario,
): SeedDoc[] {
  const influencer = demoAccount('influencer');
  const brief = briefs.find((b) => b.id === scenario.completedBriefId);
  const bid = biddersDocs
    .find((d) => d.id === scenario.completedBriefId)
    ?.bidders.find((b) => b.bidderId === influencer.uid);
  if (!brief?.completedAt || !bid || !brief.completedUsers.includes(influencer.uid))
    throw new Error('the completed demo collaboration is missing its brief or offer');
  const amount = Math.round(bid.influencerEarnings * 100);
  const paymentId = collaborationPaymentId(brief.id, influencer.uid);
  // Her profile (profiles.ts) has no company: a creator paid into her 20/B account.
  const split = creatorNet(amount, 'creatorExempt');
  return [
    {
      path: `Earnings/collab-${paymentId}`,
      data: {
        influencerId: influencer.uid,
        influencerName: `${influencer.name} ${influencer.surname}`,
        agencyId: '',
        briefId: brief.id,
        briefTitle: brief.title,
        amount,
        kind: 'earning',
        note: '',
        createdBy: 'payment',
        createdAt: brief.completedAt,
        month: monthOf(brief.completedAt.getTime()),
        withholding: split.withholding,
        net: split.net,
        collaborationPaymentId: paymentId,
      },
    },
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
