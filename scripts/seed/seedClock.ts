// Every seeded time is an offset from this fixed instant rather than from "now": re-running the
// seed then rewrites byte-identical documents, and tests can rely on the order of briefs.
// Move it forward when the demo starts to look stale.
export const SEED_ANCHOR_MS = Date.UTC(2026, 10, 20, 9, 0, 0); // 20 Nov 2026, 12:00 in Istanbul

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function atOffset(offsetMs: number): Date {
  return new Date(SEED_ANCHOR_MS + offsetMs);
}
