// The shipment step through the app's own api module under the real security rules (issue 21,
// docs/briefs-model.md): the party shares and edits her address, the owner ships and corrects,
// the party marks it received; each write the state has moved past is refused. Each user has
// her own client app; `db()` and `auth()` of src/lib/firebase are swapped for the acting
// user's; firebase-admin seeds the brief and checks. Every account is new to this run.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
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

const api = await import('../../src/features/collaboration/shipment/api/shipmentApi');
const { KVKK_CONSENT_VERSION } =
  await import('../../src/features/collaboration/shipment/model/address');

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';
const adminApp = initAdminApp({ projectId: PROJECT_ID }, `shipment-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

type Actor = { uid: string; app: FirebaseApp; db: Firestore; auth: Auth };
const actors: Actor[] = [];

async function newActor(type: string, name: string): Promise<Actor> {
  const email = `shipment-${type}-${actors.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`Users/${uid}`).set({ uid, email, type, name, isApproved: true });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'x' }, `shipment-${uid}`);
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
let influencer: Actor;
let other: Actor;
const briefId = `shipment-${run}`;
const ref = () => ({ briefId, userId: influencer.uid });
const addressDoc = () => adminDb.doc(`briefs/${briefId}/shippingAddresses/${influencer.uid}`);
const shipmentDoc = () => adminDb.doc(`briefs/${briefId}/shipments/${influencer.uid}`);

const ADDRESS = {
  fullName: ' Ayşe Yılmaz ',
  phone: '0532 123 45 67',
  addressLine: 'Moda Cad. No: 12',
  district: 'Kadıköy',
  city: 'İstanbul',
  postalCode: '',
};

beforeAll(async () => {
  brand = await newActor('brand', 'Kargo Markası');
  influencer = await newActor('influencer', 'Ece');
  other = await newActor('influencer', 'Mert');
  await adminDb.doc(`briefs/${briefId}`).set({
    id: briefId,
    title: 'Barter',
    briefOwnerUserId: brand.uid,
    briefSenderId: brand.uid,
    paymentType: 'product',
    isVerified: true,
    isCompleted: false,
    bidderIds: [influencer.uid, other.uid],
    acceptedUsers: [influencer.uid],
    completedUsers: [],
  });
});

afterAll(async () => {
  await adminDb.recursiveDelete(adminDb.doc(`briefs/${briefId}`));
  for (const actor of actors) {
    await terminate(actor.db);
    await deleteApp(actor.app);
    await adminDb.recursiveDelete(adminDb.doc(`Users/${actor.uid}`));
    await adminAuth.deleteUser(actor.uid).catch(() => undefined);
  }
  await deleteAdminApp(adminApp);
});

describe('the shipment api under the rules', () => {
  it('the owner cannot ship before the address; the party shares and edits it', async () => {
    await expect(
      as(brand, () =>
        api.createShipment(ref(), { carrier: 'ptt', carrierName: '', trackingNumber: 'PT12345' }),
      ),
    ).rejects.toThrow();
    await expect(
      as(influencer, () => api.saveShippingAddress(ref(), ADDRESS, false)),
    ).rejects.toThrow();
    await expect(as(other, () => api.saveShippingAddress(ref(), ADDRESS, true))).rejects.toThrow();
    await as(influencer, () => api.saveShippingAddress(ref(), ADDRESS, true));
    const first = (await addressDoc().get()).data()!;
    expect(first).toMatchObject({
      userId: influencer.uid,
      briefId,
      fullName: 'Ayşe Yılmaz',
      kvkkConsent: true,
      consentVersion: KVKK_CONSENT_VERSION,
      submittedBy: influencer.uid,
    });
    await as(influencer, () =>
      api.saveShippingAddress(ref(), { ...ADDRESS, addressLine: 'Bağdat Cad. No: 5' }, true),
    );
    const edited = (await addressDoc().get()).data()!;
    expect(edited.addressLine).toBe('Bağdat Cad. No: 5');
    expect(edited.createdAt.isEqual(first.createdAt)).toBe(true);
  });

  it('the owner ships and corrects; the address is then locked; the party receives once', async () => {
    const seen: unknown[] = [];
    const stop = await as(influencer, async () =>
      api.subscribeShipment(
        ref(),
        (shipment) => seen.push(shipment),
        () => undefined,
      ),
    );
    await as(brand, () =>
      api.createShipment(ref(), {
        carrier: 'yurtici',
        carrierName: 'x',
        trackingNumber: ' 1234567890 ',
      }),
    );
    expect((await shipmentDoc().get()).data()).toMatchObject({
      carrier: 'yurtici',
      carrierName: '',
      trackingNumber: '1234567890',
      shippedBy: brand.uid,
      receivedAt: null,
      receivedBy: '',
    });
    // A second "Kargoya verdim" is not a silent overwrite.
    await expect(
      as(brand, () =>
        api.createShipment(ref(), { carrier: 'aras', carrierName: '', trackingNumber: '99999' }),
      ),
    ).rejects.toThrow('already shipped');
    await as(brand, () =>
      api.correctShipment(ref(), {
        carrier: 'other',
        carrierName: 'Kolay Gelsin',
        trackingNumber: 'KG-1234',
      }),
    );
    expect((await shipmentDoc().get()).get('carrierName')).toBe('Kolay Gelsin');
    await expect(
      as(influencer, () => api.saveShippingAddress(ref(), ADDRESS, true)),
    ).rejects.toThrow();
    await expect(as(other, () => api.markShipmentReceived(ref()))).rejects.toThrow();

    await as(influencer, () => api.markShipmentReceived(ref()));
    const received = (await shipmentDoc().get()).data()!;
    expect(received.receivedBy).toBe(influencer.uid);
    expect(received.receivedAt).not.toBeNull();
    await expect(as(influencer, () => api.markShipmentReceived(ref()))).rejects.toThrow();
    await expect(
      as(brand, () =>
        api.correctShipment(ref(), { carrier: 'aras', carrierName: '', trackingNumber: '12345' }),
      ),
    ).rejects.toThrow();
    await vi.waitFor(() =>
      expect(seen.at(-1)).toMatchObject({ carrier: 'other', receivedBy: influencer.uid }),
    );
    stop();
  });
});
