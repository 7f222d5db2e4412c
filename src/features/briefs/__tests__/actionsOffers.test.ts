import { describe, expect, it } from 'vitest';
import { influencerEarnings } from '@/lib/money';
import { offerBriefOf, ownEntries, planCancel, planOffer, type OfferBrief } from '../api/offers';
import { offerPriceError } from '../model/offerPrice';
import { NOW, remove, union } from '../api/writePlan';

const brief = (overrides: Partial<OfferBrief> = {}): OfferBrief => ({
  id: 'b1',
  title: 'Yaz kampanyası',
  briefSenderId: 'owner',
  briefSenderName: 'Acme',
  briefOwnerUserId: 'owner',
  paymentType: 'money',
  isVerified: true,
  isCompleted: false,
  bidderIds: [],
  ...overrides,
});

const bidder = { uid: 'inf', name: 'Ayşe Yılmaz' };

describe('offerPriceError', () => {
  it('budget briefs need a price above zero', () => {
    expect(offerPriceError('money', 5000)).toBeNull();
    expect(offerPriceError('both', 0.5)).toBeNull();
    expect(offerPriceError('money', 0)).toBe('briefDetail.offer.priceRequired');
    expect(offerPriceError('money', -10)).toBe('briefDetail.offer.priceRequired');
    expect(offerPriceError('money', Number.NaN)).toBe('briefDetail.offer.priceRequired');
    expect(offerPriceError('money', 10_000_001)).toBe('briefDetail.offer.priceTooHigh');
  });

  it('barter briefs take interest at price 0 only', () => {
    expect(offerPriceError('product', 0)).toBeNull();
    expect(offerPriceError('product', 100)).toBe('briefDetail.offer.priceForBarter');
  });
});

describe('influencerEarnings', () => {
  it('is 80 % of the price, rounded to whole lira', () => {
    expect(influencerEarnings(5000)).toBe(4000);
    expect(influencerEarnings(1234)).toBe(987);
    expect(influencerEarnings(0)).toBe(0);
  });
});

describe('planOffer', () => {
  const entry = {
    bidderId: 'inf',
    bidderName: 'Ayşe Yılmaz',
    price: 5000,
    influencerEarnings: 4000,
  };

  it('changes only bidderIds on the brief and creates the bidders document on the first offer', () => {
    expect(planOffer({ brief: brief(), bidder, price: 5000, biddersExists: false })).toEqual([
      { op: 'update', path: 'briefs/b1', data: { bidderIds: union('inf') } },
      {
        op: 'create',
        path: 'bidders/b1',
        data: {
          id: 'b1',
          title: 'Yaz kampanyası',
          briefSenderId: 'owner',
          briefSenderName: 'Acme',
          briefOwnerUserId: 'owner',
          bidders: [entry],
          timestamp: NOW,
          lastUpdated: NOW,
        },
      },
    ]);
  });

  it('adds only its own entry to an existing bidders document', () => {
    expect(planOffer({ brief: brief(), bidder, price: 5000, biddersExists: true })[1]).toEqual({
      op: 'update',
      path: 'bidders/b1',
      data: { bidders: union(entry), lastUpdated: NOW },
    });
  });

  it('a barter interest is an entry at price 0', () => {
    const plan = planOffer({
      brief: brief({ paymentType: 'product' }),
      bidder,
      price: 0,
      biddersExists: true,
    });
    expect(plan[1]).toMatchObject({
      data: {
        bidders: union({
          bidderId: 'inf',
          bidderName: 'Ayşe Yılmaz',
          price: 0,
          influencerEarnings: 0,
        }),
      },
    });
  });

  it.each<[string, Partial<OfferBrief>, number]>([
    ['an unverified brief', { isVerified: false }, 5000],
    ['a completed brief', { isCompleted: true }, 5000],
    ['a second offer', { bidderIds: ['inf'] }, 5000],
    ['its own brief', { briefOwnerUserId: 'inf' }, 5000],
  ])('refuses %s', (_why, overrides, price) => {
    expect(() =>
      planOffer({ brief: brief(overrides), bidder, price, biddersExists: true }),
    ).toThrow(expect.objectContaining({ code: 'failed-precondition' }));
  });

  it('refuses a wrong price', () => {
    expect(() => planOffer({ brief: brief(), bidder, price: 0, biddersExists: true })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });
});

describe('planCancel', () => {
  const mine = {
    bidderId: 'inf',
    bidderName: 'Ayşe',
    price: 5000,
    influencerEarnings: 4000,
    selectedUserId: 'inf',
  };
  const theirs = { bidderId: 'other', bidderName: 'Can', price: 100, influencerEarnings: 80 };

  it('removes the exact stored entry and the uid from bidderIds and acceptedUsers, nothing else', () => {
    expect(planCancel({ briefId: 'b1', uid: 'inf', storedBidders: [theirs, mine] })).toEqual([
      { op: 'update', path: 'bidders/b1', data: { bidders: remove(mine), lastUpdated: NOW } },
      {
        op: 'update',
        path: 'briefs/b1',
        data: { bidderIds: remove('inf'), acceptedUsers: remove('inf') },
      },
    ]);
  });

  it('still clears the brief when the bidders document holds no entry', () => {
    expect(planCancel({ briefId: 'b1', uid: 'inf', storedBidders: [theirs] })).toEqual([
      {
        op: 'update',
        path: 'briefs/b1',
        data: { bidderIds: remove('inf'), acceptedUsers: remove('inf') },
      },
    ]);
  });

  it('ownEntries finds only the caller’s entries', () => {
    expect(ownEntries([theirs, mine, null, 'x'], 'inf')).toEqual([mine]);
    expect(ownEntries(undefined, 'inf')).toEqual([]);
  });
});

describe('offerBriefOf', () => {
  it('falls back to briefSenderId for the owner', () => {
    expect(
      offerBriefOf('b1', { briefSenderId: 'o', title: 'T', paymentType: 'product' }),
    ).toMatchObject({
      briefOwnerUserId: 'o',
      briefSenderId: 'o',
      isVerified: false,
      bidderIds: [],
    });
  });
});
