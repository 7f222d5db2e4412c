// What the cards and the profile page show of an Influencers document, and who may see what on
// the detail page. Pure.
import { UserRole } from '@/store/roles';
import { toCategoryCodes } from '@/lib/categories';
import {
  socialPlatforms,
  type InfluencerDoc,
  type SocialPlatform,
} from '@/lib/collections/influencers';
import { followerCountOf } from './directoryQuery';

export type SocialAccountView = {
  platform: SocialPlatform;
  /** The handle as shown ('@name'), or the channel's name for YouTube. */
  handle: string;
  /** Followers (subscribers on YouTube); undefined while no count is stored. */
  count: number | undefined;
  /** A link to the account, only ever https. */
  url: string | null;
};

const profileUrl: Record<Exclude<SocialPlatform, 'youtube'>, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${encodeURIComponent(handle)}/`,
  tiktok: (handle) => `https://www.tiktok.com/@${encodeURIComponent(handle)}`,
  twitter: (handle) => `https://x.com/${encodeURIComponent(handle)}`,
  twitch: (handle) => `https://www.twitch.tv/${encodeURIComponent(handle)}`,
};

const cleanHandle = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/^@+/, '') : '';

/** A stored link only when it is a web address (never javascript: or the like). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The platforms the profile has a handle (or a channel link) on, in the platforms' order. */
export function socialAccountsOf(doc: InfluencerDoc): SocialAccountView[] {
  const accounts: SocialAccountView[] = [];
  for (const platform of socialPlatforms) {
    const account = doc.socialMedia[platform] as Record<string, unknown> | undefined;
    if (!account) continue;
    if (platform === 'youtube') {
      const url = safeHttpUrl(account.channelLink);
      const name = cleanHandle(account.username);
      if (!url && !name) continue;
      accounts.push({
        platform,
        handle: name || (url ?? ''),
        count: followerCountOf(doc, platform),
        url,
      });
      continue;
    }
    const handle = cleanHandle(account.username);
    if (!handle) continue;
    accounts.push({
      platform,
      handle: `@${handle}`,
      count: followerCountOf(doc, platform),
      url: profileUrl[platform](handle),
    });
  }
  return accounts;
}

/** The profile's category codes: generalInfo's codes, else the stored Turkish names. */
export function categoryCodesOf(doc: InfluencerDoc): number[] {
  const codes = toCategoryCodes(doc.generalInfo.selectedCategories);
  return codes.length > 0 ? codes : toCategoryCodes(doc.userCategoriesName);
}

/** Up to two letters for a profile without a photo. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase('tr-TR'))
    .join('');
}

/** The age in whole years from 'YYYY-MM-DD', or null. */
export function ageOf(birthDate: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age >= 0 && age < 130 ? age : null;
}

export type DetailViewer = { uid: string; role: UserRole };

/** What the detail page shows to this viewer (firestore.rules decide what each may read). */
export type DetailView = {
  isAdmin: boolean;
  /** The influencer herself. */
  isSelf: boolean;
  /** Her managing agency. */
  isAgency: boolean;
  /** Users/{uid} (earnings) is readable by the owner, her managing agency and admins. */
  seesEarnings: boolean;
  /**
   * Completed collaborations: a `completedUsers array-contains uid` query, which the briefs
   * rules allow to admins and to the influencer herself only.
   */
  seesCollaborations: boolean;
  /** "Wait for approval" for the influencer and her agency while unapproved. */
  showsApprovalHint: boolean;
  /** The social stats functions accept admins, the influencer and her managing agency. */
  refreshesCounts: boolean;
};

export function detailViewOf(doc: InfluencerDoc, viewer: DetailViewer): DetailView {
  const isAdmin = viewer.role === UserRole.Admin;
  const isSelf = viewer.uid === doc.uid;
  const isAgency = doc.imitatorAgencyUID !== '' && doc.imitatorAgencyUID === viewer.uid;
  return {
    isAdmin,
    isSelf,
    isAgency,
    seesEarnings: isAdmin || isSelf || isAgency,
    seesCollaborations: isAdmin || isSelf,
    showsApprovalHint: !doc.isApproved && (isSelf || isAgency),
    refreshesCounts: isAdmin || isSelf || isAgency,
  };
}

/**
 * The platforms the social stats functions can refresh for this profile: Instagram and Twitch
 * by username, YouTube by channel link (the functions read the handle from the stored profile).
 */
export function refreshablePlatforms(doc: InfluencerDoc): ('instagram' | 'twitch' | 'youtube')[] {
  const social = doc.socialMedia;
  const platforms: ('instagram' | 'twitch' | 'youtube')[] = [];
  if (cleanHandle(social.instagram?.username)) platforms.push('instagram');
  if (cleanHandle(social.twitch?.username)) platforms.push('twitch');
  if (safeHttpUrl(social.youtube?.channelLink)) platforms.push('youtube');
  return platforms;
}
