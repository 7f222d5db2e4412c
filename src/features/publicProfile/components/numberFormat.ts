/** The interface language's number format: Turkish '12.500' by default, '12,500' in English. */
const localeOf: Record<string, string> = { tr: 'tr-TR', en: 'en-US', es: 'es-ES' };

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf[language] ?? 'tr-TR').format(value);
}
