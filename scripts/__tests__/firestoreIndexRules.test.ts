// The index rules themselves, case by case (firebase.google.com/docs/firestore/query-data/
// index-overview), so the test of the app's queries stands on rules that are right.
import { describe, expect, it } from 'vitest';
import type { QueryDescription } from '@shared/queryDescription';
import {
  checkQuery,
  requiredIndex,
  singleFieldNeeds,
  unusedIndexes,
  type CompositeIndex,
  type IndexConfig,
  type IndexField,
} from '../firestoreIndexRules';

const q = (rest: Omit<QueryDescription, 'collection'>): QueryDescription => ({
  collection: 'cities',
  ...rest,
});
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });
const index = (...fields: IndexField[]): CompositeIndex => ({
  collectionGroup: 'cities',
  queryScope: 'COLLECTION',
  fields,
});
const config = (...indexes: CompositeIndex[]): IndexConfig => ({ indexes, fieldOverrides: [] });
const fields = (description: QueryDescription) => requiredIndex(description)?.fields ?? null;

describe('queries the automatic single-field indexes serve', () => {
  it.each<[string, QueryDescription]>([
    ['one equality', q({ where: [['state', '==', 'CA']] })],
    [
      'equalities on many fields (merged)',
      q({
        where: [
          ['country', '==', 'USA'],
          ['capital', '==', false],
          ['state', '==', 'CA'],
          ['population', '==', 860000],
        ],
      }),
    ],
    ['an in filter', q({ where: [['country', 'in', ['USA', 'Japan']]] })],
    ['one array-contains', q({ where: [['regions', 'array-contains', 'west_coast']] })],
    ['an orderBy alone', q({ orderBy: [['population', 'desc']] })],
    ['a range alone', q({ where: [['population', '<', 100000]] })],
    [
      'a range and an orderBy on its field',
      q({ where: [['name', '>=', 'San']], orderBy: [['name', 'asc']], limit: 5 }),
    ],
    [
      'an orderBy with the id in its direction',
      q({
        orderBy: [
          ['timestamp', 'desc'],
          ['__name__', 'desc'],
        ],
      }),
    ],
    [
      'an equality and a range on the id',
      q({
        where: [
          ['state', '==', 'CA'],
          ['__name__', '>=', 'b1_'],
          ['__name__', '<', 'b1_\uf8ff'],
        ],
      }),
    ],
    [
      'an equality ordered by itself',
      q({ where: [['state', '==', 'CA']], orderBy: [['state', 'asc']] }),
    ],
  ])('%s', (_name, description) => {
    expect(requiredIndex(description)).toBeNull();
    expect(checkQuery(description, config())).toMatchObject({ served: true, by: 'single-field' });
  });
});

describe('queries that need a composite index', () => {
  it('an equality and an orderBy on another field: the equality, then the order', () => {
    expect(
      fields(q({ where: [['country', '==', 'USA']], orderBy: [['population', 'desc']] })),
    ).toEqual([asc('country'), desc('population')]);
  });

  it('an equality and a range on another field: that field ascending', () => {
    expect(
      fields(
        q({
          where: [
            ['country', '==', 'USA'],
            ['population', '<', 3800000],
          ],
        }),
      ),
    ).toEqual([asc('country'), asc('population')]);
  });

  it('orderBy on two fields', () => {
    expect(
      fields(
        q({
          orderBy: [
            ['state', 'asc'],
            ['population', 'desc'],
          ],
        }),
      ),
    ).toEqual([asc('state'), desc('population')]);
  });

  it('a range and an orderBy on different fields: the order, then the range field', () => {
    expect(fields(q({ where: [['population', '>', 1000]], orderBy: [['name', 'desc']] }))).toEqual([
      desc('name'),
      desc('population'),
    ]);
  });

  it('array-contains with an orderBy: CONTAINS, then the order', () => {
    expect(
      fields(
        q({
          where: [['regions', 'array-contains', 'east']],
          orderBy: [['timestamp', 'desc']],
        }),
      ),
    ).toEqual([contains('regions'), desc('timestamp')]);
  });

  it('array-contains with an equality (the docs ask for an index)', () => {
    expect(
      fields(
        q({
          where: [
            ['regions', 'array-contains', 'east'],
            ['capital', '==', true],
          ],
        }),
      ),
    ).toEqual([contains('regions'), asc('capital')]);
  });

  it('the id ordered against the direction before it is a field of the index', () => {
    expect(
      fields(
        q({
          where: [['state', '==', 'CA']],
          orderBy: [
            ['timestamp', 'desc'],
            ['__name__', 'asc'],
          ],
        }),
      ),
    ).toEqual([asc('state'), desc('timestamp'), asc('__name__')]);
  });

  it('a collection-group query needs a collection-group index', () => {
    expect(
      requiredIndex({
        collection: 'landmarks',
        group: true,
        where: [['type', '==', 'museum']],
        orderBy: [['name', 'asc']],
      }),
    ).toEqual({
      collectionGroup: 'landmarks',
      queryScope: 'COLLECTION_GROUP',
      fields: [asc('type'), asc('name')],
    });
  });

  it('names the collection by its last path segment', () => {
    expect(
      requiredIndex({
        collection: 'Users/u1/Notifications',
        where: [['isRead', '==', false]],
        orderBy: [['timestamp', 'desc']],
      })?.collectionGroup,
    ).toBe('Notifications');
  });

  it('refuses two array-contains, as Firestore does', () => {
    expect(() =>
      requiredIndex(
        q({
          where: [
            ['a', 'array-contains', 1],
            ['b', 'array-contains', 2],
          ],
        }),
      ),
    ).toThrow(/one array-contains/);
  });
});

describe('checkQuery against declared indexes', () => {
  const byCountry = q({
    where: [
      ['country', '==', 'USA'],
      ['capital', '==', true],
    ],
    orderBy: [
      ['population', 'desc'],
      ['__name__', 'desc'],
    ],
  });

  it('takes the equality fields in any order and direction', () => {
    const declared = index(desc('capital'), asc('country'), desc('population'));
    expect(checkQuery(byCountry, config(declared))).toEqual({
      served: true,
      by: 'composite',
      uses: [declared],
      missing: null,
    });
  });

  it('takes an index that spells out the trailing id', () => {
    const declared = index(asc('country'), asc('capital'), desc('population'), desc('__name__'));
    expect(checkQuery(byCountry, config(declared)).served).toBe(true);
  });

  it('wants the order field in the query’s direction, and no other field', () => {
    const wrongDirection = index(asc('country'), asc('capital'), asc('population'));
    const extraField = index(asc('country'), asc('capital'), asc('state'), desc('population'));
    const otherCollection = { ...index(asc('country'), asc('capital'), desc('population')) };
    otherCollection.collectionGroup = 'towns';
    const check = checkQuery(byCountry, config(wrongDirection, extraField, otherCollection));
    expect(check.served).toBe(false);
    expect(check.missing).toEqual(index(asc('country'), asc('capital'), desc('population')));
  });

  it('merges (field, order) indexes for equalities with one orderBy', () => {
    const first = index(asc('country'), desc('population'));
    const second = index(asc('capital'), desc('population'));
    expect(checkQuery(byCountry, config(first, second))).toEqual({
      served: true,
      by: 'merge',
      uses: [first, second],
      missing: null,
    });
    expect(checkQuery(byCountry, config(first)).served).toBe(false);
  });

  it('merges array-contains with an equality too', () => {
    const query = q({
      where: [
        ['regions', 'array-contains', 'east'],
        ['capital', '==', true],
      ],
      orderBy: [['timestamp', 'desc']],
    });
    const indexes = config(
      index(contains('regions'), desc('timestamp')),
      index(asc('capital'), desc('timestamp')),
    );
    expect(checkQuery(query, indexes)).toMatchObject({ served: true, by: 'merge' });
  });

  it('merges nothing with a range, nor with in', () => {
    const merged = config(
      index(asc('country'), desc('population')),
      index(asc('capital'), desc('population')),
    );
    const ranged = q({
      where: [...byCountry.where!, ['population', '<=', 5000]],
      orderBy: byCountry.orderBy,
    });
    expect(checkQuery(ranged, merged).served).toBe(false);
    const withIn = q({
      where: [
        ['country', 'in', ['USA', 'Japan']],
        ['capital', '==', true],
      ],
      orderBy: [['population', 'desc']],
    });
    expect(checkQuery(withIn, merged).served).toBe(false);
  });

  it('needs a collection-group override for a single-field group query', () => {
    const group: QueryDescription = {
      collection: 'landmarks',
      group: true,
      where: [['type', '==', 'museum']],
    };
    expect(singleFieldNeeds(group)).toEqual([
      {
        collectionGroup: 'landmarks',
        queryScope: 'COLLECTION_GROUP',
        fieldPath: 'type',
        mode: 'ANY',
      },
    ]);
    expect(checkQuery(group, config()).served).toBe(false);
    const override: IndexConfig = {
      indexes: [],
      fieldOverrides: [
        {
          collectionGroup: 'landmarks',
          fieldPath: 'type',
          indexes: [
            { order: 'ASCENDING', queryScope: 'COLLECTION' },
            { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
          ],
        },
      ],
    };
    expect(checkQuery(group, override).served).toBe(true);
  });

  it('loses a single-field index its override leaves out (subfields inherit)', () => {
    const exempt: IndexConfig = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'cities', fieldPath: 'stats', indexes: [] }],
    };
    const ordered = q({ orderBy: [['stats.population', 'desc']] });
    expect(checkQuery(ordered, exempt)).toMatchObject({
      served: false,
      missing: [{ mode: 'DESCENDING' }],
    });
    expect(checkQuery(ordered, config()).served).toBe(true);
  });
});

describe('unusedIndexes', () => {
  it('lists the declared indexes no query uses', () => {
    const used = index(asc('country'), desc('population'));
    const dead = index(asc('state'), desc('population'));
    const queries = [q({ where: [['country', '==', 'USA']], orderBy: [['population', 'desc']] })];
    expect(unusedIndexes(queries, config(used, dead))).toEqual([dead]);
  });
});
