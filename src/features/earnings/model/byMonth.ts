import type { EarningDoc } from '@/lib/collections/earnings';
import { recentMonths } from './month';

export type EarningsByMonth = {
  /** 'YYYY-MM', oldest first (the chart reads left to right). */
  months: string[];
  /** Gross earnings per month in kuruş; payouts are not earnings and are left out. */
  kurus: number[];
};

/** The last `count` months' gross earnings (Türkiye's months, the records' `month` field). */
export function earningsByMonth(
  records: readonly Pick<EarningDoc, 'kind' | 'amount' | 'month'>[],
  now: number,
  count = 12,
): EarningsByMonth {
  const months = recentMonths(now, count).reverse();
  const index = new Map(months.map((month, i) => [month, i]));
  const kurus = months.map(() => 0);
  for (const record of records) {
    const at = index.get(record.month);
    if (at === undefined || record.kind !== 'earning') continue;
    kurus[at] = (kurus[at] ?? 0) + record.amount;
  }
  return { months, kurus };
}
