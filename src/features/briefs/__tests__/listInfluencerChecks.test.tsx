import { describe, expect, it } from 'vitest';
import type { BriefDoc } from '@/lib/collections/briefs';
import { toInfluencerData } from '../api/influencerProfileFields';
import {
  hasSocialAccount,
  isPhotoMissing,
  randomVerificationCode,
} from '../model/influencerChecks';
import { ownOfferText } from '../components/list/briefCardText';

describe('isPhotoMissing (spec section 5)', () => {
  it('counts empty, default-avatar and brand-logos photos as missing', () => {
    expect(isPhotoMissing('')).toBe(true);
    expect(isPhotoMissing('   ')).toBe(true);
    expect(isPhotoMissing(undefined)).toBe(true);
    expect(isPhotoMissing('/assets/img/default-avatar.png')).toBe(true);
    expect(
      isPhotoMissing(
        'https://firebasestorage.googleapis.com/v0/b/app/o/brand-logos%2Fnova.png?alt=media',
      ),
    ).toBe(true);
    expect(isPhotoMissing('https://cdn.example.com/brand-logos/nova.png')).toBe(true);
  });

  it('accepts a real photo', () => {
    expect(isPhotoMissing('/demo/avatars/ayse.svg')).toBe(false);
    expect(
      isPhotoMissing('https://firebasestorage.googleapis.com/v0/b/app/o/profilePhotos%2Fab.png'),
    ).toBe(false);
  });
});

describe('hasSocialAccount (spec section 5)', () => {
  it('needs one non-blank username or a YouTube channel link, on either document', () => {
    expect(hasSocialAccount(null, undefined)).toBe(false);
    expect(hasSocialAccount({ instagram: { username: ' ' }, youtube: { username: 'x' } })).toBe(
      false,
    );
    expect(hasSocialAccount({ youtube: { channelLink: 'https://youtube.com/@x' } })).toBe(true);
    for (const platform of ['instagram', 'tiktok', 'twitter', 'twitch']) {
      expect(hasSocialAccount({}, { [platform]: { username: 'ayse' } })).toBe(true);
    }
  });
});

describe('randomVerificationCode', () => {
  it('gives four digits from 1000 to 9999', () => {
    expect(randomVerificationCode(() => 0)).toBe('1000');
    expect(randomVerificationCode(() => 0.999999)).toBe('9999');
    for (let i = 0; i < 50; i += 1) expect(randomVerificationCode()).toMatch(/^[1-9]\d{3}$/);
  });
});

describe('toInfluencerData', () => {
  it('reads categories, gender and handles, with their older places as fallbacks', () => {
    const data = toInfluencerData('u', {
      isApproved: false,
      userCategoriesName: ['Moda'],
      generalInfo: { isGenderFemale: false, profilePhotoUrl: ' /p.png ' },
      socialMedia: {
        instagram: { username: 'ayse ' },
        tiktok: { username: '' },
        youtube: { username: 'Ayşe', channelLink: 'https://youtube.com/@a' },
      },
    });
    expect(data).toMatchObject({ exists: true, isApproved: false, profilePhotoUrl: '/p.png' });
    expect(data.profile).toEqual({
      uid: 'u',
      isGenderFemale: false,
      categories: ['Moda'],
      social: { instagram: 'ayse', tiktok: undefined, youtube: 'https://youtube.com/@a' },
    });
  });

  it('reads a missing document as an empty profile', () => {
    const data = toInfluencerData('u', undefined);
    expect(data.exists).toBe(false);
    expect(data.profile).toEqual({ uid: 'u', isGenderFemale: null, categories: [], social: {} });
  });
});

describe('ownOfferText', () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    values ? `${key}:${JSON.stringify(values)}` : key;
  const brief = (bidderIds: string[]) => ({ id: 'b', bidderIds }) as unknown as BriefDoc;

  it('shows no bid without reading when the user is not a bidder', () => {
    expect(ownOfferText(brief([]), 'budget', 'u', {}, t, 'tr')).toBe('briefs.card.noBid');
  });

  it('waits for the bid of a bidder, then shows it with KDV', () => {
    expect(ownOfferText(brief(['u']), 'budget', 'u', {}, t, 'tr')).toBeNull();
    const bids = { b: { bidderId: 'u', price: 7500, influencerEarnings: 6000 } };
    expect(ownOfferText(brief(['u']), 'budget', 'u', bids, t, 'tr')).toBe(
      'briefs.card.moneyWithVat:{"amount":"₺7.500"}',
    );
  });

  it('shows interest in the barter tab from bidderIds alone', () => {
    expect(ownOfferText(brief(['u']), 'barter', 'u', {}, t, 'tr')).toBe(
      'briefs.card.interest.shown',
    );
    expect(ownOfferText(brief([]), 'barter', 'u', {}, t, 'tr')).toBe('briefs.card.interest.none');
  });
});
