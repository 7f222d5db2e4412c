import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedAllUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// payoutDetails/{uid} (issue 20): an influencer's or agency's payout details and iyzico
// subMerchantKey. Only the savePayoutDetails function writes them (Admin SDK); the owner and
// admins read. Seeded: inf1's and agency1's details.
function storedDetails(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    kind: 'PERSONAL',
    name: 'Ayşe',
    surname: 'Yılmaz',
    identityNumber: '10000000146',
    legalCompanyTitle: '',
    taxOffice: '',
    taxNumber: '',
    iban: 'TR330006100519786457841326',
    address: 'Moda Cad. 1, Kadıköy, İstanbul',
    gsmNumber: '+905321234567',
    email: emailOf(uid),
    subMerchantKey: `key-${uid}`,
    provider: 'local',
    updatedAt: Timestamp.fromMillis(Date.UTC(2025, 0, 15)),
    ...overrides,
  };
}

describe('payout details rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedAllUsers(env());
    await seedDocs(env(), {
      'payoutDetails/inf1': storedDetails('inf1'),
      'payoutDetails/agency1': storedDetails('agency1'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const details = (db: Firestore, uid: string) => doc(db, 'payoutDetails', uid);

  describe('denied', () => {
    it('read when signed out', async () => {
      await assertFails(getDoc(details(signedOut(), 'inf1')));
      await assertFails(getDocs(collection(signedOut(), 'payoutDetails')));
    });

    it('read by another influencer', async () => {
      await assertFails(getDoc(details(as('inf2'), 'inf1')));
      await assertFails(getDocs(collection(as('inf2'), 'payoutDetails')));
    });

    it('read by a brand', async () => {
      await assertFails(getDoc(details(as('brand1'), 'inf1')));
      await assertFails(getDoc(details(as('brand1'), 'agency1')));
    });

    it('read by the managing agency of the influencer', async () => {
      await seedDocs(env(), { 'payoutDetails/managed1': storedDetails('managed1') });
      await assertFails(getDoc(details(as('agency1'), 'managed1')));
    });

    it('list by the owner (even constrained to herself there is nothing to list)', async () => {
      await assertFails(getDocs(collection(as('inf1'), 'payoutDetails')));
    });

    it('create by the owner, even with a complete document', async () => {
      await assertFails(setDoc(details(as('inf2'), 'inf2'), storedDetails('inf2')));
    });

    it('create for someone else', async () => {
      await assertFails(setDoc(details(as('inf2'), 'inf1'), storedDetails('inf2')));
    });

    it('update by the owner: her IBAN, her subMerchantKey only, a merge', async () => {
      const db = as('inf1');
      await assertFails(updateDoc(details(db, 'inf1'), { iban: 'TR320010009999901234567890' }));
      await assertFails(updateDoc(details(db, 'inf1'), { subMerchantKey: 'someone-elses-key' }));
      await assertFails(setDoc(details(db, 'inf1'), { subMerchantKey: 'k' }, { merge: true }));
      await assertFails(setDoc(details(db, 'inf1'), storedDetails('inf1')));
    });

    it('delete by the owner', async () => {
      await assertFails(deleteDoc(details(as('inf1'), 'inf1')));
    });

    it('create, update and delete by an admin', async () => {
      const db = as('admin1');
      await assertFails(setDoc(details(db, 'inf2'), storedDetails('inf2')));
      await assertFails(updateDoc(details(db, 'inf1'), { subMerchantKey: 'k' }));
      await assertFails(deleteDoc(details(db, 'inf1')));
    });
  });

  describe('allowed', () => {
    it('the owner reads her own (influencer and agency)', async () => {
      await assertSucceeds(getDoc(details(as('inf1'), 'inf1')));
      await assertSucceeds(getDoc(details(as('agency1'), 'agency1')));
    });

    it('the owner reads her own missing document (the form starts empty)', async () => {
      await assertSucceeds(getDoc(details(as('inf2'), 'inf2')));
    });

    it('an admin reads and lists', async () => {
      await assertSucceeds(getDoc(details(as('admin1'), 'inf1')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'payoutDetails')));
    });
  });
});
