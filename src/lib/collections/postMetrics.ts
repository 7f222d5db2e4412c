import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import { BRIEFS } from './briefs';
import { millisOf } from './timestamps';

// `briefs/{briefId}/postMetrics/{userId}` (issue 22): the public figures of one delivered live
// post, read at posting, 24 hours and 7 days later. Written only by Cloud Functions (and the
// recordPostMetricsByHand callable). Dates are epoch milliseconds in the app.
// The slots, platforms and engagement rules are functions/src/shared/postMetrics.ts.
export const POST_METRICS = 'postMetrics';

export const postMetricsPath = (briefId: string) => `${BRIEFS}/${briefId}/${POST_METRICS}`;

export type PostMetricsSlot = 'initial' | 'day1' | 'day7';
export type PostPlatform = 'instagram' | 'tiktok' | 'youtube' | 'twitch' | 'other';

export type PostReading = {
  at: number;
  likes: number;
  comments: number;
  views: number | null;
  source: 'provider' | 'manual';
  /** The uid who typed it (manual only). */
  enteredBy?: string;
};

export type PostReadingFailure = {
  at: number;
  code: 'unsupported' | 'invalid-link' | 'not-found' | 'unavailable';
  /** Turkish, shown as is. */
  message: string;
};

export type PostMetricsDoc = {
  userId: string;
  briefId: string;
  postLink: string;
  platform: PostPlatform;
  liveAt: number;
  followersAtPosting: number | null;
  readings: Partial<Record<PostMetricsSlot, PostReading>>;
  failures: Partial<Record<PostMetricsSlot, PostReadingFailure>>;
  nextSlot: 'day1' | 'day7' | null;
  nextReadingAt: number | null;
  updatedAt: number | null;
};

const slots: PostMetricsSlot[] = ['initial', 'day1', 'day7'];

function readingOf(value: unknown): PostReading | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  return {
    at: millisOf(data.at) ?? 0,
    likes: Number(data.likes) || 0,
    comments: Number(data.comments) || 0,
    views: typeof data.views === 'number' ? data.views : null,
    source: data.source === 'manual' ? 'manual' : 'provider',
    ...(typeof data.enteredBy === 'string' ? { enteredBy: data.enteredBy } : {}),
  };
}

function failureOf(value: unknown): PostReadingFailure | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  return {
    at: millisOf(data.at) ?? 0,
    code: String(data.code ?? 'unavailable') as PostReadingFailure['code'],
    message: String(data.message ?? ''),
  };
}

/** Each slot present in `value`, through `read`. */
function bySlot<T>(value: unknown, read: (item: unknown) => T | undefined) {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const result: Partial<Record<PostMetricsSlot, T>> = {};
  for (const slot of slots) {
    const item = read(data[slot]);
    if (item) result[slot] = item;
  }
  return result;
}

export const postMetricsConverter: FirestoreDataConverter<PostMetricsDoc> = {
  toFirestore: (metrics) => metrics as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): PostMetricsDoc {
    const data = snapshot.data();
    return {
      userId: snapshot.id,
      briefId: String(data.briefId ?? ''),
      postLink: String(data.postLink ?? ''),
      platform: (data.platform ?? 'other') as PostPlatform,
      liveAt: millisOf(data.liveAt) ?? 0,
      followersAtPosting:
        typeof data.followersAtPosting === 'number' ? data.followersAtPosting : null,
      readings: bySlot(data.readings, readingOf),
      failures: bySlot(data.failures, failureOf),
      nextSlot: data.nextSlot === 'day1' || data.nextSlot === 'day7' ? data.nextSlot : null,
      nextReadingAt: millisOf(data.nextReadingAt),
      updatedAt: millisOf(data.updatedAt),
    };
  },
};
