import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore as WebFirestore,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { deliveryLogId } from '@shared/outreach';
import { deliveryLogQuery } from '@/lib/collections/deliveryLog';
import { describedQuery } from '@/lib/firestoreQuery';
import { seedCast, seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Users/{uid}/deliveryLog/{key}-{channel} (issue 23): which mails and pushes the functions sent
// a user, written only by them (Admin SDK), read only by admins. managed1 is the influencer
// agency1 manages; she has an e-mail and a push entry.
describe('deliveryLog rules', () => {
  const env = useRulesEnvironment();
  const sentAt = Timestamp.fromMillis(Date.UTC(2025, 2, 12, 7, 5));
  const entry = (key: string, channel: 'email' | 'push'): DocumentData => ({
    key,
    channel,
    event: 'newOffer',
    status: 'sent',
    reason: '',
    attempts: 1,
    subject: 'Yaz Kampanyası için yeni teklif',
    to: channel === 'email' ? emailOf('managed1') : '2',
    createdAt: sentAt,
    updatedAt: sentAt,
    sentAt,
    template: { kind: 'notification', type: 'newOffer', message: 'Yeni teklif', emailData: {} },
    path: '/app/briefDetail?briefId=b1',
  });
  const emailId = deliveryLogId('offer-b1-inf1-1', 'email');
  const pushId = deliveryLogId('offer-b1-inf1-1', 'push');

  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      [`Users/managed1/deliveryLog/${emailId}`]: entry('offer-b1-inf1-1', 'email'),
      [`Users/managed1/deliveryLog/${pushId}`]: entry('offer-b1-inf1-1', 'push'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const ref = (db: Firestore, id: string, uid = 'managed1') =>
    doc(db, 'Users', uid, 'deliveryLog', id);
  /** The admin screen's own query (the 30 newest), as the app runs it. */
  const newest = (db: Firestore, uid = 'managed1') =>
    getDocs(describedQuery(db as unknown as WebFirestore, deliveryLogQuery(uid, 30)));
  const whole = (db: Firestore, uid = 'managed1') =>
    getDocs(collection(db, 'Users', uid, 'deliveryLog'));

  describe('denied', () => {
    it.each([
      ['the user herself', 'managed1'],
      ['another user', 'inf2'],
      ['her managing agency', 'agency1'],
      ['a brand', 'brand1'],
    ])('%s cannot get or list the log', async (_who, uid) => {
      const db = as(uid);
      await assertFails(getDoc(ref(db, emailId)));
      await assertFails(getDoc(ref(db, pushId)));
      await assertFails(newest(db));
      await assertFails(whole(db));
    });

    it('no one signed out reads it', async () => {
      await assertFails(getDoc(ref(signedOut(), emailId)));
      await assertFails(newest(signedOut()));
      await assertFails(whole(signedOut()));
    });

    it('a self-registered user cannot read her own log either', async () => {
      await seedDocs(env(), {
        [`Users/inf1/deliveryLog/${emailId}`]: entry('offer-b1-inf1-1', 'email'),
      });
      await assertFails(getDoc(ref(as('inf1'), emailId, 'inf1')));
      await assertFails(newest(as('inf1'), 'inf1'));
    });

    it.each(['managed1', 'agency1', 'brand1', 'inf2', 'admin1'])(
      '%s cannot create, update or delete an entry',
      async (uid) => {
        const db = as(uid);
        const fresh = deliveryLogId('support-m1', 'email');
        await assertFails(setDoc(ref(db, fresh), entry('support-m1', 'email')));
        await assertFails(setDoc(ref(db, fresh, uid), entry('support-m1', 'email')));
        await assertFails(updateDoc(ref(db, emailId), { status: 'failed', attempts: 5 }));
        await assertFails(setDoc(ref(db, emailId), entry('offer-b1-inf1-1', 'email')));
        await assertFails(deleteDoc(ref(db, emailId)));
      },
    );

    it('no one signed out writes one', async () => {
      const db = signedOut();
      await assertFails(setDoc(ref(db, 'x-email'), entry('x', 'email')));
      await assertFails(updateDoc(ref(db, emailId), { status: 'failed' }));
      await assertFails(deleteDoc(ref(db, emailId)));
    });
  });

  describe('allowed', () => {
    it('an admin gets an entry and lists the log', async () => {
      const db = as('admin1');
      await assertSucceeds(getDoc(ref(db, emailId)));
      await assertSucceeds(getDoc(ref(db, pushId)));
      await assertSucceeds(newest(db));
      await assertSucceeds(whole(db));
    });
  });
});
