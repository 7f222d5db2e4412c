// What /app/influencers should show after `npm run seed`, as plain data, so end-to-end tests
// compute their expectations from the seed instead of hard-coding names. Pure: no Firebase
// import, safe to load from a test runner. Bench influencers (`--influencers N`) are not part of
// it: they sit below every seeded profile in every order and below 1,000 followers on every
// platform (benchInfluencers.ts), so they change none of these results.
import { demoAccounts } from './accounts';
import { followerCountOf, type SeedInfluencer, type SeedPlatform } from './contractDocs';
import { buildDirectoryProfiles } from './directoryProfiles';
import { buildInfluencerDoc } from './profiles';

/** Every Influencers document `npm run seed` writes: the demo logins' first, then the 40. */
export function directoryInfluencers(): SeedInfluencer[] {
  return [
    ...demoAccounts.filter((a) => a.type === 'influencer').map(buildInfluencerDoc),
    ...buildDirectoryProfiles().map((p) => p.influencer),
  ];
}

/** A directory query as a brand (not an admin) makes it: approved profiles only. */
export type DirectoryQuery = {
  /** A Turkish category name (`userCategoriesName`), e.g. 'Moda'. */
  category?: string;
  /** With a platform, results are that platform's count in [min, max], highest first. */
  platform?: SeedPlatform;
  min?: number;
  max?: number;
  isGenderFemale?: boolean;
  /** true: only self-managed profiles (imitatorAgencyUID == ''). */
  hideAgencyInfluencers?: boolean;
};

/** The end-to-end check: category Moda, Instagram followers 10k-100k. */
export const FASHION_INSTAGRAM_MICRO: Readonly<DirectoryQuery> = {
  category: 'Moda',
  platform: 'instagram',
  min: 10_000,
  max: 100_000,
};

const DEFAULT_MIN = 0;
const DEFAULT_MAX = 999_999_999;

/**
 * The profiles the query returns, in the directory's order: the platform's count descending when
 * a platform is chosen (the seed has no ties there), otherwise newest `timestamp` first.
 */
export function expectedDirectoryResults(
  query: DirectoryQuery,
  influencers: readonly SeedInfluencer[] = directoryInfluencers(),
): SeedInfluencer[] {
  const { platform } = query;
  const min = query.min ?? DEFAULT_MIN;
  const max = query.max ?? DEFAULT_MAX;
  const matches = influencers.filter((doc) => {
    if (!doc.isApproved) return false;
    if (query.category !== undefined && !doc.userCategoriesName.includes(query.category))
      return false;
    if (query.isGenderFemale !== undefined && doc.isGenderFemale !== query.isGenderFemale)
      return false;
    if (query.hideAgencyInfluencers && doc.imitatorAgencyUID !== '') return false;
    if (platform === undefined) return true;
    const count = followerCountOf(doc, platform);
    return count !== undefined && count >= min && count <= max;
  });
  return matches.sort((a, b) =>
    platform === undefined
      ? b.timestamp.getTime() - a.timestamp.getTime() || a.uid.localeCompare(b.uid)
      : (followerCountOf(b, platform) ?? 0) - (followerCountOf(a, platform) ?? 0) ||
        a.uid.localeCompare(b.uid),
  );
}
