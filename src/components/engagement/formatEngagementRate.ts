import { numberLocaleOf } from '@/lib/numberFormat';

const formatters = new Map<string, Intl.NumberFormat>();

/** 4.25 (percent) → '%4,25' (tr), '4.25%' (en), '4,25 %' (es): the language's percent style. */
export function formatEngagementRate(percent: number, language = 'tr'): string {
  const locale = numberLocaleOf(language);
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, format);
  }
  // Intl's percent style multiplies by 100; the stored figure is already a percent.
  return format.format(percent / 100);
}
