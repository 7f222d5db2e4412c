import { format } from 'date-fns';
import { dateLocale } from '@/lib/dates';

/** '12 Mart 2026' in Turkish, the language's long date elsewhere; '' without a date. */
export function longDate(millis: number | null, language: string): string {
  return millis === null ? '' : format(millis, 'd MMMM yyyy', { locale: dateLocale(language) });
}
