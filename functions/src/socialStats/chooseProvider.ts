// Which provider answers for each platform. On the emulators (no internet here) always the
// local demo figures; elsewhere the live API of every platform whose credentials are set. A
// deployed platform without credentials refuses ('unavailable') rather than write demo figures
// into the real directory.
//
// Credentials, read from the functions' environment (functions/.env.<project> for the ids,
// Secret Manager or the deploy environment for the secrets; never in the repository):
//   INSTAGRAM_BUSINESS_ACCOUNT_ID  the app's Instagram professional account id (business discovery)
//   INSTAGRAM_ACCESS_TOKEN         its long-lived access token                       (secret)
//   INSTAGRAM_GRAPH_VERSION        optional, default v19.0
//   TWITCH_CLIENT_ID               the Twitch application's client id
//   TWITCH_CLIENT_SECRET           its client secret (app access token)              (secret)
//   YOUTUBE_API_KEY                a YouTube Data API v3 key                         (secret)
import type { SocialStatsPlatform } from '../shared/socialStats';
import {
  LiveSocialStatsProvider,
  type LiveCredentials,
  type LiveProviderOptions,
} from './liveProvider';
import { localSocialStatsProvider } from './localProvider';
import { SocialStatsError, type SocialStatsProvider } from './provider';

export const DEFAULT_GRAPH_VERSION = 'v19.0';

type Env = Record<string, string | undefined>;

const value = (env: Env, key: string): string | undefined => {
  const raw = env[key]?.trim();
  return raw ? raw : undefined;
};

/** The live credentials present in `env`, per platform; a platform missing any is left out. */
export function credentialsFromEnv(env: Env): LiveCredentials {
  const credentials: LiveCredentials = {};
  const igId = value(env, 'INSTAGRAM_BUSINESS_ACCOUNT_ID');
  const igToken = value(env, 'INSTAGRAM_ACCESS_TOKEN');
  if (igId && igToken) {
    credentials.instagram = {
      businessAccountId: igId,
      accessToken: igToken,
      graphVersion: value(env, 'INSTAGRAM_GRAPH_VERSION') ?? DEFAULT_GRAPH_VERSION,
    };
  }
  const twitchId = value(env, 'TWITCH_CLIENT_ID');
  const twitchSecret = value(env, 'TWITCH_CLIENT_SECRET');
  if (twitchId && twitchSecret) {
    credentials.twitch = { clientId: twitchId, clientSecret: twitchSecret };
  }
  const youtubeKey = value(env, 'YOUTUBE_API_KEY');
  if (youtubeKey) credentials.youtube = { apiKey: youtubeKey };
  return credentials;
}

export interface ProviderChoice {
  provider: SocialStatsProvider;
  /** Which platforms call the real API; off the emulators the others are unavailable. */
  live: Record<SocialStatsPlatform, boolean>;
  onEmulator: boolean;
}

export function chooseProvider(env: Env, options: LiveProviderOptions = {}): ProviderChoice {
  const onEmulator = env.FUNCTIONS_EMULATOR === 'true';
  const credentials = onEmulator ? {} : credentialsFromEnv(env);
  const live = {
    instagram: credentials.instagram !== undefined,
    twitch: credentials.twitch !== undefined,
    youtube: credentials.youtube !== undefined,
  };
  const real = new LiveSocialStatsProvider(credentials, options);
  const unconfigured = (platform: SocialStatsPlatform) => () =>
    Promise.reject(
      new SocialStatsError('unavailable', platform, `${platform} credentials are not configured`),
    );
  const fallback = onEmulator
    ? localSocialStatsProvider
    : {
        instagram: unconfigured('instagram'),
        twitch: unconfigured('twitch'),
        youtubeChannel: unconfigured('youtube'),
        post: (platform: 'instagram' | 'youtube') => unconfigured(platform)(),
      };
  const provider: SocialStatsProvider = {
    instagram: (username) => (live.instagram ? real : fallback).instagram(username),
    twitch: (username) => (live.twitch ? real : fallback).twitch(username),
    youtubeChannel: (linkOrId) => (live.youtube ? real : fallback).youtubeChannel(linkOrId),
    post: (platform, link, context) =>
      (live[platform] ? real : fallback).post(platform, link, context),
  };
  return { provider, live, onEmulator };
}
