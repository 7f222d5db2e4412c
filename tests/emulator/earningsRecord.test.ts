// The admin's earnings recording through the app's own api module under the real security
// rules (docs/decisions.md "Earnings"): the Earnings record, Users.totalEarnedPrice as the
// spec's string, the earningsAdded notification and notificationCount + 1 commit together; a
// payout leaves the total alone; a non-admin is refused and nothing is written. Then the
// history reads back for the influencer and her agency. Every account is new to this run.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
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

const current = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('../../src/lib/firebase', () => ({
  // Each actor's client is signed in before it acts (the app waits for Auth's restore).
  auth: () => Promise.resolve({ authStateReady: () => Promise.resolve() }),
  db: () => {
    if (!current.db) throw new Error('no user is acting');
    return Promise.resolve(current.db);
  },
}));

const { recordEarning, fetchEarningsPage, fetchManagedEarners } =
  await import('../../src/features/earnings/api/earningsApi');
const { monthOf } = await import('../../src/features/earnings/model/month');

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';
const adminApp = initAdminApp({ projectId: PROJECT_ID }, `earnings-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

type Actor = { uid: string; app: FirebaseApp; db: Firestore };
const actors: Actor[] = [];

async function newActor(type: string, fields: Record<string, unknown> = {}): Promise<Actor> {
  const email = `earnings-${type}-${actors.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`Users/${uid}`).set({
    uid,
    email,
    type,
    name: 'Ayşe',
    surname: 'Yılmaz',
    isApproved: true,
    subscriptionType: 'free',
    notificationCount: 0,
    imitatorAgencyUID: '',
    createdAt: new Date(),
    ...fields,
  });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'x' }, `earnings-${uid}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  const actor = { uid, app, db };
  actors.push(actor);
  return actor;
}

const actAs = (actor: Actor) => {
  current.db = actor.db;
};

let admin: Actor;
let agency: Actor;
let influencer: Actor;
let other: Actor;

beforeAll(async () => {
  admin = await newActor('admin');
  agency = await newActor('influencerAgency');
  influencer = await newActor('influencer', {
    totalEarnedPrice: '12750',
    notificationCount: 2,
    imitatorAgencyUID: agency.uid,
  });
  other = await newActor('influencer');
});

afterAll(async () => {
  for (const actor of actors) {
    await adminDb.recursiveDelete(adminDb.doc(`Users/${actor.uid}`));
    await adminDb.doc(`Influencers/${actor.uid}`).delete();
    await adminAuth.deleteUser(actor.uid);
    await terminate(actor.db);
    await deleteApp(actor.app);
  }
  const records = await adminDb.collection('Earnings').where('briefId', '==', `brief-${run}`).get();
  await Promise.all(records.docs.map((d) => d.ref.delete()));
  await deleteAdminApp(adminApp);
});

const input = (overrides: Record<string, unknown> = {}) => ({
  influencerId: influencer.uid,
  briefId: `brief-${run}`,
  briefTitle: 'Kış Cilt Bakım Serisi Tanıtımı',
  amount: 320_050,
  kind: 'earning' as const,
  note: 'Ocak hakedişi',
  ...overrides,
});

describe('recording earnings against the emulator', () => {
  it('an admin writes the record, the total string, the notification and count + 1 together', async () => {
    actAs(admin);
    const result = await recordEarning(input(), admin.uid);
    expect(result.totalEarnedPrice).toBe('15950.5');

    const user = (await adminDb.doc(`Users/${influencer.uid}`).get()).data()!;
    expect(user.totalEarnedPrice).toBe('15950.5');
    expect(user.notificationCount).toBe(3);

    const record = (await adminDb.doc(`Earnings/${result.earning.id}`).get()).data()!;
    expect(record).toMatchObject({
      influencerId: influencer.uid,
      influencerName: 'Ayşe Yılmaz',
      agencyId: agency.uid,
      briefId: `brief-${run}`,
      amount: 320_050,
      kind: 'earning',
      note: 'Ocak hakedişi',
      createdBy: admin.uid,
      month: monthOf(Date.now()),
    });

    const notes = await adminDb.collection(`Users/${influencer.uid}/Notifications`).get();
    expect(notes.size).toBe(1);
    const note = notes.docs[0]!.data();
    expect(note).toMatchObject({
      type: 'earningsAdded',
      id: notes.docs[0]!.id,
      isRead: false,
      path: '/app/myEarnings',
      emailData: {
        subject: 'Hakedişiniz güncellendi',
        name: 'Ayşe Yılmaz',
        briefId: `brief-${run}`,
        briefTitle: 'Kış Cilt Bakım Serisi Tanıtımı',
      },
    });
    expect(note.message).toContain('3.200,50');
  });

  it('a payout notifies and counts but leaves the total', async () => {
    actAs(admin);
    const result = await recordEarning(input({ kind: 'payout', amount: 100_000 }), admin.uid);
    expect(result.totalEarnedPrice).toBe('15950.5');
    const user = (await adminDb.doc(`Users/${influencer.uid}`).get()).data()!;
    expect(user.totalEarnedPrice).toBe('15950.5');
    expect(user.notificationCount).toBe(4);
  });

  it('a non-admin (the influencer herself, her agency) is refused and nothing changes', async () => {
    for (const actor of [influencer, agency, other]) {
      actAs(actor);
      await expect(recordEarning(input({ amount: 99_900_000 }), actor.uid)).rejects.toThrow();
    }
    const user = (await adminDb.doc(`Users/${influencer.uid}`).get()).data()!;
    expect(user.totalEarnedPrice).toBe('15950.5');
    expect(user.notificationCount).toBe(4);
    const notes = await adminDb.collection(`Users/${influencer.uid}/Notifications`).get();
    expect(notes.size).toBe(2);
  });

  it('the influencer and her agency read the history newest first; others read none', async () => {
    actAs(influencer);
    const own = await fetchEarningsPage({ field: 'influencerId', uid: influencer.uid }, '', null);
    expect(own.items.map((r) => r.kind)).toEqual(['payout', 'earning']);
    expect(own.cursor).toBeNull();
    const month = await fetchEarningsPage(
      { field: 'influencerId', uid: influencer.uid },
      monthOf(Date.now()),
      null,
    );
    expect(month.items).toHaveLength(2);
    const before = await fetchEarningsPage(
      { field: 'influencerId', uid: influencer.uid },
      '2001-01',
      null,
    );
    expect(before.items).toHaveLength(0);

    actAs(agency);
    const managed = await fetchEarningsPage({ field: 'agencyId', uid: agency.uid }, '', null);
    expect(managed.items).toHaveLength(2);
    const earners = await fetchManagedEarners(agency.uid);
    expect(earners).toEqual([
      { uid: influencer.uid, name: 'Ayşe Yılmaz', total: 1_595_050, taxStatus: 'creatorExempt' },
    ]);

    actAs(other);
    await expect(
      fetchEarningsPage({ field: 'influencerId', uid: influencer.uid }, '', null),
    ).rejects.toThrow();
  });
});

// Spec section 3 lists totalEarnedPrice on Influencers: a profile written in that shape holds the
// total while her Users document has none. It is the base of the next earning, and from then on
// both copies hold the same total (docs/influencers-model.md "Copies on the profile").
describe('a total that only the Influencers profile holds', () => {
  it('is added to, both copies get the new total, and her agency sees it', async () => {
    const spec = await newActor('influencer', { imitatorAgencyUID: agency.uid });
    await adminDb.doc(`Influencers/${spec.uid}`).set({
      uid: spec.uid,
      name: 'Ayşe Yılmaz',
      imitatorAgencyUID: agency.uid,
      isApproved: true,
      totalEarnedPrice: '5000',
    });
    actAs(agency);
    const before = await fetchManagedEarners(agency.uid);
    expect(before.find((e) => e.uid === spec.uid)?.total).toBe(500_000);

    actAs(admin);
    const result = await recordEarning(
      input({ influencerId: spec.uid, amount: 150_025 }),
      admin.uid,
    );
    expect(result.totalEarnedPrice).toBe('6500.25');
    const user = (await adminDb.doc(`Users/${spec.uid}`).get()).data()!;
    const profile = (await adminDb.doc(`Influencers/${spec.uid}`).get()).data()!;
    expect(user.totalEarnedPrice).toBe('6500.25');
    expect(profile.totalEarnedPrice).toBe('6500.25');

    // The first influencer's profile, created now, is updated with hers from here on.
    await adminDb.doc(`Influencers/${influencer.uid}`).set({
      uid: influencer.uid,
      totalEarnedPrice: '15950.5',
    });
    await recordEarning(input({ amount: 4_950 }), admin.uid);
    const mirrored = (await adminDb.doc(`Influencers/${influencer.uid}`).get()).data()!;
    expect(mirrored.totalEarnedPrice).toBe('16000');
  });
});
