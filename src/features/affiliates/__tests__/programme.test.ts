import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import { canCreateAffiliate, canManageAffiliate, listsFor } from '../model/access';
import {
  matchingInfluencers,
  SHOWN_CANDIDATES,
  type AffiliateInfluencer,
} from '../model/candidates';
import { commissionText, formatDay, programmeState, turkishDay } from '../model/programme';

describe('a programme on screen', () => {
  const dates = { startDate: '2026-01-15', endDate: '2026-03-15' };

  it('is upcoming, active through its last day, then ended', () => {
    expect(programmeState(dates, '2026-01-14')).toBe('upcoming');
    expect(programmeState(dates, '2026-01-15')).toBe('active');
    expect(programmeState(dates, '2026-03-15')).toBe('active');
    expect(programmeState(dates, '2026-03-16')).toBe('ended');
  });

  it("takes today's date in Türkiye (UTC+3)", () => {
    expect(turkishDay(Date.UTC(2026, 0, 14, 20, 59))).toBe('2026-01-14');
    expect(turkishDay(Date.UTC(2026, 0, 14, 21, 0))).toBe('2026-01-15');
  });

  it('words the commission in Turkish formats', () => {
    expect(commissionText({ commissionKind: 'rate', commissionValue: 1250 }, 'tr')).toEqual({
      key: 'affiliates.commission.rate',
      values: { rate: '12,5' },
    });
    const fixed = commissionText({ commissionKind: 'fixed', commissionValue: 125_050 }, 'tr');
    expect(fixed.key).toBe('affiliates.commission.fixed');
    expect(fixed.values.amount).toMatch(/^₺1\.250,50$/);
    expect(formatDay('2026-01-15', 'tr')).toBe('15 Ocak 2026');
  });
});

describe('who does what', () => {
  const user = (role: UserRole, enabled = false) => ({
    uid: 'u1',
    role,
    isAffiliateMarketingEnabled: enabled,
  });

  it('lets admins and enabled accounts create; owners and admins manage', () => {
    expect(canCreateAffiliate(user(UserRole.Admin))).toBe(true);
    expect(canCreateAffiliate(user(UserRole.Brand))).toBe(false);
    expect(canCreateAffiliate(user(UserRole.Brand, true))).toBe(true);
    expect(canManageAffiliate(user(UserRole.Brand, true), { ownerId: 'u1' })).toBe(true);
    expect(canManageAffiliate(user(UserRole.Brand, true), { ownerId: 'u2' })).toBe(false);
    expect(canManageAffiliate(user(UserRole.Admin), { ownerId: 'u2' })).toBe(true);
  });

  it('shows admins everything, influencers what they join, others their own', () => {
    expect(listsFor(user(UserRole.Admin))).toEqual([{ view: 'all' }]);
    expect(listsFor(user(UserRole.Brand))).toEqual([{ view: 'owner', uid: 'u1' }]);
    expect(listsFor(user(UserRole.Influencer))).toEqual([{ view: 'allowed', uid: 'u1' }]);
    expect(listsFor(user(UserRole.Influencer, true))).toEqual([
      { view: 'allowed', uid: 'u1' },
      { view: 'owner', uid: 'u1' },
    ]);
  });
});

describe('the influencer picker', () => {
  const person = (uid: string, name: string, surname: string): AffiliateInfluencer => {
    const lower = (text: string) => text.toLocaleLowerCase('tr-TR');
    return {
      uid,
      name: `${name} ${surname}`,
      profileImage: '',
      searchNames: [lower(`${name} ${surname}`), lower(name), lower(surname)],
    };
  };
  const people = [
    person('a', 'Zeynep', 'Kaya'),
    person('b', 'İrem', 'Çiçek'),
    person('c', 'Ayşe', 'Işık'),
  ];

  it('matches full name, first name or surname by prefix, sorted by name', () => {
    expect(matchingInfluencers(people, '').shown.map((p) => p.uid)).toEqual(['c', 'b', 'a']);
    expect(matchingInfluencers(people, 'çiç').shown.map((p) => p.uid)).toEqual(['b']);
    expect(matchingInfluencers(people, 'irem ç').shown.map((p) => p.uid)).toEqual(['b']);
    expect(matchingInfluencers(people, 'ışı').shown.map((p) => p.uid)).toEqual(['c']);
    expect(matchingInfluencers(people, 'x').total).toBe(0);
  });

  it('shows a bounded number and counts the rest', () => {
    const many = Array.from({ length: SHOWN_CANDIDATES + 5 }, (_, i) =>
      person(`u${i}`, `Ad${String(i).padStart(2, '0')}`, 'Soyad'),
    );
    const result = matchingInfluencers(many, 'ad');
    expect(result.shown).toHaveLength(SHOWN_CANDIDATES);
    expect(result.total).toBe(SHOWN_CANDIDATES + 5);
  });
});
