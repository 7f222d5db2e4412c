// When an event happened, and whether it is news. A source document stamped more than an hour
// before its event arrives is history written late (the demo seed, an import, a restored
// backup): it tells nobody, as notifyAdminsOfNewBrief does for back-dated briefs.
export const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A stored Timestamp as epoch millis; null for anything else (missing, a pending write). Read by
 * its shape, not `instanceof`: a caller's Timestamp may come from another copy of the SDK (the
 * emulator tests build event data with the root package's).
 */
export function millisOf(value: unknown): number | null {
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  if (typeof toMillis !== 'function') return null;
  const millis: unknown = toMillis.call(value);
  return typeof millis === 'number' && Number.isFinite(millis) ? millis : null;
}

/** A trigger's `event.time` (RFC 3339) as epoch millis; null when absent or unreadable. */
export function eventMillisOf(time: string | undefined): number | null {
  const millis = time ? Date.parse(time) : Number.NaN;
  return Number.isFinite(millis) ? millis : null;
}

/** Whether a change stamped `stampMillis` arrived as old news at `eventMillis`. */
export function isHistory(eventMillis: number | null, stampMillis: number | null): boolean {
  return eventMillis !== null && stampMillis !== null && eventMillis - stampMillis > HOUR_MS;
}
