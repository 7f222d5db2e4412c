// adminWeeklyStats (functions/src/adminStats/adminWeeklyStats.ts, issue 22) called the way the
// app calls it: the client SDK against the Auth and Functions emulators, firebase-admin to seed.
// Only admins read it; a figure lands in its Istanbul week (Monday 00:00 UTC+3 onwards).
// The emulators are shared and the counts are global, so the test seeds dates ten weeks back
// (nothing else writes there) and compares with the figures read before seeding.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulWeeks, type AdminWeekStats } from '../../functions/src/shared/adminWeeks';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `admin-stats-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);
const clientApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
  `admin-stats-client-${run}`,
);
const clientAuth = getAuth(clientApp);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
const functions = getFunctions(clientApp, 'europe-west1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);
const weeklyStats = httpsCallable<{ weeks?: unknown }, { weeks: AdminWeekStats[] }>(
  functions,
  'adminWeeklyStats',
);

type TestUser = { uid: string; email: string };
const users: TestUser[] = [];
async function makeUser(type: string): Promise<TestUser> {
  const email = `admin-stats-${type}-${users.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`Users/${uid}`).set({ uid, email, type, name: 'Test', surname: 'Test' });
  const user = { uid, email };
  users.push(user);
  return user;
}
async function signInAs(user: TestUser) {
  await signOut(clientAuth);
  await signInWithEmailAndPassword(clientAuth, user.email, PASSWORD);
}
async function codeOf(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
}

const WEEKS = 12;
// Ten weeks back from the current week: index 1 of 12 oldest first; index 0 is the week before.
const target = istanbulWeeks(Date.now(), WEEKS)[1]!;
const inTarget = Timestamp.fromMillis(target.startMs + 2 * 24 * 60 * 60 * 1000);
// Sunday 23:30 in Istanbul: still the week before the target.
const justBefore = Timestamp.fromMillis(target.startMs - 30 * 60 * 1000);
const paths: string[] = [];

async function seed(path: string, data: Record<string, unknown>) {
  paths.push(path);
  await adminDb.doc(path).set(data);
}

let admin: TestUser;
let brand: TestUser;
let before: AdminWeekStats[];

beforeAll(async () => {
  admin = await makeUser('admin');
  brand = await makeUser('brand');
  await signInAs(admin);
  before = (await weeklyStats({ weeks: WEEKS })).data.weeks;
  const briefA = `stats-a-${run}`;
  const briefB = `stats-b-${run}`;
  await seed(`briefs/${briefA}`, { verifiedAt: inTarget, briefOwnerUserId: brand.uid });
  await seed(`briefs/${briefB}`, { verifiedAt: justBefore, briefOwnerUserId: brand.uid });
  await seed(`bidders/${briefA}/offers/u1-${run}`, { briefId: briefA, updatedAt: inTarget });
  await seed(`bidders/${briefA}/offers/u2-${run}`, { briefId: briefA, updatedAt: inTarget });
  await seed(`briefs/${briefA}/collaborations/u1-${run}`, {
    briefId: briefA,
    userId: `u1-${run}`,
    steps: { accepted: justBefore, completed: inTarget },
  });
  await seed(`briefs/${briefA}/collaborations/u2-${run}`, {
    briefId: briefA,
    userId: `u2-${run}`,
    steps: { accepted: inTarget },
  });
  await seed(`CollaborationPayments/${briefA}_u1-${run}`, {
    briefId: briefA,
    state: 'released',
    amounts: { net: 100_000, kdv: 20_000, gross: 120_000, payee: 90_000, platform: 10_000 },
    heldAt: justBefore,
    releasedAt: inTarget,
  });
  await seed(`CollaborationPayments/${briefA}_u2-${run}`, {
    briefId: briefA,
    state: 'held',
    amounts: { net: 50_000, kdv: 10_000, gross: 60_000, payee: 45_000, platform: 5_000 },
    heldAt: inTarget,
  });
}, 30_000);

afterAll(async () => {
  await Promise.all(paths.map((path) => adminDb.doc(path).delete()));
  await Promise.all(
    users.map(async (user) => {
      await adminDb.doc(`Users/${user.uid}`).delete();
      await adminAuth.deleteUser(user.uid);
    }),
  );
  await signOut(clientAuth);
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

const change = (after: AdminWeekStats, was: AdminWeekStats) => ({
  weekStart: after.weekStart,
  briefsPublished: after.briefsPublished - was.briefsPublished,
  offers: after.offers - was.offers,
  acceptances: after.acceptances - was.acceptances,
  completions: after.completions - was.completions,
  heldKurus: after.heldKurus - was.heldKurus,
  releasedKurus: after.releasedKurus - was.releasedKurus,
});

describe('adminWeeklyStats', () => {
  it('is denied to a signed-in non-admin', async () => {
    await signInAs(brand);
    expect(await codeOf(weeklyStats({ weeks: 4 }))).toBe('functions/permission-denied');
  });

  it('refuses weeks outside 1..26', async () => {
    await signInAs(admin);
    for (const weeks of [0, 27, 2.5, '4'])
      expect(await codeOf(weeklyStats({ weeks }))).toBe('functions/invalid-argument');
  });

  it('gives twelve Monday weeks by default, oldest first, ending with the current one', async () => {
    await signInAs(admin);
    const { weeks } = (await weeklyStats({})).data;
    expect(weeks.map((w) => w.weekStart)).toEqual(
      istanbulWeeks(Date.now(), 12).map((w) => w.weekStart),
    );
    expect(new Date(`${weeks[0]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('counts each figure in its Istanbul week', async () => {
    await signInAs(admin);
    const after = (await weeklyStats({ weeks: WEEKS })).data.weeks;
    expect(after[1]!.weekStart).toBe(target.weekStart);
    expect(change(after[1]!, before[1]!)).toEqual({
      weekStart: target.weekStart,
      briefsPublished: 1,
      offers: 2,
      acceptances: 1,
      completions: 1,
      heldKurus: 60_000,
      releasedKurus: 90_000,
    });
    expect(change(after[0]!, before[0]!)).toEqual({
      weekStart: after[0]!.weekStart,
      briefsPublished: 1,
      offers: 0,
      acceptances: 1,
      completions: 0,
      heldKurus: 120_000,
      releasedKurus: 0,
    });
  });
});
