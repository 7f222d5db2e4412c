// Amounts in kuruş as people read them. Shared by the app (src/lib/money.ts) and the functions,
// which write amounts into stored Turkish texts (notifications).

/**
 * An amount in lira for a UI language: '₺12.500,00' in Turkish, '₺12,500.00' in English,
 * '12.500,00 ₺' in Spanish; `whole` drops the kuruş of a round amount ('₺12.500').
 */
export function formatTry(
  kurus: number,
  locale: string = 'tr',
  options: { whole?: boolean } = {},
): string {
  const round = options.whole === true && kurus % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: round ? 0 : 2,
    maximumFractionDigits: round ? 0 : 2,
  }).format(kurus / 100);
}
