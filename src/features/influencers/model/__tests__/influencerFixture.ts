import type { InfluencerDoc } from '@/lib/collections/influencers';

/** An approved, self-managed Influencers document as the converter returns it. */
export function makeInfluencer(overrides: Partial<InfluencerDoc> = {}): InfluencerDoc {
  const uid = overrides.uid ?? 'inf-1';
  const name = overrides.name ?? 'Ayşe Yılmaz';
  const [first = '', ...rest] = name.split(' ');
  const last = rest.join(' ');
  return {
    uid,
    name,
    imitatorAgencyUID: '',
    imitatorAgencyName: '',
    isSelfLoginEnabled: true,
    isApproved: true,
    isVerifiedAccount: false,
    isGenderFemale: true,
    selectedPartnerships: ['money', 'product'],
    userCategoriesName: ['Moda'],
    profileImage: '/demo/avatars/female-1.svg',
    lowerCaseFullName: name.toLocaleLowerCase('tr-TR'),
    lowerCaseName: first.toLocaleLowerCase('tr-TR'),
    lowerCaseSurname: last.toLocaleLowerCase('tr-TR'),
    generalInfo: {
      name: first,
      surname: last,
      fullname: name,
      profilePhotoUrl: '/demo/avatars/female-1.svg',
      city: 'İstanbul',
      district: 'Kadıköy',
      about: '',
      birthDate: '1996-04-12',
      selectedCategories: [2],
      isGenderFemale: true,
    },
    socialMedia: { instagram: { username: 'aysedemo', followerCount: 84_300 } },
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    timestamp: 1_700_000_000_000,
    ...overrides,
  };
}
