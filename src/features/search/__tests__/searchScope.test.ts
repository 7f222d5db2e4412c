import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import { groupLabelOf, searchScopeFor, visibleGroups } from '../model/searchScope';

const scopeOf = (role: UserRole, isApproved = true) =>
  searchScopeFor({ uid: 'u1', role, isApproved });

describe('searchScopeFor', () => {
  it('gives admins every group, unconstrained', () => {
    expect(scopeOf(UserRole.Admin)).toEqual({
      briefs: { kind: 'admin' },
      influencers: { kind: 'admin' },
      brands: true,
    });
  });

  it('gives brands the public briefs and their own, and the approved influencers', () => {
    expect(scopeOf(UserRole.Brand)).toEqual({
      briefs: { kind: 'others', uid: 'u1', own: true, targeted: false },
      influencers: { kind: 'public' },
      brands: false,
    });
  });

  it('gives agencies the briefs that target them; influencer agencies their roster', () => {
    for (const role of [UserRole.InfluencerAgency, UserRole.ProInfluencerAgency]) {
      expect(scopeOf(role)).toEqual({
        briefs: { kind: 'others', uid: 'u1', own: true, targeted: true },
        influencers: { kind: 'roster', agencyUid: 'u1' },
        brands: false,
      });
    }
    expect(scopeOf(UserRole.AdvertisementAgency).influencers).toEqual({ kind: 'public' });
    expect(scopeOf(UserRole.AdvertisementAgency).briefs).toMatchObject({ targeted: true });
  });

  it('gives an approved influencer the public briefs only', () => {
    expect(scopeOf(UserRole.Influencer)).toEqual({
      briefs: { kind: 'others', uid: 'u1', own: false, targeted: false },
      influencers: null,
      brands: false,
    });
  });

  it('shows an influencer waiting for approval no briefs (spec section 2)', () => {
    expect(scopeOf(UserRole.Influencer, false).briefs).toEqual({ kind: 'awaitingApproval' });
  });

  it('lists the visible groups in page order', () => {
    expect(visibleGroups(scopeOf(UserRole.Admin))).toEqual(['briefs', 'influencers', 'brands']);
    expect(visibleGroups(scopeOf(UserRole.Brand))).toEqual(['briefs', 'influencers']);
    expect(visibleGroups(scopeOf(UserRole.Influencer))).toEqual(['briefs']);
    expect(visibleGroups(scopeOf(UserRole.Editor))).toEqual(['briefs']);
  });
});

describe('groupLabelOf', () => {
  it('names an influencer agency’s influencer group as its roster', () => {
    expect(groupLabelOf(scopeOf(UserRole.InfluencerAgency), 'influencers')).toBe('roster');
    expect(groupLabelOf(scopeOf(UserRole.Brand), 'influencers')).toBe('influencers');
    expect(groupLabelOf(scopeOf(UserRole.InfluencerAgency), 'briefs')).toBe('briefs');
  });
});
