// The affiliate api (src/features/affiliates/api/affiliatesApi.ts) under the real security
// rules: an enabled brand creates and pages her programmes, a brand without the flag is
// refused, the allowance is set then updated, the allowed influencer lists and reads the
// programme while another influencer cannot, the picker finds only flagged approved
// influencers, and deleting removes the programme with its allowance. Accounts are new to
// this run.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
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
  auth: () => Promise.resolve({ authStateReady: () => Promise.resolve() }),
  db: () => {
    if (!current.db) throw new Error('no user is acting');
    return Promise.resolve(current.db);
  },
}));

const api = await import('../../src/features/affiliates/api/affiliatesApi');

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';
const adminApp = initAdminApp({ projectId: PROJECT_ID }, `affiliates-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

type Actor = { uid: string; app: FirebaseApp; db: Firestore };
const actors: Actor[] = [];

async function newActor(type: string, fields: Record<string, unknown> = {}): Promise<Actor> {
  const email = `affiliates-${type}-${actors.length}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  await adminDb.doc(`Users/${uid}`).set({
    uid,
    email,
    type,
    name: 'Ayşe',
    surname: 'Yılmaz',
    isApproved: true,
    isAffiliateMarketingEnabled: false,
    subscriptionType: 'free',
    notificationCount: 0,
    imitatorAgencyUID: '',
    createdAt: new Date(),
    ...fields,
  });
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'x' }, `affiliates-${uid}`);
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

/** An approved directory profile with the given marketplace flags. */
const profile = (uid: string, name: string, trendyol: boolean) =>
  adminDb.doc(`Influencers/${uid}`).set({
    uid,
    name,
    lowerCaseFullName: name.toLocaleLowerCase('tr-TR'),
    lowerCaseName: name.split(' ')[0]!.toLocaleLowerCase('tr-TR'),
    lowerCaseSurname: name.split(' ')[1]!.toLocaleLowerCase('tr-TR'),
    imitatorAgencyUID: '',
    isApproved: true,
    isVerifiedAccount: false,
    profileImage: '',
    affiliateMarketing: { trendyol, hepsiburada: false },
    timestamp: Timestamp.now(),
  });

const newProgramme = (productName: string) => ({
  productName,
  productLink: 'https://www.trendyol.com/nova/krem-p-1',
  commissionKind: 'rate' as const,
  commissionValue: 1250,
  marketplace: 'trendyol' as const,
  startDate: '2026-11-01',
  endDate: '2027-02-28',
  description: 'Satış başına komisyon.',
});

let owner: Actor;
let plainBrand: Actor;
let allowed: Actor;
let outsider: Actor;

beforeAll(async () => {
  owner = await newActor('brand', { isAffiliateMarketingEnabled: true, brandName: 'Nova' });
  plainBrand = await newActor('brand');
  allowed = await newActor('influencer');
  outsider = await newActor('influencer');
  await profile(allowed.uid, `Çiçek Affiliate${run}`, true);
  await profile(outsider.uid, `Deniz Affiliate${run}`, false);
});

afterAll(async () => {
  const owned = await adminDb.collection('Affiliates').where('ownerId', '==', owner.uid).get();
  for (const d of owned.docs) {
    await adminDb.doc(`AffiliateAllowance/${d.id}`).delete();
    await d.ref.delete();
  }
  for (const actor of actors) {
    await adminDb.doc(`Influencers/${actor.uid}`).delete();
    await adminDb.recursiveDelete(adminDb.doc(`Users/${actor.uid}`));
    await adminAuth.deleteUser(actor.uid);
    await terminate(actor.db);
    await deleteApp(actor.app);
  }
  await deleteAdminApp(adminApp);
});

describe('affiliate programmes through the app api', () => {
  let first = '';

  it('an enabled brand creates a programme; a brand without the flag is refused', async () => {
    actAs(owner);
    const created = await api.createAffiliate(newProgramme('Gece Kremi'), {
      uid: owner.uid,
      name: 'Nova',
    });
    first = created.id;
    const stored = (await adminDb.doc(`Affiliates/${first}`).get()).data();
    expect(stored).toMatchObject({ ownerId: owner.uid, ownerName: 'Nova', commissionValue: 1250 });
    expect(stored?.timestamp).toBeInstanceOf(Timestamp);

    actAs(plainBrand);
    await expect(
      api.createAffiliate(newProgramme('İzinsiz'), { uid: plainBrand.uid, name: 'X' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("pages the owner's programmes newest first with an exact cursor", async () => {
    // One more than a page, written within the same second so the cursor's nanoseconds count.
    const base = Timestamp.now();
    await Promise.all(
      Array.from({ length: api.AFFILIATES_PAGE_SIZE }, (_, i) =>
        adminDb.collection('Affiliates').add({
          ...newProgramme(`Toplu ${i}`),
          ownerId: owner.uid,
          ownerName: 'Nova',
          timestamp: new Timestamp(base.seconds, base.nanoseconds + i * 1000),
        }),
      ),
    );
    actAs(owner);
    const spec = { view: 'owner' as const, uid: owner.uid };
    const page1 = await api.fetchAffiliatesPage(spec, null);
    expect(page1.items).toHaveLength(api.AFFILIATES_PAGE_SIZE);
    expect(page1.items[0]?.productName).toBe(`Toplu ${api.AFFILIATES_PAGE_SIZE - 1}`);
    expect(page1.cursor).not.toBeNull();
    const page2 = await api.fetchAffiliatesPage(spec, page1.cursor);
    const all = [...page1.items, ...page2.items].map((p) => p.id);
    expect(new Set(all).size).toBe(api.AFFILIATES_PAGE_SIZE + 1);
    expect(page2.cursor).toBeNull();

    actAs(plainBrand);
    await expect(api.fetchAffiliatesPage(spec, null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('the picker finds only approved influencers with the marketplace flag on', async () => {
    actAs(owner);
    const found = await api.fetchAffiliateInfluencersFor('trendyol');
    const ours = found.filter((i) => i.uid === allowed.uid || i.uid === outsider.uid);
    expect(ours.map((i) => i.uid)).toEqual([allowed.uid]);
    expect(ours[0]?.searchNames[0]).toBe(`çiçek affiliate${run}`);
  });

  it('the allowance is set, updated, and lets only the allowed influencer in', async () => {
    actAs(owner);
    await api.changeAllowance(first, allowed.uid, true, false);
    await api.changeAllowance(first, outsider.uid, true, true);
    await api.changeAllowance(first, outsider.uid, false, true);
    expect((await api.fetchAllowance(first))?.influencers).toEqual([allowed.uid]);

    actAs(allowed);
    const mine = await api.fetchAffiliatesPage({ view: 'allowed', uid: allowed.uid }, null);
    expect(mine.items.map((p) => p.id)).toEqual([first]);
    expect((await api.fetchAffiliate(first))?.productName).toBe('Gece Kremi');
    await expect(api.changeAllowance(first, outsider.uid, true, true)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    actAs(outsider);
    await expect(api.fetchAffiliate(first)).rejects.toMatchObject({ code: 'permission-denied' });
    const none = await api.fetchAffiliatesPage({ view: 'allowed', uid: outsider.uid }, null);
    expect(none.items).toEqual([]);
  });

  it('deleting removes the programme with its allowance', async () => {
    actAs(owner);
    await api.deleteAffiliate(first);
    expect((await adminDb.doc(`Affiliates/${first}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`AffiliateAllowance/${first}`).get()).exists).toBe(false);
  });
});
