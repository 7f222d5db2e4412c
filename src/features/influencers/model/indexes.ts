// The composite indexes of the directory queries (docs/influencers-model.md): newest-first pages
// use one index per (filter field, timestamp) pair, which Firestore merges for combined
// equality filters; a platform's page has a range on its count, and Firestore merges no indexes
// for a query with a range, so each combination of filters has its own index there.
// `indexesFor(description)` says which indexes one query needs; `requiredIndexes()` writes the
// list out from the fields on purpose (not from the descriptions), so the unit test proves that
// firestore.indexes.json holds every index some query needs and none that no query uses
// (scripts/__tests__/firestoreIndexes.test.ts checks the same by Firestore's general rules).
import { INFLUENCERS, followerField, socialPlatforms } from '@/lib/collections/influencers';
import { nameFields, type DirectoryQueryDescription } from './directoryQuery';

export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

/** One entry of firestore.indexes.json's "indexes". */
export type CompositeIndex = {
  collectionGroup: typeof INFLUENCERS;
  queryScope: 'COLLECTION';
  fields: IndexField[];
};

const index = (...fields: IndexField[]): CompositeIndex => ({
  collectionGroup: INFLUENCERS,
  queryScope: 'COLLECTION',
  fields,
});

const filterField = (fieldPath: string, op: string): IndexField =>
  op === 'array-contains'
    ? { fieldPath, arrayConfig: 'CONTAINS' }
    : { fieldPath, order: 'ASCENDING' };

/** The filter fields in the order the indexes list them. */
const filterFieldOrder = [
  'isApproved',
  'imitatorAgencyUID',
  'userCategoriesName',
  'selectedPartnerships',
  'isGenderFemale',
];
const byFilterOrder = (a: IndexField, b: IndexField) =>
  filterFieldOrder.indexOf(a.fieldPath) - filterFieldOrder.indexOf(b.fieldPath);

/**
 * The composite indexes one query needs. Without a range: for each equality or array-contains
 * filter, that field followed by the order field (merged by Firestore). With a range (on the
 * order field, a platform's count): one index of all those filters, then the order field. A
 * query without such filters runs on Firestore's automatic single-field index and needs none.
 */
export function indexesFor(description: DirectoryQueryDescription): CompositeIndex[] {
  const [orderField, direction] = description.orderBy;
  const order: IndexField = {
    fieldPath: orderField,
    order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  };
  const filters: IndexField[] = [];
  for (const [field, op] of description.where) {
    if (field !== orderField && !filters.some((f) => f.fieldPath === field)) {
      filters.push(filterField(field, op));
    }
  }
  const ranged = description.where.some(([field]) => field === orderField);
  if (ranged && filters.length > 1) return [index(...filters.sort(byFilterOrder), order)];
  return filters.map((filter) => index(filter, order));
}

/** Every non-empty choice of one field from each group, in the groups' order. */
function combinations(groups: IndexField[][]): IndexField[][] {
  return groups
    .reduce<IndexField[][]>(
      (chosen, group) => chosen.flatMap((fields) => [fields, ...group.map((f) => [...fields, f])]),
      [[]],
    )
    .filter((fields) => fields.length > 0);
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });

/** The Influencers composite indexes, in firestore.indexes.json format. */
export function requiredIndexes(): CompositeIndex[] {
  // Newest-first pages: every filter field with the timestamp (merged for combined filters).
  const filters = [
    asc('isApproved'),
    asc('imitatorAgencyUID'),
    contains('userCategoriesName'),
    contains('selectedPartnerships'),
    asc('isGenderFemale'),
  ];
  const newest = filters.map((filter) => index(filter, desc('timestamp')));
  // A platform's pages (a range on its count): every combination of the filters, one array-
  // contains at most (the scope's, the agency's, a category or a partnership, the gender).
  const combined = combinations([
    [asc('isApproved')],
    [asc('imitatorAgencyUID')],
    [contains('userCategoriesName'), contains('selectedPartnerships')],
    [asc('isGenderFemale')],
  ]);
  const counts = socialPlatforms.flatMap((platform) =>
    combined.map((fields) => index(...fields, desc(followerField[platform]))),
  );
  // Name search: the approved directory's and an agency roster's constraint with each prefix.
  const search = [asc('isApproved'), asc('imitatorAgencyUID')].flatMap((scope) =>
    nameFields.map((field) => index(scope, asc(field))),
  );
  return [...newest, ...counts, ...search];
}
