// Contact search (spec section 5): a case-insensitive, Turkish-aware name prefix. 'çiçek'
// finds 'Çiçek Yılmaz', 'yıl' finds her by the surname, and 'ISIL' does not find 'Işıl'
// (Turkish casing: I ↔ ı, İ ↔ i). Plain TypeScript, no imports.

const LOCALE = 'tr-TR';

/** Trimmed, single-spaced and lower-cased with Turkish rules. */
export function normaliseSearch(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase(LOCALE);
}

/**
 * True when `search` is empty or starts one of `names` or one of their words. Several names
 * cover one person: the shown name, first name, surname and brand name.
 */
export function matchesNamePrefix(
  search: string | null | undefined,
  names: readonly (string | null | undefined)[],
): boolean {
  const wanted = normaliseSearch(search);
  if (wanted === '') return true;
  return names.some((name) => {
    const candidate = normaliseSearch(name);
    return candidate.startsWith(wanted) || candidate.includes(` ${wanted}`);
  });
}
