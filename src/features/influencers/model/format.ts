// Numbers on the directory and the profile (spec: Turkish first). Follower counts are written
// in full with the language's digit grouping: 84.300 in Turkish (84,300 in English), never
// abbreviated, so a card and the range filter speak the same figures.

const localeOf: Record<string, string> = { tr: 'tr-TR', en: 'en-US', es: 'es-ES' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: string): Intl.NumberFormat {
  const locale = localeOf[language] ?? localeOf.tr!;
  let format = formatters.get(locale);
  if (!format) {
    // useGrouping true groups four-digit numbers too (Spanish would not by default).
    format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 1 });
    formatters.set(locale, format);
  }
  return format;
}

/** 84300 → '84.300' (tr), '84,300' (en), '84.300' (es). */
export function formatCount(value: number, language = 'tr'): string {
  return formatter(language).format(value);
}

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
  return new Intl.NumberFormat(localeOf[language] ?? localeOf.tr!, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(safe);
}
