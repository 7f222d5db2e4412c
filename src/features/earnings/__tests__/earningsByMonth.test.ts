import { describe, expect, it } from 'vitest';
import { earningsByMonth } from '../model/byMonth';

// 2026-03-31T22:30:00Z is already 1 April in Türkiye (UTC+3).
const now = Date.UTC(2026, 2, 31, 22, 30);

describe('earningsByMonth', () => {
  it('gives the last twelve Turkish months, oldest first, with zero for empty months', () => {
    const result = earningsByMonth([], now);
    expect(result.months).toHaveLength(12);
    expect(result.months[0]).toBe('2025-05');
    expect(result.months[11]).toBe('2026-04');
    expect(result.kurus).toEqual(Array.from({ length: 12 }, () => 0));
  });

  it('sums earnings per month and leaves out payouts and older months', () => {
    const result = earningsByMonth(
      [
        { kind: 'earning', amount: 150_000, month: '2026-04' },
        { kind: 'earning', amount: 50_050, month: '2026-04' },
        { kind: 'payout', amount: 90_000, month: '2026-04' },
        { kind: 'earning', amount: 12_345, month: '2025-05' },
        { kind: 'earning', amount: 99_999, month: '2025-04' },
      ],
      now,
    );
    expect(result.kurus[11]).toBe(200_050);
    expect(result.kurus[0]).toBe(12_345);
    expect(result.kurus.reduce((a, b) => a + b, 0)).toBe(212_395);
  });

  it('honours a shorter window', () => {
    expect(earningsByMonth([], now, 3).months).toEqual(['2026-02', '2026-03', '2026-04']);
  });
});
