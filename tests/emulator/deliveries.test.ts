// The ad disclosure journey through the app's own api modules under the real security rules
// (docs/briefs-model.md): a brief created with TikTok's "Markalı içerik" label, the acceptance
// message naming it, and the accepted influencer's delivery (post link + confirmation) written,
// corrected and closed once the owner completes her. Each user has her own client app;
// `db()` and `auth()` of src/lib/firebase are swapped for the acting user's; firebase-admin
// seeds users and checks. Every account is new to this run and removed afterwards.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, type Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const current = vi.hoisted(() => ({ db: null as unknown, auth: null as unknown }));
vi.mock('../../src/lib/firebase', () => ({
  db: () => {
    if (!current.db) throw new Error('no user is acting');
    return Promise.resolve(current.db);
  },
  auth: () => Promise.resolve(current.auth),
}));

const { approveBrief } = await import('../../src/features/briefs/api/briefActions');
const { acceptBidder, completeUser, createBrief } =
  await import('../../src/features/briefs/api/briefWrites');
const { sendOffer } = await import('../../src/features/briefs/api/offers');
const { submitDelivery } = await import('../../src/features/briefs/api/deliveries');
const { reviewDraft, submitDraft } =
  await import('../../src/features/collaboration/drafts/api/draftsApi');
const { draftFromValues, emptyBriefForm } =
  await import('../../src/features/briefs/components/form/briefFormSchema');

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';
const adminApp = initAdminApp({ projectId: PROJECT_ID }, `deliveries-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

type Actor = { uid: string; app: FirebaseApp; db: Firestore; auth: Auth };
const actors: Actor[] = [];

async function newActor(type: string, name: string): Promise<Actor> {
  const email = `deliveries-${type}-${actors.length}-${run}@demo.test`;
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
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'x' }, `deliveries-${uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  const actor = { uid, app, db, auth };
  actors.push(actor);
  return actor;
}

async function as<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
  current.db = actor.db;
  current.auth = actor.auth;
  try {
    return await work();
  } finally {
    current.db = null;
    current.auth = null;
  }
}

let brand: Actor;
let admin: Actor;
let influencer: Actor;
let other: Actor;
let briefId = '';

beforeAll(async () => {
  brand = await newActor('brand', 'Bildirim Markası');
  admin = await newActor('admin', 'Bildirim Yönetici');
  influencer = await newActor('influencer', 'Ece');
  other = await newActor('influencer', 'Mert');
});

afterAll(async () => {
  if (briefId) {
    await adminDb.recursiveDelete(adminDb.doc(`briefs/${briefId}`));
    await adminDb.doc(`bidders/${briefId}`).delete();
    await adminDb.recursiveDelete(
      adminDb.doc(`project-conversations/${[brand.uid, influencer.uid].sort().join('_')}`),
    );
  }
  for (const actor of actors) {
    await terminate(actor.db);
    await deleteApp(actor.app);
    await adminDb.recursiveDelete(adminDb.doc(`Users/${actor.uid}`));
    await adminAuth.deleteUser(actor.uid).catch(() => undefined);
  }
  await deleteAdminApp(adminApp);
});

const deliveryPath = () => `briefs/${briefId}/deliveries/${influencer.uid}`;
// The brief names revisionRounds (the form's default 2): the live link follows the approved
// draft, round 1 here (issue 21).
const send = (actor: Actor, postLink: string, confirmed = true, draftRound: number | null = 1) =>
  as(actor, () => submitDelivery(briefId, { userId: actor.uid, postLink, confirmed, draftRound }));

describe('ad disclosure and the delivery under the security rules', () => {
  it('the brief stores the chosen TikTok label and the acceptance message names it', async () => {
    const draft = draftFromValues({
      ...emptyBriefForm(),
      title: `Markalı içerik ${run}`,
      description: 'TikTok videoları',
      categories: [2],
      genders: ['female'],
      platforms: ['tiktok'],
      adDisclosure: { instagram: '', tiktok: 'platformLabel', youtube: '' },
      paymentType: 'product',
      products: [{ name: 'Krem', price: '450' }],
    });
    briefId = await as(brand, () =>
      createBrief(draft, { uid: brand.uid, name: 'Bildirim Markası', image: '', type: 'brand' }),
    );
    expect((await adminDb.doc(`briefs/${briefId}`).get()).get('adDisclosure')).toEqual({
      tiktok: 'platformLabel',
    });
    await as(admin, () => approveBrief(briefId));
    await as(influencer, () => sendOffer(briefId, { uid: influencer.uid, name: 'Ece Test' }, 0));
    await as(other, () => sendOffer(briefId, { uid: other.uid, name: 'Mert Test' }, 0));
    await as(brand, () => acceptBidder(briefId, influencer.uid));

    const pair = [brand.uid, influencer.uid].sort().join('_');
    const messages = await adminDb.collection(`project-conversations/${pair}/messages`).get();
    expect(messages.docs[0]?.get('text')).toContain(
      'TikTok paylaşımınızda “Markalı içerik” etiketini açın.',
    );
    const notes = await adminDb.collection(`Users/${influencer.uid}/Notifications`).get();
    expect(notes.docs[0]?.get('message')).toContain('“Markalı içerik”');
  });

  it('refuses an unticked confirmation, a non-https link and a bidder who was not accepted', async () => {
    await expect(send(influencer, 'https://www.tiktok.com/@ece/video/1', false)).rejects.toThrow(
      /invalid-argument/,
    );
    await expect(send(influencer, 'http://www.tiktok.com/@ece/video/1')).rejects.toThrow(
      /invalid-argument/,
    );
    await expect(send(other, 'https://www.tiktok.com/@mert/video/1')).rejects.toThrow(
      /failed-precondition/,
    );
    expect((await adminDb.doc(deliveryPath()).get()).exists).toBe(false);
  });

  it('the live link waits for an approved draft (issue 21)', async () => {
    expect((await adminDb.doc(`briefs/${briefId}`).get()).get('revisionRounds')).toBe(2);
    const ref = { briefId, userId: influencer.uid };
    const draft = {
      round: 1,
      media: [],
      link: 'https://www.tiktok.com/@ece/taslak/1',
      caption: 'Yeni kremim #reklam',
      confirmed: true,
    };
    // A barter brief: the product must have reached her first (the shipment helper's document).
    await expect(as(influencer, () => submitDraft(ref, draft))).rejects.toThrow(/permission/i);
    await adminDb.doc(`briefs/${briefId}/shipments/${influencer.uid}`).set({
      userId: influencer.uid,
      briefId,
      carrier: 'yurtici',
      carrierName: '',
      trackingNumber: 'YK123456789',
      shippedBy: brand.uid,
      shippedAt: new Date(),
      receivedAt: new Date(),
      receivedBy: influencer.uid,
      updatedAt: new Date(),
    });
    await as(influencer, () => submitDraft(ref, draft));
    expect(
      (await adminDb.doc(`briefs/${briefId}/drafts/${influencer.uid}_1`).get()).data(),
    ).toMatchObject({
      status: 'submitted',
      disclosure: { tiktok: 'platformLabel' },
      submittedBy: influencer.uid,
    });
    // The app refuses a link without a draft round; the rules one naming an unapproved draft.
    await expect(
      send(influencer, 'https://www.tiktok.com/@ece/video/1', true, null),
    ).rejects.toThrow(/failed-precondition/);
    await expect(send(influencer, 'https://www.tiktok.com/@ece/video/1')).rejects.toThrow(
      /permission/i,
    );
    await as(brand, () => reviewDraft(ref, 1, { status: 'approved' }));
    expect((await adminDb.doc(deliveryPath()).get()).exists).toBe(false);
  });

  it('stores the accepted influencer’s link with the brief’s disclosure, and a correction', async () => {
    await send(influencer, ' https://www.tiktok.com/@ece/video/1 ');
    const first = (await adminDb.doc(deliveryPath()).get()).data();
    expect(first).toMatchObject({
      userId: influencer.uid,
      briefId,
      postLink: 'https://www.tiktok.com/@ece/video/1',
      disclosure: { tiktok: 'platformLabel' },
      disclosureConfirmed: true,
      submittedBy: influencer.uid,
      draftRound: 1,
    });
    await send(influencer, 'https://www.tiktok.com/@ece/video/2');
    const second = (await adminDb.doc(deliveryPath()).get()).data();
    expect(second?.postLink).toBe('https://www.tiktok.com/@ece/video/2');
    expect((second?.submittedAt as Timestamp).isEqual(first?.submittedAt as Timestamp)).toBe(true);
  });

  it('is closed once the owner completes her', async () => {
    await as(brand, () => completeUser(briefId, influencer.uid));
    await expect(send(influencer, 'https://www.tiktok.com/@ece/video/3')).rejects.toThrow(
      /failed-precondition/,
    );
    expect((await adminDb.doc(deliveryPath()).get()).get('postLink')).toBe(
      'https://www.tiktok.com/@ece/video/2',
    );
  });
});
