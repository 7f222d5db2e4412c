// The social stats callables' shapes and Turkish messages (docs/influencers-model.md, last
// section), shared by the Cloud Functions, the web client (src/lib/socialStatsFunctions.ts) and
// the tests. Plain TypeScript, no imports.

export type SocialStatsPlatform = 'instagram' | 'twitch' | 'youtube';

/** The callable behind each platform. */
export const SOCIAL_STATS_FUNCTIONS: Readonly<Record<SocialStatsPlatform, string>> = {
  instagram: 'instagramProfile',
  twitch: 'twitchFollowers',
  youtube: 'videoChannel',
};

export interface SocialStatsInput {
  userId: string;
}

/** `instagramProfile`: written to `socialMedia.instagram` (the username is only returned). */
export interface InstagramStats {
  username: string;
  followerCount: number;
  totalMediaCount: number;
  /** Average likes + comments of the recent posts per follower, in percent, 2 decimals. */
  interactionRate: number;
}

/** `twitchFollowers`: `followerCount` is written to `socialMedia.twitch`. */
export interface TwitchStats {
  username: string;
  followerCount: number;
}

/** `videoChannel`: every field is written to `socialMedia.youtube`. */
export interface YoutubeChannelStats {
  /** The channel id ('UC…'). */
  id: string;
  /** The channel's title, as YouTube shows it. */
  username: string;
  totalSubscriberCount: number;
  totalVideoCount: number;
  /** The channel's total view count: the public API has no watch time (docs/decisions.md). */
  totalWatchTime: number;
}

const PLATFORM_NAMES: Readonly<Record<SocialStatsPlatform, string>> = {
  instagram: 'Instagram',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

const perPlatform = (make: (name: string) => string) =>
  ({
    instagram: make(PLATFORM_NAMES.instagram),
    twitch: make(PLATFORM_NAMES.twitch),
    youtube: make(PLATFORM_NAMES.youtube),
  }) as const;

export const SOCIAL_STATS_MESSAGES = {
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  permissionDenied:
    'Bu influencer için sosyal medya verilerini güncelleme yetkiniz bulunmamaktadır.',
  invalidUserId: 'Geçersiz kullanıcı kimliği.',
  profileMissing: 'Influencer profili bulunamadı. Önce profil bilgilerini kaydedin.',
  handleMissing: {
    instagram: 'Profilde Instagram kullanıcı adı bulunmuyor.',
    twitch: 'Profilde Twitch kullanıcı adı bulunmuyor.',
    youtube: 'Profilde YouTube kanal bağlantısı bulunmuyor.',
  },
  handleInvalid: {
    instagram: 'Profildeki Instagram kullanıcı adı geçersiz.',
    twitch: 'Profildeki Twitch kullanıcı adı geçersiz.',
    youtube: 'Profildeki YouTube kanal bağlantısı geçersiz.',
  },
  accountNotFound: perPlatform((name) => `${name} hesabı bulunamadı.`),
  unavailable: perPlatform(
    (name) => `${name} verileri şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.`,
  ),
  profileChanged: 'Profil bu sırada değişti. Lütfen tekrar deneyin.',
} as const;
