import { format, formatDistance, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { tr } from 'date-fns/locale/tr';
import { baseLanguage, loadedLocales } from './dateLocaleLoader';

const bundled: Record<string, Locale> = { tr, en: enUS };

/** The date-fns locale of a UI language ('en', 'tr-TR', ...); Turkish when unknown or not loaded. */
export function dateLocale(language: string): Locale {
  const base = baseLanguage(language);
  return bundled[base] ?? loadedLocales[base] ?? tr;
}

/** '5 dakika önce' in the UI language (Turkish by default). */
export function relativeTime(millis: number, language: string, now: number = Date.now()): string {
  // A server time a little ahead of this clock still reads as "just now", not "in a minute".
  return formatDistance(Math.min(millis, now), now, {
    addSuffix: true,
    locale: dateLocale(language),
  });
}

/** '23 Kasım 2026' in the UI language: the day separators of chats (lib/messageDays.ts). */
export function dayLabel(day: number, language: string): string {
  return format(day, 'd MMMM yyyy', { locale: dateLocale(language) });
}
