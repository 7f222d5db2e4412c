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

  const copy = {
    op: 'create',
    path: 'bidders/b1/offers/inf',
    data: { bid: entry, briefId: 'b1', updatedAt: NOW },
  };

  it('changes only bidderIds on the brief, writes her sealed copy and creates the bidders document on the first offer', () => {
    expect(planOffer({ brief: brief(), bidder, price: 5000, biddersExists: false })).toEqual([
      { op: 'update', path: 'briefs/b1', data: { bidderIds: union('inf') } },
      copy,
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

  it('adds only its own entry (and its copy) to an existing bidders document', () => {
    const plan = planOffer({ brief: brief(), bidder, price: 5000, biddersExists: true });
    expect(plan[1]).toEqual(copy);
    expect(plan[2]).toEqual({
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
    expect(plan[2]).toMatchObject({
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
  const sent = { bidderId: 'inf', bidderName: 'Ayşe', price: 5000, influencerEarnings: 4000 };
  const brief = {
    op: 'update',
    path: 'briefs/b1',
    data: { bidderIds: remove('inf'), acceptedUsers: remove('inf') },
  };

  it('removes her entry as sent and as accepting marked it, her copy and her uid, nothing else', () => {
    expect(planCancel({ briefId: 'b1', uid: 'inf', copyBid: sent })).toEqual([
      {
        op: 'update',
        path: 'bidders/b1',
        data: { bidders: remove(sent, { ...sent, selectedUserId: 'inf' }), lastUpdated: NOW },
      },
      { op: 'delete', path: 'bidders/b1/offers/inf' },
      brief,
    ]);
  });

  it('an agency’s entry naming its influencer is removed as it is (accepting keeps it)', () => {
    const agency = { ...sent, bidderId: 'ag', selectedUserId: 'inf9' };
    expect(planCancel({ briefId: 'b1', uid: 'ag', copyBid: agency })[0]).toEqual({
      op: 'update',
      path: 'bidders/b1',
      data: { bidders: remove(agency), lastUpdated: NOW },
    });
  });

  it('without a copy (an offer from before copies) only the ids go', () => {
    expect(planCancel({ briefId: 'b1', uid: 'inf', copyBid: null })).toEqual([brief]);
  });

  it('ownEntries takes only the caller’s own copy', () => {
    expect(ownEntries({ ...sent, bidderId: 'other' }, 'inf')).toEqual([]);
    expect(ownEntries(undefined, 'inf')).toEqual([]);
    expect(ownEntries('x', 'inf')).toEqual([]);
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
