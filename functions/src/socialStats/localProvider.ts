// Demo figures for the emulators and for deployments without API credentials
// (docs/influencers-model.md): derived from a SHA-256 of the handle, so the same handle always
// gets the same plausible numbers and no network is needed.
import { createHash } from 'node:crypto';
import type { PostFigures } from '../shared/postMetrics';
import type { InstagramStats, TwitchStats, YoutubeChannelStats } from '../shared/socialStats';
import {
  SocialStatsError,
  instagramShortcode,
  instagramUsername,
  youtubeVideoId,
  type PostReadablePlatform,
  parseYoutubeChannel,
  twitchLogin,
  type SocialStatsProvider,
} from './provider';

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** Eight fractions in [0, 1) taken from the digest. */
function fractions(hash: Buffer): number[] {
  return Array.from({ length: 8 }, (_, index) => hash.readUInt32BE(index * 4) / 2 ** 32);
}

/** Spread evenly on a log scale: follower counts are mostly small, a few are huge. */
const logRange = (u: number, min: number, max: number) => Math.round(min * (max / min) ** u);
const linear = (u: number, min: number, max: number) => min + u * (max - min);
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

const HOUR_MS = 60 * 60 * 1000;

/**
 * A post's demo figures `ageMs` after it went live: fixed by the link, growing from 40 % at
 * posting towards the full count over the first days (≈ 69 % after 24 h, ≈ 99 % after 7 days),
 * so the three readings of a report differ as real ones do. Instagram gives no views.
 */
export function localPostFigures(
  platform: PostReadablePlatform,
  link: string,
  ageMs: number,
): PostFigures {
  const [likes = 0, comments = 0, views = 0] = fractions(digest(`post:${link}`));
  const growth = 0.4 + 0.6 * (1 - Math.exp(-Math.max(0, ageMs) / (36 * HOUR_MS)));
  const fullLikes = logRange(likes, 80, 60_000);
  return {
    likes: Math.round(fullLikes * growth),
    comments: Math.round(fullLikes * linear(comments, 0.01, 0.08) * growth),
    views: platform === 'instagram' ? null : Math.round(fullLikes * linear(views, 8, 40) * growth),
  };
}

export const localSocialStatsProvider: SocialStatsProvider = {
  async instagram(username: string): Promise<InstagramStats> {
    const name = instagramUsername(username);
    if (!name) throw new SocialStatsError('invalid-handle', 'instagram', 'invalid username');
    const [followers = 0, media = 0, rate = 0] = fractions(digest(`instagram:${name}`));
    return {
      username: name,
      followerCount: logRange(followers, 1_000, 2_500_000),
      totalMediaCount: Math.round(linear(media, 12, 1_800)),
      interactionRate: twoDecimals(linear(rate, 0.6, 8)),
    };
  },

  async twitch(username: string): Promise<TwitchStats> {
    const login = twitchLogin(username);
    if (!login) throw new SocialStatsError('invalid-handle', 'twitch', 'invalid login');
    const [followers = 0] = fractions(digest(`twitch:${login}`));
    return { username: login, followerCount: logRange(followers, 100, 800_000) };
  },

  async youtubeChannel(linkOrId: string): Promise<YoutubeChannelStats> {
    const ref = parseYoutubeChannel(linkOrId);
    if (!ref) throw new SocialStatsError('invalid-handle', 'youtube', 'invalid channel link');
    // Handles and legacy names are case-insensitive on YouTube; ids are not.
    const key = ref.by === 'id' ? ref.value : ref.value.toLowerCase();
    const hash = digest(`youtube:${ref.by}:${key}`);
    const [subscribers = 0, videos = 0, viewsPerSubscriber = 0] = fractions(hash);
    const id =
      ref.by === 'id'
        ? ref.value
        : `UC${hash
            .toString('base64url')
            .replace(/[^A-Za-z0-9]/g, 'x')
            .slice(0, 22)}`;
    const totalSubscriberCount = logRange(subscribers, 500, 3_000_000);
    return {
      id,
      username: ref.by === 'id' ? `Kanal ${id.slice(-6)}` : key.replace(/^@/, ''),
      totalSubscriberCount,
      totalVideoCount: Math.round(linear(videos, 8, 1_500)),
      totalWatchTime: Math.round(totalSubscriberCount * linear(viewsPerSubscriber, 20, 300)),
    };
  },

  async post(platform, link, { ageMs }): Promise<PostFigures> {
    const known = platform === 'instagram' ? instagramShortcode(link) : youtubeVideoId(link);
    if (!known) throw new SocialStatsError('invalid-handle', platform, 'not a post link');
    return localPostFigures(platform, link, ageMs);
  },
};
