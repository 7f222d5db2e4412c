// The composite indexes of the directory queries (docs/influencers-model.md: one composite
// index per (filter field, order field) pair; Firestore merges them for combined filters).
// `indexesFor(description)` says which pairs one query needs; `requiredIndexes()` writes the
// list out from the fields on purpose (not from the descriptions), so the unit test proves that
// firestore.indexes.json holds every pair some query needs and none that no query uses.
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

/**
 * The composite indexes one query needs: for each equality or array-contains filter, that field
 * followed by the order field (a range filter is on the order field itself). A query without
 * such filters runs on Firestore's automatic single-field index and needs none.
 */
export function indexesFor(description: DirectoryQueryDescription): CompositeIndex[] {
  const [orderField, direction] = description.orderBy;
  const order: IndexField = {
    fieldPath: orderField,
    order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  };
  const seen = new Set<string>();
  const indexes: CompositeIndex[] = [];
  for (const [field, op] of description.where) {
    if (field === orderField) continue;
    const entry = index(filterField(field, op), order);
    const id = JSON.stringify(entry);
    if (!seen.has(id)) {
      seen.add(id);
      indexes.push(entry);
    }
  }
  return indexes;
}

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });

/** The Influencers composite indexes, in firestore.indexes.json format. */
export function requiredIndexes(): CompositeIndex[] {
  // Page lists: every filter field with every order (newest first, or a platform's count).
  const filters = [
    asc('isApproved'),
    asc('imitatorAgencyUID'),
    contains('userCategoriesName'),
    contains('selectedPartnerships'),
    asc('isGenderFemale'),
  ];
  const orders = ['timestamp', ...socialPlatforms.map((platform) => followerField[platform])];
  const pages = filters.flatMap((filter) => orders.map((order) => index(filter, desc(order))));
  // Name search: the approved directory's and an agency roster's constraint with each prefix.
  const search = [asc('isApproved'), asc('imitatorAgencyUID')].flatMap((scope) =>
    nameFields.map((field) => index(scope, asc(field))),
  );
  return [...pages, ...search];
}
