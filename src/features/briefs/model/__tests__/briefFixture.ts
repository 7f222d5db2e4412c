import type { BriefDoc } from '@/lib/collections/briefs';
import type { InfluencerProfile } from '../visibility';

/** A verified, open, public money brief for women and men in Moda on Instagram. */
export function makeBrief(overrides: Partial<BriefDoc> = {}): BriefDoc {
  return {
    id: 'brief-1',
    briefOwnerUserId: 'owner-1',
    briefSenderId: 'owner-1',
    briefSenderName: 'Acme Kozmetik',
    title: 'Yaz kampanyası',
    description: 'Açıklama',
    targetedCategories: [2],
    targetedGenders: ['female', 'male'],
    targetMaleInfluencers: true,
    targetFemaleInfluencers: true,
    paymentType: 'money',
    budget: 12500,
    briefPlatforms: ['instagram'],
    visibility: 'brand',
    isVerified: true,
    verifiedAt: 1,
    isCompleted: false,
    completedAt: null,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    timestamp: 1_700_000_000_000,
    ...overrides,
  };
}

/** A woman in Moda with an Instagram handle: sees `makeBrief()` in the budget tab. */
export function makeProfile(overrides: Partial<InfluencerProfile> = {}): InfluencerProfile {
  return {
    uid: 'influencer-1',
    isGenderFemale: true,
    categories: [2],
    social: { instagram: 'ayse.moda' },
    ...overrides,
  };
}
