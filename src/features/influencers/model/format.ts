// Numbers on the directory and the profile: counts as lib/numberFormat.ts writes them, the
// range fields read back, and earnings in lira.
import { numberLocaleOf } from '@/lib/numberFormat';

/**
 * What a follower-range field holds: digits, read with any grouping the user typed
 * ('10.000', '10,000', '10 000' are all 10000). null for an empty or digit-free field.
 */
export function parseCount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Number(digits.slice(0, 12));
}

/** Earnings are stored as a string of lira (spec section 3): '12750' → '₺12.750' in Turkish. */
export function formatLira(value: string | number | null | undefined, language = 'tr'): string {
  const amount = typeof value === 'number' ? value : Number(String(value ?? '').replace(',', '.'));
  const safe = Number.isFinite(amount) ? amount : 0;
  const whole = Number.isInteger(safe);
  return new Intl.NumberFormat(numberLocaleOf(language), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(safe);
}
