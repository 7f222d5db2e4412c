// A delivered post's readings (issue 22, docs/briefs-model.md "postMetrics"): when a delivery's
// link is stored the initial reading is taken at once; the hourly scheduler then takes the
// 24-hour and 7-day readings of every post whose delivery still holds that link. Its core,
// `takeDueReadings(db, provider, now)`, is what the emulator test calls with a chosen `now`.
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { adminDb, REGION } from '../admin';
import { SECRET_NAMES, secretsFrom } from '../functionOptions';
import { describedQuery } from '../firestoreQuery';
import { DUE_POST_METRICS_PAGE_SIZE, duePostMetrics } from '../queries';
import {
  POST_READING_FAILURES,
  SLOT_DELAY_MS,
  platformOfLink,
  slotAfter,
  type PostFigures,
  type PostMetricsSlot,
  type PostPlatform,
  type PostReadingFailureCode,
} from '../shared/postMetrics';
import { chooseProvider } from '../socialStats/chooseProvider';
import { SocialStatsError, type SocialStatsProvider } from '../socialStats/provider';

/** Where each platform keeps her follower count on Influencers/{uid} (influencers.ts). */
const FOLLOWER_FIELDS: Record<Exclude<PostPlatform, 'other'>, string> = {
  instagram: 'socialMedia.instagram.followerCount',
  tiktok: 'socialMedia.tiktok.followerCount',
  youtube: 'socialMedia.youtube.totalSubscriberCount',
  twitch: 'socialMedia.twitch.followerCount',
};

export type ReadOutcome =
  { ok: true; figures: PostFigures } | { ok: false; code: PostReadingFailureCode; message: string };

const failure = (code: PostReadingFailureCode): ReadOutcome => ({
  ok: false,
  code,
  message: POST_READING_FAILURES[code],
});

/** One reading of `link` through the provider; a failure carries its Turkish reason. */
export async function readPost(
  provider: SocialStatsProvider,
  link: string,
  context: { owner?: string; ageMs: number },
): Promise<ReadOutcome> {
  const platform = platformOfLink(link);
  // TikTok, Twitch and other sites give no post figures without the creator's own sign-in.
  if (platform !== 'instagram' && platform !== 'youtube') return failure('unsupported');
  try {
    return { ok: true, figures: await provider.post(platform, link, context) };
  } catch (error) {
    if (!(error instanceof SocialStatsError)) throw error;
    logger.warn('post reading failed', { platform, code: error.code, message: error.message });
    return failure(error.code === 'invalid-handle' ? 'invalid-link' : error.code);
  }
}

/** Her stored follower count and Instagram username, for reach and business discovery. */
async function influencerFacts(db: Firestore, userId: string, platform: PostPlatform) {
  const profile = await db.collection('Influencers').doc(userId).get();
  const followers = platform === 'other' ? undefined : profile.get(FOLLOWER_FIELDS[platform]);
  const owner = profile.get('socialMedia.instagram.username');
  return {
    followers: typeof followers === 'number' && followers >= 0 ? followers : null,
    owner: typeof owner === 'string' && owner ? owner : undefined,
  };
}

const readingOf = (figures: PostFigures, at: Timestamp) => ({
  at,
  likes: figures.likes,
  comments: figures.comments,
  views: figures.views,
  source: 'provider' as const,
});

/** A new (or changed) live link: the readings start again with the initial one, now. */
export async function startReadings(
  db: Firestore,
  provider: SocialStatsProvider,
  briefId: string,
  userId: string,
  postLink: string,
  now: number = Date.now(),
): Promise<void> {
  const platform = platformOfLink(postLink);
  const { followers, owner } = await influencerFacts(db, userId, platform);
  const outcome = await readPost(provider, postLink, { owner, ageMs: 0 });
  const at = Timestamp.fromMillis(now);
  const ref = db.collection('briefs').doc(briefId).collection('postMetrics').doc(userId);
  // The readings of this very link have started already (a repeated trigger, or the seed):
  // kept, never restarted.
  await db.runTransaction(async (transaction) => {
    if ((await transaction.get(ref)).get('postLink') === postLink) return;
    transaction.set(ref, {
      userId,
      briefId,
      postLink,
      platform,
      liveAt: at,
      followersAtPosting: followers,
      readings: outcome.ok ? { initial: readingOf(outcome.figures, at) } : {},
      failures: outcome.ok ? {} : { initial: { at, code: outcome.code, message: outcome.message } },
      nextSlot: 'day1',
      nextReadingAt: Timestamp.fromMillis(now + SLOT_DELAY_MS.day1),
      updatedAt: at,
    });
  });
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/** Takes every reading of `metrics` due at `now` (a late pass catches up slot by slot). */
async function takeReadingsOf(
  db: Firestore,
  provider: SocialStatsProvider,
  metrics: DocumentSnapshot,
  now: number,
): Promise<PostMetricsSlot[]> {
  const briefId = metrics.ref.parent.parent?.id;
  const postLink = String(metrics.get('postLink') ?? '');
  const liveAt = millisOf(metrics.get('liveAt'));
  if (!briefId || liveAt === null) {
    await metrics.ref.update({ nextSlot: null, nextReadingAt: null });
    return [];
  }
  const delivery = await db.doc(`briefs/${briefId}/deliveries/${metrics.id}`).get();
  // Live posts only: a deleted delivery or another link ends these readings.
  if (!delivery.exists || delivery.get('postLink') !== postLink) {
    await metrics.ref.update({ nextSlot: null, nextReadingAt: null, updatedAt: Timestamp.now() });
    return [];
  }
  const platform = platformOfLink(postLink);
  const facts = await influencerFacts(db, metrics.id, platform);
  const taken: PostMetricsSlot[] = [];
  const update: Record<string, unknown> = {};
  let slot = metrics.get('nextSlot') as PostMetricsSlot | null;
  while (slot && liveAt + SLOT_DELAY_MS[slot] <= now) {
    // A slot typed by hand is the influencer's own figure: never overwritten.
    if (metrics.get(`readings.${slot}.source`) !== 'manual') {
      const outcome = await readPost(provider, postLink, {
        owner: facts.owner,
        ageMs: now - liveAt,
      });
      const at = Timestamp.fromMillis(now);
      if (outcome.ok) {
        update[`readings.${slot}`] = readingOf(outcome.figures, at);
        update[`failures.${slot}`] = FieldValue.delete();
      } else {
        update[`failures.${slot}`] = { at, code: outcome.code, message: outcome.message };
      }
      taken.push(slot);
    }
    slot = slotAfter(slot);
  }
  update.nextSlot = slot;
  update.nextReadingAt = slot ? Timestamp.fromMillis(liveAt + SLOT_DELAY_MS[slot]) : null;
  update.updatedAt = Timestamp.fromMillis(now);
  await metrics.ref.update(update);
  return taken;
}

/** Takes the readings due at `now`; the paths read, with their slots (for tests and logs). */
export async function takeDueReadings(
  db: Firestore,
  provider: SocialStatsProvider,
  now: number = Date.now(),
): Promise<string[]> {
  const done: string[] = [];
  for (;;) {
    const page = await describedQuery(db, duePostMetrics(now)).get();
    for (const metrics of page.docs) {
      // Only briefs/{b}/postMetrics: a collection of that name anywhere else is not ours.
      if (metrics.ref.parent.parent?.parent.id !== 'briefs') continue;
      const slots = await takeReadingsOf(db, provider, metrics, now);
      done.push(...slots.map((slot) => `${metrics.ref.path}#${slot}`));
    }
    // Every handled document moved its nextReadingAt past `now` (or to null): the next page
    // is the same query again.
    if (page.size < DUE_POST_METRICS_PAGE_SIZE) return done;
  }
}

export const postMetricsOnDelivery = onDocumentWritten(
  {
    document: 'briefs/{briefId}/deliveries/{userId}',
    region: REGION,
    secrets: secretsFrom(process.env, SECRET_NAMES.socialStats),
  },
  async (event) => {
    const { briefId, userId } = event.params;
    const before = event.data?.before;
    const after = event.data?.after;
    const db = adminDb();
    const link = after?.exists ? after.get('postLink') : null;
    if (typeof link !== 'string' || link === '') {
      // The delivery is gone: no more readings of its post (the figures read so far stay).
      const metrics = db.doc(`briefs/${briefId}/postMetrics/${userId}`);
      if ((await metrics.get()).exists)
        await metrics.update({ nextSlot: null, nextReadingAt: null, updatedAt: Timestamp.now() });
      return;
    }
    if (before?.exists && before.get('postLink') === link) return;
    // A link written back after a change starts again; startReadings keeps a running one.
    await startReadings(db, chooseProvider(process.env).provider, briefId, userId, link);
  },
);

export const takePostReadings = onSchedule(
  {
    schedule: 'every 60 minutes',
    region: REGION,
    timeZone: 'Europe/Istanbul',
    secrets: secretsFrom(process.env, SECRET_NAMES.socialStats),
  },
  async () => {
    const done = await takeDueReadings(adminDb(), chooseProvider(process.env).provider);
    logger.info('takePostReadings', { readings: done.length });
  },
);
