// The deleteBrief callable (functions/src/deleteBrief.ts, issue 18 point 12) called the way the
// web client calls it: the client SDK against the Auth and Functions emulators, firebase-admin
// to seed a lived-in brief and to count what is left. The brief has a bidders document with
// three offer mirrors, two deliveries, three brief chats holding more than 500 messages between
// them (more than one batch or transaction could delete) and two project conversations. Only an
// admin deletes, and then nothing of the brief is left; the neighbours of another brief stay.
// The emulators are shared: every id is unique to this run and only what we create is removed.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRIEF_DELETION_MESSAGES, DELETED_REASON } from '../../functions/src/shared/briefDeletion';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';
/** Messages per brief chat: 520 in all, more than the 500 writes of one batch. */
const MESSAGES_PER_CHAT = [260, 200, 60];

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `delete-brief-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

const clientApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
  `delete-brief-client-${run}`,
);
const clientAuth = getAuth(clientApp);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
const functions = getFunctions(clientApp, 'europe-west1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);
const deleteBrief = httpsCallable<{ briefId?: unknown }, { deleted: boolean }>(
  functions,
  'deleteBrief',
);

type TestUser = { uid: string; email: string };
const users: TestUser[] = [];

async function makeUser(type: string): Promise<TestUser> {
  const email = `delete-brief-${type}-${users.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`Users/${uid}`).set({ uid, email, type, name: type, surname: 'Test' });
  const user = { uid, email };
  users.push(user);
  return user;
}

async function signInAs(user: TestUser | null): Promise<void> {
  await signOut(clientAuth);
  if (user) await signInWithEmailAndPassword(clientAuth, user.email, PASSWORD);
}

let admin: TestUser;
let owner: TestUser;
let otherBrand: TestUser;
let bidders: TestUser[];
let briefCounter = 0;
/** Top-level documents this run created, removed (with everything under them) afterwards. */
const seeded: string[] = [];

const pair = (a: TestUser, b: TestUser) => [a.uid, b.uid].sort().join('_');
const project = (briefId: string) => ({
  briefId,
  briefTitle: `Brief ${briefId}`,
  isActive: true,
  addedAt: Timestamp.now(),
});

/**
 * A brief with everything that hangs off it. bidders[0] is accepted (her conversation with the
 * owner lists only this brief), bidders[1] too but her conversation also lists `otherBriefId`.
 */
async function seedBrief(otherBriefId: string): Promise<string> {
  const briefId = `deleteBrief${run}${++briefCounter}`;
  const [first, second] = bidders as [TestUser, TestUser, TestUser];
  seeded.push(`briefs/${briefId}`, `bidders/${briefId}`);
  seeded.push(...bidders.map((bidder) => `Messages/${briefId}_${bidder.uid}`));
  const writer = adminDb.bulkWriter();
  void writer.set(adminDb.doc(`briefs/${briefId}`), {
    title: `Brief ${briefId}`,
    briefOwnerUserId: owner.uid,
    acceptedUsers: [first.uid, second.uid],
    completedUsers: [],
    isVerified: true,
    isCompleted: false,
  });
  for (const bidder of [first, second]) {
    void writer.set(adminDb.doc(`briefs/${briefId}/deliveries/${bidder.uid}`), {
      userId: bidder.uid,
      briefId,
      postLink: 'https://example.com/post',
    });
  }
  void writer.set(adminDb.doc(`bidders/${briefId}`), {
    briefId,
    bidderIds: bidders.map((b) => b.uid),
    bids: bidders.map((b) => ({ bidderId: b.uid, price: 1000 })),
  });
  bidders.forEach((bidder, index) => {
    void writer.set(adminDb.doc(`bidders/${briefId}/offers/${bidder.uid}`), {
      bidderId: bidder.uid,
      price: 1000,
    });
    const chatId = `${briefId}_${bidder.uid}`;
    void writer.set(adminDb.doc(`Messages/${chatId}`), {
      id: chatId,
      briefId,
      userIds: [owner.uid, bidder.uid],
      bidderIds: [bidder.uid],
    });
    for (let m = 0; m < MESSAGES_PER_CHAT[index]!; m++) {
      void writer.set(adminDb.collection(`Messages/${chatId}/${briefId}`).doc(), {
        message: `mesaj ${m}`,
        uid: bidder.uid,
      });
    }
  });
  void writer.set(adminDb.doc(`project-conversations/${pair(owner, first)}`), {
    participants: [owner.uid, first.uid].sort(),
    activeProjects: [project(briefId)],
    archivedProjects: [],
    isActive: true,
    isCompleted: false,
    type: 'active',
  });
  void writer.set(adminDb.doc(`project-conversations/${pair(owner, second)}`), {
    participants: [owner.uid, second.uid].sort(),
    activeProjects: [project(briefId), project(otherBriefId)],
    archivedProjects: [],
    isActive: true,
    isCompleted: false,
    type: 'active',
  });
  await writer.close();
  return briefId;
}

/** How many documents of the brief are left, path by path. */
async function leftOf(briefId: string): Promise<Record<string, number>> {
  const count = async (path: string) => (await adminDb.collection(path).count().get()).data().count;
  const exists = async (path: string) => ((await adminDb.doc(path).get()).exists ? 1 : 0);
  const chats = await adminDb.collection('Messages').where('briefId', '==', briefId).get();
  let messages = 0;
  for (const bidder of bidders) {
    messages += await count(`Messages/${briefId}_${bidder.uid}/${briefId}`);
  }
  return {
    brief: await exists(`briefs/${briefId}`),
    deliveries: await count(`briefs/${briefId}/deliveries`),
    bidders: await exists(`bidders/${briefId}`),
    offers: await count(`bidders/${briefId}/offers`),
    chats: chats.size,
    messages,
  };
}

const everything = { brief: 1, deliveries: 2, bidders: 1, offers: 3, chats: 3, messages: 520 };
const nothing = { brief: 0, deliveries: 0, bidders: 0, offers: 0, chats: 0, messages: 0 };

/** A neighbouring brief's bidders document and chat, which a delete must not touch. */
async function seedNeighbour(otherBriefId: string): Promise<void> {
  seeded.push(`bidders/${otherBriefId}`, `Messages/${otherBriefId}_${bidders[0]!.uid}`);
  await adminDb.doc(`bidders/${otherBriefId}`).set({ bidderIds: [bidders[0]!.uid] });
  await adminDb.doc(`Messages/${otherBriefId}_${bidders[0]!.uid}`).set({
    briefId: otherBriefId,
    userIds: [owner.uid, bidders[0]!.uid],
  });
}

beforeAll(async () => {
  admin = await makeUser('admin');
  owner = await makeUser('brand');
  otherBrand = await makeUser('brand');
  bidders = [
    await makeUser('influencer'),
    await makeUser('influencer'),
    await makeUser('influencer'),
  ];
});

beforeEach(() => signInAs(null));

afterAll(async () => {
  await signOut(clientAuth);
  for (const user of users) {
    await adminDb.recursiveDelete(adminDb.doc(`Users/${user.uid}`));
    await adminAuth.deleteUser(user.uid).catch(() => undefined);
  }
  for (const bidder of bidders) {
    await adminDb.doc(`project-conversations/${pair(owner, bidder)}`).delete();
  }
  for (const path of seeded) await adminDb.recursiveDelete(adminDb.doc(path));
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

describe('deleteBrief', () => {
  it('refuses everyone but an admin, and deletes nothing', async () => {
    const briefId = await seedBrief(`neighbour${run}a`);
    expect(await leftOf(briefId)).toEqual(everything);

    for (const caller of [owner, otherBrand, bidders[0]!]) {
      await signInAs(caller);
      await expect(deleteBrief({ briefId })).rejects.toMatchObject({
        code: 'functions/permission-denied',
        message: expect.stringContaining(BRIEF_DELETION_MESSAGES.permissionDenied),
      });
    }
    await signInAs(null);
    await expect(deleteBrief({ briefId })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });

    expect(await leftOf(briefId)).toEqual(everything);
    const conversation = await adminDb
      .doc(`project-conversations/${pair(owner, bidders[0]!)}`)
      .get();
    expect(conversation.get('activeProjects')).toHaveLength(1);
    expect(conversation.get('isDeleted')).toBeUndefined();
  });

  it('refuses an id that is not one document id', async () => {
    await signInAs(admin);
    for (const briefId of ['', 'briefs/x', '..', 42, undefined]) {
      await expect(deleteBrief({ briefId })).rejects.toMatchObject({
        code: 'functions/invalid-argument',
        message: expect.stringContaining(BRIEF_DELETION_MESSAGES.invalidBriefId),
      });
    }
  });

  it('as an admin: nothing of the brief is left, its conversations keep the spec fields', async () => {
    const otherBriefId = `neighbour${run}b`;
    const briefId = await seedBrief(otherBriefId);
    await seedNeighbour(otherBriefId);
    await signInAs(admin);

    await expect(deleteBrief({ briefId })).resolves.toMatchObject({ data: { deleted: true } });

    expect(await leftOf(briefId)).toEqual(nothing);
    // The conversation that listed only this brief is archived as deleted (spec section 4).
    const only = (
      await adminDb.doc(`project-conversations/${pair(owner, bidders[0]!)}`).get()
    ).data();
    expect(only).toMatchObject({
      activeProjects: [],
      archivedProjects: [],
      type: 'archived',
      isActive: false,
      isCompleted: true,
      isDeleted: true,
      deletedReason: DELETED_REASON,
    });
    expect(only?.deletedAt).toBeInstanceOf(Timestamp);
    // The one with another active project only loses this brief.
    const shared = (
      await adminDb.doc(`project-conversations/${pair(owner, bidders[1]!)}`).get()
    ).data();
    expect(shared?.activeProjects).toEqual([expect.objectContaining({ briefId: otherBriefId })]);
    expect(shared?.isActive).toBe(true);
    expect(shared?.isDeleted).toBeUndefined();
    // Another brief's documents stay.
    expect((await adminDb.doc(`bidders/${otherBriefId}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`Messages/${otherBriefId}_${bidders[0]!.uid}`).get()).exists).toBe(
      true,
    );

    // Deleted once: a second call finds nothing.
    await expect(deleteBrief({ briefId })).rejects.toMatchObject({
      code: 'functions/not-found',
      message: expect.stringContaining(BRIEF_DELETION_MESSAGES.notFound),
    });
  });

  it('a brief already gone still has its leftovers swept, then answers not-found', async () => {
    const briefId = await seedBrief(`neighbour${run}c`);
    await adminDb.doc(`briefs/${briefId}`).delete();
    await signInAs(admin);
    await expect(deleteBrief({ briefId })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
    expect(await leftOf(briefId)).toEqual(nothing);
  });
});
