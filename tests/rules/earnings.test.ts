import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { monthOf } from '../../src/features/earnings/model/month';
import { seedCast, seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Earnings/{id} (ours, docs/decisions.md "Earnings"): admins write; the influencer reads her
// own, the agency its managed influencers'. Seeded: e1 for inf1 (self-managed), e2 for
// managed1 (agency1's).
describe('earnings rules', () => {
  const env = useRulesEnvironment();
  const stored = (influencerId: string, agencyId: string, overrides: DocumentData = {}) => ({
    influencerId,
    influencerName: 'Ayşe Yılmaz',
    agencyId,
    briefId: 'b1',
    briefTitle: 'Kış Cilt Bakım Serisi Tanıtımı',
    amount: 320000,
    kind: 'earning',
    note: '',
    createdBy: 'admin1',
    createdAt: Timestamp.fromDate(new Date('2024-02-03T10:00:00Z')),
    month: '2024-02',
    ...overrides,
  });
  const fresh = (overrides: DocumentData = {}) => ({
    ...stored('inf1', ''),
    createdAt: serverTimestamp(),
    month: monthOf(Date.now()),
    ...overrides,
  });
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Earnings/e1': stored('inf1', ''),
      'Earnings/e2': stored('managed1', 'agency1'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const record = (db: Firestore, id: string) => doc(db, 'Earnings', id);
  const listBy = (db: Firestore, field: string, uid: string) =>
    getDocs(query(collection(db, 'Earnings'), where(field, '==', uid)));

  describe('signed out', () => {
    it('get, list and create are denied', async () => {
      await assertFails(getDoc(record(signedOut(), 'e1')));
      await assertFails(listBy(signedOut(), 'influencerId', 'inf1'));
      await assertFails(setDoc(record(signedOut(), 'n'), fresh({ createdBy: 'x' })));
    });
  });

  describe('influencer', () => {
    it('get/list: her own records are allowed', async () => {
      await assertSucceeds(getDoc(record(as('inf1'), 'e1')));
      await assertSucceeds(listBy(as('inf1'), 'influencerId', 'inf1'));
    });

    it("get/list: another influencer's records and unconstrained lists are denied", async () => {
      await assertFails(getDoc(record(as('inf1'), 'e2')));
      await assertFails(getDoc(record(as('inf2'), 'e1')));
      await assertFails(listBy(as('inf2'), 'influencerId', 'inf1'));
      await assertFails(getDocs(collection(as('inf1'), 'Earnings')));
    });

    it('create, update and delete are denied, even of her own', async () => {
      const db = as('inf1');
      await assertFails(setDoc(record(db, 'n'), fresh({ createdBy: 'inf1' })));
      await assertFails(updateDoc(record(db, 'e1'), { amount: 99900000 }));
      await assertFails(deleteDoc(record(db, 'e1')));
    });
  });

  describe('influencer agency', () => {
    it("get/list: its managed influencers' records are allowed", async () => {
      await assertSucceeds(getDoc(record(as('agency1'), 'e2')));
      await assertSucceeds(listBy(as('agency1'), 'agencyId', 'agency1'));
    });

    it("get/list: other influencers' records are denied", async () => {
      await assertFails(getDoc(record(as('agency1'), 'e1')));
      await assertFails(listBy(as('agency1'), 'influencerId', 'inf1'));
    });

    it('create, update and delete are denied', async () => {
      const db = as('agency1');
      await assertFails(
        setDoc(record(db, 'n'), fresh({ influencerId: 'managed1', agencyId: 'agency1' })),
      );
      await assertFails(updateDoc(record(db, 'e2'), { note: 'x' }));
      await assertFails(deleteDoc(record(db, 'e2')));
    });

    it('a brand named as agencyId reads nothing (the caller must be an agency)', async () => {
      await seedDocs(env(), { 'Earnings/e3': stored('brandNamed1', 'brand1') });
      await assertFails(getDoc(record(as('brand1'), 'e3')));
      await assertFails(listBy(as('brand1'), 'agencyId', 'brand1'));
    });
  });

  describe('brand', () => {
    it('reads and writes nothing', async () => {
      const db = as('brand1');
      await assertFails(getDoc(record(db, 'e1')));
      await assertFails(listBy(db, 'influencerId', 'inf1'));
      await assertFails(setDoc(record(db, 'n'), fresh({ createdBy: 'brand1' })));
    });
  });

  describe('admin', () => {
    it('get and any list are allowed', async () => {
      await assertSucceeds(getDoc(record(as('admin1'), 'e1')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'Earnings')));
    });

    it('create in the fixed shape, stamped now, by herself is allowed', async () => {
      await assertSucceeds(setDoc(record(as('admin1'), 'n1'), fresh()));
      await assertSucceeds(
        setDoc(record(as('admin1'), 'n2'), fresh({ kind: 'payout', note: 'Havale yapıldı' })),
      );
    });

    it('create with a wrong shape is denied', async () => {
      const db = as('admin1');
      for (const bad of [
        { createdBy: 'admin2' },
        { amount: 0 },
        { amount: -100 },
        { amount: 12.5 },
        { amount: '3200' },
        { kind: 'bonus' },
        { month: '2020-01' },
        { createdAt: Timestamp.fromDate(new Date('2024-01-01T00:00:00Z')) },
        { influencerId: '' },
        { agencyId: 'inf1' },
        { note: 'x'.repeat(501) },
        { extra: true },
      ])
        await assertFails(setDoc(record(db, 'n'), fresh(bad)));
      const missing: DocumentData = fresh();
      delete missing.note;
      await assertFails(setDoc(record(db, 'n'), missing));
    });

    it('update and delete (corrections) are allowed', async () => {
      await assertSucceeds(updateDoc(record(as('admin1'), 'e1'), { note: 'Düzeltildi' }));
      await assertSucceeds(deleteDoc(record(as('admin1'), 'e1')));
    });
  });
});
