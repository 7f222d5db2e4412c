// The Admin SDK's one query builder: a plain QueryDescription (shared/queryDescription.ts,
// described in queries.ts) becomes a Firestore query here and nowhere else, so the description
// scripts/__tests__/firestoreIndexes.test.ts checks against firestore.indexes.json is the query
// that runs. scripts/__tests__/queryGuard.test.ts fails on `.where(` or `.orderBy(` elsewhere.
import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  DOCUMENT_ID,
  isTimestampValue,
  type CursorValue,
  type QueryDescription,
} from './shared/queryDescription';

const fieldOf = (field: string): string | FieldPath =>
  field === DOCUMENT_ID ? FieldPath.documentId() : field;

const cursorValue = (value: CursorValue) =>
  isTimestampValue(value) ? new Timestamp(value.seconds, value.nanoseconds) : value;

/** The described query; chain `.select(...)` for a projection. */
export function describedQuery(db: Firestore, description: QueryDescription): Query {
  let built: Query = description.group
    ? db.collectionGroup(description.collection)
    : db.collection(description.collection);
  for (const [field, op, value] of description.where ?? []) {
    const operand = Array.isArray(value)
      ? [...value]
      : isTimestampValue(value)
        ? new Timestamp(value.seconds, value.nanoseconds)
        : value;
    built = built.where(fieldOf(field), op, operand);
  }
  for (const [field, direction] of description.orderBy ?? []) {
    built = built.orderBy(fieldOf(field), direction);
  }
  if (description.startAfter) built = built.startAfter(...description.startAfter.map(cursorValue));
  if (description.limit !== undefined) built = built.limit(description.limit);
  return built;
}
