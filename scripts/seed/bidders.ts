// Offers documents (collection bidders, keyed by brief id) for the briefs the approved influencer
// bid on in the demo scenario. Pure, like the brief generator it reads from.
import { influencerEarnings } from '../../src/lib/money';
import { demoAccount } from './accounts';
import type { DemoScenario, SeedBrief } from './briefs';
import { HOUR_MS } from './seedClock';

export type SeedBid = {
  bidderId: string;
  bidderName: string;
  price: number;
  influencerEarnings: number;
  /** Set on an accepted bidder's entry, as the app's "Kabul Et" does. */
  selectedUserId?: string;
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
      bidders: [{ bidderId, bidderName, price, influencerEarnings: influencerEarnings(price) }],
      timestamp: offeredAt,
      lastUpdated: offeredAt,
    });
  };
  priced.forEach((briefId, i) => add(briefId, offerPrices[i % offerPrices.length]));
  // Barter briefs take interest rather than a price, recorded as a zero offer.
  scenario.interestBriefIds.forEach((briefId) => add(briefId, 0));
  return markSelected(docs, briefs);
}

/** An offer from someone other than the demo influencer (the chats' collaborations). */
export type SeedOffer = {
  briefId: string;
  bidderId: string;
  bidderName: string;
  price: number;
  offeredAt: Date;
  /** When the offer was last touched (its acceptance); defaults to offeredAt. */
  updatedAt?: Date;
};

/**
 * The bidders documents with `offers` added: to the brief's document when there is one,
 * otherwise in a new one. Accepted bidders' entries are marked selected.
 */
export function withOffers(
  docs: readonly SeedBiddersDoc[],
  briefs: readonly SeedBrief[],
  offers: readonly SeedOffer[],
): SeedBiddersDoc[] {
  const byBrief = new Map(docs.map((d) => [d.id, { ...d, bidders: [...d.bidders] }]));
  const order = docs.map((d) => d.id);
  for (const offer of offers) {
    const brief = briefs.find((b) => b.id === offer.briefId);
    if (!brief) throw new Error(`an offer names a missing brief: ${offer.briefId}`);
    const bid: SeedBid = {
      bidderId: offer.bidderId,
      bidderName: offer.bidderName,
      price: offer.price,
      influencerEarnings: influencerEarnings(offer.price),
    };
    const touched = offer.updatedAt ?? offer.offeredAt;
    const existing = byBrief.get(brief.id);
    if (existing) {
      if (existing.bidders.some((b) => b.bidderId === offer.bidderId))
        throw new Error(`${offer.bidderId} already bid on ${brief.id}`);
      existing.bidders.push(bid);
      if (offer.offeredAt < existing.timestamp) existing.timestamp = offer.offeredAt;
      if (touched > existing.lastUpdated) existing.lastUpdated = touched;
      continue;
    }
    byBrief.set(brief.id, {
      id: brief.id,
      title: brief.title,
      briefSenderId: brief.briefSenderId,
      briefSenderName: brief.briefSenderName,
      briefOwnerUserId: brief.briefOwnerUserId,
      bidders: [bid],
      timestamp: offer.offeredAt,
      lastUpdated: touched,
    });
    order.push(brief.id);
  }
  return markSelected(
    order.map((id) => byBrief.get(id)!),
    briefs,
  );
}

/** selectedUserId on the entries of bidders the brief lists in acceptedUsers. */
function markSelected(docs: SeedBiddersDoc[], briefs: readonly SeedBrief[]): SeedBiddersDoc[] {
  const accepted = new Map(briefs.map((b) => [b.id, b.acceptedUsers]));
  return docs.map((doc) => ({
    ...doc,
    bidders: doc.bidders.map((bid) =>
      accepted.get(doc.id)?.includes(bid.bidderId) ? { ...bid, selectedUserId: bid.bidderId } : bid,
    ),
  }));
}

/**
 * Each bidder's sealed copy of her offer, `bidders/{briefId}/offers/{uid}` (docs/decisions.md
 * "Sealed offers"): her entry as she sent it, before the owner marked it selected.
 */
export function offerCopyDocs(docs: readonly SeedBiddersDoc[]) {
  return docs.flatMap((doc) =>
    doc.bidders.map((entry) => {
      const bid: SeedBid = { ...entry };
      if (bid.selectedUserId === bid.bidderId) delete bid.selectedUserId;
      return {
        path: `bidders/${doc.id}/offers/${entry.bidderId}`,
        data: { bid, briefId: doc.id, updatedAt: doc.lastUpdated },
      };
    }),
  );
}
