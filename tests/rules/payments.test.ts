import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedAllUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Payments/{conversationId} (functions/src/payment): only the `payment` function writes them;
// the paying user and admins read. And Users.subscriptionType, which only a completed payment
// (the function) or an admin changes. Seeded: brand1's payment p1, inf1's payment p2.
function storedPayment(id: string, userId: string, overrides: DocumentData = {}): DocumentData {
  return {
    conversationId: id,
    userId,
    plan: 'business',
    token: `token-${id}`,
    provider: 'local',
    status: 'success',
    currency: 'TRY',
    amounts: { net: 149900, kdv: 29980, gross: 179880 },
    errorCode: null,
    errorMessage: null,
    result: { status: 'success', paymentStatus: 'SUCCESS' },
    appOrigin: 'http://127.0.0.1:5173',
    ...overrides,
  };
}

describe('payment rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedAllUsers(env());
    await seedDocs(env(), {
      'Payments/p1': storedPayment('p1', 'brand1'),
      'Payments/p2': storedPayment('p2', 'inf1', { status: 'failure' }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const payment = (db: Firestore, id: string) => doc(db, 'Payments', id);
  const paymentsOf = (db: Firestore, uid: string) =>
    getDocs(query(collection(db, 'Payments'), where('userId', '==', uid)));

  describe('signed out', () => {
    it('get and list: denied', async () => {
      await assertFails(getDoc(payment(signedOut(), 'p1')));
      await assertFails(getDocs(collection(signedOut(), 'Payments')));
    });
    it('create: denied', async () => {
      await assertFails(setDoc(payment(signedOut(), 'p9'), storedPayment('p9', 'brand1')));
    });
  });

  describe('the paying user', () => {
    it('get: her own payment allowed, another user’s denied', async () => {
      await assertSucceeds(getDoc(payment(as('brand1'), 'p1')));
      await assertFails(getDoc(payment(as('brand1'), 'p2')));
    });
    it('list: her own payments allowed, all payments or another user’s denied', async () => {
      await assertSucceeds(paymentsOf(as('brand1'), 'brand1'));
      await assertFails(paymentsOf(as('brand1'), 'inf1'));
      await assertFails(getDocs(collection(as('brand1'), 'Payments')));
    });
    it('create: denied, even a pending one of her own', async () => {
      await assertFails(
        setDoc(payment(as('brand1'), 'p9'), storedPayment('p9', 'brand1', { status: 'pending' })),
      );
    });
    it('update: marking her failed payment successful is denied', async () => {
      await assertFails(updateDoc(payment(as('inf1'), 'p2'), { status: 'success' }));
    });
    it('delete: denied', async () => {
      await assertFails(deleteDoc(payment(as('brand1'), 'p1')));
    });
    it('Users.subscriptionType: upgrading herself is denied (update and merge)', async () => {
      const db = as('brand1');
      await assertFails(updateDoc(doc(db, 'Users', 'brand1'), { subscriptionType: 'business' }));
      await assertFails(
        setDoc(doc(db, 'Users', 'brand1'), { subscriptionType: 'pro' }, { merge: true }),
      );
      await assertSucceeds(updateDoc(doc(db, 'Users', 'brand1'), { city: 'İzmir' }));
    });
  });

  describe('another user and an agency', () => {
    it('get and list of someone else’s payments: denied', async () => {
      await assertFails(getDoc(payment(as('inf2'), 'p1')));
      await assertFails(getDoc(payment(as('agency1'), 'p1')));
      await assertFails(paymentsOf(as('agency1'), 'brand1'));
    });
  });

  describe('admin', () => {
    it('get and list: allowed', async () => {
      await assertSucceeds(getDoc(payment(as('admin1'), 'p1')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'Payments')));
    });
    it('create, update, delete: denied (only the payment function writes)', async () => {
      const db = as('admin1');
      await assertFails(setDoc(payment(db, 'p9'), storedPayment('p9', 'brand1')));
      await assertFails(updateDoc(payment(db, 'p2'), { status: 'success' }));
      await assertFails(deleteDoc(payment(db, 'p1')));
    });
    it('Users.subscriptionType: an admin may grant a plan', async () => {
      await assertSucceeds(
        updateDoc(doc(as('admin1'), 'Users', 'brand1'), { subscriptionType: 'business' }),
      );
    });
  });
});
