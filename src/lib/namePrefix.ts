// Name search by prefix (users, influencers, brands): the stored lower-case name fields and the
// typed text are normalised the same way, and `prefix` ≤ name < `prefix + PREFIX_END` matches.

/** The highest BMP private-use character: `prefix` ≤ name < `prefix + END` is a prefix match. */
export const PREFIX_END = '\uf8ff';

/** Trimmed, single-spaced, lower-cased with Turkish rules (İ → i, I → ı), as names are stored. */
export function normalizeNamePrefix(text: string | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR');
}
