// Reads an `Influencers/{uid}` document (spec section 3) into what the influencer list needs.
// Pure; influencerProfile.ts does the Firestore reads. Several fields exist in two places in old
// data (isGenderFemale at the top and under generalInfo), so each is read with its fallback.
import type { InfluencerProfile } from '../model/visibility';

export type SocialMediaMap = Record<string, { username?: unknown; channelLink?: unknown } | null>;

/** What the list page knows about the influencer after the photo check and the profile read. */
export type InfluencerData = {
  /** False when Influencers/{uid} does not exist yet (no profile saved). */
  exists: boolean;
  isApproved: boolean | null;
  profilePhotoUrl: string;
  socialMedia: SocialMediaMap | null;
  profile: InfluencerProfile;
};

type Raw = Record<string, unknown>;

const asRecord = (value: unknown): Raw | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : null;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

function categoriesOf(data: Raw, general: Raw): (number | string)[] {
  const pick = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((v): v is number | string => typeof v === 'number' || typeof v === 'string')
      : [];
  const selected = pick(general.selectedCategories);
  return selected.length > 0 ? selected : pick(data.userCategoriesName);
}

/** The document's data (or undefined when missing) as InfluencerData for `uid`. */
export function toInfluencerData(uid: string, data: Raw | undefined): InfluencerData {
  const doc = data ?? {};
  const general = asRecord(doc.generalInfo) ?? {};
  const social = asRecord(doc.socialMedia) as SocialMediaMap | null;
  const handle = (platform: string, key: 'username' | 'channelLink') =>
    text(asRecord(social?.[platform])?.[key]) || undefined;
  return {
    exists: data !== undefined,
    isApproved: bool(doc.isApproved),
    profilePhotoUrl: text(general.profilePhotoUrl),
    socialMedia: social,
    profile: {
      uid,
      isGenderFemale: bool(doc.isGenderFemale) ?? bool(general.isGenderFemale),
      categories: categoriesOf(doc, general),
      social: {
        instagram: handle('instagram', 'username'),
        tiktok: handle('tiktok', 'username'),
        youtube: handle('youtube', 'channelLink'),
      },
    },
  };
}
