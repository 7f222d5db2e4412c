// Counts in the interface language (spec: Turkish first): written in full with the language's
// digit grouping, 84.300 in Turkish (84,300 in English), never abbreviated, so the directory,
// the profile pages and the range filter speak the same figures.

/** The Intl locale of a UI language; Turkish when unknown. */
export const numberLocaleOf = (language: string): string =>
  ({ tr: 'tr-TR', en: 'en-US', es: 'es-ES' })[language] ?? 'tr-TR';

const formatters = new Map<string, Intl.NumberFormat>();

/** 84300 → '84.300' (tr), '84,300' (en), '84.300' (es). */
export function formatCount(value: number, language = 'tr'): string {
  const locale = numberLocaleOf(language);
  let format = formatters.get(locale);
  if (!format) {
    // useGrouping true groups four-digit numbers too (Spanish would not by default).
    format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 1 });
    formatters.set(locale, format);
  }
  return format.format(value);
}
