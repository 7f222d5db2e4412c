// Social accounts as links with their counts (influencer profiles, the public profile page and
// /app/pages/profile/social): a handle becomes the platform's page address, never an unsafe href.
// Pure: no Firebase, no React.
import {
  socialPlatforms,
  type InfluencerSocialMedia,
  type SocialPlatform,
} from './collections/influencers';

export type SocialLink = {
  platform: SocialPlatform;
  /** What the profile shows: '@handle', or the channel link when there is no handle. */
  label: string;
  /** The account's page; null when the stored handle cannot make a safe link. */
  url: string | null;
  /** Followers (subscribers on YouTube); null when not measured yet. */
  count: number | null;
  countKind: 'followers' | 'subscribers';
};

const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;

/** An http(s) address as given, or null (no javascript: or other schemes in an href). */
export function webAddress(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A picture's address: a web address, or a path on this site (the demo's files in public/). */
export function imageAddress(value: string): string {
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return webAddress(trimmed) ?? '';
}

const profileBase: Record<Exclude<SocialPlatform, 'youtube'>, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}/`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  twitch: (handle) => `https://www.twitch.tv/${handle}`,
};

const cleanHandle = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/^@+/, '') : '';

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;

function linkOf(platform: SocialPlatform, social: InfluencerSocialMedia): SocialLink | null {
  if (platform === 'youtube') {
    const youtube = social.youtube;
    if (!youtube) return null;
    const handle = cleanHandle(youtube.username);
    const channel = typeof youtube.channelLink === 'string' ? youtube.channelLink.trim() : '';
    if (!handle && !channel) return null;
    const url =
      (channel && webAddress(channel)) ||
      (HANDLE.test(handle) ? `https://www.youtube.com/@${handle}` : null);
    return {
      platform,
      label: handle ? `@${handle}` : channel,
      url,
      count: countOf(youtube.totalSubscriberCount),
      countKind: 'subscribers',
    };
  }
  const account = social[platform];
  const handle = cleanHandle(account?.username);
  if (!handle) return null;
  // A pasted profile address instead of a handle still links, if it is a web address.
  const url = HANDLE.test(handle) ? profileBase[platform](handle) : webAddress(handle);
  return {
    platform,
    label: HANDLE.test(handle) ? `@${handle}` : handle,
    url,
    count: countOf(account?.followerCount),
    countKind: 'followers',
  };
}

/** The accounts with a handle (or channel link), in the directory's platform order. */
export function socialLinksOf(social: InfluencerSocialMedia | undefined): SocialLink[] {
  return socialPlatforms
    .map((platform) => linkOf(platform, social ?? {}))
    .filter((link): link is SocialLink => link !== null);
}
