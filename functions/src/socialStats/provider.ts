// The one interface behind the social stats callables, and the handle rules both of its
// implementations share. No Firebase imports: the providers are tested on their own
// (tests/emulator/socialStatsProviders.test.ts).
import type { PostFigures } from '../shared/postMetrics';
import type {
  InstagramStats,
  SocialStatsPlatform,
  TwitchStats,
  YoutubeChannelStats,
} from '../shared/socialStats';

export interface SocialStatsProvider {
  /** `username`: a valid Instagram username (`instagramUsername`). */
  instagram(username: string): Promise<InstagramStats>;
  /** `username`: a valid Twitch login (`twitchLogin`). */
  twitch(username: string): Promise<TwitchStats>;
  /** `linkOrId`: a channel link (`/channel/UC…`, `/@handle`, `/c/…`, `/user/…`), `@handle` or id. */
  youtubeChannel(linkOrId: string): Promise<YoutubeChannelStats>;
  /**
   * One post's public figures (issue 22). `owner`: her stored Instagram username, since
   * business discovery lists an account's recent media and cannot look a post up by itself.
   * `ageMs`: how long the post has been live (only the local demo figures use it).
   */
  post(
    platform: PostReadablePlatform,
    link: string,
    context: { owner?: string; ageMs: number },
  ): Promise<PostFigures>;
}

/** The platforms whose public APIs give a post's figures without the creator's own sign-in. */
export type PostReadablePlatform = 'instagram' | 'youtube';

/**
 * What a provider reports instead of figures: the stored handle is unusable, the platform
 * knows no such account, or the platform did not answer usefully (network, quota, credentials).
 */
export type SocialStatsErrorCode = 'invalid-handle' | 'not-found' | 'unavailable';

export class SocialStatsError extends Error {
  constructor(
    readonly code: SocialStatsErrorCode,
    readonly platform: SocialStatsPlatform,
    message: string,
    /** The platform's own error (status, body) for the logs; never shown to the caller. */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'SocialStatsError';
  }
}

/** The path of a profile link on `host` (e.g. 'instagram.com/ayse/' → 'ayse'), or null. */
function pathOnHost(raw: string, host: string): string | null {
  const match = new RegExp(
    `^(?:https?://)?(?:[a-z]+\\.)?${host.replace('.', '\\.')}/([^?#]*)`,
    'i',
  ).exec(raw);
  return match ? (match[1] ?? '').replace(/\/+$/, '') : null;
}

const INSTAGRAM_USERNAME = /^[a-z0-9._]{1,30}$/;
const TWITCH_LOGIN = /^[a-z0-9_]{1,25}$/;

/**
 * A stored Instagram username ('@Ayse.Demo', 'instagram.com/ayse.demo') as the API takes it
 * ('ayse.demo'); null when blank or not a possible username. Only these characters ever reach
 * the Graph API's `business_discovery.username(…)` field expression.
 */
export function instagramUsername(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  const name = (pathOnHost(trimmed, 'instagram.com') ?? trimmed).replace(/^@/, '').toLowerCase();
  return INSTAGRAM_USERNAME.test(name) ? name : null;
}

/** A stored Twitch username ('@Streamer', 'twitch.tv/streamer') as a Helix login; null when unusable. */
export function twitchLogin(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  const name = (pathOnHost(trimmed, 'twitch.tv') ?? trimmed).replace(/^@/, '').toLowerCase();
  return TWITCH_LOGIN.test(name) ? name : null;
}

/** How the YouTube Data API's channels.list is asked for one channel. */
export type YoutubeChannelRef =
  | { by: 'id'; value: string }
  /** value starts with '@'. */
  | { by: 'handle'; value: string }
  /** A legacy /user/ name. */
  | { by: 'username'; value: string };

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
// Handles are 3-30 letters (any script), digits, '_', '-' and '.'.
const HANDLE = /^@[\p{L}\p{M}\p{N}._-]{3,30}$/u;
const LEGACY_NAME = /^[A-Za-z0-9._-]{1,100}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A channel link, '@handle' or channel id as a channels.list query; null when it names no
 * channel (a video link, another site, a malformed id). `/c/<name>` links are asked for as the
 * handle '@<name>': YouTube turned custom URLs into handles.
 */
export function parseYoutubeChannel(linkOrId: unknown): YoutubeChannelRef | null {
  if (typeof linkOrId !== 'string') return null;
  const raw = linkOrId.trim();
  if (CHANNEL_ID.test(raw)) return { by: 'id', value: raw };
  if (raw.startsWith('@')) return HANDLE.test(raw) ? { by: 'handle', value: raw } : null;

  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean).map(decoded);
  if (segments.includes(null)) return null;
  const [first, second] = segments as string[];
  if (!first) return null;
  if (first.startsWith('@')) return HANDLE.test(first) ? { by: 'handle', value: first } : null;
  if (first === 'channel' && second && CHANNEL_ID.test(second)) return { by: 'id', value: second };
  if (first === 'c' && second && HANDLE.test(`@${second}`)) {
    return { by: 'handle', value: `@${second}` };
  }
  if (first === 'user' && second && LEGACY_NAME.test(second)) {
    return { by: 'username', value: second };
  }
  return null;
}

const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube watch, youtu.be, shorts or live link; null otherwise. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'live', 'embed'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  }
  return id && YOUTUBE_VIDEO_ID.test(id) ? id : null;
}

/** The shortcode of an Instagram post or reel link (instagram.com/p/<code>/, /reel/<code>/). */
export function instagramShortcode(link: string): string | null {
  const path = pathOnHost(link.trim(), 'instagram.com');
  if (path === null) return null;
  const [kind, code] = path.split('/');
  return (kind === 'p' || kind === 'reel' || kind === 'tv') && code && /^[A-Za-z0-9_-]+$/.test(code)
    ? code
    : null;
}
