import type { BiddersDoc } from '@/lib/collections/bidders';
import type { BriefDoc } from '@/lib/collections/briefs';
import { makeBrief } from '../model/__tests__/briefFixture';

/** A verified, open money brief owned by `brand-1`. */
export function detailBrief(overrides: Partial<BriefDoc> = {}): BriefDoc {
  return makeBrief({
    id: 'b1',
    briefOwnerUserId: 'brand-1',
    briefSenderId: 'brand-1',
    description: 'Yeni ürün için içerik',
    targetedGenders: ['female'],
    targetMaleInfluencers: false,
    targetedMinimumAge: 18,
    targetedMaximumAge: 35,
    contentTypes: ['reel'],
    declinedUser: [],
    products: [],
    urlLinks: ['https://www.example.com/kampanya'],
    timestamp: new Date(2025, 0, 15).getTime(),
    ...overrides,
  });
}

export function detailBidders(bidders: BiddersDoc['bidders']): BiddersDoc {
  return {
    id: 'b1',
    title: 'Yaz kampanyası',
    briefSenderId: 'brand-1',
    briefSenderName: 'Acme Kozmetik',
    briefOwnerUserId: 'brand-1',
    bidders,
    timestamp: 1,
    lastUpdated: 1,
  };
}
