import {
  Timestamp,
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
import { collaborationAmounts } from '../../functions/src/shared/collaborationPayment';
import { seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedAllUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// CollaborationPayments/{briefId}_{payeeId} and its ledger (issue 20): the money of one accepted
// collaboration. Only the payment function writes them (Admin SDK); the paying brand, the paid
// influencer and admins read. Seeded: brand1 pays inf1 for brief b1 (held, one ledger entry).
const ID = 'b1_inf1';

function storedPayment(overrides: DocumentData = {}): DocumentData {
  return {
    briefId: 'b1',
    briefTitle: 'Kış koleksiyonu',
    payerId: 'brand1',
    payeeId: 'inf1',
    state: 'held',
    amounts: collaborationAmounts(5000),
    currency: 'TRY',
    provider: 'local',
    subMerchantKey: 'key-inf1',
    token: 'local-token',
    conversationId: 'collab-1',
    paymentId: 'local-token',
    paymentTransactionId: 'local-token-item-1',
    errorCode: null,
    errorMessage: null,
    appOrigin: 'http://127.0.0.1:4173',
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
    heldAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
    ...overrides,
  };
}

const ledgerEntry = {
  kind: 'held',
  amountKurus: collaborationAmounts(5000).gross,
  paymentTransactionId: 'local-token-item-1',
  at: Timestamp.fromMillis(Date.UTC(2026, 10, 1)),
};

describe('collaboration payment rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedAllUsers(env());
    await seedDocs(env(), {
      [`CollaborationPayments/${ID}`]: storedPayment(),
      [`CollaborationPayments/${ID}/ledger/held-1`]: ledgerEntry,
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const payment = (db: Firestore, id = ID) => doc(db, 'CollaborationPayments', id);
  const ledger = (db: Firestore) => collection(db, 'CollaborationPayments', ID, 'ledger');

  describe('denied', () => {
    it('reads when signed out', async () => {
      await assertFails(getDoc(payment(signedOut())));
      await assertFails(getDocs(ledger(signedOut())));
    });

    it('reads by another brand, another influencer and the payee’s managing agency', async () => {
      for (const uid of ['brand2', 'inf2', 'agency1']) {
        await assertFails(getDoc(payment(as(uid))));
        await assertFails(getDocs(ledger(as(uid))));
      }
    });

    it('listing all payments as a party (only her own, by query, is allowed)', async () => {
      await assertFails(getDocs(collection(as('brand1'), 'CollaborationPayments')));
    });

    it('the paying brand marks her payment held or released, or lowers the amount', async () => {
      const db = as('brand1');
      await assertFails(updateDoc(payment(db), { state: 'released' }));
      await assertFails(updateDoc(payment(db), { amounts: collaborationAmounts(1) }));
      await assertFails(setDoc(payment(db), storedPayment({ state: 'refunded' })));
    });

    it('the brand creates a held payment for an accepted influencer without paying', async () => {
      await assertFails(
        setDoc(payment(as('brand1'), 'b2_inf1'), storedPayment({ briefId: 'b2', state: 'held' })),
      );
    });

    it('the payee changes the sub-merchant key, the state or the amount', async () => {
      const db = as('inf1');
      await assertFails(updateDoc(payment(db), { subMerchantKey: 'someone-elses-key' }));
      await assertFails(updateDoc(payment(db), { state: 'released' }));
      await assertFails(updateDoc(payment(db), { 'amounts.payee': 999_999_99 }));
    });

    it('anyone writes or deletes a ledger entry, admins included', async () => {
      for (const uid of ['brand1', 'inf1', 'admin1']) {
        const db = as(uid);
        await assertFails(
          setDoc(doc(ledger(db), `forged-${uid}`), { ...ledgerEntry, kind: 'released' }),
        );
        await assertFails(updateDoc(doc(ledger(db), 'held-1'), { amountKurus: 1 }));
        await assertFails(deleteDoc(doc(ledger(db), 'held-1')));
      }
    });

    it('an admin writes or deletes the payment (functions decide money, not people)', async () => {
      const db = as('admin1');
      await assertFails(updateDoc(payment(db), { state: 'released' }));
      await assertFails(deleteDoc(payment(db)));
      await assertFails(setDoc(payment(db, 'b2_inf2'), storedPayment({ payeeId: 'inf2' })));
    });

    it('after release the parties still cannot write it', async () => {
      await seedDocs(env(), {
        [`CollaborationPayments/${ID}`]: storedPayment({ state: 'released' }),
      });
      await assertFails(updateDoc(payment(as('brand1')), { state: 'refunded' }));
      await assertFails(updateDoc(payment(as('inf1')), { state: 'held' }));
    });
  });

  describe('allowed', () => {
    it('the paying brand and the paid influencer read it and its ledger', async () => {
      for (const uid of ['brand1', 'inf1']) {
        await assertSucceeds(getDoc(payment(as(uid))));
        await assertSucceeds(getDocs(ledger(as(uid))));
      }
    });

    it('each party lists her own payments by query', async () => {
      const brand = as('brand1');
      await assertSucceeds(
        getDocs(
          query(collection(brand, 'CollaborationPayments'), where('payerId', '==', 'brand1')),
        ),
      );
      const influencer = as('inf1');
      await assertSucceeds(
        getDocs(
          query(collection(influencer, 'CollaborationPayments'), where('payeeId', '==', 'inf1')),
        ),
      );
    });

    it('an admin reads and lists payments and ledgers', async () => {
      const db = as('admin1');
      await assertSucceeds(getDoc(payment(db)));
      await assertSucceeds(getDocs(collection(db, 'CollaborationPayments')));
      await assertSucceeds(getDocs(ledger(db)));
    });
  });
});
