import { describe, expect, it } from 'vitest';
import { isAllZero, seriesOf, weeklyCharts } from '../model/weeklyCharts';
import { istanbulWeeks } from '@shared/adminWeeks';

const week = (weekStart: string, over: Partial<Record<string, number>> = {}) => ({
  weekStart,
  briefsPublished: 0,
  offers: 0,
  acceptances: 0,
  completions: 0,
  heldKurus: 0,
  releasedKurus: 0,
  ...over,
});

describe('weekly charts', () => {
  it('gives counts as they are and money in lira', () => {
    const weeks = [week('2026-11-16', { offers: 3, heldKurus: 123_456 }), week('2026-11-23')];
    const [activity, money] = weeklyCharts.map((chart) => seriesOf(weeks, chart));
    expect(activity!.find((s) => s.key === 'offers')!.values).toEqual([3, 0]);
    expect(money!.find((s) => s.key === 'heldKurus')!.values).toEqual([1234.56, 0]);
  });

  it('knows an all-zero period', () => {
    expect(isAllZero([week('2026-11-16')])).toBe(true);
    expect(isAllZero([week('2026-11-16', { completions: 1 })])).toBe(false);
  });
});

describe('istanbulWeeks', () => {
  it('starts weeks on Monday 00:00 in Istanbul (Sunday 21:00 UTC)', () => {
    // Sunday 22 Nov 2026 21:30 UTC is Monday 00:30 in Istanbul: a new week.
    const [last] = istanbulWeeks(Date.UTC(2026, 10, 22, 21, 30), 1);
    expect(last!.weekStart).toBe('2026-11-23');
    expect(last!.startMs).toBe(Date.UTC(2026, 10, 22, 21, 0));
    // Half an hour earlier it is still Sunday there: the week before.
    expect(istanbulWeeks(Date.UTC(2026, 10, 22, 20, 30), 1)[0]!.weekStart).toBe('2026-11-16');
  });

  it('lists the weeks oldest first, seven days apart', () => {
    const weeks = istanbulWeeks(Date.UTC(2026, 10, 26, 12), 3);
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(weeks[1]!.startMs - weeks[0]!.startMs).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
