/** Firestore Timestamp (or Date, or millis) to epoch milliseconds; anything else to null. */
export function millisOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  }
  return null;
}

const isTimestampLike = (value: object) =>
  'toMillis' in value && typeof (value as { toMillis: unknown }).toMillis === 'function';

/**
 * A document's data with every Timestamp (at any depth) as epoch milliseconds, so fields a
 * converter does not name still arrive in Redux as plain values.
 */
export function plainData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainData);
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'object' || value === null) return value;
  if (isTimestampLike(value)) return millisOf(value);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainData(item)]));
}
