// The web SDK's one query builder: a plain QueryDescription (@shared/queryDescription) becomes
// a Firestore query here and nowhere else, so the description a test checks against
// firestore.indexes.json is the query that runs. scripts/__tests__/queryGuard.test.ts fails
// when a file outside this one builds a query with `query()`, `where()` or `orderBy()`.
import {
  collection,
  collectionGroup,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type FieldPath,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  DOCUMENT_ID,
  isTimestampValue,
  type CursorValue,
  type QueryDescription,
} from '@shared/queryDescription';

const fieldOf = (field: string): string | FieldPath =>
  field === DOCUMENT_ID ? documentId() : field;

const cursorValue = (value: CursorValue) =>
  isTimestampValue(value) ? new Timestamp(value.seconds, value.nanoseconds) : value;

/** The description's filters, order, cursor and limit, in that order. */
export function queryConstraints(description: QueryDescription): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  for (const [field, op, value] of description.where ?? []) {
    const operand = Array.isArray(value)
      ? [...value]
      : isTimestampValue(value)
        ? new Timestamp(value.seconds, value.nanoseconds)
        : value;
    constraints.push(where(fieldOf(field), op, operand));
  }
  for (const [field, direction] of description.orderBy ?? []) {
    constraints.push(orderBy(fieldOf(field), direction));
  }
  if (description.startAfter)
    constraints.push(startAfter(...description.startAfter.map(cursorValue)));
  if (description.limit !== undefined) constraints.push(limit(description.limit));
  return constraints;
}

/** The described query; add a converter with `.withConverter(...)`. */
export function describedQuery(
  firestore: Firestore,
  description: QueryDescription,
): Query<DocumentData> {
  const source = description.group
    ? collectionGroup(firestore, description.collection)
    : collection(firestore, description.collection);
  return query(source, ...queryConstraints(description));
}
