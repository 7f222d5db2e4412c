// Influencer agencies browse open briefs and offer for one of their influencers (spec
// sections 3 and 6): the list plan and the offer's write plan.
import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import type { BriefDoc } from '@/lib/collections/briefs';
import { agencyPlan, planFor } from '../api/briefQueriesPlan';
import { withSelection } from '../api/briefWrites';
import { planOffer, type OfferBrief } from '../api/offers';
import { makeBrief } from '../model/__tests__/briefFixture';

const AGENCY = 'agency-1';

const brief = (overrides: Partial<BriefDoc> = {}): BriefDoc =>
  makeBrief({
    id: 'b1',
    briefOwnerUserId: 'brand',
    briefSenderId: 'brand',
    isVerified: true,
    isCompleted: false,
    shouldHideBrief: false,
    visibility: 'brand',
    paymentType: 'money',
    ...overrides,
  });

const where = (plan: ReturnType<typeof agencyPlan>) =>
  plan.descriptions.map((d) => d.where.map(([f, op, v]) => `${f} ${op} ${JSON.stringify(v)}`));

describe('agencyPlan', () => {
  it('asks for the public open briefs with the payment filter and the private ones targeting it', () => {
    expect(where(agencyPlan(AGENCY, UserRole.InfluencerAgency, 'money'))).toEqual([
      [
        'isVerified == true',
        'isCompleted == false',
        'shouldHideBrief == false',
        'visibility == "brand"',
        'paymentType in ["money","both"]',
      ],
      [
        `targetedAgencies array-contains "${AGENCY}"`,
        'isVerified == true',
        'isCompleted == false',
        'shouldHideBrief == false',
      ],
    ]);
    // 'all' is no payment filter (spec section 6).
    expect(where(agencyPlan(AGENCY, UserRole.ProInfluencerAgency, 'all'))[0]).not.toContainEqual(
      expect.stringContaining('paymentType'),
    );
  });

  it('keeps public and targeted private briefs that pass the filter, and nothing of its own', () => {
    const keep = agencyPlan(AGENCY, UserRole.InfluencerAgency, 'product').keep;
    expect(keep(brief({ paymentType: 'product' }))).toBe(true);
    expect(keep(brief({ paymentType: 'both' }))).toBe(true);
    expect(keep(brief({ paymentType: 'money' }))).toBe(false);
    const targeted = { visibility: 'influencer' as const, paymentType: 'product' as const };
    expect(keep(brief({ ...targeted, targetedAgencies: [AGENCY] }))).toBe(true);
    expect(keep(brief({ ...targeted, targetedAgencies: ['another-agency'] }))).toBe(false);
    expect(keep(brief({ paymentType: 'product', briefOwnerUserId: AGENCY }))).toBe(false);
    expect(keep(brief({ paymentType: 'product', acceptedUsers: [AGENCY] }))).toBe(false);
    expect(keep(brief({ paymentType: 'product', isVerified: false }))).toBe(false);
    expect(keep(brief({ id: 'support-brief', paymentType: 'product' }))).toBe(false);
  });

  it('names each filter its own list', () => {
    const spec = (paymentType: 'all' | 'money') =>
      planFor({ view: 'agency', uid: AGENCY, role: UserRole.InfluencerAgency, paymentType }).key;
    expect(spec('all')).not.toBe(spec('money'));
  });
});

describe('an agency offer', () => {
  const offerBrief: OfferBrief = {
    id: 'b1',
    title: 'Yaz',
    briefSenderId: 'brand',
    briefSenderName: 'Nova',
    briefOwnerUserId: 'brand',
    paymentType: 'money',
    isVerified: true,
    isCompleted: false,
    bidderIds: [],
  };

  it('names the influencer it is for in selectedUserId, the agency bids', () => {
    const plan = planOffer({
      brief: offerBrief,
      bidder: { uid: AGENCY, name: 'Ece Demir (Yıldız Ajans)', selectedUserId: 'inf-7' },
      price: 5000,
      biddersExists: false,
    });
    const created = plan.find((write) => write.path === 'bidders/b1' && write.op === 'create') as
      { data: Record<string, unknown> } | undefined;
    expect(created?.data).toMatchObject({
      bidders: [
        {
          bidderId: AGENCY,
          bidderName: 'Ece Demir (Yıldız Ajans)',
          selectedUserId: 'inf-7',
          price: 5000,
          influencerEarnings: 4000,
        },
      ],
    });
  });

  it('leaves selectedUserId out of an influencer’s own offer', () => {
    const plan = planOffer({
      brief: offerBrief,
      bidder: { uid: 'inf', name: 'Ayşe' },
      price: 100,
      biddersExists: false,
    });
    const created = plan.find((write) => write.path === 'bidders/b1' && write.op === 'create') as
      { data: Record<string, unknown> } | undefined;
    expect((created?.data as { bidders: object[] }).bidders[0]).not.toHaveProperty(
      'selectedUserId',
    );
  });

  it('keeps the agency’s chosen influencer when the owner accepts or removes the agency', () => {
    const bids = [
      {
        bidderId: AGENCY,
        bidderName: 'Ece',
        price: 10,
        influencerEarnings: 8,
        selectedUserId: 'inf-7',
      },
      { bidderId: 'inf', bidderName: 'Ayşe', price: 10, influencerEarnings: 8 },
    ];
    expect(withSelection(bids, AGENCY, true)).toEqual(bids);
    expect(withSelection(bids, AGENCY, false)).toEqual(bids);
    expect(withSelection(bids, 'inf', true)).toEqual([
      bids[0],
      { ...bids[1], selectedUserId: 'inf' },
    ]);
  });
});
