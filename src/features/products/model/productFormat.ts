// How the products pages write a price and a day. Pure.
import { formatTry, toKurus } from '@/lib/money';
import { numberLocaleOf } from '@/lib/numberFormat';

/**
 * A product's price as the brief form stored it (lira, decimals allowed) in the UI language:
 * '₺1.900' and '₺12,50' in Turkish; null when the brief gave none.
 */
export function formatPrice(lira: number | null, language = 'tr'): string | null {
  return lira === null ? null : formatTry(toKurus(lira), language, { whole: true });
}

/** '23 Kas 2026' in Turkish (Türkiye's time, where the briefs are run). */
export function formatDay(millis: number, language = 'tr'): string {
  return new Intl.DateTimeFormat(numberLocaleOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  }).format(millis);
}
