// A delivered post's public figures over time (issue 22, docs/briefs-model.md "postMetrics"):
// the slots, the platform a link belongs to, which reading stands for the post and its
// engagement rate, and the Turkish texts. Shared by the functions, the app and the seed.

export const POST_METRICS_SLOTS = ['initial', 'day1', 'day7'] as const;
export type PostMetricsSlot = (typeof POST_METRICS_SLOTS)[number];

const HOUR_MS = 60 * 60 * 1000;
/** When each slot is due, after the link was stored. */
export const SLOT_DELAY_MS: Readonly<Record<PostMetricsSlot, number>> = {
  initial: 0,
  day1: 24 * HOUR_MS,
  day7: 7 * 24 * HOUR_MS,
};

/** The slot the scheduler reads after `slot`; null after the last. */
export function slotAfter(slot: PostMetricsSlot): 'day1' | 'day7' | null {
  return slot === 'initial' ? 'day1' : slot === 'day1' ? 'day7' : null;
}

export type PostPlatform = 'instagram' | 'tiktok' | 'youtube' | 'twitch' | 'other';

const HOSTS: [RegExp, PostPlatform][] = [
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)twitch\.tv$/, 'twitch'],
];

/** The platform of a post link, from its host; 'other' for any other site or a malformed link. */
export function platformOfLink(link: string): PostPlatform {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? 'other';
}

export type PostFigures = { likes: number; comments: number; views: number | null };

export type PostReadingLike = PostFigures & { source: 'provider' | 'manual' };

/** A post's figures are its latest reading: day 7, else day 1, else at posting. */
export function latestReading<R>(readings: Partial<Record<PostMetricsSlot, R>>): R | null {
  return readings.day7 ?? readings.day1 ?? readings.initial ?? null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** (likes + comments) / followers × 100, percent with 2 decimals; null without followers. */
export function engagementRateOf(
  reading: { likes: number; comments: number } | null,
  followers: number | null,
): number | null {
  return reading ? engagementRate(reading.likes + reading.comments, followers) : null;
}

/** An engagement (likes + comments) per follower × 100, 2 decimals; null without followers. */
export function engagementRate(engagement: number, followers: number | null): number | null {
  if (followers === null || !(followers > 0)) return null;
  return round2((engagement / followers) * 100);
}

/** `Influencers/{uid}.engagement`: her average rate over completed collaborations' posts. */
export type EngagementSummary = { average: number; count: number };

export function engagementSummary(rates: number[]): EngagementSummary {
  if (rates.length === 0) return { average: 0, count: 0 };
  return {
    average: round2(rates.reduce((sum, rate) => sum + rate, 0) / rates.length),
    count: rates.length,
  };
}

export type PostReadingFailureCode = 'unsupported' | 'invalid-link' | 'not-found' | 'unavailable';

/** Why a reading failed, as the report shows it. */
export const POST_READING_FAILURES: Readonly<Record<PostReadingFailureCode, string>> = {
  unsupported:
    'Bu platformun paylaşım verileri otomatik okunamıyor. Influencer’ın ilettiği rakamları elle girebilirsiniz.',
  'invalid-link': 'Paylaşım bağlantısı tanınmadı; rakamlar okunamadı.',
  'not-found': 'Paylaşım bulunamadı: silinmiş ya da gizlenmiş olabilir.',
  unavailable: 'Platform şu anda yanıt vermiyor; bir sonraki okumada yeniden denenecek.',
};

/** The hand-entry callable's messages (recordPostMetricsByHand). */
export const POST_METRICS_MESSAGES = {
  unauthenticated: 'Bu işlem için giriş yapmalısınız.',
  invalid: 'Beğeni, yorum ve izlenme sayıları 0 ya da daha büyük tam sayılar olmalıdır.',
  notFound: 'Bu paylaşımın ölçümleri bulunamadı.',
  permissionDenied: 'Bu raporun rakamlarını girme yetkiniz bulunmamaktadır.',
  tooEarly: 'Bu okumanın zamanı henüz gelmedi.',
} as const;

/** The largest figure a reading may hold (a hand entry above it is refused). */
export const MAX_FIGURE = 10_000_000_000;

/** The contract's name for the slots (issue 22 contract §1). */
export const READING_SLOTS = POST_METRICS_SLOTS;
