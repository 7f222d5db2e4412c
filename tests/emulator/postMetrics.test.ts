// Post metrics (issue 22, functions/src/postMetrics): the initial reading when a live link is
// stored, the 24-hour and 7-day readings taken by the scheduler's core `takeDueReadings` with a
// chosen `now` (only for posts whose delivery still holds the link), hand-typed slots kept,
// failures recorded with their reason, the hand-entry callable's callers, and the engagement
// average on completion. The emulators are shared: ids are unique to this run, and only what we
// create is removed. The delivery trigger may or may not be registered in the running functions
// emulator (a new trigger needs a restart): each post's readings start either way (from the
// trigger, else from `startReadings` called here), and `now` is counted from its liveAt.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import type { Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import { recomputeEngagement } from '../../functions/src/postMetrics/engagement';
import { startReadings, takeDueReadings } from '../../functions/src/postMetrics/readings';
import {
  POST_METRICS_MESSAGES,
  POST_READING_FAILURES,
  engagementRateOf,
} from '../../functions/src/shared/postMetrics';
import {
  localPostFigures,
  localSocialStatsProvider,
} from '../../functions/src/socialStats/localProvider';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';
const HOUR = 60 * 60 * 1000;
const db = adminDb();
const adminApp = initAdminApp({ projectId: PROJECT_ID }, `post-metrics-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);

const clientApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
  `post-metrics-client-${run}`,
);
const clientAuth = getAuth(clientApp);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
const functions = getFunctions(clientApp, 'europe-west1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);
const byHand = httpsCallable<Record<string, unknown>, { ok: true }>(
  functions,
  'recordPostMetricsByHand',
);

type TestUser = { uid: string; email: string };
const users: TestUser[] = [];
async function makeUser(type: string, extra: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `post-metrics-${type}-${users.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await db.doc(`Users/${uid}`).set({ uid, email, type, name: 'Test', surname: 'Test', ...extra });
  const user = { uid, email };
  users.push(user);
  return user;
}
async function signInAs(user: TestUser | null) {
  await signOut(clientAuth);
  if (user) await signInWithEmailAndPassword(clientAuth, user.email, PASSWORD);
}
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message: message.replace(/ \[\d{3}\]$/, '') };
  }
}

const briefId = `postMetrics${run}`;
const metricsRef = (uid: string) => db.doc(`briefs/${briefId}/postMetrics/${uid}`);
const linkOf = (name: string) =>
  `https://www.youtube.com/watch?v=${`${name}${run}`.slice(0, 11).padEnd(11, 'x')}`;
const millis = (value: unknown) => (value as Timestamp).toMillis();

/** Stores her delivery and waits for the readings to start (trigger, else started here). */
async function deliver(uid: string, postLink: string) {
  await db.doc(`briefs/${briefId}/deliveries/${uid}`).set({
    userId: uid,
    briefId,
    postLink,
    disclosure: {},
    disclosureConfirmed: true,
    submittedBy: uid,
    submittedAt: new Date(),
    updatedAt: new Date(),
  });
  for (let i = 0; i < 40; i += 1) {
    const doc = await metricsRef(uid).get();
    if (doc.get('postLink') === postLink) return doc;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await startReadings(db, localSocialStatsProvider, briefId, uid, postLink);
  return metricsRef(uid).get();
}

let admin: TestUser, agency: TestUser, owner: TestUser, otherBrand: TestUser;
let live: TestUser, deleted: TestUser, changed: TestUser, manual: TestUser, tiktok: TestUser;

beforeAll(async () => {
  admin = await makeUser('admin');
  agency = await makeUser('advertisementAgency');
  owner = await makeUser('brand', { imitatorAgencyUID: agency.uid });
  otherBrand = await makeUser('brand');
  const parties: TestUser[] = [];
  for (let i = 0; i < 5; i += 1) parties.push(await makeUser('influencer'));
  [live, deleted, changed, manual, tiktok] = parties as [
    TestUser,
    TestUser,
    TestUser,
    TestUser,
    TestUser,
  ];
  for (const user of [live, deleted, changed, manual, tiktok]) {
    await db.doc(`Influencers/${user.uid}`).set({
      uid: user.uid,
      isApproved: false,
      socialMedia: { youtube: { totalSubscriberCount: 20_000 }, tiktok: { followerCount: 5_000 } },
    });
  }
  await db.doc(`briefs/${briefId}`).set({
    title: `Ölçüm ${run}`,
    briefOwnerUserId: owner.uid,
    isVerified: true,
    isCompleted: false,
    acceptedUsers: users.filter((u) => u !== admin).map((u) => u.uid),
    completedUsers: [],
  });
}, 60_000);

afterAll(async () => {
  await signOut(clientAuth);
  await db.recursiveDelete(db.doc(`briefs/${briefId}`));
  for (const user of users) {
    await db.recursiveDelete(db.doc(`Users/${user.uid}`));
    await db.recursiveDelete(db.doc(`Influencers/${user.uid}`));
    await adminAuth.deleteUser(user.uid).catch(() => undefined);
  }
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

describe('readings at 0 / 24 h / 7 d', () => {
  it('takes the initial reading at once, then day 1 and day 7 from the scheduler', async () => {
    const link = linkOf('live');
    const start = await deliver(live.uid, link);
    const liveAt = millis(start.get('liveAt'));
    expect(start.get('platform')).toBe('youtube');
    expect(start.get('followersAtPosting')).toBe(20_000);
    expect(start.get('readings.initial')).toMatchObject({
      ...localPostFigures('youtube', link, 0),
      source: 'provider',
    });
    expect(start.get('nextSlot')).toBe('day1');
    expect(millis(start.get('nextReadingAt'))).toBe(liveAt + 24 * HOUR);

    // Not yet due: nothing read.
    expect(await takeDueReadings(db, localSocialStatsProvider, liveAt + 23 * HOUR)).not.toContain(
      `${metricsRef(live.uid).path}#day1`,
    );
    expect((await metricsRef(live.uid).get()).get('readings.day1')).toBeUndefined();

    const day1 = liveAt + 24 * HOUR;
    expect(await takeDueReadings(db, localSocialStatsProvider, day1)).toContain(
      `${metricsRef(live.uid).path}#day1`,
    );
    let doc = await metricsRef(live.uid).get();
    expect(doc.get('readings.day1')).toMatchObject(localPostFigures('youtube', link, 24 * HOUR));
    expect(millis(doc.get('readings.day1.at'))).toBe(day1);
    expect(doc.get('nextSlot')).toBe('day7');

    const day7 = liveAt + 7 * 24 * HOUR;
    await takeDueReadings(db, localSocialStatsProvider, day7);
    doc = await metricsRef(live.uid).get();
    expect(doc.get('readings.day7')).toMatchObject(
      localPostFigures('youtube', link, 7 * 24 * HOUR),
    );
    expect(doc.get('nextSlot')).toBeNull();
    expect(doc.get('nextReadingAt')).toBeNull();
    const [initial, first, last] = ['initial', 'day1', 'day7'].map(
      (slot) => doc.get(`readings.${slot}.likes`) as number,
    );
    expect(initial).toBeLessThan(first!);
    expect(first).toBeLessThan(last!);
  });

  it('reads nothing more of a post whose delivery was deleted or whose link changed', async () => {
    const gone = await deliver(deleted.uid, linkOf('gone'));
    const old = await deliver(changed.uid, linkOf('old'));
    await db.doc(`briefs/${briefId}/deliveries/${deleted.uid}`).delete();
    await db.doc(`briefs/${briefId}/deliveries/${changed.uid}`).update({ postLink: linkOf('new') });
    const later = Math.max(millis(gone.get('liveAt')), millis(old.get('liveAt'))) + 24 * HOUR;
    await takeDueReadings(db, localSocialStatsProvider, later);
    const goneNow = await metricsRef(deleted.uid).get();
    expect(goneNow.get('readings.day1')).toBeUndefined();
    expect(goneNow.get('nextSlot')).toBeNull();
    // The old link's day 1 is never read (a new link starts again, when the trigger runs).
    const changedNow = await metricsRef(changed.uid).get();
    expect(changedNow.get('readings.day1')).toBeUndefined();
  });

  it('keeps a slot typed by hand, and records a failure with its reason', async () => {
    const start = await deliver(manual.uid, linkOf('manual'));
    const liveAt = millis(start.get('liveAt'));
    const typed = {
      at: new Date(),
      likes: 7,
      comments: 3,
      views: null,
      source: 'manual',
      enteredBy: owner.uid,
    };
    await metricsRef(manual.uid).update({ 'readings.day1': typed });
    await takeDueReadings(db, localSocialStatsProvider, liveAt + 24 * HOUR);
    const doc = await metricsRef(manual.uid).get();
    expect(doc.get('readings.day1')).toMatchObject({ likes: 7, comments: 3, source: 'manual' });
    expect(doc.get('nextSlot')).toBe('day7');

    const post = await deliver(
      tiktok.uid,
      'https://www.tiktok.com/@ayse/video/7234567890123456789',
    );
    expect(post.get('platform')).toBe('tiktok');
    expect(post.get('readings.initial')).toBeUndefined();
    expect(post.get('failures.initial')).toMatchObject({
      code: 'unsupported',
      message: POST_READING_FAILURES.unsupported,
    });
    await takeDueReadings(db, localSocialStatsProvider, millis(post.get('liveAt')) + 24 * HOUR);
    expect((await metricsRef(tiktok.uid).get()).get('failures.day1.code')).toBe('unsupported');
  });
});

describe('a running post', () => {
  it('keeps readings already started for the same link (the seed writes them first)', async () => {
    const uid = admin.uid; // any uid: only the documents matter here
    const link = linkOf('seeded');
    const seeded = {
      userId: uid,
      briefId,
      postLink: link,
      platform: 'youtube',
      liveAt: new Date(Date.UTC(2001, 0, 1)),
      followersAtPosting: 1,
      readings: {
        initial: { at: new Date(), likes: 1, comments: 2, views: 3, source: 'provider' },
      },
      failures: {},
      nextSlot: null,
      nextReadingAt: null,
      updatedAt: new Date(),
    };
    await metricsRef(uid).set(seeded);
    await startReadings(db, localSocialStatsProvider, briefId, uid, link);
    const doc = await metricsRef(uid).get();
    expect(millis(doc.get('liveAt'))).toBe(Date.UTC(2001, 0, 1));
    expect(doc.get('readings.initial.likes')).toBe(1);
  });
});

describe('recordPostMetricsByHand', () => {
  const entry = (slot = 'initial') => ({
    briefId,
    userId: tiktok.uid,
    slot,
    likes: 120,
    comments: 8,
    views: 3000,
  });

  it('refuses the signed out, other users and bad figures', async () => {
    await signInAs(null);
    expect((await failureOf(byHand(entry())))?.code).toBe('functions/unauthenticated');
    for (const user of [otherBrand, tiktok, live]) {
      await signInAs(user);
      expect(await failureOf(byHand(entry()))).toEqual({
        code: 'functions/permission-denied',
        message: POST_METRICS_MESSAGES.permissionDenied,
      });
    }
    await signInAs(owner);
    for (const bad of [{ likes: -1 }, { comments: 1.5 }, { views: '9' }, { slot: 'day30' }]) {
      expect((await failureOf(byHand({ ...entry(), ...bad })))?.code).toBe(
        'functions/invalid-argument',
      );
    }
    // Day 1 is not due yet.
    expect(await failureOf(byHand(entry('day1')))).toEqual({
      code: 'functions/failed-precondition',
      message: POST_METRICS_MESSAGES.tooEarly,
    });
    expect((await metricsRef(tiktok.uid).get()).get('readings.initial')).toBeUndefined();
  });

  it('the owner, her managing agency and an admin type the figures', async () => {
    for (const [user, likes] of [
      [owner, 120],
      [agency, 130],
      [admin, 140],
    ] as const) {
      await signInAs(user);
      expect(await failureOf(byHand({ ...entry(), likes }))).toBeNull();
      const doc = await metricsRef(tiktok.uid).get();
      expect(doc.get('readings.initial')).toMatchObject({
        likes,
        comments: 8,
        views: 3000,
        source: 'manual',
        enteredBy: user.uid,
      });
      expect(doc.get('failures.initial')).toBeUndefined();
    }
  });
});

describe('engagement on completion', () => {
  it('averages her completed posts’ latest readings over followers at posting', async () => {
    expect(await recomputeEngagement(db, live.uid)).toEqual({ average: 0, count: 0 });
    await db.doc(`briefs/${briefId}`).update({ completedUsers: [live.uid] });
    const doc = await metricsRef(live.uid).get();
    const rate = engagementRateOf(doc.get('readings.day7'), 20_000);
    expect(await recomputeEngagement(db, live.uid)).toEqual({ average: rate, count: 1 });
    expect((await db.doc(`Influencers/${live.uid}`).get()).get('engagement')).toEqual({
      average: rate,
      count: 1,
    });
  });
});
