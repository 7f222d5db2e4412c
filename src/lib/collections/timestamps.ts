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
