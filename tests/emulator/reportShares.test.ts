// The report share functions (functions/src/reports/reportShares.ts, issue 22) called the way
// the web client calls them: the client SDK against the Auth and Functions emulators,
// firebase-admin to seed a brief with two completed parties and their postMetrics. Only the
// owner, her managing agency and admins create or revoke a link; anyone reads a live link's
// report, which holds no user id and no name; a revoked or unknown token reads nothing.
// The emulators are shared: every id is unique to this run and only what we create is removed.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCampaignReport } from '../../functions/src/shared/campaignReport';
import { REPORT_SHARE_MESSAGES } from '../../functions/src/shared/campaignReport';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `report-shares-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

const clientApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
  `report-shares-client-${run}`,
);
const clientAuth = getAuth(clientApp);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
const functions = getFunctions(clientApp, 'europe-west1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);
const createShare = httpsCallable<{ briefId?: unknown }, { token: string }>(
  functions,
  'createReportShare',
);
const revokeShare = httpsCallable<{ token?: unknown }, { ok: true }>(
  functions,
  'revokeReportShare',
);
const readShared = httpsCallable<{ token?: unknown }, PublicCampaignReport>(
  functions,
  'sharedReport',
);

type TestUser = { uid: string; email: string; name: string };
const users: TestUser[] = [];

async function makeUser(type: string, extra: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `report-shares-${type}-${users.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  const name = `Gizli${users.length}${run}`;
  await adminDb.doc(`Users/${uid}`).set({ uid, email, type, name, surname: 'Test', ...extra });
  const user = { uid, email, name };
  users.push(user);
  return user;
}

async function signInAs(user: TestUser | null): Promise<void> {
  await signOut(clientAuth);
  if (user) await signInWithEmailAndPassword(clientAuth, user.email, PASSWORD);
}

/** The callable's error code ('functions/not-found') and message, or null when it succeeded. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
    return null;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    // The client SDK appends the HTTP status (' [404]'); the app strips it the same way.
    return { code, message: message.replace(/ \[\d{3}\]$/, '') };
  }
}

let admin: TestUser;
let agency: TestUser;
let owner: TestUser;
let otherBrand: TestUser;
let influencer: TestUser;
let partyA: TestUser;
let partyB: TestUser;
const briefId = `reportShares${run}`;
const reading = (likes: number, comments: number, views: number | null, source = 'provider') => ({
  at: Timestamp.now(),
  likes,
  comments,
  views,
  source,
});

beforeAll(async () => {
  admin = await makeUser('admin');
  agency = await makeUser('advertisementAgency');
  owner = await makeUser('brand', { imitatorAgencyUID: agency.uid });
  otherBrand = await makeUser('brand');
  influencer = await makeUser('influencer');
  partyA = await makeUser('influencer');
  partyB = await makeUser('influencer');
  await adminDb.doc(`briefs/${briefId}`).set({
    title: `Rapor ${run}`,
    briefOwnerUserId: owner.uid,
    briefSenderId: owner.uid,
    paymentType: 'money',
    products: [],
    acceptedUsers: [partyA.uid, partyB.uid],
    completedUsers: [partyA.uid, partyB.uid],
  });
  await adminDb.doc(`bidders/${briefId}`).set({
    briefOwnerUserId: owner.uid,
    bidders: [
      { bidderId: partyA.uid, bidderName: partyA.name, price: 3000, influencerEarnings: 2400 },
      { bidderId: partyB.uid, bidderName: partyB.name, price: 1000, influencerEarnings: 800 },
    ],
  });
  const metrics = (userId: string, followers: number, readings: Record<string, unknown>) =>
    adminDb.doc(`briefs/${briefId}/postMetrics/${userId}`).set({
      userId,
      briefId,
      postLink: `https://www.instagram.com/p/${userId.slice(0, 8)}/`,
      platform: 'instagram',
      liveAt: Timestamp.now(),
      followersAtPosting: followers,
      readings,
      failures: {},
      nextSlot: null,
      nextReadingAt: null,
      updatedAt: Timestamp.now(),
    });
  await metrics(partyA.uid, 10000, {
    initial: reading(100, 10, 1000),
    day1: reading(300, 20, 4000),
    day7: reading(500, 40, 9000),
  });
  await metrics(partyB.uid, 5000, { initial: reading(50, 5, null, 'manual') });
});

afterAll(async () => {
  await signOut(clientAuth);
  const shares = await adminDb.collection('reportShares').where('briefId', '==', briefId).get();
  await Promise.all(shares.docs.map((doc) => doc.ref.delete()));
  await adminDb.recursiveDelete(adminDb.doc(`briefs/${briefId}`));
  await adminDb.recursiveDelete(adminDb.doc(`bidders/${briefId}`));
  for (const user of users) {
    await adminDb.recursiveDelete(adminDb.doc(`Users/${user.uid}`));
    await adminAuth.deleteUser(user.uid).catch(() => undefined);
  }
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

describe('createReportShare', () => {
  it('refuses the signed out, other users, and a missing brief', async () => {
    await signInAs(null);
    expect((await failureOf(createShare({ briefId })))?.code).toBe('functions/unauthenticated');
    for (const user of [otherBrand, influencer, partyA]) {
      await signInAs(user);
      expect(await failureOf(createShare({ briefId }))).toEqual({
        code: 'functions/permission-denied',
        message: REPORT_SHARE_MESSAGES.permissionDenied,
      });
    }
    await signInAs(owner);
    expect((await failureOf(createShare({ briefId: `missing${run}` })))?.code).toBe(
      'functions/not-found',
    );
    expect((await failureOf(createShare({ briefId: 'a/b' })))?.code).toBe(
      'functions/invalid-argument',
    );
    const stored = await adminDb.collection('reportShares').where('briefId', '==', briefId).get();
    expect(stored.size).toBe(0);
  });

  it.each([
    ['the owner', () => owner],
    ['her managing agency', () => agency],
    ['an admin', () => admin],
  ])('%s creates an unguessable link', async (_who, who) => {
    await signInAs(who());
    const { token } = (await createShare({ briefId })).data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await adminDb.doc(`reportShares/${token}`).get()).data();
    expect(stored).toMatchObject({
      briefId,
      ownerId: owner.uid,
      createdBy: who().uid,
      revokedAt: null,
    });
  });
});

describe('sharedReport and revokeReportShare', () => {
  it('reads a live link signed out: the posts and totals, no user id and no name', async () => {
    await signInAs(owner);
    const { token } = (await createShare({ briefId })).data;
    await signInAs(null);
    const report = (await readShared({ token })).data;
    expect(report.title).toBe(`Rapor ${run}`);
    expect(report.rows).toHaveLength(2);
    expect(report.rows[0]).toMatchObject({ likes: 500, comments: 40, engagementRate: 5.4 });
    expect(report.rows[1]).toMatchObject({ likes: 50, comments: 5, manual: true });
    expect(report.totals).toMatchObject({ posts: 2, reach: 15000, likes: 550, cost: 4000 });
    const text = JSON.stringify(report);
    for (const user of users) {
      expect(text).not.toContain(user.uid);
      expect(text).not.toContain(user.name);
    }
    expect(text).not.toContain(briefId);
  });

  it('refuses a revoke by anyone else, then the owner revokes and the link reads nothing', async () => {
    await signInAs(owner);
    const { token } = (await createShare({ briefId })).data;
    for (const user of [otherBrand, influencer, partyA]) {
      await signInAs(user);
      expect((await failureOf(revokeShare({ token })))?.code).toBe('functions/permission-denied');
    }
    await signInAs(null);
    expect((await failureOf(revokeShare({ token })))?.code).toBe('functions/unauthenticated');
    expect((await readShared({ token })).data.rows).toHaveLength(2);

    await signInAs(owner);
    await revokeShare({ token });
    await signInAs(null);
    expect(await failureOf(readShared({ token }))).toEqual({
      code: 'functions/not-found',
      message: REPORT_SHARE_MESSAGES.notShared,
    });
    const stored = (await adminDb.doc(`reportShares/${token}`).get()).data();
    expect(stored?.revokedAt).toBeInstanceOf(Timestamp);
  });

  it('the managing agency revokes a link the owner made', async () => {
    await signInAs(owner);
    const { token } = (await createShare({ briefId })).data;
    await signInAs(agency);
    await revokeShare({ token });
    expect((await failureOf(readShared({ token })))?.code).toBe('functions/not-found');
  });

  it('an unknown or malformed token reads nothing, like a revoked one', async () => {
    await signInAs(null);
    for (const token of ['A'.repeat(43), 'short', '../../briefs/x', 42, undefined]) {
      expect(await failureOf(readShared({ token }))).toEqual({
        code: 'functions/not-found',
        message: REPORT_SHARE_MESSAGES.notShared,
      });
    }
  });
});
