import { describe, expect, it } from 'vitest';
import {
  fromBrand,
  fromInfluencer,
  imageAddress,
  socialLinksOf,
  webAddress,
} from '../model/publicProfile';
import { makeBrandDoc, makeInfluencer } from './profileFixture';

describe('socialLinksOf', () => {
  it('lists the accounts with a handle in platform order, with links and counts', () => {
    expect(
      socialLinksOf({
        twitch: { username: 'ayse_tv', followerCount: 90 },
        instagram: { username: '@ayse.yilmaz', followerCount: 12500 },
        youtube: { channelLink: 'https://www.youtube.com/@ayse', totalSubscriberCount: 3 },
        tiktok: { username: '  ' },
        twitter: { username: 'ayse' },
      }),
    ).toEqual([
      {
        platform: 'instagram',
        label: '@ayse.yilmaz',
        url: 'https://www.instagram.com/ayse.yilmaz/',
        count: 12500,
        countKind: 'followers',
      },
      {
        platform: 'youtube',
        label: 'https://www.youtube.com/@ayse',
        url: 'https://www.youtube.com/@ayse',
        count: 3,
        countKind: 'subscribers',
      },
      {
        platform: 'twitter',
        label: '@ayse',
        url: 'https://x.com/ayse',
        count: null,
        countKind: 'followers',
      },
      {
        platform: 'twitch',
        label: '@ayse_tv',
        url: 'https://www.twitch.tv/ayse_tv',
        count: 90,
        countKind: 'followers',
      },
    ]);
  });

  it('never links a handle that is not a handle or a web address', () => {
    const [link] = socialLinksOf({ instagram: { username: 'javascript:alert(1)' } });
    expect(link).toMatchObject({ label: 'javascript:alert(1)', url: null });
    const [youtube] = socialLinksOf({
      youtube: { channelLink: 'javascript:alert(1)', username: 'ayse' },
    });
    expect(youtube).toMatchObject({ label: '@ayse', url: 'https://www.youtube.com/@ayse' });
    const [pasted] = socialLinksOf({ tiktok: { username: 'https://www.tiktok.com/@ayse' } });
    expect(pasted).toMatchObject({ url: 'https://www.tiktok.com/@ayse' });
  });

  it('drops counts that are not counts', () => {
    const [link] = socialLinksOf({ instagram: { username: 'a', followerCount: Number.NaN } });
    expect(link?.count).toBeNull();
    expect(socialLinksOf(undefined)).toEqual([]);
  });
});

describe('addresses', () => {
  it('accepts web addresses and this site’s paths, nothing else', () => {
    expect(webAddress('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(imageAddress('/demo/logos/nova.svg')).toBe('/demo/logos/nova.svg');
    expect(imageAddress('//evil.example/x.png')).toBe('');
    expect(imageAddress('data:image/png;base64,xyz')).toBe('');
  });
});

describe('fromInfluencer and fromBrand', () => {
  it('keeps only the public directory fields of an influencer', () => {
    const profile = fromInfluencer(makeInfluencer());
    expect(profile).toMatchObject({
      kind: 'influencer',
      uid: 'inf-1',
      name: 'Ayşe Yılmaz',
      photoUrl: '/demo/avatars/ayse.svg',
      city: 'İstanbul',
      district: 'Kadıköy',
      about: 'Moda ve seyahat içerikleri üretiyorum.',
      categories: [2, 8],
      isApproved: true,
      isPublic: true,
    });
    expect(profile.accounts.map((account) => account.platform)).toEqual([
      'instagram',
      'tiktok',
      'youtube',
    ]);
    expect(Object.keys(profile)).not.toContain('birthDate');
  });

  it('falls back to the category names and the name parts; unapproved is not public', () => {
    const base = makeInfluencer();
    const profile = fromInfluencer(
      makeInfluencer({
        name: '',
        isApproved: false,
        userCategoriesName: ['Spor', 'bilinmeyen'],
        generalInfo: { ...base.generalInfo, fullname: '', selectedCategories: [] },
      }),
    );
    expect(profile).toMatchObject({ name: 'Ayşe Yılmaz', categories: [9], isPublic: false });
  });

  it('shows a brand’s name, logo and badge; unverified is not public', () => {
    expect(fromBrand(makeBrandDoc())).toEqual({
      kind: 'brand',
      uid: 'b-nova',
      name: 'Nova Market',
      logoUrl: '/demo/logos/nova-market.svg',
      isVerifiedAccount: true,
      isPublic: true,
      rating: null,
    });
    expect(fromBrand(makeBrandDoc({ isVerifiedAccount: false })).isPublic).toBe(false);
  });

  it('carries the reviews’ average and count (issue 21), null when there is none', () => {
    const rating = { average: 4.5, count: 12 };
    expect(fromBrand(makeBrandDoc({ rating })).rating).toEqual(rating);
    expect(fromInfluencer(makeInfluencer({ rating })).rating).toEqual(rating);
    expect(fromInfluencer(makeInfluencer()).rating).toBeNull();
  });
});
