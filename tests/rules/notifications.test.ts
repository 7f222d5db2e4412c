import {
  arrayUnion,
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
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  newNotification,
  seedBriefs,
  seedCast,
  seedDocs,
  storedNotification,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, setUserFields } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Users/{uid}/Notifications/{id} and Users/{uid}.notificationCount (spec sections 3 and 7;
// docs/briefs-model.md; docs/decisions.md "Notification writers"). Seeded: inf1 has an unread
// notification n2 and notificationCount 0; the briefs of briefs.fixtures ("accepted": brand1's,
// inf1 accepted, inf2 an open offer).
describe('notification rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
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
  const user = (db: Firestore, uid: string) => doc(db, 'Users', uid);
  const bump = (id: string, by = 1) => ({
    notificationCount: increment(by),
    lastNotificationId: id,
  });

  /** What an admin's earnings transaction writes: her notification and her count naming it. */
  const earning = (id: string, overrides: DocumentData = {}) =>
    newNotification(id, { type: 'earningsAdded', path: '/app/myEarnings', ...overrides });
  const notify = (db: Firestore, id: string, data: DocumentData = earning(id), uid = 'inf1') => {
    const batch = writeBatch(db);
    batch.set(note(db, id, uid), data);
    batch.update(user(db, uid), bump(id));
    return batch.commit();
  };

  /** A projectAccepted notification about `briefId`, as acceptNotification.ts writes it. */
  const accepted = (id: string, briefId = 'accepted') =>
    newNotification(id, {
      path: `/app/briefDetail?briefId=${briefId}`,
      emailData: { subject: 'Teklifiniz kabul edildi', name: 'Deniz', briefId, briefTitle: 'T' },
    });

  /** Kabul Et as one batch: the recipient joins acceptedUsers, is notified, her count +1. */
  const accept = (
    db: Firestore,
    options: {
      briefId?: string;
      recipient?: string;
      joins?: string | null;
      data?: DocumentData;
      counted?: DocumentData | null;
      countOf?: string;
    } = {},
  ) => {
    const { briefId = 'accepted', recipient = 'inf2' } = options;
    const joins = options.joins === undefined ? recipient : options.joins;
    const batch = writeBatch(db);
    if (joins) batch.update(doc(db, 'briefs', briefId), { acceptedUsers: arrayUnion(joins) });
    batch.set(note(db, 'n9', recipient), options.data ?? accepted('n9', briefId));
    const counted = options.counted === undefined ? bump('n9') : options.counted;
    if (counted) batch.update(user(db, options.countOf ?? recipient), counted);
    return batch.commit();
  };

  it('the outreach types (issue 23): only the functions write them; no client, not an admin', async () => {
    for (const type of [
      'newOffer',
      'offerDeclined',
      'supportAnswer',
      'briefVerified',
      'invoicePaid',
    ]) {
      const data = newNotification('o1', {
        type,
        path: '/app/support',
        emailData: { subject: 'S' },
      });
      await assertFails(notify(as('brand1'), 'o1', data, 'inf1'));
      await assertFails(notify(as('inf1'), 'o1', data, 'inf1'));
      await assertFails(notify(as('admin1'), 'o1', data, 'inf1'));
    }
    // The same write of a spec type passes: the type alone is refused.
    await assertSucceeds(notify(as('admin1'), 'o1'));
  });

  describe('signed out', () => {
    it('get and list: denied (the recipient may)', async () => {
      await assertFails(getDoc(note(signedOut(), 'n2')));
      await assertFails(latest(signedOut()));
      await assertSucceeds(getDoc(note(as('inf1'), 'n2')));
    });

    it('create: denied (an admin recording an earning may)', async () => {
      await assertFails(notify(signedOut(), 'n3'));
      await assertSucceeds(notify(as('admin1'), 'n3'));
    });

    it('update and delete: denied (the recipient may)', async () => {
      await assertFails(updateDoc(note(signedOut(), 'n2'), { isRead: true }));
      await assertFails(deleteDoc(note(signedOut(), 'n2')));
      await assertSucceeds(updateDoc(note(as('inf1'), 'n2'), { isRead: true }));
    });

    it('notificationCount: raising it is denied', async () => {
      await assertFails(updateDoc(user(signedOut(), 'inf1'), { notificationCount: increment(1) }));
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
      await assertFails(updateDoc(user(db, 'inf1'), { lastNotificationId: 'n2' }));
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

  // Each type has one writer (docs/decisions.md "Notification writers"): denied first.
  describe('who may notify whom', () => {
    it('projectAccepted: another brand forging one for a user not accepted is denied', async () => {
      // brand2 does not own "accepted"; inf2 is not accepted there.
      await assertFails(accept(as('brand2'), { joins: null }));
      // Nor on its own brief without accepting her there.
      await assertFails(accept(as('brand2'), { briefId: 'other', joins: null }));
      // Nor naming brand1's brief while accepting her on nothing.
      await assertFails(notify(as('brand2'), 'n9', accepted('n9'), 'inf2'));
      await assertSucceeds(accept(as('brand1')));
    });

    it('projectAccepted: the owner without the acceptance in the same write is denied', async () => {
      const db = as('brand1');
      // inf1 was accepted before: she does not join now.
      await assertFails(accept(db, { recipient: 'inf1', joins: null }));
      await assertFails(accept(db, { joins: null }));
      // inf2 joins, the notification is about another brief.
      await assertFails(accept(db, { data: accepted('n9', 'open') }));
      // inf2 joins, the notification goes to inf1.
      await assertFails(accept(db, { recipient: 'inf1', joins: 'inf2', countOf: 'inf1' }));
      await assertSucceeds(accept(db));
    });

    it('projectAccepted: a bidder notifying herself, or another bidder, is denied', async () => {
      await assertFails(notify(as('inf2'), 'n9', accepted('n9'), 'inf2'));
      await assertFails(accept(as('inf2')));
      await assertFails(notify(as('inf1'), 'n9', accepted('n9'), 'inf2'));
      await assertFails(notify(as('inf1'), 'n9', accepted('n9', 'open'), 'inf2'));
    });

    it('projectAccepted: without emailData.briefId, or with a path-like id, is denied', async () => {
      const db = as('brand1');
      const bare = accepted('n9');
      await assertFails(accept(db, { data: { ...bare, emailData: { subject: 'S' } } }));
      await assertFails(
        accept(db, { data: { ...bare, emailData: { subject: 'S', briefId: 'accepted/x' } } }),
      );
      await assertSucceeds(accept(db));
    });

    it('earningsAdded: a brand, an agency or the influencer herself is denied (an admin may)', async () => {
      await assertFails(notify(as('brand1'), 'n3'));
      await assertFails(notify(as('agency1'), 'n3', earning('n3'), 'managed1'));
      await assertFails(notify(as('inf1'), 'n3'));
      await assertSucceeds(notify(as('admin1'), 'n3'));
    });

    it('newProject: nobody writes it from a client, not a brand, not an admin', async () => {
      const newProject = newNotification('np1', {
        type: 'newProject',
        path: '/app/briefDetail?briefId=pending',
        emailData: { subject: 'Onay bekleyen yeni proje', briefId: 'pending' },
      });
      await assertFails(notify(as('brand1'), 'np1', newProject, 'admin1'));
      await assertFails(notify(as('admin1'), 'np1', newProject, 'admin1'));
      await assertFails(notify(as('admin1'), 'np1', newProject, 'inf1'));
    });

    it('collaborationUpdate: only the timeline functions write it; no client, not the owner, not an admin', async () => {
      const update = (id: string) =>
        newNotification(id, {
          type: 'collaborationUpdate',
          path: '/app/briefDetail?briefId=accepted',
          emailData: { subject: 'Ürününüz kargoya verildi', briefId: 'accepted' },
        });
      // The owner of 'accepted' to its accepted inf1, inf1 to the owner, an admin to either.
      await assertFails(notify(as('brand1'), 'cu1', update('cu1'), 'inf1'));
      await assertFails(notify(as('inf1'), 'cu1', update('cu1'), 'brand1'));
      await assertFails(notify(as('admin1'), 'cu1', update('cu1'), 'inf1'));
      // The same batch with a type a client may write passes: the type alone is refused.
      await assertSucceeds(notify(as('admin1'), 'cu1', earning('cu1'), 'inf1'));
    });

    it('projectAccepted: the owner accepting in one batch is allowed', async () => {
      await assertSucceeds(accept(as('brand1')));
    });

    it('projectAccepted: an admin acting for the owner is allowed (to someone joining)', async () => {
      await assertFails(accept(as('admin1'), { recipient: 'inf1', joins: null }));
      await assertSucceeds(accept(as('admin1')));
    });
  });

  describe('notificationCount moves only with a notification', () => {
    it('a bump without a notification created in the same write is denied', async () => {
      const db = as('brand1');
      await assertFails(updateDoc(user(db, 'inf1'), { notificationCount: increment(1) }));
      await assertFails(updateDoc(user(db, 'inf1'), bump('ghost')));
      // n2 exists already: naming it is not a new notification.
      await assertFails(updateDoc(user(db, 'inf1'), bump('n2')));
      await assertFails(updateDoc(user(as('inf1'), 'inf1'), bump('n2')));
    });

    it('the notification without the bump, or with a bump naming another id, is denied', async () => {
      const db = as('brand1');
      await assertFails(accept(db, { counted: null }));
      await assertFails(accept(db, { counted: bump('other') }));
      await assertFails(accept(db, { counted: { notificationCount: increment(1) } }));
      await assertSucceeds(accept(db));
    });

    it('+2, 2 from absent, -1 or a reset beside the notification is denied', async () => {
      const db = as('brand1');
      await assertFails(accept(db, { counted: bump('n9', 2) }));
      await assertFails(accept(db, { counted: bump('n9', -1) }));
      await setUserFields(env(), 'inf2', { notificationCount: 3 });
      await assertFails(
        accept(db, { counted: { notificationCount: 0, lastNotificationId: 'n9' } }),
      );
      await setUserFields(env(), 'inf2', { notificationCount: deleteField() });
      await assertFails(
        accept(db, { counted: { notificationCount: 2, lastNotificationId: 'n9' } }),
      );
      await assertSucceeds(
        accept(db, { counted: { notificationCount: 1, lastNotificationId: 'n9' } }),
      );
    });

    it('bumping a third user beside a legitimate notification is denied', async () => {
      const db = as('brand1');
      const batch = writeBatch(db);
      batch.update(doc(db, 'briefs', 'accepted'), { acceptedUsers: arrayUnion('inf2') });
      batch.set(note(db, 'n9', 'inf2'), accepted('n9'));
      batch.update(user(db, 'inf2'), bump('n9'));
      batch.update(user(db, 'inf1'), bump('n9'));
      await assertFails(batch.commit());
      await assertSucceeds(accept(db));
    });

    it('+1 together with another field is denied', async () => {
      const db = as('brand1');
      await assertFails(accept(db, { counted: { ...bump('n9'), city: 'Van' } }));
      await assertFails(accept(db, { counted: { ...bump('n9'), isApproved: true } }));
      await assertSucceeds(accept(db));
    });

    it('resetting someone else’s to 0 is denied (she may)', async () => {
      await setUserFields(env(), 'inf1', { notificationCount: 3 });
      await assertFails(updateDoc(user(as('brand1'), 'inf1'), { notificationCount: 0 }));
      await assertSucceeds(updateDoc(user(as('inf1'), 'inf1'), { notificationCount: 0 }));
    });
  });

  describe('shape (an admin recording an earning)', () => {
    it('create: isRead true is denied (false allowed)', async () => {
      await assertFails(notify(as('admin1'), 'n3', earning('n3', { isRead: true })));
      await assertSucceeds(notify(as('admin1'), 'n3', earning('n3')));
    });

    it('create: a wrong shape is denied', async () => {
      const db = as('admin1');
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
        { image: 'javascript:alert(1)' },
        { image: 'data:image/png;base64,AAAA' },
        { image: 'http://evil.example/a.png' },
        { image: '//evil.example/a.png' },
        { emailData: 'subject' },
        { extra: true },
      ])
        await assertFails(notify(db, 'n3', earning('n3', bad)));
      for (const key of ['emailData', 'image', 'path', 'timestamp']) {
        const missing: DocumentData = earning('n3');
        delete missing[key];
        await assertFails(notify(db, 'n3', missing));
      }
      await assertSucceeds(
        notify(db, 'n3', earning('n3', { message: 'a'.repeat(500), image: 'https://a.example/x' })),
      );
    });

    it('create: for a user that does not exist is denied', async () => {
      await assertFails(notify(as('admin1'), 'n3', earning('n3'), 'ghost'));
      await assertSucceeds(notify(as('admin1'), 'n3', earning('n3'), 'inf2'));
    });

    it('get, list, update, delete of someone else’s notifications: denied', async () => {
      const db = as('brand1');
      await assertFails(getDoc(note(db, 'n2')));
      await assertFails(latest(db));
      await assertFails(updateDoc(note(db, 'n2'), { isRead: true }));
      await assertFails(deleteDoc(note(db, 'n2')));
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

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(note(as('admin1'), 'n2')));
    });
  });
});
