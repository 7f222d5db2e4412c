// How the report writes its figures in the UI language: counts with grouping, the engagement
// rate as a percent with 2 decimals ('%5,40' in Turkish), money in lira (TL before KDV).
import { formatTry } from '@/lib/money';
import { formatCount, numberLocaleOf } from '@/lib/numberFormat';

export const formatFigure = (value: number | null, language: string) =>
  value === null ? '—' : formatCount(value, language);

export function formatRate(value: number | null, language: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(numberLocaleOf(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
}

export const formatLira = (value: number | null, language: string) =>
  value === null ? '—' : formatTry(Math.round(value * 100), language);
