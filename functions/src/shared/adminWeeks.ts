// The admin dashboard's weeks (issue 22): Monday 00:00 to Monday 00:00 in Istanbul's time, which
// is UTC+3 all year since 2016, so a fixed offset. Plain TypeScript, shared by the function and
// its tests.
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export const ADMIN_STATS_MAX_WEEKS = 26;
export const ADMIN_STATS_DEFAULT_WEEKS = 12;

export type AdminWeek = { weekStart: string; startMs: number; endMs: number };

/** The current week and the `count - 1` before it, oldest first. */
export function istanbulWeeks(now: number, count: number): AdminWeek[] {
  const local = now + ISTANBUL_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday.
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const mondayLocal = dayStart - sinceMonday * DAY_MS;
  return Array.from({ length: count }, (_, i) => {
    const startLocal = mondayLocal - (count - 1 - i) * WEEK_MS;
    return {
      weekStart: new Date(startLocal).toISOString().slice(0, 10),
      startMs: startLocal - ISTANBUL_OFFSET_MS,
      endMs: startLocal - ISTANBUL_OFFSET_MS + WEEK_MS,
    };
  });
}

export type AdminWeekStats = {
  weekStart: string;
  briefsPublished: number;
  offers: number;
  acceptances: number;
  completions: number;
  heldKurus: number;
  releasedKurus: number;
};
