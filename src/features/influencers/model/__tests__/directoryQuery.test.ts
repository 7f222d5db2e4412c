import { PREFIX_END, normalizeNamePrefix } from '@/lib/namePrefix';
import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import {
  DIRECTORY_PAGE_SIZE,
  FOLLOWER_MAX,
  SEARCH_LIMIT,
  defaultFilters,
  describePageQuery,
  describeSearchQueries,
  directoryListKey,
  matchesFilters,
  mergeSearchResults,
  normalizeFilters,
  planFor,
  scopeFor,
  type DirectoryFilters,
  type DirectoryScope,
  type DirectorySpec,
} from '../directoryQuery';
import { makeInfluencer } from './influencerFixture';

const admin: DirectoryScope = { kind: 'admin' };
const brand: DirectoryScope = { kind: 'public' };
const agency: DirectoryScope = { kind: 'roster', agencyUid: 'ag1' };

const spec = (scope: DirectoryScope, filters: Partial<DirectoryFilters> = {}): DirectorySpec => ({
  scope,
  filters: { ...defaultFilters, ...filters },
});

const whereOf = (s: DirectorySpec) => describePageQuery(s).where;

describe('scopeFor (spec section 6)', () => {
  it.each([
    [UserRole.Admin, { kind: 'admin' }],
    [UserRole.Brand, { kind: 'public' }],
    [UserRole.AdvertisementAgency, { kind: 'public' }],
    [UserRole.InfluencerAgency, { kind: 'roster', agencyUid: 'u9' }],
    [UserRole.ProInfluencerAgency, { kind: 'roster', agencyUid: 'u9' }],
  ])('role %s looks at %o', (role, scope) => {
    expect(scopeFor(role, 'u9')).toEqual(scope);
  });
});

describe('normalizeFilters', () => {
  it('fills defaults: no filter, bounds 0 to 999999999 (spec section 9)', () => {
    expect(normalizeFilters(brand, {})).toEqual(defaultFilters);
    expect(defaultFilters.minFollowers).toBe(0);
    expect(defaultFilters.maxFollowers).toBe(999_999_999);
  });

  it('clamps the bounds and keeps them only with a platform', () => {
    expect(
      normalizeFilters(brand, { platform: 'instagram', minFollowers: -5, maxFollowers: 5e12 }),
    ).toMatchObject({ minFollowers: 0, maxFollowers: FOLLOWER_MAX });
    expect(normalizeFilters(brand, { minFollowers: 10, maxFollowers: 20 })).toMatchObject({
      minFollowers: 0,
      maxFollowers: FOLLOWER_MAX,
    });
  });

  it('keeps admin-only filters for admins only', () => {
    const chosen = { approval: 'unapproved', agencyUid: 'ag7' } as const;
    expect(normalizeFilters(admin, chosen)).toMatchObject(chosen);
    expect(normalizeFilters(brand, chosen)).toMatchObject({ approval: 'all', agencyUid: null });
    expect(normalizeFilters(agency, chosen)).toMatchObject({ approval: 'all', agencyUid: null });
  });

  it('drops "hide agency influencers" for a roster and under an agency choice', () => {
    expect(normalizeFilters(agency, { hideAgencyInfluencers: true }).hideAgencyInfluencers).toBe(
      false,
    );
    expect(
      normalizeFilters(admin, { hideAgencyInfluencers: true, agencyUid: 'ag7' })
        .hideAgencyInfluencers,
    ).toBe(false);
  });

  it('lower-cases the search the Turkish way', () => {
    expect(normalizeNamePrefix('  AYŞE   Yılmaz ')).toBe('ayşe yılmaz');
    expect(normalizeNamePrefix('İpek')).toBe('ipek');
  });
});

describe('describePageQuery (docs/influencers-model.md, Directory queries)', () => {
  it('a brand sees approved profiles only, newest first, 50 a page', () => {
    expect(describePageQuery(spec(brand))).toEqual({
      where: [['isApproved', '==', true]],
      orderBy: ['timestamp', 'desc'],
      limit: DIRECTORY_PAGE_SIZE,
    });
  });

  it('an agency sees its own roster, approved or not', () => {
    expect(whereOf(spec(agency))).toEqual([['imitatorAgencyUID', '==', 'ag1']]);
  });

  it('an admin sees everything, or one approval state', () => {
    expect(whereOf(spec(admin))).toEqual([]);
    expect(whereOf(spec(admin, { approval: 'approved' }))).toEqual([['isApproved', '==', true]]);
    expect(whereOf(spec(admin, { approval: 'unapproved' }))).toEqual([['isApproved', '==', false]]);
  });

  it('filters by the Turkish category name, gender and agency', () => {
    expect(
      whereOf(spec(brand, { category: 2, gender: 'male', hideAgencyInfluencers: true })),
    ).toEqual([
      ['isApproved', '==', true],
      ['userCategoriesName', 'array-contains', 'Moda'],
      ['isGenderFemale', '==', false],
      ['imitatorAgencyUID', '==', ''],
    ]);
    expect(whereOf(spec(admin, { agencyUid: 'ag7', gender: 'female' }))).toEqual([
      ['isGenderFemale', '==', true],
      ['imitatorAgencyUID', '==', 'ag7'],
    ]);
  });

  it('a platform orders by its count, highest first, within the bounds', () => {
    expect(
      describePageQuery(
        spec(brand, { platform: 'instagram', minFollowers: 10_000, maxFollowers: 100_000 }),
      ),
    ).toEqual({
      where: [
        ['isApproved', '==', true],
        ['socialMedia.instagram.followerCount', '>=', 10_000],
        ['socialMedia.instagram.followerCount', '<=', 100_000],
      ],
      orderBy: ['socialMedia.instagram.followerCount', 'desc'],
      limit: 50,
    });
    expect(describePageQuery(spec(brand, { platform: 'youtube' })).orderBy).toEqual([
      'socialMedia.youtube.totalSubscriberCount',
      'desc',
    ]);
    expect(whereOf(spec(brand, { platform: 'tiktok' }))).toContainEqual([
      'socialMedia.tiktok.followerCount',
      '<=',
      999_999_999,
    ]);
  });

  it('queries a partnership alone with array-contains', () => {
    const plan = planFor(spec(brand, { partnership: 'product' }));
    expect(plan.descriptions[0]!.where).toContainEqual([
      'selectedPartnerships',
      'array-contains',
      'product',
    ]);
    expect(plan.filtersInBrowser).toBe(false);
  });

  it('one array-contains per query: with a category the partnership is filtered in the browser', () => {
    const plan = planFor(spec(brand, { category: 2, partnership: 'product' }));
    const where = plan.descriptions[0]!.where;
    expect(where.filter(([, op]) => op === 'array-contains')).toEqual([
      ['userCategoriesName', 'array-contains', 'Moda'],
    ]);
    expect(plan.filtersInBrowser).toBe(true);
    expect(plan.keep(makeInfluencer({ selectedPartnerships: ['product'] }))).toBe(true);
    expect(plan.keep(makeInfluencer({ selectedPartnerships: ['money'] }))).toBe(false);
  });

  it('never puts two array-contains in one query, in any combination', () => {
    for (const scope of [admin, brand, agency]) {
      for (const category of [null, 0, 16]) {
        for (const partnership of [null, 'money', 'product'] as const) {
          const where = whereOf(spec(scope, { category, partnership }));
          expect(where.filter(([, op]) => op === 'array-contains').length).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('every non-admin query carries what the rules need', () => {
    for (const filters of [{}, { category: 3 }, { platform: 'twitch' as const }]) {
      expect(whereOf(spec(brand, filters))).toContainEqual(['isApproved', '==', true]);
      expect(whereOf(spec(agency, filters))).toContainEqual(['imitatorAgencyUID', '==', 'ag1']);
    }
  });
});

describe('name search (spec section 7)', () => {
  it('three prefix strategies, 50 each, with the scope constraint only', () => {
    const queries = describeSearchQueries(spec(brand, { search: 'Ayşe', category: 2 }));
    expect(queries).toEqual(
      ['lowerCaseFullName', 'lowerCaseName', 'lowerCaseSurname'].map((field) => ({
        where: [
          ['isApproved', '==', true],
          [field, '>=', 'ayşe'],
          [field, '<', `ayşe${PREFIX_END}`],
        ],
        orderBy: [field, 'asc'],
        limit: SEARCH_LIMIT,
      })),
    );
    expect(describeSearchQueries(spec(agency, { search: 'a' }))[0]!.where[0]).toEqual([
      'imitatorAgencyUID',
      '==',
      'ag1',
    ]);
    expect(
      describeSearchQueries(spec(admin, { search: 'a', approval: 'approved' }))[0]!.where,
    ).toHaveLength(2);
  });

  it('a search plan keeps what passes the filters', () => {
    const plan = planFor(spec(brand, { search: 'ay', gender: 'female' }));
    expect(plan.mode).toBe('search');
    expect(plan.descriptions).toHaveLength(3);
    expect(plan.keep(makeInfluencer())).toBe(true);
    expect(plan.keep(makeInfluencer({ isGenderFemale: false }))).toBe(false);
    expect(plan.keep(makeInfluencer({ isApproved: false }))).toBe(false);
  });

  it('merges unique by uid, drops what fails the filters, in directory order', () => {
    const s = spec(brand, { search: 'ay', platform: 'instagram', minFollowers: 1_000 });
    const big = makeInfluencer({
      uid: 'big',
      socialMedia: { instagram: { username: 'b', followerCount: 90_000 } },
    });
    const small = makeInfluencer({
      uid: 'small',
      socialMedia: { instagram: { username: 's', followerCount: 5_000 } },
    });
    const tiny = makeInfluencer({
      uid: 'tiny',
      socialMedia: { instagram: { username: 't', followerCount: 10 } },
    });
    const noInstagram = makeInfluencer({ uid: 'none', socialMedia: {} });
    expect(
      mergeSearchResults(s, [[small, tiny], [big, small], [noInstagram]]).map((d) => d.uid),
    ).toEqual(['big', 'small']);
    expect(mergeSearchResults(s, [[], [], []])).toEqual([]);
  });

  it('newest first without a platform', () => {
    const s = spec(brand, { search: 'ay' });
    const old = makeInfluencer({ uid: 'old', timestamp: 1 });
    const recent = makeInfluencer({ uid: 'new', timestamp: 2 });
    expect(mergeSearchResults(s, [[old], [recent]]).map((d) => d.uid)).toEqual(['new', 'old']);
  });
});

describe('matchesFilters', () => {
  const doc = makeInfluencer({
    imitatorAgencyUID: 'ag1',
    socialMedia: { tiktok: { username: 'x', followerCount: 500 } },
  });

  it.each<[string, DirectorySpec, boolean]>([
    ['agency roster', spec(agency), true],
    ['other roster', spec({ kind: 'roster', agencyUid: 'ag2' }), false],
    ['hide agencies', spec(brand, { hideAgencyInfluencers: true }), false],
    ['category', spec(brand, { category: 2 }), true],
    ['other category', spec(brand, { category: 3 }), false],
    [
      'tiktok range',
      spec(brand, { platform: 'tiktok', minFollowers: 100, maxFollowers: 500 }),
      true,
    ],
    ['tiktok above', spec(brand, { platform: 'tiktok', minFollowers: 501 }), false],
    ['no youtube', spec(brand, { platform: 'youtube' }), false],
    ['unapproved only', spec(admin, { approval: 'unapproved' }), false],
  ])('%s', (_name, s, expected) => {
    expect(matchesFilters(doc, s)).toBe(expected);
  });
});

describe('list keys', () => {
  it('change with the filters and the viewer, not with what normalizes away', () => {
    expect(directoryListKey(spec(brand))).toBe(directoryListKey(spec(brand, { search: '  ' })));
    expect(directoryListKey(spec(brand))).not.toBe(directoryListKey(spec(brand, { category: 1 })));
    expect(directoryListKey(spec(agency))).not.toBe(
      directoryListKey(spec({ kind: 'roster', agencyUid: 'ag2' })),
    );
    expect(directoryListKey(spec(brand, { approval: 'approved' }))).toBe(
      directoryListKey(spec(brand)),
    );
  });
});
