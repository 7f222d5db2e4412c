// The typed search text, as every group's query uses it: one normalisation (Turkish case rules,
// src/lib/namePrefix.ts), the minimum length, the case variants a title prefix is looked up in,
// and the split of a shown name around the matched prefix.
import { normalizeNamePrefix } from '@/lib/namePrefix';

/** Fewer characters than this search nothing: one letter would match half the directory. */
export const MIN_QUERY_LENGTH = 2;

/** How long the box waits for typing to stop before it searches. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The text as a prefix: trimmed, single-spaced, Turkish lower case ('İstanbul' → 'istanbul'). */
export const normalizeQuery = normalizeNamePrefix;

/** Whether the text is long enough to search (after normalising). */
export function isSearchable(text: string): boolean {
  return normalizeQuery(text).length >= MIN_QUERY_LENGTH;
}

const upperTr = (text: string) => text.toLocaleUpperCase('tr-TR');
const capitalise = (word: string) => upperTr(word.slice(0, 1)) + word.slice(1);

/**
 * Briefs store only `title`, as written, and Firestore compares strings by code point: a
 * lower-case prefix cannot find 'Çiçek Sepeti'. So the title is looked up in the ways people
 * write titles: as typed in lower case, sentence case, title case and upper case, each with
 * Turkish rules ('ılık' → 'Ilık', 'istanbul' → 'İstanbul'). Duplicates are dropped.
 */
export function titlePrefixVariants(text: string): string[] {
  const lower = normalizeQuery(text);
  if (lower === '') return [];
  const variants = [
    lower,
    capitalise(lower),
    lower.split(' ').map(capitalise).join(' '),
    upperTr(lower),
  ];
  return [...new Set(variants)];
}

export type HighlightParts = { before: string; match: string; after: string };

/**
 * `name` split around the first word start where the query matches (a surname match marks the
 * surname), for <mark>; null when it matches nowhere. Lower-casing with Turkish rules keeps every character's length
 * except 'İ' (which some engines lower to two), so positions are found on the text as shown.
 */
export function highlightParts(name: string, query: string): HighlightParts | null {
  const prefix = normalizeQuery(query);
  if (prefix === '') return null;
  const shown = name.replace(/\s+/g, ' ');
  for (let start = 0; start < shown.length; start += 1) {
    if (start > 0 && shown[start - 1] !== ' ') continue;
    const end = start + prefix.length;
    if (normalizeQuery(shown.slice(start, end)) === prefix) {
      return {
        before: shown.slice(0, start),
        match: shown.slice(start, end),
        after: shown.slice(end),
      };
    }
  }
  return null;
}
