// The brief flow of spec sections 4 and 8 through the app's own api modules, each user with
// their own client app under the real security rules: a brand creates a brief, an admin
// approves it, influencers make and withdraw offers, the brand accepts (conversation, first
// message, notification, count + 1), declines, completes and removes, and the admin completes
// and deletes. `db()` of src/lib/firebase is swapped for the current user's Firestore, so the
// code under test is exactly what the pages call. firebase-admin seeds users and checks.
// The emulators are shared: every account is new to this run and removed afterwards.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, type DocumentData } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const current = vi.hoisted(() => ({ db: null as unknown, functions: null as unknown }));
vi.mock('../../src/lib/firebase', () => ({
  db: () => {
    if (!current.db) throw new Error('no user is acting');
    return Promise.resolve(current.db);
  },
  // deleteBrief is a callable (functions/src/deleteBrief.ts): the user's Functions client.
  functions: () => {
    if (!current.functions) throw new Error('no user is acting');
    return Promise.resolve(current.functions);
  },
}));

const { approveBrief, completeBrief, deleteBrief } =
  await import('../../src/features/briefs/api/briefActions');
const { acceptBidder, completeUser, createBrief, declineBidder, removeAccepted } =
  await import('../../src/features/briefs/api/briefWrites');
const { cancelOffer, sendOffer } = await import('../../src/features/briefs/api/offers');
const { sendBriefChatMessage } = await import('../../src/features/chat/api/briefChatWrites');
const { markNewestRead } = await import('../../src/features/notifications/api/notifications');
const { draftFromValues, emptyBriefForm } =
  await import('../../src/features/briefs/components/form/briefFormSchema');

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `brief-flow-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

type Actor = { uid: string; name: string; app: FirebaseApp; db: Firestore; functions: Functions };

const actors: Actor[] = [];
const briefIds: string[] = [];

async function newActor(type: string, name: string): Promise<Actor> {
  const email = `brief-flow-${type}-${actors.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`Users/${uid}`).set({
    uid,
    email,
    type,
    name,
    surname: 'Test',
    brandName: type === 'brand' ? name : '',
    isApproved: true,
    // Bidders need a profile photo (firestore.rules mayOffer).
    profileImage: 'https://cdn.example.com/profiles/test.jpg',
    subscriptionType: 'free',
    notificationCount: 0,
    createdAt: new Date(),
  });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'x' }, `brief-flow-${uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, '127.0.0.1', 5001);
  const actor = { uid, name, app, db, functions };
  actors.push(actor);
  return actor;
}

/** Runs `work` as `actor`: the api's db() is that user's Firestore. */
async function as<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
  current.db = actor.db;
  current.functions = actor.functions;
  try {
    return await work();
  } finally {
    current.db = null;
    current.functions = null;
  }
}

const read = async (path: string): Promise<DocumentData | undefined> =>
  (await adminDb.doc(path).get()).data();

let brand: Actor;
let admin: Actor;
let influencer: Actor;
let second: Actor;

const draft = (title: string) =>
  draftFromValues({
    ...emptyBriefForm(),
    title,
    description: 'Emülatör testi için brief',
    categories: [2],
    genders: ['female', 'male'],
    platforms: ['instagram'],
    budget: '10000',
    adDisclosure: { instagram: 'reklam', tiktok: '', youtube: '' },
  });

async function newApprovedBrief(title: string): Promise<string> {
  const id = await as(brand, () =>
    createBrief(draft(`${title} ${run}`), {
      uid: brand.uid,
      name: brand.name,
      image: '',
      type: 'brand',
    }),
  );
  briefIds.push(id);
  await as(admin, () => approveBrief(id));
  return id;
}

beforeAll(async () => {
  brand = await newActor('brand', 'Akış Markası');
  admin = await newActor('admin', 'Akış Yönetici');
  influencer = await newActor('influencer', 'Ayşe');
  second = await newActor('influencer', 'Can');
});

afterAll(async () => {
  for (const id of briefIds) {
    await adminDb.doc(`briefs/${id}`).delete();
    await adminDb.doc(`bidders/${id}`).delete();
  }
  for (const a of actors) {
    for (const b of actors) {
      if (a.uid < b.uid)
        await adminDb.recursiveDelete(adminDb.doc(`project-conversations/${a.uid}_${b.uid}`));
    }
  }
  for (const actor of actors) {
    await terminate(actor.db);
    await deleteApp(actor.app);
    await adminDb.recursiveDelete(adminDb.doc(`Users/${actor.uid}`));
    await adminAuth.deleteUser(actor.uid).catch(() => undefined);
  }
  await deleteAdminApp(adminApp);
});

const pair = (a: Actor, b: Actor) => [a.uid, b.uid].sort().join('_');

describe('the brief flow under the security rules', () => {
  let briefId = '';

  it('a brand creates an unverified brief the influencer cannot see or bid on', async () => {
    briefId = await as(brand, () =>
      createBrief(draft(`Akış ${run}`), {
        uid: brand.uid,
        name: brand.name,
        image: '',
        type: 'brand',
      }),
    );
    briefIds.push(briefId);
    const stored = await read(`briefs/${briefId}`);
    expect(stored).toMatchObject({
      id: briefId,
      briefOwnerUserId: brand.uid,
      briefSenderId: brand.uid,
      briefSenderName: 'Akış Markası',
      briefOwnerType: 'brand',
      isVerified: false,
      isCompleted: false,
      shouldHideBrief: false,
      visibility: 'brand',
      bidderIds: [],
      budget: 10000,
    });
    await expect(
      as(influencer, () => sendOffer(briefId, { uid: influencer.uid, name: 'Ayşe' }, 5000)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('only an admin approves, once', async () => {
    await expect(as(brand, () => approveBrief(briefId))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await as(admin, () => approveBrief(briefId));
    const stored = await read(`briefs/${briefId}`);
    expect(stored?.isVerified).toBe(true);
    expect(stored?.verifiedAt).toBeDefined();
    await expect(as(admin, () => approveBrief(briefId))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
  });

  it('influencers make offers (first creates the bidders document) and one withdraws', async () => {
    await as(influencer, () => sendOffer(briefId, { uid: influencer.uid, name: 'Ayşe' }, 5000));
    await as(second, () => sendOffer(briefId, { uid: second.uid, name: 'Can' }, 3000));
    expect((await read(`briefs/${briefId}`))?.bidderIds).toEqual([influencer.uid, second.uid]);
    const bidders = await read(`bidders/${briefId}`);
    expect(bidders).toMatchObject({ id: briefId, briefOwnerUserId: brand.uid });
    expect(bidders?.bidders).toEqual([
      { bidderId: influencer.uid, bidderName: 'Ayşe', price: 5000, influencerEarnings: 4000 },
      { bidderId: second.uid, bidderName: 'Can', price: 3000, influencerEarnings: 2400 },
    ]);

    await as(second, () => cancelOffer(briefId, second.uid));
    expect((await read(`briefs/${briefId}`))?.bidderIds).toEqual([influencer.uid]);
    expect((await read(`bidders/${briefId}`))?.bidders).toHaveLength(1);

    // Offering again after withdrawing works (the bidders document exists, bidderIds had her not).
    await as(second, () => sendOffer(briefId, { uid: second.uid, name: 'Can' }, 2500));
    expect((await read(`bidders/${briefId}`))?.bidders).toHaveLength(2);
  });

  it('the brand accepts: conversation with a first message, notification, count + 1', async () => {
    await as(brand, () => acceptBidder(briefId, influencer.uid));
    expect((await read(`briefs/${briefId}`))?.acceptedUsers).toEqual([influencer.uid]);
    expect((await read(`bidders/${briefId}`))?.bidders[0]).toMatchObject({
      bidderId: influencer.uid,
      selectedUserId: influencer.uid,
    });

    const id = pair(brand, influencer);
    const conversation = await read(`project-conversations/${id}`);
    expect(conversation).toMatchObject({
      conversationId: id,
      participants: [brand.uid, influencer.uid].sort(),
      activeProjects: [{ briefId, isActive: true }],
      archivedProjects: [],
      unreadCounts: { [brand.uid]: 0, [influencer.uid]: 1 },
      isActive: true,
      isCompleted: false,
      type: 'active',
    });
    const messages = await adminDb.collection(`project-conversations/${id}/messages`).get();
    expect(messages.docs.map((m) => m.data())).toEqual([
      expect.objectContaining({ senderId: brand.uid, briefId, isRead: false }),
    ]);

    const notes = await adminDb.collection(`Users/${influencer.uid}/Notifications`).get();
    expect(notes.docs.map((n) => n.data())).toEqual([
      expect.objectContaining({
        type: 'projectAccepted',
        isRead: false,
        path: `/app/briefDetail?briefId=${briefId}`,
      }),
    ]);
    expect((await read(`Users/${influencer.uid}`))?.notificationCount).toBe(1);
  });

  it('the influencer opens the bell: newest read, count back to 0', async () => {
    const notes = await adminDb.collection(`Users/${influencer.uid}/Notifications`).get();
    const newest = notes.docs[0]!;
    await as(influencer, () => markNewestRead(influencer.uid, { id: newest.id, isRead: false }, 1));
    expect((await newest.ref.get()).data()?.isRead).toBe(true);
    expect((await read(`Users/${influencer.uid}`))?.notificationCount).toBe(0);
  });

  it('the brand declines the other bidder and completes the accepted one', async () => {
    await as(brand, () => declineBidder(briefId, second.uid));
    expect((await read(`briefs/${briefId}`))?.declinedUser).toEqual([second.uid]);
    // The decline message, naming her, starts the brief's chat with her (spec sections 3, 4).
    const declineChat = `Messages/${briefId}_${second.uid}`;
    expect(await read(declineChat)).toMatchObject({
      briefId,
      userIds: [brand.uid, second.uid],
      bidderIds: [second.uid],
      unreadCounts: { [brand.uid]: 0, [second.uid]: 1 },
    });
    const declined = await adminDb.collection(`${declineChat}/${briefId}`).get();
    expect(declined.docs.map((m) => m.data())).toEqual([
      expect.objectContaining({ kind: 'decline', bidderId: second.uid, uid: brand.uid }),
    ]);

    // The accepted influencer wrote in the brief's chat before: completing posts there too.
    const chatKey = `Messages/${briefId}_${influencer.uid}/${briefId}`;
    const briefTitle = String((await read(`briefs/${briefId}`))?.title);
    await as(influencer, () =>
      sendBriefChatMessage({
        key: chatKey,
        sender: { id: influencer.uid, name: 'Ayşe', imageUrl: '' },
        otherId: brand.uid,
        text: 'Paylaşım yayında.',
        create: {
          briefId,
          briefTitle,
          owner: { id: brand.uid, name: brand.name },
          bidder: { id: influencer.uid, name: 'Ayşe' },
        },
      }),
    );
    await as(brand, () => completeUser(briefId, influencer.uid));
    expect((await read(`briefs/${briefId}`))?.completedUsers).toEqual([influencer.uid]);
    const chatMessages = await adminDb.collection(chatKey).orderBy('timestamp').get();
    expect(chatMessages.docs.map((m) => m.get('kind'))).toEqual(['text', 'complete']);
    expect((await read(`Messages/${briefId}_${influencer.uid}`))?.unreadCounts).toEqual({
      [brand.uid]: 1,
      [influencer.uid]: 1,
    });
    // The project conversation keeps only the acceptance message.
    const messages = await adminDb
      .collection(`project-conversations/${pair(brand, influencer)}/messages`)
      .get();
    expect(messages.size).toBe(1);
  });

  it('the admin completes the brief: the conversation lists it as archived', async () => {
    await as(admin, () => completeBrief(briefId));
    expect((await read(`briefs/${briefId}`))?.isCompleted).toBe(true);
    const conversation = await read(`project-conversations/${pair(brand, influencer)}`);
    expect(conversation?.activeProjects).toEqual([]);
    expect(conversation?.archivedProjects).toEqual([
      expect.objectContaining({ briefId, isActive: false, completedAt: expect.anything() }),
    ]);
    expect(conversation?.type).toBe('archived');
    await expect(as(admin, () => completeBrief(briefId))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
  });

  it('a second accepted brief extends the conversation; deleting it archives the conversation', async () => {
    const next = await newApprovedBrief('İkinci');
    await as(influencer, () => sendOffer(next, { uid: influencer.uid, name: 'Ayşe' }, 7000));
    await as(brand, () => acceptBidder(next, influencer.uid));
    const id = pair(brand, influencer);
    let conversation = await read(`project-conversations/${id}`);
    expect(conversation?.activeProjects).toEqual([expect.objectContaining({ briefId: next })]);
    expect(conversation?.type).toBe('active');
    // accept, second accept: one unread each
    expect(conversation?.unreadCounts[influencer.uid]).toBe(2);

    await expect(as(brand, () => deleteBrief(next))).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await as(admin, () => deleteBrief(next));
    expect(await read(`briefs/${next}`)).toBeUndefined();
    expect(await read(`bidders/${next}`)).toBeUndefined();
    conversation = await read(`project-conversations/${id}`);
    expect(conversation).toMatchObject({
      activeProjects: [],
      archivedProjects: [expect.objectContaining({ briefId })],
      isActive: false,
      isCompleted: true,
      isDeleted: true,
      deletedReason: 'Project deleted by admin',
      type: 'archived',
    });
    await expect(as(admin, () => deleteBrief(next))).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });

  it('removing the only accepted user of a pair deletes their conversation and its messages', async () => {
    const third = await newApprovedBrief('Üçüncü');
    await as(second, () => sendOffer(third, { uid: second.uid, name: 'Can' }, 1000));
    await as(brand, () => acceptBidder(third, second.uid));
    const id = pair(brand, second);
    expect(await read(`project-conversations/${id}`)).toBeDefined();
    await as(brand, () => removeAccepted(third, brand.uid, second.uid));
    expect((await read(`briefs/${third}`))?.acceptedUsers).toEqual([]);
    expect(await read(`project-conversations/${id}`)).toBeUndefined();
    expect((await adminDb.collection(`project-conversations/${id}/messages`).get()).size).toBe(0);
  });

  it('a barter brief takes interest at price 0', async () => {
    const id = await as(brand, () =>
      createBrief(
        draftFromValues({
          ...emptyBriefForm(),
          title: `Barter ${run}`,
          description: 'Ürün karşılığı',
          categories: [2],
          genders: ['female'],
          paymentType: 'product',
          products: [{ name: 'Krem', price: '450' }],
          adDisclosure: { instagram: 'isbirligi', tiktok: '', youtube: '' },
        }),
        { uid: brand.uid, name: brand.name, image: '', type: 'brand' },
      ),
    );
    briefIds.push(id);
    await as(admin, () => approveBrief(id));
    await as(influencer, () => sendOffer(id, { uid: influencer.uid, name: 'Ayşe' }, 0));
    expect((await read(`bidders/${id}`))?.bidders).toEqual([
      { bidderId: influencer.uid, bidderName: 'Ayşe', price: 0, influencerEarnings: 0 },
    ]);

    // Withdrawn by everyone: bidderIds is empty but the bidders document stays, so the first
    // guess (create) is refused and the offer goes through as an update.
    await as(influencer, () => cancelOffer(id, influencer.uid));
    expect((await read(`briefs/${id}`))?.bidderIds).toEqual([]);
    await as(influencer, () => sendOffer(id, { uid: influencer.uid, name: 'Ayşe' }, 0));
    expect((await read(`briefs/${id}`))?.bidderIds).toEqual([influencer.uid]);
    expect((await read(`bidders/${id}`))?.bidders).toHaveLength(1);
  });
});
