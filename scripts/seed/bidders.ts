// Offers documents (collection bidders, keyed by brief id) for the briefs the approved influencer
// bid on in the demo scenario. Pure, like the brief generator it reads from.
import { demoAccount } from './accounts';
import type { DemoScenario, SeedBrief } from './briefs';
import { HOUR_MS } from './seedClock';

export type SeedBid = {
  bidderId: string;
  bidderName: string;
  price: number;
  influencerEarnings: number;
};

export type SeedBiddersDoc = {
  id: string;
  title: string;
  briefSenderId: string;
  briefSenderName: string;
  briefOwnerUserId: string;
  bidders: SeedBid[];
  timestamp: Date;
  lastUpdated: Date;
};

// The platform keeps a commission; the influencer sees what is left of the offered price.
const INFLUENCER_SHARE = 0.8;

export function influencerEarningsFor(price: number): number {
  return Math.round(price * INFLUENCER_SHARE);
}

const offerPrices = [7500, 4000, 12000, 6000, 9500];

export function generateBiddersDocs(
  briefs: readonly SeedBrief[],
  scenario: DemoScenario,
): SeedBiddersDoc[] {
  const influencer = demoAccount('influencer');
  const bidderId = influencer.uid;
  const bidderName = `${influencer.name} ${influencer.surname}`;
  const byId = new Map(briefs.map((b) => [b.id, b]));
  const priced = [scenario.acceptedBriefId, scenario.completedBriefId, ...scenario.offeredBriefIds];
  const docs: SeedBiddersDoc[] = [];
  const add = (briefId: string, price: number) => {
    const brief = byId.get(briefId);
    if (!brief) throw new Error(`scenario names a missing brief: ${briefId}`);
    // Offers arrive a few hours after the brief was approved.
    const offeredAt = new Date(brief.timestamp.getTime() + 5 * HOUR_MS);
    docs.push({
      id: brief.id,
      title: brief.title,
      briefSenderId: brief.briefSenderId,
      briefSenderName: brief.briefSenderName,
      briefOwnerUserId: brief.briefOwnerUserId,
      bidders: [{ bidderId, bidderName, price, influencerEarnings: influencerEarningsFor(price) }],
      timestamp: offeredAt,
      lastUpdated: offeredAt,
    });
  };
  priced.forEach((briefId, i) => add(briefId, offerPrices[i % offerPrices.length]));
  // Barter briefs take interest rather than a price, recorded as a zero offer.
  scenario.interestBriefIds.forEach((briefId) => add(briefId, 0));
  return docs;
}
