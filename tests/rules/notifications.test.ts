import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { newNotification, seedCast, seedDocs, storedNotification } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, setUserFields } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Users/{uid}/Notifications/{id} and Users/{uid}.notificationCount (spec sections 3 and 7;
// docs/briefs-model.md). Seeded: inf1 has an unread notification n2 and notificationCount 0.
describe('notification rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), { 'Users/inf1/Notifications/n2': storedNotification('n2') });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const note = (db: Firestore, id: string, uid = 'inf1') =>
    doc(db, 'Users', uid, 'Notifications', id);
  const latest = (db: Firestore, uid = 'inf1') =>
    getDocs(
      query(collection(db, 'Users', uid, 'Notifications'), orderBy('timestamp', 'desc'), limit(12)),
    );
  const notify = (
    db: Firestore,
    id: string,
    data: DocumentData = newNotification(id),
    uid = 'inf1',
  ) => setDoc(note(db, id, uid), data);
  const user = (db: Firestore, uid: string) => doc(db, 'Users', uid);

  describe('signed out', () => {
    it('get and list: denied (the recipient may)', async () => {
      await assertFails(getDoc(note(signedOut(), 'n2')));
      await assertFails(latest(signedOut()));
      await assertSucceeds(getDoc(note(as('inf1'), 'n2')));
    });

    it('create: denied (a signed-in user may)', async () => {
      await assertFails(notify(signedOut(), 'n3'));
      await assertSucceeds(notify(as('brand1'), 'n3'));
    });

    it('update and delete: denied (the recipient may)', async () => {
      await assertFails(updateDoc(note(signedOut(), 'n2'), { isRead: true }));
      await assertFails(deleteDoc(note(signedOut(), 'n2')));
      await assertSucceeds(updateDoc(note(as('inf1'), 'n2'), { isRead: true }));
    });

    it('notificationCount: raising it is denied (a signed-in user may)', async () => {
      await assertFails(updateDoc(user(signedOut(), 'inf1'), { notificationCount: increment(1) }));
      await assertSucceeds(
        updateDoc(user(as('brand1'), 'inf1'), { notificationCount: increment(1) }),
      );
    });
  });

  describe('recipient (influencer)', () => {
    it('get: her own notification is allowed', async () => {
      await assertSucceeds(getDoc(note(as('inf1'), 'n2')));
    });

    it('list: her latest 12 are allowed; another user’s are denied', async () => {
      await assertSucceeds(latest(as('inf1')));
      await assertFails(latest(as('inf1'), 'inf2'));
    });

    it('update: marking read is allowed', async () => {
      await assertSucceeds(updateDoc(note(as('inf1'), 'n2'), { isRead: true }));
    });

    it('update: unreading, or changing anything else, is denied', async () => {
      await seedDocs(env(), {
        'Users/inf1/Notifications/n4': storedNotification('n4', { isRead: true }),
      });
      const db = as('inf1');
      await assertFails(updateDoc(note(db, 'n4'), { isRead: false }));
      await assertFails(updateDoc(note(db, 'n2'), { isRead: true, message: 'Değişti' }));
      await assertFails(updateDoc(note(db, 'n2'), { path: '/app/myEarnings' }));
      await assertSucceeds(updateDoc(note(db, 'n2'), { isRead: true }));
    });

    it('delete: her own is allowed', async () => {
      await assertSucceeds(deleteDoc(note(as('inf1'), 'n2')));
    });

    it('notificationCount: resetting her own to 0 is allowed', async () => {
      await setUserFields(env(), 'inf1', { notificationCount: 4 });
      await assertSucceeds(updateDoc(user(as('inf1'), 'inf1'), { notificationCount: 0 }));
    });

    it('notificationCount: setting her own to another value is denied', async () => {
      await setUserFields(env(), 'inf1', { notificationCount: 4 });
      const db = as('inf1');
      await assertFails(updateDoc(user(db, 'inf1'), { notificationCount: 2 }));
      await assertFails(updateDoc(user(db, 'inf1'), { notificationCount: -1 }));
      await assertFails(updateDoc(user(db, 'inf1'), { notificationCount: deleteField() }));
      await assertSucceeds(updateDoc(user(db, 'inf1'), { notificationCount: 0 }));
    });

    it('mark read and reset the badge in one batch: allowed', async () => {
      await setUserFields(env(), 'inf1', { notificationCount: 1 });
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.update(note(db, 'n2'), { isRead: true });
      batch.update(user(db, 'inf1'), { notificationCount: 0 });
      await assertSucceeds(batch.commit());
    });
  });

  describe('another user (the brief owner notifying an influencer)', () => {
    it('create: the notification and notificationCount +1 in one batch is allowed', async () => {
      const db = as('brand1');
      const batch = writeBatch(db);
      batch.set(note(db, 'n3'), newNotification('n3'));
      batch.update(user(db, 'inf1'), { notificationCount: increment(1) });
      await assertSucceeds(batch.commit());
    });

    it('create: every kind with a link inside /app is allowed', async () => {
      const db = as('brand1');
      await assertSucceeds(
        notify(db, 'a', newNotification('a', { type: 'newProject', path: '/app' })),
      );
      await assertSucceeds(
        notify(db, 'b', newNotification('b', { type: 'earningsAdded', path: '/app/myEarnings' })),
      );
    });

    it('create: isRead true is denied (false allowed)', async () => {
      await assertFails(notify(as('brand1'), 'n3', newNotification('n3', { isRead: true })));
      await assertSucceeds(notify(as('brand1'), 'n3', newNotification('n3')));
    });

    it('create: a wrong shape is denied', async () => {
      const db = as('brand1');
      for (const bad of [
        { type: 'promotion' },
        { id: 'other-id' },
        { timestamp: Timestamp.now() },
        { path: 'https://evil.example/app' },
        { path: '/application' },
        { path: '/user/login' },
        { message: '' },
        { message: 'a'.repeat(501) },
        { image: 42 },
        { emailData: 'subject' },
        { extra: true },
      ])
        await assertFails(notify(db, 'n3', newNotification('n3', bad)));
      for (const key of ['emailData', 'image', 'path', 'timestamp']) {
        const missing: DocumentData = newNotification('n3');
        delete missing[key];
        await assertFails(notify(db, 'n3', missing));
      }
      await assertSucceeds(notify(db, 'n3', newNotification('n3', { message: 'a'.repeat(500) })));
    });

    it('create: for a user that does not exist is denied', async () => {
      await assertFails(notify(as('brand1'), 'n3', newNotification('n3'), 'ghost'));
      await assertSucceeds(notify(as('brand1'), 'n3', newNotification('n3'), 'inf2'));
    });

    it('get, list, update, delete of someone else’s notifications: denied', async () => {
      const db = as('brand1');
      await assertFails(getDoc(note(db, 'n2')));
      await assertFails(latest(db));
      await assertFails(updateDoc(note(db, 'n2'), { isRead: true }));
      await assertFails(deleteDoc(note(db, 'n2')));
    });

    it('notificationCount: +1 is allowed, also when the count is absent', async () => {
      await assertSucceeds(
        updateDoc(user(as('brand1'), 'inf1'), { notificationCount: increment(1) }),
      );
      await setUserFields(env(), 'inf2', { notificationCount: deleteField() });
      await assertSucceeds(updateDoc(user(as('brand1'), 'inf2'), { notificationCount: 1 }));
    });

    it('notificationCount: +2, or 2 from absent, is denied', async () => {
      await assertFails(updateDoc(user(as('brand1'), 'inf1'), { notificationCount: increment(2) }));
      await setUserFields(env(), 'inf2', { notificationCount: deleteField() });
      await assertFails(updateDoc(user(as('brand1'), 'inf2'), { notificationCount: 2 }));
    });

    it('notificationCount: resetting someone else’s to 0 is denied (she may)', async () => {
      await setUserFields(env(), 'inf1', { notificationCount: 3 });
      await assertFails(updateDoc(user(as('brand1'), 'inf1'), { notificationCount: 0 }));
      await assertSucceeds(updateDoc(user(as('inf1'), 'inf1'), { notificationCount: 0 }));
    });

    it('notificationCount: +1 together with another field is denied', async () => {
      await assertFails(
        updateDoc(user(as('brand1'), 'inf1'), { notificationCount: increment(1), city: 'Van' }),
      );
      await assertFails(
        updateDoc(user(as('brand1'), 'inf1'), {
          notificationCount: increment(1),
          isApproved: true,
        }),
      );
    });

    it('notificationCount: lowering it by one is denied', async () => {
      await setUserFields(env(), 'inf1', { notificationCount: 3 });
      await assertFails(
        updateDoc(user(as('brand1'), 'inf1'), { notificationCount: increment(-1) }),
      );
    });
  });

  describe('brief creator notifying the admins', () => {
    it('create: newProject to an admin with the count +1 is allowed', async () => {
      const db = as('brand1');
      const batch = writeBatch(db);
      batch.set(
        note(db, 'np1', 'admin1'),
        newNotification('np1', { type: 'newProject', path: '/app/briefDetail?briefId=b1' }),
      );
      batch.update(user(db, 'admin1'), { notificationCount: increment(1) });
      await assertSucceeds(batch.commit());
    });
  });

  describe('admin', () => {
    it('get and list of a user’s notifications: allowed', async () => {
      await assertSucceeds(getDoc(note(as('admin1'), 'n2')));
      await assertSucceeds(latest(as('admin1')));
    });

    it('update: marking a user’s notification read (acting as her) is allowed, nothing else', async () => {
      const db = as('admin1');
      await assertFails(updateDoc(note(db, 'n2'), { isRead: true, message: 'Değişti' }));
      await assertSucceeds(updateDoc(note(db, 'n2'), { isRead: true }));
    });

    it('create: the fixed shape applies to admins too', async () => {
      await assertFails(notify(as('admin1'), 'n3', newNotification('n3', { isRead: true })));
      await assertSucceeds(notify(as('admin1'), 'n3', newNotification('n3')));
    });

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(note(as('admin1'), 'n2')));
    });
  });
});
