// Which index a Firestore query needs, by Firestore's rules (Standard edition). The emulator
// serves any query; production refuses one whose index is missing ("The query requires an
// index"), so scripts/__tests__/firestoreIndexes.test.ts runs every query description of the app
// and the functions through `checkQuery` against firestore.indexes.json.
//
// The rules (firebase.google.com/docs/firestore/query-data/index-overview):
// - Automatic single-field indexes (collection scope, ascending, descending and array-contains
//   for every field) serve equality filters on any number of fields (merged), one
//   array-contains alone, and an orderBy or range on one field alone.
// - A composite index is needed for equality or array-contains filters with an orderBy or range
//   on another field, for orderBy on two fields, and for a range plus an orderBy elsewhere. Its
//   fields: the equality fields in any order (array-contains as CONTAINS), then the order fields
//   with their directions. The id (`__name__`) closes every index in the last field's direction.
// - Array-contains with another filter: the docs ask for a composite index; we do too.
// - Index merging: equality and array-contains filters with one orderBy field and no range can
//   be served by several composite indexes (field, that order field) that together cover the
//   filters. Not with a range (the Android SDK's model of the backend, QueryPlanner, merges only
//   equality-only queries), not with `in`.
// - Collection-group queries need collection-group scope: a composite index with queryScope
//   COLLECTION_GROUP, and a fieldOverride for what single-field indexes would serve.
// - A fieldOverride replaces the automatic single-field indexes of its field (and subfields).
import { DOCUMENT_ID, collectionIdOf, type QueryDescription } from '@shared/queryDescription';

export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';
export type Order = 'ASCENDING' | 'DESCENDING';
export type IndexField =
  { fieldPath: string; order: Order } | { fieldPath: string; arrayConfig: 'CONTAINS' };

/** One entry of firestore.indexes.json's "indexes". */
export type CompositeIndex = {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: IndexField[];
};

/** One entry of firestore.indexes.json's "fieldOverrides". */
export type FieldOverride = {
  collectionGroup: string;
  fieldPath: string;
  indexes: ({ queryScope: QueryScope } & ({ order: Order } | { arrayConfig: 'CONTAINS' }))[];
};

export type IndexConfig = { indexes: CompositeIndex[]; fieldOverrides?: FieldOverride[] };

/** A single-field index a query relies on; ANY: either direction (an equality filter). */
export type SingleFieldNeed = {
  collectionGroup: string;
  queryScope: QueryScope;
  fieldPath: string;
  mode: Order | 'ANY' | 'CONTAINS';
};

type Equality = { field: string; contains: boolean; isIn: boolean };
type Ordering = { field: string; order: Order };

/** A query as an index sees it: its equality part and its ordering. */
export type QueryShape = {
  collectionGroup: string;
  queryScope: QueryScope;
  equalities: Equality[];
  /** The order the query runs in, without the id when any index gives it for free. */
  orders: Ordering[];
  hasRange: boolean;
};

const RANGE_OPS = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
const CONTAINS_OPS = new Set(['array-contains', 'array-contains-any']);

const toOrder = (direction: 'asc' | 'desc'): Order =>
  direction === 'asc' ? 'ASCENDING' : 'DESCENDING';

/**
 * The query as Firestore runs it: explicit orderBys, then range fields not ordered explicitly
 * (lexicographically, the id last, in the last explicit direction), as the SDK normalises it.
 */
export function queryShape(description: QueryDescription): QueryShape {
  const equalities: Equality[] = [];
  const rangeFields = new Set<string>();
  for (const [field, op] of description.where ?? []) {
    if (RANGE_OPS.has(op)) rangeFields.add(field);
    else if (!equalities.some((equality) => equality.field === field)) {
      equalities.push({ field, contains: CONTAINS_OPS.has(op), isIn: op === 'in' });
    }
  }
  if (equalities.filter((equality) => equality.contains).length > 1) {
    throw new Error(`${description.collection}: Firestore allows one array-contains per query`);
  }
  const explicit = description.orderBy ?? [];
  const lastDirection = toOrder(explicit.at(-1)?.[1] ?? 'asc');
  const ordered = new Set(explicit.map(([field]) => field));
  const implicit = [...rangeFields]
    .filter((field) => !ordered.has(field))
    .sort((a, b) => (a === DOCUMENT_ID ? 1 : b === DOCUMENT_ID ? -1 : a < b ? -1 : 1));
  const isEquality = (field: string) => equalities.some((equality) => equality.field === field);
  const orders: Ordering[] = [
    ...explicit.map(([field, direction]) => ({ field, order: toOrder(direction) })),
    ...implicit.map((field) => ({ field, order: lastDirection })),
  ].filter((ordering) => !isEquality(ordering.field)); // a constant needs no order
  // A trailing id in the direction of the field before it (or alone) is every index's own order.
  const last = orders.at(-1);
  if (last?.field === DOCUMENT_ID && (orders.length === 1 || orders.at(-2)!.order === last.order)) {
    orders.pop();
  }
  return {
    collectionGroup: collectionIdOf(description),
    queryScope: description.group ? 'COLLECTION_GROUP' : 'COLLECTION',
    equalities,
    orders,
    hasRange: rangeFields.size > 0,
  };
}

const equalityField = (equality: Equality): IndexField =>
  equality.contains
    ? { fieldPath: equality.field, arrayConfig: 'CONTAINS' }
    : { fieldPath: equality.field, order: 'ASCENDING' };

/**
 * The composite index the query needs, in firestore.indexes.json form, or null when single-field
 * indexes serve it (see `singleFieldNeeds`).
 */
export function requiredIndex(description: QueryDescription): CompositeIndex | null {
  const shape = queryShape(description);
  const { equalities, orders } = shape;
  const containsWithOthers = equalities.some((e) => e.contains) && equalities.length > 1;
  const singleField =
    orders.length === 0 ? !containsWithOthers : orders.length === 1 && equalities.length === 0;
  if (singleField) return null;
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.queryScope,
    fields: [
      ...equalities.map(equalityField),
      ...orders.map(({ field, order }) => ({ fieldPath: field, order })),
    ],
  };
}

/** The single-field indexes a query without a composite index relies on. */
export function singleFieldNeeds(description: QueryDescription): SingleFieldNeed[] {
  if (requiredIndex(description)) return [];
  const { collectionGroup, queryScope, equalities, orders } = queryShape(description);
  const need = (fieldPath: string, mode: SingleFieldNeed['mode']): SingleFieldNeed => ({
    collectionGroup,
    queryScope,
    fieldPath,
    mode,
  });
  return [
    ...equalities.map((e) => need(e.field, e.contains ? 'CONTAINS' : 'ANY')),
    ...orders.map((o) => need(o.field, o.order)),
  ].filter((n) => n.fieldPath !== DOCUMENT_ID);
}

/** Whether the automatic indexes, or the field's override, give this single-field index. */
export function hasSingleFieldIndex(config: IndexConfig, need: SingleFieldNeed): boolean {
  const segments = need.fieldPath.split('.');
  // The field's own override, else its nearest parent map's (subfields inherit it).
  const override = segments
    .map((_, i) => segments.slice(0, segments.length - i).join('.'))
    .map((path) =>
      (config.fieldOverrides ?? []).find(
        (o) => o.collectionGroup === need.collectionGroup && o.fieldPath === path,
      ),
    )
    .find((found) => found !== undefined);
  if (!override) return need.queryScope === 'COLLECTION';
  return override.indexes.some((index) => {
    if (index.queryScope !== need.queryScope) return false;
    if (need.mode === 'CONTAINS') return 'arrayConfig' in index;
    return 'order' in index && (need.mode === 'ANY' || index.order === need.mode);
  });
}

/** The index's fields without a trailing id that only repeats the direction before it. */
function significantFields(index: CompositeIndex): IndexField[] {
  const fields = index.fields;
  const last = fields.at(-1);
  const before = fields.at(-2);
  if (
    last?.fieldPath === DOCUMENT_ID &&
    before &&
    'order' in last &&
    'order' in before &&
    last.order === before.order
  ) {
    return fields.slice(0, -1);
  }
  return fields;
}

const sameScope = (index: CompositeIndex, shape: QueryShape) =>
  index.collectionGroup === shape.collectionGroup && index.queryScope === shape.queryScope;

const servesEquality = (field: IndexField, equality: Equality) =>
  field.fieldPath === equality.field && 'arrayConfig' in field === equality.contains;

const servesOrder = (field: IndexField, ordering: Ordering) =>
  field.fieldPath === ordering.field && 'order' in field && field.order === ordering.order;

/** Whether `fields` are `prefix` (equalities, any order) then exactly `orders`. */
function isExactly(fields: IndexField[], prefix: Equality[], orders: Ordering[]): boolean {
  if (fields.length !== prefix.length + orders.length) return false;
  const head = fields.slice(0, prefix.length);
  return (
    prefix.every((equality) => head.some((field) => servesEquality(field, equality))) &&
    orders.every((ordering, i) => servesOrder(fields[prefix.length + i]!, ordering))
  );
}

export type IndexCheck = {
  served: boolean;
  by: 'single-field' | 'composite' | 'merge' | null;
  /** The declared composite indexes it uses. */
  uses: CompositeIndex[];
  /** What to declare when it is not served. */
  missing: CompositeIndex | SingleFieldNeed[] | null;
};

/** Whether firestore.indexes.json (`config`) lets production run the query, and how. */
export function checkQuery(description: QueryDescription, config: IndexConfig): IndexCheck {
  const required = requiredIndex(description);
  if (!required) {
    const lacking = singleFieldNeeds(description).filter((n) => !hasSingleFieldIndex(config, n));
    return lacking.length === 0
      ? { served: true, by: 'single-field', uses: [], missing: null }
      : { served: false, by: null, uses: [], missing: lacking };
  }
  const shape = queryShape(description);
  const candidates = config.indexes.filter((index) => sameScope(index, shape));
  const exact = candidates.filter((index) =>
    isExactly(significantFields(index), shape.equalities, shape.orders),
  );
  if (exact.length > 0) return { served: true, by: 'composite', uses: exact, missing: null };

  // Index merging: each index one part of the equalities, all ending in the one order field.
  const mergeable =
    !shape.hasRange &&
    shape.orders.length === 1 &&
    shape.equalities.length > 1 &&
    shape.equalities.every((e) => !e.isIn);
  if (mergeable) {
    const parts = candidates.filter((index) => {
      const fields = significantFields(index);
      const prefix = fields.slice(0, -1);
      return (
        prefix.length > 0 &&
        servesOrder(fields.at(-1)!, shape.orders[0]!) &&
        prefix.every((field) => shape.equalities.some((e) => servesEquality(field, e)))
      );
    });
    const covered = shape.equalities.every((e) =>
      parts.some((index) => index.fields.some((field) => servesEquality(field, e))),
    );
    if (covered) return { served: true, by: 'merge', uses: parts, missing: null };
  }
  return { served: false, by: null, uses: [], missing: required };
}

/** The declared composite indexes none of the queries uses. */
export function unusedIndexes(
  descriptions: readonly QueryDescription[],
  config: IndexConfig,
): CompositeIndex[] {
  const used = new Set(descriptions.flatMap((d) => checkQuery(d, config).uses));
  return config.indexes.filter((index) => !used.has(index));
}
