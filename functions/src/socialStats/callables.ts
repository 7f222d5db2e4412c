// The social stats callables (docs/influencers-model.md, last section): instagramProfile,
// twitchFollowers and videoChannel, each `{ userId }`. The caller is an admin, the influencer
// herself or her managing agency; the handle always comes from the stored Influencers/{userId}
// profile, never from the request. The figures are merged into that profile's
// `socialMedia.<platform>` (only the count fields) and returned.
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { SECRET_NAMES, callableOptions } from '../functionOptions';
import { payload, requireUid } from '../callers';
import {
  SOCIAL_STATS_MESSAGES,
  type InstagramStats,
  type SocialStatsInput,
  type SocialStatsPlatform,
  type TwitchStats,
  type YoutubeChannelStats,
} from '../shared/socialStats';
import { chooseProvider, type ProviderChoice } from './chooseProvider';
import {
  SocialStatsError,
  instagramUsername,
  parseYoutubeChannel,
  twitchLogin,
  type SocialStatsProvider,
} from './provider';

const AGENCY_TYPES: ReadonlySet<string> = new Set([
  'influencerAgency',
  'proInfluencerAgency',
  'advertisementAgency',
]);
const MAX_UID_LENGTH = 128;

let choice: ProviderChoice | undefined;

/** Chosen once per instance: the environment does not change while it runs. */
function provider(): SocialStatsProvider {
  if (!choice) {
    choice = chooseProvider(process.env);
    logger.info('socialStats: providers chosen', {
      live: choice.live,
      onEmulator: choice.onEmulator,
    });
    const unconfigured = Object.entries(choice.live)
      .filter(([, live]) => !live)
      .map(([platform]) => platform);
    if (!choice.onEmulator && unconfigured.length > 0) {
      logger.warn('socialStats: no API credentials, these platforms are unavailable', {
        platforms: unconfigured,
      });
    }
  }
  return choice.provider;
}

function userIdOf(request: CallableRequest<unknown>): string {
  const userId = payload(request).userId;
  if (
    typeof userId !== 'string' ||
    userId === '' ||
    userId.length > MAX_UID_LENGTH ||
    userId.includes('/')
  ) {
    throw new HttpsError('invalid-argument', SOCIAL_STATS_MESSAGES.invalidUserId);
  }
  return userId;
}

/** The influencer herself, an admin, or the agency her Users document names (as the rules' managesUser). */
async function authorize(callerUid: string, userId: string): Promise<void> {
  if (callerUid === userId) return;
  const users = adminDb().collection('Users');
  const [caller, target] = await Promise.all([users.doc(callerUid).get(), users.doc(userId).get()]);
  const callerType = caller.get('type');
  if (callerType === 'admin') return;
  if (
    typeof callerType === 'string' &&
    AGENCY_TYPES.has(callerType) &&
    target.exists &&
    target.get('imitatorAgencyUID') === callerUid
  ) {
    return;
  }
  throw new HttpsError('permission-denied', SOCIAL_STATS_MESSAGES.permissionDenied);
}

type Entry = Record<string, unknown>;

interface PlatformSpec<Result> {
  platform: SocialStatsPlatform;
  /** The stored handle of `socialMedia.<platform>` (a map, or a legacy string), '' when none. */
  handleOf(entry: unknown): string;
  valid(handle: string): boolean;
  fetch(provider: SocialStatsProvider, handle: string): Promise<Result>;
  /** The fields of `socialMedia.<platform>` the result sets. */
  counts(result: Result): Entry;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const mapOf = (value: unknown): Entry | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Entry) : null;

function entryOf(socialMedia: unknown, platform: SocialStatsPlatform): unknown {
  return mapOf(socialMedia)?.[platform];
}

function toHttpsError(error: unknown, platform: SocialStatsPlatform, userId: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof SocialStatsError) {
    switch (error.code) {
      case 'invalid-handle':
        return new HttpsError('failed-precondition', SOCIAL_STATS_MESSAGES.handleInvalid[platform]);
      case 'not-found':
        logger.info('socialStats: account not found', { platform, userId, reason: error.message });
        return new HttpsError('not-found', SOCIAL_STATS_MESSAGES.accountNotFound[platform]);
      case 'unavailable':
        logger.error('socialStats: platform API failed', {
          platform,
          userId,
          reason: error.message,
          detail: error.detail,
        });
        return new HttpsError('unavailable', SOCIAL_STATS_MESSAGES.unavailable[platform]);
    }
  }
  logger.error('socialStats: unexpected failure', { platform, userId, error });
  return new HttpsError('internal', SOCIAL_STATS_MESSAGES.unavailable[platform]);
}

async function refresh<Result>(
  request: CallableRequest<unknown>,
  spec: PlatformSpec<Result>,
): Promise<Result> {
  const callerUid = requireUid(request);
  const userId = userIdOf(request);
  await authorize(callerUid, userId);

  const { platform } = spec;
  const db = adminDb();
  const ref = db.collection('Influencers').doc(userId);
  const snapshot = await ref.get();
  if (!snapshot.exists) {
    throw new HttpsError('failed-precondition', SOCIAL_STATS_MESSAGES.profileMissing);
  }
  const handle = spec.handleOf(entryOf(snapshot.get('socialMedia'), platform));
  if (handle === '') {
    throw new HttpsError('failed-precondition', SOCIAL_STATS_MESSAGES.handleMissing[platform]);
  }
  if (!spec.valid(handle)) {
    throw new HttpsError('failed-precondition', SOCIAL_STATS_MESSAGES.handleInvalid[platform]);
  }

  let result: Result;
  try {
    result = await spec.fetch(provider(), handle);
  } catch (error) {
    throw toHttpsError(error, platform, userId);
  }

  // The API call takes a while: write only if the profile still names the same handle, so a
  // handle changed meanwhile never gets the old account's figures.
  await db.runTransaction(async (transaction) => {
    const fresh = await transaction.get(ref);
    if (!fresh.exists) {
      throw new HttpsError('failed-precondition', SOCIAL_STATS_MESSAGES.profileMissing);
    }
    const entry = entryOf(fresh.get('socialMedia'), platform);
    if (spec.handleOf(entry) !== handle) {
      throw new HttpsError('aborted', SOCIAL_STATS_MESSAGES.profileChanged);
    }
    const counts = spec.counts(result);
    if (mapOf(entry)) {
      // Merge: only these fields change, the handle and anything else stay.
      const update: Entry = {};
      for (const [key, value] of Object.entries(counts)) {
        update[`socialMedia.${platform}.${key}`] = value;
      }
      transaction.update(ref, update);
    } else {
      // A legacy string entry (a YouTube channel link) becomes the map the contract names.
      transaction.update(ref, { [`socialMedia.${platform}`]: { channelLink: handle, ...counts } });
    }
  });
  logger.info('socialStats: refreshed', {
    platform,
    userId,
    callerUid,
    live: choice?.live[platform],
  });
  return result;
}

const instagramSpec: PlatformSpec<InstagramStats> = {
  platform: 'instagram',
  handleOf: (entry) => trimmed(mapOf(entry)?.username),
  valid: (handle) => instagramUsername(handle) !== null,
  fetch: (stats, handle) => stats.instagram(handle),
  counts: ({ followerCount, totalMediaCount, interactionRate }) => ({
    followerCount,
    totalMediaCount,
    interactionRate,
  }),
};

const twitchSpec: PlatformSpec<TwitchStats> = {
  platform: 'twitch',
  handleOf: (entry) => trimmed(mapOf(entry)?.username),
  valid: (handle) => twitchLogin(handle) !== null,
  fetch: (stats, handle) => stats.twitch(handle),
  counts: ({ followerCount }) => ({ followerCount }),
};

const youtubeSpec: PlatformSpec<YoutubeChannelStats> = {
  platform: 'youtube',
  // The channel link the influencer entered wins over an id stored by an earlier refresh.
  handleOf: (entry) => {
    if (typeof entry === 'string') return entry.trim();
    const map = mapOf(entry);
    return trimmed(map?.channelLink) || trimmed(map?.id);
  },
  valid: (handle) => parseYoutubeChannel(handle) !== null,
  fetch: (stats, handle) => stats.youtubeChannel(handle),
  counts: ({ id, username, totalSubscriberCount, totalVideoCount, totalWatchTime }) => ({
    id,
    username,
    totalSubscriberCount,
    totalVideoCount,
    totalWatchTime,
  }),
};

export const instagramProfile = onCall<SocialStatsInput>(
  callableOptions(SECRET_NAMES.socialStats),
  (request): Promise<InstagramStats> => refresh(request, instagramSpec),
);

export const twitchFollowers = onCall<SocialStatsInput>(
  callableOptions(SECRET_NAMES.socialStats),
  (request): Promise<TwitchStats> => refresh(request, twitchSpec),
);

export const videoChannel = onCall<SocialStatsInput>(
  callableOptions(SECRET_NAMES.socialStats),
  (request): Promise<YoutubeChannelStats> => refresh(request, youtubeSpec),
);
