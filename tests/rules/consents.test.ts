import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
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

// Users/{uid}/Consents (docs/decisions.md "KVKK consent"): an append-only log the user writes
// herself; she and admins read it; nobody edits or deletes a record.
describe('consent rules', () => {
  const env = useRulesEnvironment();
  const hash = 'a'.repeat(64);
  const record = (overrides: DocumentData = {}) => ({
    kind: 'kvkk',
    action: 'given',
    version: 1,
    textHash: hash,
    createdAt: serverTimestamp(),
    ...overrides,
  });
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Users/inf1/Consents/old': record({ createdAt: Timestamp.fromDate(new Date('2026-01-01')) }),
    });
  });
  const as = (uid: string): Firestore =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const add = (db: Firestore, uid: string, data: DocumentData) =>
    addDoc(collection(db, `Users/${uid}/Consents`), data);

  it('lets a user append her own KVKK and marketing records, and withdraw marketing', async () => {
    await assertSucceeds(add(as('inf1'), 'inf1', record({ version: 2 })));
    await assertSucceeds(add(as('inf1'), 'inf1', record({ kind: 'marketing' })));
    await assertSucceeds(
      add(as('inf1'), 'inf1', record({ kind: 'marketing', action: 'withdrawn' })),
    );
  });

  it('refuses records for someone else, or signed out', async () => {
    await assertFails(add(as('brand1'), 'inf1', record()));
    await assertFails(add(as('admin1'), 'inf1', record()));
    await assertFails(add(env().unauthenticatedContext().firestore(), 'inf1', record()));
  });

  it('refuses records in the wrong shape', async () => {
    const db = as('inf1');
    await assertFails(add(db, 'inf1', record({ kind: 'newsletter' })));
    await assertFails(add(db, 'inf1', record({ action: 'withdrawn' })));
    await assertFails(add(db, 'inf1', record({ action: 'edited', kind: 'marketing' })));
    await assertFails(add(db, 'inf1', record({ version: 0 })));
    await assertFails(add(db, 'inf1', record({ version: '1' })));
    await assertFails(add(db, 'inf1', record({ textHash: 'not-a-hash' })));
    await assertFails(add(db, 'inf1', record({ createdAt: Timestamp.fromDate(new Date()) })));
    await assertFails(add(db, 'inf1', record({ extra: true })));
    const withoutHash: DocumentData = record();
    delete withoutHash.textHash;
    await assertFails(add(db, 'inf1', withoutHash));
  });

  it('lets nobody edit or delete a record', async () => {
    for (const uid of ['inf1', 'admin1']) {
      const ref = doc(as(uid), 'Users/inf1/Consents/old');
      await assertFails(updateDoc(ref, { version: 5 }));
      await assertFails(setDoc(ref, record({ version: 5 })));
      await assertFails(deleteDoc(ref));
    }
  });

  it('lets the user and admins read, and nobody else', async () => {
    await assertSucceeds(getDocs(collection(as('inf1'), 'Users/inf1/Consents')));
    await assertSucceeds(getDocs(collection(as('admin1'), 'Users/inf1/Consents')));
    await assertFails(getDocs(collection(as('brand1'), 'Users/inf1/Consents')));
    await assertFails(
      getDocs(collection(env().unauthenticatedContext().firestore(), 'Users/inf1/Consents')),
    );
  });

  it('lets only an admin raise the required policy version, as a whole number', async () => {
    await assertSucceeds(
      setDoc(doc(as('admin1'), 'Contents/Policies'), {
        requiredVersion: 2,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(setDoc(doc(as('admin1'), 'Contents/Policies'), { requiredVersion: 'iki' }));
    await assertFails(setDoc(doc(as('admin1'), 'Contents/Policies'), { requiredVersion: 0 }));
    await assertFails(setDoc(doc(as('inf1'), 'Contents/Policies'), { requiredVersion: 9 }));
  });
});
