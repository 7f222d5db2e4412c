import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import {
  genderMatches,
  isVisibleToInfluencer,
  isVisibleToOthers,
  paymentTypesForFilter,
  platformMatches,
  tabPaymentTypes,
  visibilityReasons,
  type PaymentFilter,
  type ViewerContext,
} from '../visibility';
import { makeBrief, makeProfile } from './briefFixture';

describe('isVisibleToInfluencer', () => {
  it('shows the baseline brief in the budget tab', () => {
    expect(visibilityReasons(makeBrief(), makeProfile(), 'budget')).toEqual([]);
    expect(isVisibleToInfluencer(makeBrief(), makeProfile(), 'budget')).toBe(true);
  });

  describe('payment type per tab', () => {
    it.each([
      ['money', 'budget', true],
      ['both', 'budget', true],
      ['product', 'budget', false],
      ['product', 'barter', true],
      ['money', 'barter', false],
      ['both', 'barter', false],
    ] as const)('%s in %s → %s', (paymentType, tab, visible) => {
      const brief = makeBrief({ paymentType });
      expect(isVisibleToInfluencer(brief, makeProfile(), tab)).toBe(visible);
      expect(visibilityReasons(brief, makeProfile(), tab)).toEqual(visible ? [] : ['paymentType']);
    });
  });

  it('hides a brief the influencer is already accepted in', () => {
    const brief = makeBrief({ acceptedUsers: ['someone', 'influencer-1'] });
    expect(visibilityReasons(brief, makeProfile(), 'budget')).toEqual(['accepted']);
    expect(isVisibleToInfluencer(brief, makeProfile(), 'budget')).toBe(false);
    // Someone else being accepted does not matter.
    const other = makeBrief({ acceptedUsers: ['someone'] });
    expect(isVisibleToInfluencer(other, makeProfile(), 'budget')).toBe(true);
  });

  it('needs a verified brief', () => {
    const brief = makeBrief({ isVerified: false });
    expect(visibilityReasons(brief, makeProfile(), 'budget')).toEqual(['notVerified']);
  });

  it('hides a completed brief', () => {
    const brief = makeBrief({ isCompleted: true });
    expect(visibilityReasons(brief, makeProfile(), 'budget')).toEqual(['completed']);
  });

  it('hides a brief with shouldHideBrief', () => {
    const brief = makeBrief({ shouldHideBrief: true });
    expect(visibilityReasons(brief, makeProfile(), 'budget')).toEqual(['hidden']);
  });

  it('hides a private (visibility influencer) brief', () => {
    const brief = makeBrief({ visibility: 'influencer', targetedAgencies: ['influencer-1'] });
    expect(visibilityReasons(brief, makeProfile(), 'budget')).toEqual(['private']);
  });

  describe('category', () => {
    it('matches an equal code or an equivalent one', () => {
      expect(
        isVisibleToInfluencer(makeBrief(), makeProfile({ categories: ['Moda'] }), 'budget'),
      ).toBe(true);
      expect(isVisibleToInfluencer(makeBrief(), makeProfile({ categories: [1] }), 'budget')).toBe(
        true,
      );
    });

    it('fails on unrelated or missing categories', () => {
      expect(visibilityReasons(makeBrief(), makeProfile({ categories: [8] }), 'budget')).toEqual([
        'category',
      ]);
      expect(visibilityReasons(makeBrief(), makeProfile({ categories: [] }), 'budget')).toEqual([
        'category',
      ]);
      expect(
        visibilityReasons(makeBrief({ targetedCategories: [] }), makeProfile(), 'budget'),
      ).toEqual(['category']);
    });
  });

  describe('gender', () => {
    const only = (male: boolean, female: boolean) =>
      makeBrief({ targetMaleInfluencers: male, targetFemaleInfluencers: female });

    it.each([
      // [targets male, targets female, isGenderFemale, visible]
      [true, true, true, true],
      [true, true, false, true],
      [true, true, null, true],
      [false, true, true, true],
      [false, true, false, false],
      [false, true, null, false],
      [true, false, false, true],
      [true, false, true, false],
      [true, false, null, false],
      [false, false, true, false],
      [false, false, false, false],
      [false, false, null, false],
    ] as const)('male %s, female %s, influencer female %s → %s', (male, female, isFemale, ok) => {
      const brief = only(male, female);
      const profile = makeProfile({ isGenderFemale: isFemale });
      expect(genderMatches(brief, isFemale)).toBe(ok);
      expect(visibilityReasons(brief, profile, 'budget')).toEqual(ok ? [] : ['gender']);
    });

    it('falls back to targetedGenders when the flags are absent', () => {
      const women = makeBrief({
        targetMaleInfluencers: undefined,
        targetFemaleInfluencers: undefined,
        targetedGenders: ['female'],
      });
      expect(genderMatches(women, true)).toBe(true);
      expect(genderMatches(women, false)).toBe(false);
      const none = makeBrief({
        targetMaleInfluencers: undefined,
        targetFemaleInfluencers: undefined,
        targetedGenders: [],
      });
      expect(genderMatches(none, true)).toBe(false);
    });

    it('lets a present flag win over targetedGenders', () => {
      const brief = makeBrief({ targetFemaleInfluencers: false, targetedGenders: ['female'] });
      expect(genderMatches({ ...brief, targetMaleInfluencers: false }, true)).toBe(false);
    });
  });

  describe('platform', () => {
    it('treats no platform requirement as Instagram', () => {
      const brief = makeBrief({ briefPlatforms: [] });
      expect(platformMatches(brief, makeProfile())).toBe(true);
      const tiktokOnly = makeProfile({ social: { tiktok: 'ayse' } });
      expect(platformMatches(brief, tiktokOnly)).toBe(false);
      expect(visibilityReasons(brief, tiktokOnly, 'budget')).toEqual(['platform']);
    });

    it('needs a non-blank handle on a listed platform', () => {
      const brief = makeBrief({ briefPlatforms: ['tiktok'] });
      expect(platformMatches(brief, makeProfile({ social: { tiktok: 'ayse' } }))).toBe(true);
      expect(platformMatches(brief, makeProfile({ social: { tiktok: '   ' } }))).toBe(false);
      expect(platformMatches(brief, makeProfile({ social: { instagram: 'ayse' } }))).toBe(false);
    });

    it('reads YouTube as the channel link', () => {
      const brief = makeBrief({ briefPlatforms: ['youtube'] });
      const profile = makeProfile({ social: { youtube: 'https://youtube.com/@ayse' } });
      expect(platformMatches(brief, profile)).toBe(true);
      expect(platformMatches(brief, makeProfile({ social: { youtube: '' } }))).toBe(false);
    });

    it('is satisfied by any one of several listed platforms', () => {
      const brief = makeBrief({ briefPlatforms: ['instagram', 'youtube'] });
      expect(platformMatches(brief, makeProfile({ social: { youtube: 'link' } }))).toBe(true);
      expect(platformMatches(brief, makeProfile({ social: { tiktok: 'ayse' } }))).toBe(false);
    });

    it('reads selectedBriefPlatforms when briefPlatforms is empty', () => {
      const brief = makeBrief({ briefPlatforms: [], selectedBriefPlatforms: ['tiktok'] });
      expect(platformMatches(brief, makeProfile({ social: { tiktok: 'ayse' } }))).toBe(true);
      expect(platformMatches(brief, makeProfile())).toBe(false);
    });
  });

  it('lists every failing clause in a fixed order', () => {
    const brief = makeBrief({
      paymentType: 'product',
      acceptedUsers: ['influencer-1'],
      isVerified: false,
      isCompleted: true,
      shouldHideBrief: true,
      visibility: 'influencer',
      targetedCategories: [8],
      targetMaleInfluencers: true,
      targetFemaleInfluencers: false,
      briefPlatforms: ['tiktok'],
    });
    expect(visibilityReasons(brief, makeProfile(), 'budget')).toEqual([
      'paymentType',
      'accepted',
      'notVerified',
      'completed',
      'hidden',
      'private',
      'category',
      'gender',
      'platform',
    ]);
  });

  it('exposes the tab payment types', () => {
    expect(tabPaymentTypes).toEqual({ budget: ['money', 'both'], barter: ['product'] });
  });
});

describe('paymentTypesForFilter', () => {
  it.each([
    ['all', null],
    ['money', ['money', 'both']],
    ['product', ['product', 'both']],
    ['both', ['both']],
  ] as const)('%s → %j', (filter, types) => {
    expect(paymentTypesForFilter(filter)).toEqual(types);
  });
});

describe('isVisibleToOthers', () => {
  const viewer = (overrides: Partial<ViewerContext> = {}): ViewerContext => ({
    uid: 'viewer-1',
    role: UserRole.Brand,
    paymentType: 'all',
    ...overrides,
  });

  it('shows a verified, open, public brief to any role', () => {
    for (const role of [0, 1, 2, 3, 4, 5, 6] as const) {
      expect(isVisibleToOthers(makeBrief(), viewer({ role }))).toBe(true);
    }
  });

  it('hides unverified, completed and hidden briefs, even from their owner or an admin', () => {
    for (const brief of [
      makeBrief({ isVerified: false }),
      makeBrief({ isCompleted: true }),
      makeBrief({ shouldHideBrief: true }),
    ]) {
      expect(isVisibleToOthers(brief, viewer())).toBe(false);
      expect(isVisibleToOthers(brief, viewer({ uid: 'owner-1' }))).toBe(false);
      expect(isVisibleToOthers(brief, viewer({ role: UserRole.Admin }))).toBe(false);
    }
  });

  describe('payment filter', () => {
    const cases: [PaymentFilter, 'money' | 'product' | 'both', boolean][] = [
      ['all', 'money', true],
      ['all', 'product', true],
      ['all', 'both', true],
      ['money', 'money', true],
      ['money', 'both', true],
      ['money', 'product', false],
      ['product', 'product', true],
      ['product', 'both', true],
      ['product', 'money', false],
      ['both', 'both', true],
      ['both', 'money', false],
      ['both', 'product', false],
    ];
    it.each(cases)('filter %s, brief %s → %s', (filter, paymentType, visible) => {
      expect(isVisibleToOthers(makeBrief({ paymentType }), viewer({ paymentType: filter }))).toBe(
        visible,
      );
    });
  });

  describe('private briefs (visibility influencer)', () => {
    const privateBrief = makeBrief({ visibility: 'influencer', targetedAgencies: ['agency-1'] });

    it('are hidden from viewers they do not target', () => {
      expect(isVisibleToOthers(privateBrief, viewer())).toBe(false);
      expect(isVisibleToOthers(privateBrief, viewer({ role: UserRole.Influencer }))).toBe(false);
      expect(
        isVisibleToOthers(
          privateBrief,
          viewer({ uid: 'agency-2', role: UserRole.InfluencerAgency }),
        ),
      ).toBe(false);
    });

    it('are shown to a targeted agency, the owner and admins', () => {
      expect(
        isVisibleToOthers(
          privateBrief,
          viewer({ uid: 'agency-1', role: UserRole.InfluencerAgency }),
        ),
      ).toBe(true);
      expect(isVisibleToOthers(privateBrief, viewer({ uid: 'owner-1' }))).toBe(true);
      expect(isVisibleToOthers(privateBrief, viewer({ role: UserRole.Admin }))).toBe(true);
    });

    it('still obey the payment filter for a targeted agency', () => {
      const agency = viewer({ uid: 'agency-1', role: UserRole.InfluencerAgency });
      expect(isVisibleToOthers(privateBrief, { ...agency, paymentType: 'product' })).toBe(false);
      expect(isVisibleToOthers(privateBrief, { ...agency, paymentType: 'money' })).toBe(true);
    });
  });
});
