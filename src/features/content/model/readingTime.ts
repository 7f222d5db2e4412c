// Reading time of a Markdown body, as blogs show it ('4 dk okuma').

/** Words a minute of an adult reading Turkish prose on a screen (a common round figure). */
export const WORDS_PER_MINUTE = 200;

/** The words a reader sees: link targets, image addresses and Markdown marks do not count. */
export function countWords(markdown: string): number {
  const visible = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#>*_`~|-]/g, ' ');
  return visible.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least 1. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}
