import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import type { BriefDoc } from '@/lib/collections/briefs';
import { SUPPORT_BRIEF_ID, adminPlan, influencerPlan, ownerPlan } from '../api/briefQueriesPlan';
import { listViewFor } from '../model/listViews';
import type { BriefQueryDescription } from '../model/tabs';
import type { InfluencerProfile } from '../model/visibility';
import { makeBrief } from '../model/__tests__/briefFixture';
import { cardLinkOf, rowLinkOf } from '../components/list/links';

function brief(overrides: Partial<BriefDoc> = {}): BriefDoc {
  return makeBrief({
    id: 'b1',
    briefOwnerUserId: 'owner',
    briefSenderId: 'owner',
    briefSenderName: 'Nova Market',
    title: 'Kış Cilt Bakım Serisi Tanıtımı',
    description: '',
    targetedCategories: [1],
    targetedGenders: ['female'],
    targetMaleInfluencers: false,
    ...overrides,
  });
}

const where = (description: BriefQueryDescription) =>
  description.where.map(([field, op, value]) => `${field} ${op} ${JSON.stringify(value)}`);

describe('list views by role', () => {
  it('gives the admin the table, the influencer the tabs, influencer agencies the open list and brands the cards', () => {
    expect(listViewFor(UserRole.Admin)).toBe('admin');
    expect(listViewFor(UserRole.Influencer)).toBe('influencer');
    expect(listViewFor(UserRole.InfluencerAgency)).toBe('agency');
    expect(listViewFor(UserRole.ProInfluencerAgency)).toBe('agency');
    for (const role of [UserRole.Brand, UserRole.AdvertisementAgency]) {
      expect(listViewFor(role)).toBe('owner');
    }
  });
});

describe('admin queries', () => {
  it('lists unverified, verified open and verified completed briefs', () => {
    expect(adminPlan(0).descriptions.map(where)).toEqual([['isVerified == false']]);
    expect(adminPlan(1).descriptions.map(where)).toEqual([
      ['isVerified == true', 'isCompleted == false'],
    ]);
    expect(adminPlan(2).descriptions.map(where)).toEqual([
      ['isVerified == true', 'isCompleted == true'],
    ]);
    expect(adminPlan(0).descriptions[0]!.orderBy).toEqual(['timestamp', 'desc']);
  });

  it('hides the support brief', () => {
    expect(adminPlan(1).keep(brief())).toBe(true);
    expect(adminPlan(1).keep(brief({ id: SUPPORT_BRIEF_ID }))).toBe(false);
  });
});

describe('owner queries (rules need briefOwnerUserId or array-contains on every one)', () => {
  it('tab 0 lists own approved open briefs, and own pending ones too while there are some', () => {
    expect(ownerPlan('u1', 0, false).descriptions.map(where)).toEqual([
      ['briefOwnerUserId == "u1"', 'isVerified == true', 'isCompleted == false'],
    ]);
    expect(ownerPlan('u1', 0, true).descriptions.map(where)).toEqual([
      ['briefOwnerUserId == "u1"', 'isVerified == true', 'isCompleted == false'],
      ['briefOwnerUserId == "u1"', 'isVerified == false'],
    ]);
    expect(ownerPlan('u1', 0, true).key).not.toBe(ownerPlan('u1', 0, false).key);
  });

  it('tab 1 lists own open briefs with someone accepted, and briefs the user is accepted in', () => {
    const plan = ownerPlan('u1', 1, false);
    expect(plan.descriptions.map(where)).toEqual([
      ['briefOwnerUserId == "u1"', 'isVerified == true', 'isCompleted == false'],
      ['acceptedUsers array-contains "u1"', 'isCompleted == false'],
    ]);
    expect(plan.keep(brief({ briefOwnerUserId: 'u1', acceptedUsers: [] }))).toBe(false);
    expect(plan.keep(brief({ briefOwnerUserId: 'u1', acceptedUsers: ['inf'] }))).toBe(true);
    expect(plan.keep(brief({ briefOwnerUserId: 'other', acceptedUsers: ['u1'] }))).toBe(true);
    expect(plan.keep(brief({ id: SUPPORT_BRIEF_ID, acceptedUsers: ['u1'] }))).toBe(false);
  });

  it('tab 2 lists own completed briefs and completed collaborations', () => {
    expect(ownerPlan('u1', 2, true).descriptions.map(where)).toEqual([
      ['briefOwnerUserId == "u1"', 'isCompleted == true'],
      ['completedUsers array-contains "u1"'],
    ]);
  });
});

describe('influencer queries', () => {
  const profile: InfluencerProfile = {
    uid: 'inf',
    isGenderFemale: true,
    categories: [2, 1],
    social: { instagram: 'ayse' },
  };

  it('asks only for verified, open, shown, public briefs of the tab payment types', () => {
    expect(influencerPlan(profile, 'budget').descriptions.map(where)).toEqual([
      [
        'isVerified == true',
        'isCompleted == false',
        'shouldHideBrief == false',
        'visibility == "brand"',
        'paymentType in ["money","both"]',
      ],
    ]);
    expect(where(influencerPlan(profile, 'barter').descriptions[0]!).at(-1)).toBe(
      'paymentType in ["product"]',
    );
  });

  it('keeps what isVisibleToInfluencer allows', () => {
    const budget = influencerPlan(profile, 'budget');
    expect(budget.keep(brief())).toBe(true);
    expect(budget.keep(brief({ acceptedUsers: ['inf'] }))).toBe(false);
    expect(
      budget.keep(brief({ targetFemaleInfluencers: false, targetMaleInfluencers: true })),
    ).toBe(false);
    expect(budget.keep(brief({ briefPlatforms: ['tiktok'] }))).toBe(false);
    expect(influencerPlan(profile, 'barter').keep(brief())).toBe(false);
    expect(influencerPlan(profile, 'barter').keep(brief({ paymentType: 'product' }))).toBe(true);
  });

  it('starts again when the profile changes', () => {
    expect(influencerPlan(profile, 'budget').key).not.toBe(
      influencerPlan({ ...profile, categories: [9] }, 'budget').key,
    );
  });
});

describe('links', () => {
  it('opens the brief; cards also carry p', () => {
    expect(rowLinkOf('demo-brief-001')).toBe('/app/briefDetail?briefId=demo-brief-001');
    expect(cardLinkOf('demo-brief-001')).toBe(
      '/app/briefDetail?briefId=demo-brief-001&p=demo-brief-001',
    );
  });
});
