// Serialisable cursors (docs/data-layer.md): a list continues after the last item's order-by
// values, never after a DocumentSnapshot, so cursors can live in Redux state. Timestamps keep
// their exact seconds + nanoseconds: the converters' epoch millis are a double, which cannot
// hold a server timestamp's microseconds exactly, and a cursor a microsecond off skips or
// repeats documents written within the same millisecond.
import { Timestamp } from 'firebase/firestore';
import { millisOf } from './collections/timestamps';

export type TimestampParts = { seconds: number; nanoseconds: number };

/** The exact stored time of a raw field value (`snapshot.get(field)`, not the converted millis). */
export function timestampParts(value: unknown): TimestampParts {
  if (value instanceof Timestamp) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
  // Not a Timestamp (legacy data): the closest Timestamp, so paging still moves on.
  const stamp = Timestamp.fromMillis(millisOf(value) ?? 0);
  return { seconds: stamp.seconds, nanoseconds: stamp.nanoseconds };
}

export const toTimestamp = (parts: TimestampParts) =>
  new Timestamp(parts.seconds, parts.nanoseconds);
