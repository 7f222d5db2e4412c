import type { FaqEntry } from '@/lib/collections/contents';
import { normalizeNamePrefix } from '@/lib/namePrefix';

// FAQ search: every typed word must appear in the question or the answer, compared with Turkish
// case rules ('İADE' finds 'iade', 'IŞIK' finds 'ışık' but not 'işik').

const wordsOf = (query: string) => normalizeNamePrefix(query).split(' ').filter(Boolean);

export function matchesFaq(entry: FaqEntry, query: string): boolean {
  const words = wordsOf(query);
  if (words.length === 0) return true;
  const haystack = normalizeNamePrefix(`${entry.question} ${entry.answer}`);
  return words.every((word) => haystack.includes(word));
}

/** The entries that match, questions that match first, each group in the stored order. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = wordsOf(query);
  const matches = entries.filter((entry) => matchesFaq(entry, query));
  if (words.length === 0) return matches;
  const inQuestion = (entry: FaqEntry) => {
    const question = normalizeNamePrefix(entry.question);
    return words.every((word) => question.includes(word));
  };
  return [...matches.filter(inQuestion), ...matches.filter((entry) => !inQuestion(entry))];
}
