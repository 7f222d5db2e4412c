import type { AdminWeekStats } from '@shared/adminWeeks';

/** The dashboard's charts: counts grouped in one, money in another. */
export type WeeklyChart = {
  id: 'activity' | 'money';
  keys: (keyof Omit<AdminWeekStats, 'weekStart'>)[];
  money: boolean;
};

export const weeklyCharts: WeeklyChart[] = [
  {
    id: 'activity',
    keys: ['briefsPublished', 'offers', 'acceptances', 'completions'],
    money: false,
  },
  { id: 'money', keys: ['heldKurus', 'releasedKurus'], money: true },
];

/** A chart's series: money in lira (the stored kuruş / 100), counts as they are. */
export function seriesOf(weeks: readonly AdminWeekStats[], chart: WeeklyChart) {
  return chart.keys.map((key) => ({
    key,
    values: weeks.map((week) => (chart.money ? week[key] / 100 : week[key])),
  }));
}

/** True when every figure of every week is zero: the panel says so instead of empty charts. */
export const isAllZero = (weeks: readonly AdminWeekStats[]) =>
  weeks.every((week) => weeklyCharts.every((chart) => chart.keys.every((key) => week[key] === 0)));
