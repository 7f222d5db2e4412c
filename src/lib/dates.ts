import { enUS, es, tr, type Locale } from 'date-fns/locale';

const locales: Record<string, Locale> = { tr, en: enUS, es };

/** The date-fns locale of a UI language ('en', 'tr-TR', ...); Turkish when unknown. */
export function dateLocale(language: string): Locale {
  return locales[language.split('-')[0] ?? ''] ?? tr;
}
