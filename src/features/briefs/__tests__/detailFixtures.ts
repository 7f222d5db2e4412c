import type { BiddersDoc } from '../../../lib/collections/bidders';
import type { BriefDoc } from '../../../lib/collections/briefs';

/** A verified, open money brief owned by `brand-1`. */
export function detailBrief(overrides: Partial<BriefDoc> = {}): BriefDoc {
  return {
    id: 'b1',
    briefOwnerUserId: 'brand-1',
    briefSenderId: 'brand-1',
    briefSenderName: 'Acme Kozmetik',
    title: 'Yaz kampanyası',
    description: 'Yeni ürün için içerik',
    targetedCategories: [2],
    targetedGenders: ['female'],
    targetMaleInfluencers: false,
    targetFemaleInfluencers: true,
    targetedMinimumAge: 18,
    targetedMaximumAge: 35,
    paymentType: 'money',
    budget: 12500,
    briefPlatforms: ['instagram'],
    contentTypes: ['reel'],
    visibility: 'brand',
    isVerified: true,
    verifiedAt: 1,
    isCompleted: false,
    completedAt: null,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    declinedUser: [],
    products: [],
    urlLinks: ['https://www.example.com/kampanya'],
    timestamp: new Date(2025, 0, 15).getTime(),
    ...overrides,
  };
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
