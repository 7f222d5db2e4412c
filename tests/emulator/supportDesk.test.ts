// @vitest-environment jsdom
// The support desk's data layer against the emulators and the real rules, with both sides
// live at once: the app's own api/, thunks, feeds and store, where `db()` answers with the
// Firestore of whoever acts (a user's client and an admin's client, each signed in through the
// Auth emulator). firebase-admin seeds the accounts and checks what was stored.
import { waitFor } from '@testing-library/react';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  doc,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { makeStore } from '../../src/store/store';
import { getEnv } from '../../src/config/env';
import { emulatorHosts } from '../../src/lib/firebase';
import { adminApp, run } from './appUser';

const acting = vi.hoisted(() => ({ db: null as Firestore | null }));
vi.mock('../../src/lib/firebase', async (original) => ({
  ...(await original<typeof import('../../src/lib/firebase')>()),
  db: async () => acting.db!,
}));

const api = await import('../../src/features/support/api/supportWrites');
const feeds = await import('../../src/features/support/supportFeeds');
const slice = await import('../../src/features/support/supportSlice');
const thunks = await import('../../src/features/support/supportThunks');

const admin = adminApp('support-desk');
const clients: FirebaseApp[] = [];
let userUid = '';
let adminUid = '';
let userDb: Firestore;
let adminDb: Firestore;

/** A verified account with its Users document, and a client app signed in as it. */
async function client(name: string, fields: Record<string, unknown>) {
  const email = `${name}-${run}@demo.test`;
  const { uid } = await admin.auth.createUser({
    email,
    password: 'secret123',
    emailVerified: true,
  });
  await admin.db.doc(`Users/${uid}`).set({ uid, email, ...fields });
  const app = initializeApp(getEnv().firebase, `${name}-${run}`);
  clients.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, 'secret123');
  const firestore = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
  return { uid, firestore };
}

const as = (firestore: Firestore) => {
  acting.db = firestore;
};
const stored = async () => (await admin.db.doc(`Support/${userUid}`).get()).data()!;

beforeAll(async () => {
  ({ uid: userUid, firestore: userDb } = await client('support-user', {
    type: 'influencer',
    name: 'Destek',
    surname: run,
  }));
  ({ uid: adminUid, firestore: adminDb } = await client('support-admin', {
    type: 'admin',
    name: 'Yönetici',
  }));
});

afterAll(async () => {
  await Promise.all([terminate(userDb), terminate(adminDb)]);
  await Promise.all(clients.map((app) => deleteApp(app)));
  await admin.db.recursiveDelete(admin.db.doc(`Support/${userUid}`));
  for (const uid of [userUid, adminUid]) {
    await admin.db.doc(`Users/${uid}`).delete();
    await admin.auth.deleteUser(uid);
  }
});

describe('the support desk against the emulators', () => {
  it('carries a conversation between a user and the admins, live on both sides', async () => {
    const store = makeStore();
    const inboxRow = () => slice.selectSupportConversation(store.getState(), userUid);
    const userActor = { uid: userUid, role: UserRole.Influencer, type: 'influencer' };
    const adminActor = { uid: adminUid, role: UserRole.Admin, type: 'admin' };

    // The admin's inbox is open, live, on the admin's client.
    as(adminDb);
    store.dispatch(feeds.supportInboxFeed.listen);
    store.dispatch(feeds.supportInboxFeed.start(feeds.inboxKey(100)));
    await waitFor(() => expect(slice.selectInboxStatus(store.getState())).toBe('ready'), {
      timeout: 10_000,
    });

    // The user opens support (conversation + greeting), then writes.
    as(userDb);
    const user = {
      uid: userUid,
      name: `Destek ${run}`,
      email: '',
      type: 'influencer',
      profileImage: '',
    };
    expect(await api.ensureSupportConversation(user, 'Merhaba, hoş geldiniz!')).toBe(true);
    expect(await api.ensureSupportConversation(user, 'Merhaba, hoş geldiniz!')).toBe(false);
    await api.sendSupportMessage(userUid, 'user', 'Hesabım onaylanmadı');

    await waitFor(
      () => {
        expect(inboxRow()?.unreadCountForAdmin).toBe(1);
        expect(inboxRow()?.lastMessage).toMatchObject({
          text: 'Hesabım onaylanmadı',
          isFromUser: true,
        });
      },
      { timeout: 10_000 },
    );

    // The admin replies: the user's unread count goes up by one.
    as(adminDb);
    await api.sendSupportMessage(userUid, 'admin', 'İnceliyoruz');
    expect((await stored()).unreadCount).toBe(1);

    // The user opens the conversation: support's messages read, her count back to 0.
    as(userDb);
    const key = feeds.threadKey('user', userUid);
    store.dispatch(feeds.supportConversationFeed.listen);
    store.dispatch(feeds.supportConversationFeed.start(userUid));
    store.dispatch(feeds.supportMessagesFeed.listen);
    store.dispatch(feeds.supportMessagesFeed.start(key));
    await waitFor(
      () =>
        expect(slice.selectThreadMessages(store.getState(), userUid).map((m) => m.text)).toEqual([
          'Merhaba, hoş geldiniz!',
          'Hesabım onaylanmadı',
          'İnceliyoruz',
        ]),
      { timeout: 10_000 },
    );
    // The last message is recent: the 100 most recent open (spec section 7).
    expect(slice.selectThread(store.getState()).size).toBe(100);
    const marked = await store.dispatch(
      thunks.markConversationRead({ uid: userUid, reader: 'user' }),
    );
    expect(thunks.markConversationRead.fulfilled.match(marked)).toBe(true);
    expect((await stored()).unreadCount).toBe(0);
    const messages = await admin.db.collection(`Support/${userUid}/messages`).get();
    expect(
      messages.docs
        .map((d) => [d.get('text'), d.get('isRead')])
        .sort(([a], [b]) => String(a).localeCompare(String(b), 'tr')),
    ).toEqual([
      ['Hesabım onaylanmadı', false],
      ['İnceliyoruz', true],
      ['Merhaba, hoş geldiniz!', true],
    ]);

    // A non-admin cannot archive: the api refuses, and so do the rules.
    await expect(api.archiveSupportConversation(userUid, userActor)).rejects.toThrow(
      'Unauthorized: Only admins can archive conversations',
    );
    await expect(
      updateDoc(doc(userDb, 'Support', userUid), { isArchived: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    // The admin archives; the inbox sees it.
    as(adminDb);
    await api.archiveSupportConversation(userUid, adminActor);
    const archived = await stored();
    expect(archived.isArchived).toBe(true);
    expect(archived.archivedBy).toBe(adminUid);
    expect(archived.archivedAt).toBeDefined();
    await waitFor(() => expect(inboxRow()?.isArchived).toBe(true), { timeout: 10_000 });

    // The user writes again: back from the archive, the admins' count +1.
    as(userDb);
    await api.sendSupportMessage(userUid, 'user', 'Bir sorum daha var');
    const back = await stored();
    expect(back.isArchived).toBe(false);
    expect(back.archivedAt).toBeUndefined();
    expect(back.archivedBy).toBeUndefined();
    expect(back.unreadCountForAdmin).toBe(2);
    await waitFor(() => expect(inboxRow()?.isArchived).toBe(false), { timeout: 10_000 });

    // Offline, a sent message shows as pending and is delivered exactly once when back.
    await disableNetwork(userDb);
    const sending = api.sendSupportMessage(userUid, 'user', 'Çevrimdışı yazdım');
    await waitFor(() => {
      const pending = slice
        .selectThreadMessages(store.getState(), userUid)
        .find((m) => m.text === 'Çevrimdışı yazdım');
      expect(pending?.pending).toBe(true);
    });
    await enableNetwork(userDb);
    await sending;
    await waitFor(
      () => {
        const sent = slice
          .selectThreadMessages(store.getState(), userUid)
          .filter((m) => m.text === 'Çevrimdışı yazdım');
        expect(sent.map((m) => m.pending)).toEqual([false]);
      },
      { timeout: 10_000 },
    );
    const copies = await admin.db
      .collection(`Support/${userUid}/messages`)
      .where('text', '==', 'Çevrimdışı yazdım')
      .get();
    expect(copies.size).toBe(1);
    expect((await stored()).unreadCountForAdmin).toBe(3);

    // Leaving detaches every listener and drops the data.
    store.dispatch(feeds.supportMessagesFeed.stop(key));
    store.dispatch(feeds.supportConversationFeed.stop(userUid));
    store.dispatch(feeds.supportInboxFeed.stop(feeds.inboxKey(100)));
    await waitFor(() => expect(store.getState().live).toEqual({}));
    expect(slice.selectThreadMessages(store.getState(), userUid)).toEqual([]);
    expect(slice.selectAllConversations(store.getState())).toEqual([]);
  });
});
