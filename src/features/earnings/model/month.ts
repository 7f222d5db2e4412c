// The month of an earnings record ('YYYY-MM'), in Türkiye's time: UTC+3 all year since 2016,
// so a fixed offset (the rules compute the same from request.time, firestore.rules Earnings).
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

export function monthOf(millis: number): string {
  const local = new Date(millis + TURKEY_OFFSET_MS);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${local.getUTCFullYear()}-${month}`;
}

export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** Records of one month ('' = every month), in the order given. */
export function inMonth<T extends { month: string }>(records: readonly T[], month: string): T[] {
  return month === '' ? [...records] : records.filter((record) => record.month === month);
}

/** The distinct months of the records, newest first. */
export function monthsOf(records: readonly { month: string }[]): string[] {
  return [...new Set(records.map((record) => record.month).filter(isMonth))].sort().reverse();
}

/** The current month and the `count - 1` before it, newest first ('YYYY-MM'). */
export function recentMonths(now: number, count = 12): string[] {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
