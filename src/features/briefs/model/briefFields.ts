// Readers for brief fields that exist in more than one shape (spec section 3), so the visibility
// rules and the cards read them the same way.
import {
  contentTypes,
  platforms,
  type BriefDoc,
  type ContentType,
  type Platform,
} from '@/lib/collections/briefs';

/**
 * The platforms a brief asks for, in the fixed order instagram, tiktok, youtube. Reads
 * `briefPlatforms`, or the older `selectedBriefPlatforms` when that is empty; unknown values are
 * dropped. Empty means no platform requirement.
 */
export function briefPlatformsOf(
  brief: Pick<BriefDoc, 'briefPlatforms' | 'selectedBriefPlatforms'>,
): Platform[] {
  const listed = brief.briefPlatforms?.length
    ? brief.briefPlatforms
    : (brief.selectedBriefPlatforms ?? []);
  return platforms.filter((platform) => listed.includes(platform));
}

/** The content types a brief asks for, in the fixed order story, post, reel, video. */
export function briefContentTypesOf(brief: Pick<BriefDoc, 'contentTypes'>): ContentType[] {
  const listed = brief.contentTypes ?? [];
  return contentTypes.filter((type) => listed.includes(type));
}

export type GenderTargets = { male: boolean; female: boolean };

/**
 * Which genders a brief targets. The flags targetMaleInfluencers / targetFemaleInfluencers win
 * when present (the data contract keeps them in step with targetedGenders); a brief without a
 * flag falls back to targetedGenders.
 */
export function genderTargetsOf(
  brief: Pick<BriefDoc, 'targetMaleInfluencers' | 'targetFemaleInfluencers' | 'targetedGenders'>,
): GenderTargets {
  const genders = brief.targetedGenders ?? [];
  return {
    male:
      typeof brief.targetMaleInfluencers === 'boolean'
        ? brief.targetMaleInfluencers
        : genders.includes('male'),
    female:
      typeof brief.targetFemaleInfluencers === 'boolean'
        ? brief.targetFemaleInfluencers
        : genders.includes('female'),
  };
}
