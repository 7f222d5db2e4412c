// Every Firestore query of the app and of the functions, as plain data. A feature describes its
// query (which collection, filters, order, cursor, limit) and one builder per SDK runs it
// (src/lib/firestoreQuery.ts for the web SDK, functions/src/firestoreQuery.ts for the Admin SDK),
// so the description IS the query: scripts/__tests__/firestoreIndexes.test.ts derives the index
// each one needs from the same data and checks firestore.indexes.json declares it (production
// refuses a query without its index; the emulator does not). Plain TypeScript, no imports.

export type FilterOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not-in' | 'array-contains' | 'array-contains-any';

export type SortDirection = 'asc' | 'desc';

/** The document id as a field path (`documentId()` / `FieldPath.documentId()`). */
export const DOCUMENT_ID = '__name__';

/** A Firestore Timestamp as its exact parts (a double of millis loses the microseconds). */
export type TimestampValue = { seconds: number; nanoseconds: number };

export type FilterValue =
  string | number | boolean | null | TimestampValue | readonly (string | number | boolean)[];

/** A cursor value: one per orderBy field, in order; a Timestamp as its parts. */
export type CursorValue = string | number | boolean | TimestampValue;

export type QueryFilter = readonly [field: string, op: FilterOp, value: FilterValue];
export type QueryOrder = readonly [field: string, direction: SortDirection];

export type QueryDescription = {
  /** The collection's path ('Users', 'Users/u1/Notifications'); with `group`, a collection id. */
  collection: string;
  /** A collection-group query (every collection with that id). */
  group?: boolean;
  where?: readonly QueryFilter[];
  orderBy?: readonly QueryOrder[];
  /** Continue after the document with these order-by values. */
  startAfter?: readonly CursorValue[] | null;
  limit?: number;
};

/** The collection id an index names: the path's last segment. */
export const collectionIdOf = (description: Pick<QueryDescription, 'collection'>): string =>
  description.collection.split('/').at(-1)!;

export const isTimestampValue = (value: unknown): value is TimestampValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TimestampValue).seconds === 'number' &&
  typeof (value as TimestampValue).nanoseconds === 'number';
