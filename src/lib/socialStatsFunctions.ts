import {
  SOCIAL_STATS_FUNCTIONS,
  type InstagramStats,
  type SocialStatsInput,
  type TwitchStats,
  type YoutubeChannelStats,
} from '@shared/socialStats';
import { callFunction } from './callFunction';

// Typed calls to the social stats Cloud Functions (functions/src/socialStats): each refreshes
// one platform's counts in Influencers/{userId} from the handle stored there and returns them.
// Callers: an admin, the influencer herself or her managing agency. The SDK part loads on first use.
export type { InstagramStats, TwitchStats, YoutubeChannelStats };

const call = <Output>(name: string, userId: string) =>
  callFunction<SocialStatsInput, Output>(name, { userId });

/** `instagramProfile`: followers, media count and interaction rate. */
export const refreshInstagram = (userId: string) =>
  call<InstagramStats>(SOCIAL_STATS_FUNCTIONS.instagram, userId);

/** `twitchFollowers`: the follower count. */
export const refreshTwitch = (userId: string) =>
  call<TwitchStats>(SOCIAL_STATS_FUNCTIONS.twitch, userId);

/** `videoChannel`: the YouTube channel's id, title, subscribers, videos and views. */
export const refreshYoutube = (userId: string) =>
  call<YoutubeChannelStats>(SOCIAL_STATS_FUNCTIONS.youtube, userId);
