// Users/{uid}.totalEarnedPrice is a string of lira (spec section 3; private, so in Users,
// docs/influencers-model.md). Written as the shortest plain decimal: '12500', '12500.5',
// '12500.05' — no thousands separator, a dot for kuruş, so Number() reads it back.
import type { Kurus } from '@/lib/money';

/** The stored total in kuruş; a missing or unreadable value counts as 0. */
export function parseTotalEarned(value: unknown): Kurus {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0;
  if (typeof value !== 'string') return 0;
  const lira = Number(value.trim().replace(',', '.'));
  return Number.isFinite(lira) ? Math.round(Number(`${lira}e2`)) : 0;
}

/** Kuruş as the stored string: '12500', '12500.5', '12500.05'. */
export function formatTotalEarned(kurus: Kurus): string {
  const whole = Math.trunc(kurus / 100);
  const rest = Math.abs(kurus % 100);
  if (rest === 0) return String(whole);
  const sign = kurus < 0 && whole === 0 ? '-' : '';
  return `${sign}${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
