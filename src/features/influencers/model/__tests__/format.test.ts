import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/numberFormat';
import { formatLira, parseCount } from '../format';

describe('formatCount', () => {
  it('writes counts in full with the language grouping: Turkish 84.300', () => {
    expect(formatCount(84_300)).toBe('84.300');
    expect(formatCount(84_300, 'tr')).toBe('84.300');
    expect(formatCount(1_250_000, 'tr')).toBe('1.250.000');
    expect(formatCount(84_300, 'en')).toBe('84,300');
    expect(formatCount(8_430, 'es')).toBe('8.430');
    expect(formatCount(999, 'tr')).toBe('999');
  });
});

describe('parseCount', () => {
  it.each([
    ['10.000', 10_000],
    ['10,000', 10_000],
    [' 100 000 ', 100_000],
    ['84300', 84_300],
    ['', null],
    ['abc', null],
  ])('%j → %s', (text, value) => {
    expect(parseCount(text)).toBe(value);
  });
});

describe('formatLira', () => {
  it('shows the stored string of lira as Turkish lira', () => {
    expect(formatLira('12750')).toBe('₺12.750');
    expect(formatLira('99.5')).toBe('₺99,50');
    expect(formatLira(null)).toBe('₺0');
    expect(formatLira('abc')).toBe('₺0');
  });
});
