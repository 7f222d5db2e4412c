// Recent searches, kept in this browser per user (src/lib/localStore.ts), newest first: a user
// sharing the computer does not see another's searches, and a corrupt value reads as none.
import { parseJson, readStored, storageKeys, writeStored } from '@/lib/localStore';
import { MIN_QUERY_LENGTH, normalizeQuery } from './searchText';

export const MAX_RECENT_SEARCHES = 8;

export const recentSearchesKey = (uid: string) => `${storageKeys.recentSearches}:${uid}`;

/** The list with `text` first: trimmed, once (compared in Turkish lower case), at most 8. */
export function withRecent(list: readonly string[], text: string): string[] {
  const shown = text.trim().replace(/\s+/g, ' ');
  if (normalizeQuery(shown).length < MIN_QUERY_LENGTH) return [...list];
  const key = normalizeQuery(shown);
  const rest = list.filter((item) => normalizeQuery(item) !== key);
  return [shown, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

export function withoutRecent(list: readonly string[], text: string): string[] {
  const key = normalizeQuery(text);
  return list.filter((item) => normalizeQuery(item) !== key);
}

function parseRecent(raw: string): string[] | null {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return null;
  return value
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, MAX_RECENT_SEARCHES);
}

export function readRecentSearches(uid: string): string[] {
  return readStored(recentSearchesKey(uid), parseRecent, []);
}

export function writeRecentSearches(uid: string, list: readonly string[]): void {
  writeStored(recentSearchesKey(uid), list.length === 0 ? null : JSON.stringify(list));
}
