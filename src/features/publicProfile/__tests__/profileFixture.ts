import type { BrandDoc } from '@/lib/collections/brands';
import type { InfluencerDoc } from '@/lib/collections/influencers';

/** An influencer profile as the converter returns it; approved unless overridden. */
export function makeInfluencer(overrides: Partial<InfluencerDoc> = {}): InfluencerDoc {
  return {
    uid: 'inf-1',
    name: 'Ayşe Yılmaz',
    imitatorAgencyUID: '',
    imitatorAgencyName: '',
    isSelfLoginEnabled: true,
    isApproved: true,
    isVerifiedAccount: false,
    isGenderFemale: true,
    selectedPartnerships: ['money'],
    userCategoriesName: ['Moda', 'Seyahat'],
    profileImage: '/demo/avatars/ayse.svg',
    lowerCaseFullName: 'ayşe yılmaz',
    lowerCaseName: 'ayşe',
    lowerCaseSurname: 'yılmaz',
    generalInfo: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      fullname: 'Ayşe Yılmaz',
      profilePhotoUrl: '/demo/avatars/ayse.svg',
      city: 'İstanbul',
      district: 'Kadıköy',
      about: 'Moda ve seyahat içerikleri üretiyorum.',
      birthDate: '1996-05-04',
      selectedCategories: [2, 8],
    },
    socialMedia: {
      instagram: { username: 'ayse.yilmaz', followerCount: 12500 },
      tiktok: { username: 'ayseyilmaz' },
      youtube: { channelLink: 'https://www.youtube.com/@ayse', totalSubscriberCount: 1234567 },
    },
    createdAt: 1,
    updatedAt: 2,
    timestamp: 1,
    ...overrides,
  };
}

export function makeBrandDoc(overrides: Partial<BrandDoc> = {}): BrandDoc {
  return {
    uid: 'b-nova',
    imitatorAgencyUID: '',
    isVerifiedAccount: true,
    generalInfo: {
      brandName: 'Nova Market',
      profilePhotoUrl: '/demo/logos/nova-market.svg',
      brandLogoUrl: '/demo/logos/nova-market.svg',
    },
    profilePhotoUrl: '/demo/logos/nova-market.svg',
    brandLogoUrl: '/demo/logos/nova-market.svg',
    lowerCaseBrandName: 'nova market',
    timestamp: 1,
    updatedAt: 2,
    ...overrides,
  };
}
