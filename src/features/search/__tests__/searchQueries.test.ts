import { describe, expect, it } from 'vitest';
import indexesFile from '@/test/firestoreIndexes';
import { UserRole } from '@/store/roles';
import { PREFIX_END } from '@/lib/namePrefix';
import {
  SEARCH_QUERY_LIMIT,
  describeBrandSearch,
  describeBriefSearch,
  describeInfluencerSearch,
  searchIndexFor,
  type SearchQueryDescription,
} from '../model/searchQueries';
import { searchScopeFor } from '../model/searchScope';

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

describe('firestore.indexes.json', () => {
  type JsonIndex = { collectionGroup: string; queryScope: string; fields: unknown[] };
  const listed = new Set(
    (indexesFile as { indexes: JsonIndex[] }).indexes.map((i) => JSON.stringify(i)),
  );

  const roles = Object.values(UserRole);
  const all: SearchQueryDescription[] = roles.flatMap((role) =>
    [true, false].flatMap((isApproved) => {
      const scope = searchScopeFor({ uid: 'u1', role, isApproved });
      return [
        ...(scope.briefs ? describeBriefSearch(scope.briefs, 'çiçek sepeti') : []),
        ...(scope.influencers ? describeInfluencerSearch(scope.influencers, 'çiçek') : []),
        ...(scope.brands ? describeBrandSearch('çiçek') : []),
      ];
    }),
  );

  it('has the composite index of every search query of every role', () => {
    const missing = all
      .map(searchIndexFor)
      .filter((index) => index !== null && !listed.has(JSON.stringify(index)));
    expect(missing).toEqual([]);
  });

  it('lists exactly these title-ordered briefs indexes (the project lists keep the others)', () => {
    const titleLast = JSON.stringify({ fieldPath: 'title', order: 'ASCENDING' });
    const inFile = [...listed]
      .map((text) => JSON.parse(text) as JsonIndex)
      .filter((index) => index.collectionGroup === 'briefs')
      .filter((index) => JSON.stringify(index.fields.at(-1)) === titleLast)
      .map((index) => JSON.stringify(index));
    const needed = new Set(
      all
        .filter((description) => description.collection === 'briefs')
        .map(searchIndexFor)
        .filter((index) => index !== null)
        .map((index) => JSON.stringify(index)),
    );
    expect(inFile.sort()).toEqual([...needed].sort());
  });

  it('derives the index from the equality fields, then the prefix field', () => {
    const [query] = describeBriefSearch(
      { kind: 'others', uid: 'ag1', own: false, targeted: true },
      'çi',
    ).slice(-1);
    expect(searchIndexFor(query!)).toEqual({
      collectionGroup: 'briefs',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'targetedAgencies', arrayConfig: 'CONTAINS' },
        { fieldPath: 'isVerified', order: 'ASCENDING' },
        { fieldPath: 'isCompleted', order: 'ASCENDING' },
        { fieldPath: 'shouldHideBrief', order: 'ASCENDING' },
        { fieldPath: 'title', order: 'ASCENDING' },
      ],
    });
    // The admin's prefix alone runs on the single-field index.
    expect(searchIndexFor(describeBriefSearch({ kind: 'admin' }, 'çi')[0]!)).toBeNull();
  });
});
