/** An influencer as the allowance picker shows her, with the name fields it matches. */
export type AffiliateInfluencer = {
  uid: string;
  name: string;
  profileImage: string;
  /** lowerCaseFullName, lowerCaseName, lowerCaseSurname (Turkish lower case). */
  searchNames: string[];
};

/** How many matches the picker lists at once; typing more of the name narrows them. */
export const SHOWN_CANDIDATES = 20;

/**
 * The influencers whose full name, first name or surname starts with `prefix` (already
 * normalised by normalizeNamePrefix, as the directory's three prefix searches), by name.
 */
export function matchingInfluencers(
  items: readonly AffiliateInfluencer[],
  prefix: string,
): { shown: AffiliateInfluencer[]; total: number } {
  const matches = items
    .filter((item) => prefix === '' || item.searchNames.some((name) => name.startsWith(prefix)))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  return { shown: matches.slice(0, SHOWN_CANDIDATES), total: matches.length };
}
