// The real platform APIs behind the social stats callables (used in production when their
// credentials are configured; chooseProvider.ts decides). Response shapes as documented:
// - Instagram Graph API, IG User business discovery:
//   GET https://graph.facebook.com/{version}/{ig-business-id}
//       ?fields=business_discovery.username(<u>){username,followers_count,media_count,media…}
//   → { business_discovery: { followers_count, media_count, media: { data: [...] } }, id }
//   An unknown (or personal, non-professional) account is error code 110, subcode 2207013.
// - Twitch Helix: POST https://id.twitch.tv/oauth2/token (client_credentials)
//   → { access_token, expires_in, token_type }; GET /helix/users?login= → { data: [{ id, login }] };
//   GET /helix/channels/followers?broadcaster_id= → { total, data, pagination } (with an app
//   token only `total` is filled, which is all we need).
// - YouTube Data API v3: GET /youtube/v3/channels?part=snippet,statistics&id=|forHandle=|forUsername=
//   → { items: [{ id, snippet: { title }, statistics: { subscriberCount, videoCount, viewCount } }] }
//   (counts are strings; no `items` when nothing matches).
// Post figures (issue 22):
// - Instagram: the same business discovery, asking for her recent media
//   `media.limit(50){permalink,like_count,comments_count}`, matched by the post's shortcode in
//   its permalink (the public API has no lookup of one post by link, and no views).
// - YouTube: GET /youtube/v3/videos?part=statistics&id=<video id>
//   → { items: [{ id, statistics: { viewCount, likeCount, commentCount } }] }.
// Secrets travel only in requests: never in errors, logs or returned values.
import type { PostFigures } from '../shared/postMetrics';
import type {
  InstagramStats,
  SocialStatsPlatform,
  TwitchStats,
  YoutubeChannelStats,
} from '../shared/socialStats';
import {
  SocialStatsError,
  instagramShortcode,
  instagramUsername,
  parseYoutubeChannel,
  twitchLogin,
  youtubeVideoId,
  type PostReadablePlatform,
  type SocialStatsProvider,
} from './provider';

export interface LiveCredentials {
  instagram?: {
    /** The app's own Instagram professional account id, the one business discovery runs on. */
    businessAccountId: string;
    /** A long-lived user (or system user) token with instagram_basic and pages_read_engagement. */
    accessToken: string;
    /** Graph API version, e.g. 'v19.0'. */
    graphVersion: string;
  };
  twitch?: { clientId: string; clientSecret: string };
  youtube?: { apiKey: string };
}

export interface LiveProviderOptions {
  fetch?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  now?: () => number;
}

/** How many recent posts the Instagram interaction rate is averaged over. */
export const RECENT_MEDIA = 12;

const GRAPH_HOST = 'https://graph.facebook.com';
const TWITCH_TOKEN_URL = 'https://id.twitch.tv/oauth2/token';
const HELIX = 'https://api.twitch.tv/helix';
const YOUTUBE_CHANNELS = 'https://www.googleapis.com/youtube/v3/channels';
const YOUTUBE_VIDEOS = 'https://www.googleapis.com/youtube/v3/videos';
/** How far back in her media a post is looked for (business discovery's page). */
export const POST_LOOKUP_MEDIA = 50;
/** Graph API subcodes for "no such professional account" (error code 110). */
const INSTAGRAM_NOT_FOUND_SUBCODES = new Set([2207013, 2207006]);

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A non-negative whole count from a number or a numeric string (YouTube sends strings). */
function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

interface Reply {
  ok: boolean;
  status: number;
  body: unknown;
}

export class LiveSocialStatsProvider implements SocialStatsProvider {
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private twitchToken: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly credentials: LiveCredentials,
    options: LiveProviderOptions = {},
  ) {
    // Looked up per call, so a test double installed later (nock) is still seen.
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  private async request(
    platform: SocialStatsPlatform,
    what: string,
    url: string,
    init: RequestInit = {},
  ): Promise<Reply> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SocialStatsError('unavailable', platform, `${what}: request failed (${reason})`);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      // Not JSON (an HTML error page): keep the text for the log.
    }
    return { ok: response.ok, status: response.status, body };
  }

  private failed(platform: SocialStatsPlatform, what: string, reply: Reply): SocialStatsError {
    return new SocialStatsError('unavailable', platform, `${what}: HTTP ${reply.status}`, {
      status: reply.status,
      body: reply.body,
    });
  }

  async instagram(username: string): Promise<InstagramStats> {
    const config = this.credentials.instagram;
    if (!config) throw new SocialStatsError('unavailable', 'instagram', 'not configured');
    const name = instagramUsername(username);
    if (!name) throw new SocialStatsError('invalid-handle', 'instagram', 'invalid username');

    const url = new URL(
      `${GRAPH_HOST}/${encodeURIComponent(config.graphVersion)}/${encodeURIComponent(config.businessAccountId)}`,
    );
    url.searchParams.set(
      'fields',
      `business_discovery.username(${name}){username,followers_count,media_count,` +
        `media.limit(${RECENT_MEDIA}){like_count,comments_count}}`,
    );
    url.searchParams.set('access_token', config.accessToken);
    const reply = await this.request('instagram', 'business discovery', url.toString());
    if (!reply.ok) {
      const error = record(record(reply.body).error);
      if (error.code === 110 && INSTAGRAM_NOT_FOUND_SUBCODES.has(Number(error.error_subcode))) {
        throw new SocialStatsError('not-found', 'instagram', `no professional account ${name}`, {
          status: reply.status,
          body: reply.body,
        });
      }
      throw this.failed('instagram', 'business discovery', reply);
    }

    const discovery = record(record(reply.body).business_discovery);
    const followerCount = count(discovery.followers_count);
    const totalMediaCount = count(discovery.media_count);
    if (followerCount === null || totalMediaCount === null) {
      throw new SocialStatsError('unavailable', 'instagram', 'unexpected response', {
        body: reply.body,
      });
    }
    // Likes can be hidden by the owner: such a post counts its comments only.
    const posts = list(record(discovery.media).data).map(record);
    const interactions = posts.reduce(
      (sum, post) => sum + (count(post.like_count) ?? 0) + (count(post.comments_count) ?? 0),
      0,
    );
    const interactionRate =
      posts.length > 0 && followerCount > 0
        ? Math.round((interactions / posts.length / followerCount) * 100 * 100) / 100
        : 0;
    return {
      username: typeof discovery.username === 'string' ? discovery.username : name,
      followerCount,
      totalMediaCount,
      interactionRate,
    };
  }

  /** An app access token, fetched once and reused until a minute before it expires. */
  private async twitchAppToken(): Promise<string> {
    const config = this.credentials.twitch;
    if (!config) throw new SocialStatsError('unavailable', 'twitch', 'not configured');
    if (this.twitchToken && this.twitchToken.expiresAt > this.now()) return this.twitchToken.value;
    const reply = await this.request('twitch', 'app token', TWITCH_TOKEN_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const body = record(reply.body);
    if (!reply.ok || typeof body.access_token !== 'string') {
      throw this.failed('twitch', 'app token', reply);
    }
    const lifetime = count(body.expires_in) ?? 3600;
    this.twitchToken = {
      value: body.access_token,
      expiresAt: this.now() + Math.max(0, lifetime - 60) * 1000,
    };
    return body.access_token;
  }

  private async helix(what: string, path: string, retried = false): Promise<Json> {
    const config = this.credentials.twitch;
    if (!config) throw new SocialStatsError('unavailable', 'twitch', 'not configured');
    const token = await this.twitchAppToken();
    const reply = await this.request('twitch', what, `${HELIX}${path}`, {
      headers: { Authorization: `Bearer ${token}`, 'Client-Id': config.clientId },
    });
    if (reply.status === 401 && !retried) {
      // Revoked or expired early: one fresh token, one retry.
      this.twitchToken = null;
      return this.helix(what, path, true);
    }
    if (!reply.ok) throw this.failed('twitch', what, reply);
    return record(reply.body);
  }

  async twitch(username: string): Promise<TwitchStats> {
    const login = twitchLogin(username);
    if (!login) throw new SocialStatsError('invalid-handle', 'twitch', 'invalid login');
    const users = await this.helix('users', `/users?login=${encodeURIComponent(login)}`);
    const user = record(list(users.data)[0]);
    if (typeof user.id !== 'string') {
      throw new SocialStatsError('not-found', 'twitch', `no user ${login}`);
    }
    const followers = await this.helix(
      'channel followers',
      `/channels/followers?broadcaster_id=${encodeURIComponent(user.id)}`,
    );
    const followerCount = count(followers.total);
    if (followerCount === null) {
      throw new SocialStatsError('unavailable', 'twitch', 'unexpected response', {
        body: followers,
      });
    }
    return {
      username: typeof user.login === 'string' ? user.login : login,
      followerCount,
    };
  }

  async youtubeChannel(linkOrId: string): Promise<YoutubeChannelStats> {
    const config = this.credentials.youtube;
    if (!config) throw new SocialStatsError('unavailable', 'youtube', 'not configured');
    const ref = parseYoutubeChannel(linkOrId);
    if (!ref) throw new SocialStatsError('invalid-handle', 'youtube', 'invalid channel link');

    const url = new URL(YOUTUBE_CHANNELS);
    url.searchParams.set('part', 'snippet,statistics');
    const param = { id: 'id', handle: 'forHandle', username: 'forUsername' }[ref.by];
    url.searchParams.set(param, ref.value);
    url.searchParams.set('key', config.apiKey);
    const reply = await this.request('youtube', 'channels', url.toString());
    if (reply.status === 404) {
      throw new SocialStatsError('not-found', 'youtube', `no channel ${ref.value}`);
    }
    if (!reply.ok) throw this.failed('youtube', 'channels', reply);

    const channel = record(list(record(reply.body).items)[0]);
    if (typeof channel.id !== 'string') {
      throw new SocialStatsError('not-found', 'youtube', `no channel ${ref.value}`);
    }
    const snippet = record(channel.snippet);
    const statistics = record(channel.statistics);
    // A hidden subscriber count is absent from the response: stored as 0.
    return {
      id: channel.id,
      username: typeof snippet.title === 'string' ? snippet.title : '',
      totalSubscriberCount: count(statistics.subscriberCount) ?? 0,
      totalVideoCount: count(statistics.videoCount) ?? 0,
      totalWatchTime: count(statistics.viewCount) ?? 0,
    };
  }

  async post(
    platform: PostReadablePlatform,
    link: string,
    context: { owner?: string; ageMs: number },
  ): Promise<PostFigures> {
    return platform === 'instagram'
      ? this.instagramPost(link, context.owner)
      : this.youtubeVideo(link);
  }

  private async instagramPost(link: string, owner: string | undefined): Promise<PostFigures> {
    const config = this.credentials.instagram;
    if (!config) throw new SocialStatsError('unavailable', 'instagram', 'not configured');
    const code = instagramShortcode(link);
    if (!code) throw new SocialStatsError('invalid-handle', 'instagram', 'not a post link');
    const name = instagramUsername(owner);
    if (!name) throw new SocialStatsError('not-found', 'instagram', 'no owner username');
    const url = new URL(
      `${GRAPH_HOST}/${encodeURIComponent(config.graphVersion)}/${encodeURIComponent(config.businessAccountId)}`,
    );
    url.searchParams.set(
      'fields',
      `business_discovery.username(${name}){media.limit(${POST_LOOKUP_MEDIA}){permalink,like_count,comments_count}}`,
    );
    url.searchParams.set('access_token', config.accessToken);
    const reply = await this.request('instagram', 'business discovery media', url.toString());
    if (!reply.ok) {
      const error = record(record(reply.body).error);
      if (error.code === 110 && INSTAGRAM_NOT_FOUND_SUBCODES.has(Number(error.error_subcode))) {
        throw new SocialStatsError('not-found', 'instagram', `no professional account ${name}`);
      }
      throw this.failed('instagram', 'business discovery media', reply);
    }
    const media = list(record(record(record(reply.body).business_discovery).media).data).map(
      record,
    );
    const post = media.find(
      (item) => typeof item.permalink === 'string' && instagramShortcode(item.permalink) === code,
    );
    if (!post) throw new SocialStatsError('not-found', 'instagram', `no post ${code} of ${name}`);
    // Hidden likes come without like_count: counted as 0.
    return {
      likes: count(post.like_count) ?? 0,
      comments: count(post.comments_count) ?? 0,
      views: null,
    };
  }

  private async youtubeVideo(link: string): Promise<PostFigures> {
    const config = this.credentials.youtube;
    if (!config) throw new SocialStatsError('unavailable', 'youtube', 'not configured');
    const id = youtubeVideoId(link);
    if (!id) throw new SocialStatsError('invalid-handle', 'youtube', 'not a video link');
    const url = new URL(YOUTUBE_VIDEOS);
    url.searchParams.set('part', 'statistics');
    url.searchParams.set('id', id);
    url.searchParams.set('key', config.apiKey);
    const reply = await this.request('youtube', 'videos', url.toString());
    if (!reply.ok) throw this.failed('youtube', 'videos', reply);
    const video = record(list(record(reply.body).items)[0]);
    if (video.id !== id) throw new SocialStatsError('not-found', 'youtube', `no video ${id}`);
    const statistics = record(video.statistics);
    // Likes and comments can be hidden or turned off: absent, counted as 0.
    return {
      likes: count(statistics.likeCount) ?? 0,
      comments: count(statistics.commentCount) ?? 0,
      views: count(statistics.viewCount),
    };
  }
}
