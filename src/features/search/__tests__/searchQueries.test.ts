import { describe, expect, it } from 'vitest';
import { PREFIX_END } from '@/lib/namePrefix';
import {
  SEARCH_QUERY_LIMIT,
  describeBrandSearch,
  describeBriefSearch,
  describeInfluencerSearch,
} from '../model/searchQueries';

const open = [
  ['isVerified', '==', true],
  ['isCompleted', '==', false],
  ['shouldHideBrief', '==', false],
];

describe('describeBriefSearch', () => {
  it('an admin: every brief, one query per title variant', () => {
    const queries = describeBriefSearch({ kind: 'admin' }, 'çiçek');
    expect(queries.map((q) => q.where)).toEqual(
      ['çiçek', 'Çiçek', 'ÇİÇEK'].map((v) => [
        ['title', '>=', v],
        ['title', '<', v + PREFIX_END],
      ]),
    );
    expect(queries.every((q) => q.orderBy === 'title' && q.limit === SEARCH_QUERY_LIMIT)).toBe(
      true,
    );
  });

  it('an influencer: only verified, open, not hidden, public briefs', () => {
    const queries = describeBriefSearch(
      { kind: 'others', uid: 'u1', own: false, targeted: false },
      'çiçek',
    );
    expect(queries).toHaveLength(3);
    for (const query of queries) {
      expect(query.where.slice(0, 4)).toEqual([...open, ['visibility', '==', 'brand']]);
    }
  });

  it('an agency adds its own briefs and the private briefs that target it', () => {
    const queries = describeBriefSearch(
      { kind: 'others', uid: 'ag1', own: true, targeted: true },
      'çi',
    );
    const scopes = new Set(queries.map((q) => JSON.stringify(q.where.slice(0, -2))));
    expect([...scopes]).toEqual([
      JSON.stringify([...open, ['visibility', '==', 'brand']]),
      JSON.stringify([['briefOwnerUserId', '==', 'ag1']]),
      JSON.stringify([['targetedAgencies', 'array-contains', 'ag1'], ...open]),
    ]);
  });

  it('an influencer waiting for approval: no query at all', () => {
    expect(describeBriefSearch({ kind: 'awaitingApproval' }, 'çiçek')).toEqual([]);
  });
});

describe('describeInfluencerSearch and describeBrandSearch', () => {
  it('search the three name fields with the scope the rules need', () => {
    const where = (scope: Parameters<typeof describeInfluencerSearch>[0]) =>
      describeInfluencerSearch(scope, 'ÇİÇ').map((q) => q.where);
    expect(where({ kind: 'public' })).toEqual(
      ['lowerCaseFullName', 'lowerCaseName', 'lowerCaseSurname'].map((field) => [
        ['isApproved', '==', true],
        [field, '>=', 'çiç'],
        [field, '<', 'çiç' + PREFIX_END],
      ]),
    );
    expect(where({ kind: 'roster', agencyUid: 'ag1' })[0]![0]).toEqual([
      'imitatorAgencyUID',
      '==',
      'ag1',
    ]);
    expect(where({ kind: 'admin' })[0]).toHaveLength(2);
  });

  it('search brands by their Turkish lower-case name', () => {
    expect(describeBrandSearch('Işıltı')).toEqual([
      {
        collection: 'Brands',
        where: [
          ['lowerCaseBrandName', '>=', 'ışıltı'],
          ['lowerCaseBrandName', '<', 'ışıltı' + PREFIX_END],
        ],
        orderBy: 'lowerCaseBrandName',
        limit: SEARCH_QUERY_LIMIT,
      },
    ]);
  });
});
