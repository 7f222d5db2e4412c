import { describe, expect, it } from 'vitest';
import { loadDateLocale } from '../dateLocaleLoader';
import { dateLocale, relativeTime } from '../dates';

describe('relativeTime', () => {
  it('speaks the UI language and never says "in" for a clock a little behind the server', () => {
    const now = Date.UTC(2025, 0, 10, 12);
    expect(relativeTime(now - 3 * 3_600_000, 'tr', now)).toBe('yaklaşık 3 saat önce');
    expect(relativeTime(now - 3 * 3_600_000, 'en-rtl', now)).toBe('about 3 hours ago');
    expect(relativeTime(now + 20_000, 'tr', now)).toBe('bir dakikadan az önce');
  });
});

describe('date locales', () => {
  it('has Turkish and English at once and loads Spanish when it is chosen', async () => {
    expect(dateLocale('tr').code).toBe('tr');
    expect(dateLocale('en').code).toBe('en-US');
    expect(dateLocale('xx').code).toBe('tr');
    await loadDateLocale('es');
    expect(dateLocale('es').code).toBe('es');
    const now = Date.UTC(2025, 0, 10, 12);
    expect(relativeTime(now - 3 * 3_600_000, 'es', now)).toBe('hace alrededor de 3 horas');
  });
});
