import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedCast, seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Contact/{id} (spec sections 3 and 7): anyone sends a message in the fixed shape; only admins
// read; nobody edits or deletes.
describe('contact rules', () => {
  const env = useRulesEnvironment();
  const message = (overrides: DocumentData = {}) => ({
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    subject: 'İş birliği',
    message: 'Markamız için bilgi almak istiyoruz.',
    createdAt: serverTimestamp(),
    ...overrides,
  });
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Contact/stored': message({ createdAt: Timestamp.fromDate(new Date('2026-01-01')) }),
    });
  });
  const as = (uid: string): Firestore =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const anonymous = () => env().unauthenticatedContext().firestore();
  const send = (db: Firestore, data: DocumentData) => addDoc(collection(db, 'Contact'), data);

  it('lets a signed-out visitor and a signed-in user send a message', async () => {
    await assertSucceeds(send(anonymous(), message()));
    await assertSucceeds(send(as('inf1'), message({ uid: 'inf1' })));
  });

  it('refuses messages in the wrong shape or size', async () => {
    const db = anonymous();
    await assertFails(send(db, message({ name: 'A' })));
    await assertFails(send(db, message({ email: 'ayse-at-example' })));
    await assertFails(send(db, message({ subject: 'x'.repeat(151) })));
    await assertFails(send(db, message({ message: 'kısa' })));
    await assertFails(send(db, message({ message: 'x'.repeat(5001) })));
    await assertFails(send(db, message({ createdAt: Timestamp.fromDate(new Date()) })));
    await assertFails(send(db, message({ phone: '0532' })));
    const withoutSubject: DocumentData = message();
    delete withoutSubject.subject;
    await assertFails(send(db, withoutSubject));
  });

  it('refuses a uid that is not the sender', async () => {
    await assertFails(send(anonymous(), message({ uid: 'inf1' })));
    await assertFails(send(as('brand1'), message({ uid: 'inf1' })));
  });

  it('lets only admins read', async () => {
    await assertSucceeds(getDocs(collection(as('admin1'), 'Contact')));
    await assertSucceeds(getDoc(doc(as('admin1'), 'Contact/stored')));
    await assertFails(getDocs(collection(as('inf1'), 'Contact')));
    await assertFails(getDoc(doc(anonymous(), 'Contact/stored')));
  });

  it('lets nobody edit or delete a message', async () => {
    for (const uid of ['inf1', 'admin1']) {
      await assertFails(updateDoc(doc(as(uid), 'Contact/stored'), { subject: 'Değişti' }));
      await assertFails(deleteDoc(doc(as(uid), 'Contact/stored')));
    }
  });
});
