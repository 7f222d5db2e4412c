import { describe, expect, it } from 'vitest';
import { formatEngagementRate } from '../formatEngagementRate';
import { engagementOf } from '@/lib/collections/influencers';

describe('formatEngagementRate', () => {
  it('writes the percent the way each language does, two decimals', () => {
    expect(formatEngagementRate(4.25, 'tr')).toBe('%4,25');
    expect(formatEngagementRate(4.25, 'en')).toBe('4.25%');
    expect(formatEngagementRate(4.25, 'es')).toBe('4,25\u00a0%');
    expect(formatEngagementRate(3, 'tr')).toBe('%3,00');
  });
});

describe('engagementOf', () => {
  it('keeps a summary that counts posts', () => {
    expect(engagementOf({ average: 4.25, count: 2 })).toEqual({ average: 4.25, count: 2 });
  });
  it('drops none, zero counts and malformed values', () => {
    expect(engagementOf(undefined)).toBeNull();
    expect(engagementOf({ average: 0, count: 0 })).toBeNull();
    expect(engagementOf({ average: '4', count: 1 })).toBeNull();
    expect(engagementOf({ average: Number.NaN, count: 1 })).toBeNull();
  });
});
