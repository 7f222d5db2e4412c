import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import {
  ageOf,
  categoryCodesOf,
  detailViewOf,
  initialsOf,
  refreshablePlatforms,
  safeHttpUrl,
  socialAccountsOf,
} from '../profile';
import { makeInfluencer } from './influencerFixture';

describe('socialAccountsOf', () => {
  it('lists the platforms with a handle, with counts and https links', () => {
    const doc = makeInfluencer({
      socialMedia: {
        instagram: { username: '@ayse.demo', followerCount: 84_300 },
        tiktok: { username: '' },
        youtube: {
          username: 'Ayşe',
          channelLink: 'https://www.youtube.com/@aysedemo',
          totalSubscriberCount: 23_900,
        },
        twitch: { username: 'ayse' },
      },
    });
    expect(socialAccountsOf(doc)).toEqual([
      {
        platform: 'instagram',
        handle: '@ayse.demo',
        count: 84_300,
        url: 'https://www.instagram.com/ayse.demo/',
      },
      {
        platform: 'youtube',
        handle: 'Ayşe',
        count: 23_900,
        url: 'https://www.youtube.com/@aysedemo',
      },
      { platform: 'twitch', handle: '@ayse', count: undefined, url: 'https://www.twitch.tv/ayse' },
    ]);
  });

  it('never links anything but a web address', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    const doc = makeInfluencer({
      socialMedia: { youtube: { channelLink: 'javascript:alert(1)', username: '' } },
    });
    expect(socialAccountsOf(doc)).toEqual([]);
  });
});

describe('profile texts', () => {
  it('categories come from the codes, else from the Turkish names', () => {
    expect(categoryCodesOf(makeInfluencer())).toEqual([2]);
    const byName = makeInfluencer({ userCategoriesName: ['Spor', 'Gıda'] });
    byName.generalInfo.selectedCategories = [];
    expect(categoryCodesOf(byName)).toEqual([9, 12]);
  });

  it('initials and age', () => {
    expect(initialsOf('ayşe  yılmaz kaya')).toBe('AY');
    expect(initialsOf('')).toBe('');
    expect(ageOf('1996-04-12', new Date(2025, 3, 11))).toBe(28);
    expect(ageOf('1996-04-12', new Date(2025, 3, 12))).toBe(29);
    expect(ageOf('')).toBeNull();
  });
});

describe('detailViewOf', () => {
  const own = makeInfluencer({ uid: 'inf', isApproved: false, imitatorAgencyUID: 'ag1' });

  it('admins see everything', () => {
    expect(detailViewOf(own, { uid: 'adm', role: UserRole.Admin })).toMatchObject({
      isAdmin: true,
      seesEarnings: true,
      seesCollaborations: true,
      showsApprovalHint: false,
    });
  });

  it('the influencer sees her earnings, collaborations and the approval hint', () => {
    expect(detailViewOf(own, { uid: 'inf', role: UserRole.Influencer })).toMatchObject({
      isSelf: true,
      seesEarnings: true,
      seesCollaborations: true,
      showsApprovalHint: true,
    });
  });

  it('her agency sees earnings and the hint, not the collaborations query', () => {
    expect(detailViewOf(own, { uid: 'ag1', role: UserRole.InfluencerAgency })).toMatchObject({
      isAgency: true,
      seesEarnings: true,
      seesCollaborations: false,
      showsApprovalHint: true,
    });
  });

  it('a brand sees the public profile only', () => {
    expect(detailViewOf(makeInfluencer(), { uid: 'brand', role: UserRole.Brand })).toMatchObject({
      seesEarnings: false,
      seesCollaborations: false,
      showsApprovalHint: false,
    });
    // A self-managed profile ('' agency) is nobody's roster.
    expect(
      detailViewOf(makeInfluencer(), { uid: '', role: UserRole.InfluencerAgency }).isAgency,
    ).toBe(false);
  });
});

describe('refreshablePlatforms', () => {
  it('Instagram and Twitch by username, YouTube by channel link', () => {
    expect(
      refreshablePlatforms(
        makeInfluencer({
          socialMedia: {
            instagram: { username: 'a' },
            tiktok: { username: 't' },
            youtube: { channelLink: 'https://youtube.com/@a' },
            twitch: { username: ' ' },
          },
        }),
      ),
    ).toEqual(['instagram', 'youtube']);
    expect(refreshablePlatforms(makeInfluencer({ socialMedia: {} }))).toEqual([]);
  });
});
