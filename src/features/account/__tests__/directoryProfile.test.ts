import { describe, expect, it } from 'vitest';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import type { UserDoc } from '@/lib/collections/users';
import {
  brandProfileWrite,
  directoryInputFromDoc,
  influencerSaveWrites,
} from '../model/directoryProfile';
import { buildProfileUpdate } from '../model/profileFields';

const NOW = 'NOW';

const user: UserDoc = {
  uid: 'inf-1',
  type: 'influencer',
  name: 'Ayşe',
  surname: 'Yılmaz',
  profileImage: '/demo/avatars/ayse.svg',
  socialMedia: { instagram: { username: 'ayse' }, tiktok: { username: '' } },
};

function storedProfile(overrides: Partial<InfluencerDoc> = {}): InfluencerDoc {
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
    userCategoriesName: ['Moda'],
    profileImage: '',
    lowerCaseFullName: 'ayşe yılmaz',
    lowerCaseName: 'ayşe',
    lowerCaseSurname: 'yılmaz',
    generalInfo: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      fullname: 'Ayşe Yılmaz',
      profilePhotoUrl: '',
      city: 'İzmir',
      district: '',
      about: '',
      birthDate: '',
      selectedCategories: [2],
    },
    socialMedia: { instagram: { username: 'ayse', followerCount: 84300, totalMediaCount: 612 } },
    createdAt: 1,
    updatedAt: 1,
    timestamp: 1,
    ...overrides,
  };
}

const details = buildProfileUpdate('influencer', {
  name: 'ayşe',
  surname: 'YILMAZ',
  phoneNumber: '0555 123 45 67',
  city: 'İzmir',
  district: 'Bornova',
  aboutMe: 'Moda içerikleri',
  birthDate: '1996-04-12',
});

describe('an influencer’s first profile save', () => {
  const writes = influencerSaveWrites({
    uid: 'inf-1',
    user,
    profile: null,
    update: details,
    directory: { categories: [2, 8], gender: 'female', partnerships: ['money', 'product'] },
    now: NOW,
  });

  it('creates the public profile unapproved, unverified, self-managed, stamped now', () => {
    expect(writes.profile.op).toBe('create');
    expect(writes.profile.path).toBe('Influencers/inf-1');
    expect(writes.profile.data).toMatchObject({
      uid: 'inf-1',
      name: 'Ayşe Yılmaz',
      imitatorAgencyUID: '',
      isApproved: false,
      isVerifiedAccount: false,
      isGenderFemale: true,
      userCategoriesName: ['Moda', 'Seyahat'],
      selectedPartnerships: ['money', 'product'],
      lowerCaseFullName: 'ayşe yılmaz',
      lowerCaseName: 'ayşe',
      lowerCaseSurname: 'yılmaz',
      profileImage: '/demo/avatars/ayse.svg',
      createdAt: NOW,
      updatedAt: NOW,
      timestamp: NOW,
      generalInfo: {
        name: 'Ayşe',
        surname: 'Yılmaz',
        fullname: 'Ayşe Yılmaz',
        profilePhotoUrl: '/demo/avatars/ayse.svg',
        city: 'İzmir',
        district: 'Bornova',
        about: 'Moda içerikleri',
        birthDate: '1996-04-12',
        selectedCategories: [2, 8],
        isGenderFemale: true,
      },
    });
  });

  it('moves the handles out of Users (only filled ones, without counts)', () => {
    expect(writes.profile.data.socialMedia).toEqual({ instagram: { username: 'ayse' } });
    expect(writes.userDropsSocialMedia).toBe(true);
    expect(writes.userFields).not.toHaveProperty('socialMedia');
  });

  it('keeps private details in Users only', () => {
    expect(writes.userFields).toMatchObject({ phoneNumber: '+905551234567' });
    const publicText = JSON.stringify(writes.profile.data);
    expect(publicText).not.toContain('0555');
    expect(publicText).not.toContain('phoneNumber');
    expect(publicText).not.toContain('tcNumber');
  });

  it('links a managed influencer to the agency her Users document names', () => {
    const managed = influencerSaveWrites({
      uid: 'inf-1',
      user: { ...user, imitatorAgencyUID: 'agency-1', isSelfLoginUser: false },
      profile: null,
      update: details,
      now: NOW,
    });
    expect(managed.profile.data).toMatchObject({
      imitatorAgencyUID: 'agency-1',
      isSelfLoginEnabled: false,
    });
  });
});

describe('a later save', () => {
  it('updates fields by path and keeps the counts of an unchanged handle', () => {
    const writes = influencerSaveWrites({
      uid: 'inf-1',
      user: { ...user, socialMedia: undefined },
      profile: storedProfile(),
      update: {
        ...details,
        socialMedia: {
          instagram: { username: 'ayse' },
          tiktok: { username: 'ayse.tt' },
          youtube: { channelLink: '' },
          twitter: { username: '' },
          twitch: { username: '' },
        },
      },
      directory: { categories: [2], gender: '', partnerships: [] },
      now: NOW,
    });
    expect(writes.profile.op).toBe('update');
    expect(writes.userDropsSocialMedia).toBe(false);
    expect(writes.profile.data).toMatchObject({
      'generalInfo.district': 'Bornova',
      'generalInfo.selectedCategories': [2],
      isGenderFemale: null,
      'socialMedia.tiktok': { username: 'ayse.tt' },
    });
    expect(writes.profile.data).not.toHaveProperty('socialMedia.instagram');
    expect(writes.profile.data).not.toHaveProperty('isApproved');
  });

  it('replaces a changed handle, dropping the old account’s counts', () => {
    const writes = influencerSaveWrites({
      uid: 'inf-1',
      user,
      profile: storedProfile(),
      update: { socialMedia: { ...socialOnly, instagram: { username: 'yeni.ayse' } } },
      now: NOW,
    });
    expect(writes.profile.data['socialMedia.instagram']).toEqual({ username: 'yeni.ayse' });
    // The social step does not touch the directory choices.
    expect(writes.profile.data).not.toHaveProperty('userCategoriesName');
  });
});

const socialOnly = {
  instagram: { username: '' },
  tiktok: { username: '' },
  youtube: { channelLink: '' },
  twitter: { username: '' },
  twitch: { username: '' },
};

describe('directory choices from the stored profile', () => {
  it('reads codes, gender and partnerships; nothing before the first save', () => {
    expect(directoryInputFromDoc(storedProfile())).toEqual({
      categories: [2],
      gender: 'female',
      partnerships: ['money'],
      affiliateMarketplaces: [],
    });
    expect(
      directoryInputFromDoc(
        storedProfile({
          isGenderFemale: false,
          generalInfo: { ...storedProfile().generalInfo, selectedCategories: [] },
          userCategoriesName: ['Spor', 'Oyun'],
        }),
      ),
    ).toEqual({
      categories: [6, 9],
      gender: 'male',
      partnerships: ['money'],
      affiliateMarketplaces: [],
    });
    expect(directoryInputFromDoc(null)).toEqual({
      categories: [],
      gender: '',
      partnerships: [],
      affiliateMarketplaces: [],
    });
  });

  it('reads and writes the affiliate marketplaces as exactly two flags', () => {
    const profile = storedProfile({ affiliateMarketing: { trendyol: false, hepsiburada: true } });
    expect(directoryInputFromDoc(profile).affiliateMarketplaces).toEqual(['hepsiburada']);
    const save = (affiliateMarketplaces?: ('trendyol' | 'hepsiburada')[]) =>
      influencerSaveWrites({
        uid: 'inf-1',
        user,
        profile,
        update: details,
        directory: { categories: [2], gender: '', partnerships: [], affiliateMarketplaces },
        now: NOW,
      }).profile.data;
    expect(save(['trendyol']).affiliateMarketing).toEqual({ trendyol: true, hepsiburada: false });
    expect(save([]).affiliateMarketing).toEqual({ trendyol: false, hepsiburada: false });
    expect(save(undefined)).not.toHaveProperty('affiliateMarketing');
  });
});

describe('a brand’s public profile', () => {
  const brand: UserDoc = {
    uid: 'brand-1',
    type: 'brand',
    name: 'Mert',
    surname: 'Aydın',
    brandName: 'Nova Market',
    profileImage: '/demo/logos/nova.svg',
    imitatorAgencyUID: 'ad-1',
  };

  it('is created unverified with the agency link and the logo', () => {
    const write = brandProfileWrite({
      uid: 'brand-1',
      user: brand,
      exists: false,
      update: { brandName: 'Nova Market' },
      now: NOW,
    });
    expect(write).toEqual({
      op: 'create',
      path: 'Brands/brand-1',
      data: {
        uid: 'brand-1',
        imitatorAgencyUID: 'ad-1',
        isVerifiedAccount: false,
        generalInfo: {
          brandName: 'Nova Market',
          profilePhotoUrl: '/demo/logos/nova.svg',
          brandLogoUrl: '/demo/logos/nova.svg',
        },
        profilePhotoUrl: '/demo/logos/nova.svg',
        brandLogoUrl: '/demo/logos/nova.svg',
        lowerCaseBrandName: 'nova market',
        updatedAt: NOW,
        timestamp: NOW,
      },
    });
  });

  it('is updated with the new name, and falls back to the person’s name without one', () => {
    expect(
      brandProfileWrite({
        uid: 'brand-1',
        user: { ...brand, brandName: null },
        exists: true,
        update: { name: 'Mert', surname: 'Aydın', brandName: null },
        now: NOW,
      }),
    ).toEqual({
      op: 'update',
      path: 'Brands/brand-1',
      data: {
        'generalInfo.brandName': 'Mert Aydın',
        lowerCaseBrandName: 'mert aydın',
        updatedAt: NOW,
      },
    });
  });
});
