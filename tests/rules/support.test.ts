import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  newSupport,
  newSupportMessage,
  seedCast,
  seedDocs,
  storedSupport,
} from './briefs.fixtures';
import { emulatorSupportFileUrl, supportAttachment, supportFileUrl } from './chats.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Support/{uid} and its messages: the support desk (spec sections 3, 4 and 5, design.md
// section 7). The verify request's writes are tested in influencers.test.ts (its automatic
// message here). Seeded: inf1's conversation with one message from her (u1) and one from
// support (a1); inf1 has 2 unread, the admins 1. Users: inf1 and inf2 are influencers not yet
// approved, inf1 with an Instagram username, inf2 without.
describe('support rules', () => {
  const env = useRulesEnvironment();
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  const storedMessage = (isFromUser: boolean, overrides: DocumentData = {}) => ({
    ...newSupportMessage({ text: isFromUser ? 'Merhaba' : 'Size nasıl yardımcı olabiliriz?' }),
    isFromUser,
    timestamp: at('2024-02-05T10:00:00Z'),
    ...overrides,
  });
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Support/inf1': storedSupport('inf1', { unreadCount: 2, unreadCountForAdmin: 1 }),
      'Support/inf1/messages/u1': storedMessage(true),
      'Support/inf1/messages/a1': storedMessage(false),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const support = (db: Firestore, uid = 'inf1') => doc(db, 'Support', uid);
  const message = (db: Firestore, id: string, uid = 'inf1') =>
    doc(db, 'Support', uid, 'messages', id);
  const messages = (db: Firestore, uid = 'inf1') =>
    getDocs(query(collection(db, 'Support', uid, 'messages'), orderBy('timestamp', 'desc')));
  const update = (db: Firestore, data: DocumentData, uid = 'inf1') =>
    updateDoc(support(db, uid), data);
  const userSummary = (text = 'Yeni mesaj') => ({
    lastMessage: { text, timestamp: serverTimestamp(), isFromUser: true },
    lastMessageTime: serverTimestamp(),
    lastMessageTimestamp: Date.now(),
  });
  const adminSummary = (text = 'Yanıtımız') => ({
    lastMessage: { text, timestamp: serverTimestamp(), isFromUser: false },
    lastMessageTime: serverTimestamp(),
    lastMessageTimestamp: Date.now(),
  });
  const archived = () =>
    seedDocs(env(), {
      'Support/inf1': storedSupport('inf1', {
        isArchived: true,
        archivedAt: at('2024-02-06T10:00:00Z'),
        archivedBy: 'admin1',
      }),
    });

  describe('signed out', () => {
    it('get, list, create, update and delete: denied', async () => {
      const db = signedOut();
      await assertFails(getDoc(support(db)));
      await assertFails(getDocs(collection(db, 'Support')));
      await assertFails(setDoc(support(db, 'inf2'), newSupport('inf2')));
      await assertFails(update(db, { unreadCountForAdmin: increment(1) }));
      await assertFails(deleteDoc(support(db)));
    });

    it('messages: read and send are denied', async () => {
      const db = signedOut();
      await assertFails(getDoc(message(db, 'a1')));
      await assertFails(messages(db));
      await assertFails(setDoc(message(db, 'x'), newSupportMessage()));
    });
  });

  describe('the user (her own conversation)', () => {
    it('get: allowed; list: denied (the inbox is the admins’)', async () => {
      await assertSucceeds(getDoc(support(as('inf1'))));
      await assertFails(getDocs(collection(as('inf1'), 'Support')));
    });

    it('create on first open: allowed, typing only her own entry, written now', async () => {
      const db = as('inf2');
      const typing = (entry: DocumentData) => newSupport('inf2', { typing: entry });
      const later = Timestamp.fromMillis(Date.now() + 3.6e6);
      await assertFails(setDoc(support(db, 'inf2'), typing({ admin: serverTimestamp() })));
      await assertFails(
        setDoc(support(db, 'inf2'), typing({ user: { isTyping: true, timestamp: later } })),
      );
      await assertSucceeds(
        setDoc(
          support(db, 'inf2'),
          newSupport('inf2', {
            unreadCountForAdmin: 0,
            typing: { user: { isTyping: true, timestamp: serverTimestamp() } },
          }),
        ),
      );
    });

    it('a new message: summary as herself, admins’ count +1 (also from absent), un-archived', async () => {
      await archived();
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.set(message(db, 'u2'), newSupportMessage({ text: 'Bir sorum var' }));
      batch.update(support(db), {
        ...userSummary('Bir sorum var'),
        unreadCountForAdmin: increment(1),
        isArchived: false,
        archivedAt: null,
        archivedBy: null,
        'typing.user': deleteField(),
      });
      await assertSucceeds(batch.commit());
      await seedDocs(env(), { 'Support/inf2': storedSupport('inf2', { unreadCountForAdmin: 0 }) });
      await env().withSecurityRulesDisabled(async (context) => {
        await updateDoc(support(context.firestore(), 'inf2'), {
          unreadCountForAdmin: deleteField(),
        });
      });
      await assertSucceeds(update(as('inf2'), { unreadCountForAdmin: 1 }, 'inf2'));
    });

    it('counter tampering is denied (+2, a decrement, the admins’ reset, her own raised)', async () => {
      const db = as('inf1');
      await assertFails(update(db, { unreadCountForAdmin: increment(2) }));
      await assertFails(update(db, { unreadCountForAdmin: increment(-1) }));
      await assertFails(update(db, { unreadCountForAdmin: 0 }));
      await assertFails(update(db, { unreadCount: increment(1) }));
      await assertFails(update(db, { unreadCount: 1 }));
      await assertSucceeds(update(db, { unreadCount: 0 }));
    });

    it('archive: denied; un-archiving only with a new message', async () => {
      const db = as('inf1');
      await assertFails(
        update(db, { isArchived: true, archivedAt: serverTimestamp(), archivedBy: 'inf1' }),
      );
      await assertFails(update(db, { archivedBy: 'admin1' }));
      await archived();
      await assertFails(update(db, { isArchived: false, archivedAt: null, archivedBy: null }));
      await assertFails(
        update(db, {
          ...userSummary(),
          unreadCountForAdmin: increment(1),
          isArchived: false,
          archivedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(
        update(db, {
          ...userSummary(),
          unreadCountForAdmin: increment(1),
          isArchived: false,
          archivedAt: deleteField(),
          archivedBy: deleteField(),
        }),
      );
    });

    it('summary: posing as support or longer than 5000 characters is denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, adminSummary()));
      await assertFails(update(db, userSummary('a'.repeat(5001))));
      await assertSucceeds(update(db, userSummary('a'.repeat(5000))));
    });

    it('typing: her own entry (now) allowed; the admins’ or a future time denied', async () => {
      const db = as('inf1');
      await assertSucceeds(
        update(db, { 'typing.user': { isTyping: true, timestamp: serverTimestamp() } }),
      );
      await assertSucceeds(update(db, { 'typing.user': deleteField() }));
      await assertFails(
        update(db, { 'typing.admin': { isTyping: true, timestamp: serverTimestamp() } }),
      );
      await assertFails(
        update(db, {
          'typing.user': { isTyping: true, timestamp: Timestamp.fromMillis(Date.now() + 3.6e6) },
        }),
      );
    });

    it('identity and creation time: another identity or fields outside hers are denied', async () => {
      const db = as('inf1');
      const info = storedSupport('inf1').userInfo;
      await assertFails(update(db, { userInfo: { ...info, type: 'admin' } }));
      await assertFails(update(db, { userInfo: { ...info, uid: 'inf2' } }));
      await assertFails(update(db, { createdAt: serverTimestamp() }));
      await assertFails(update(db, { isActive: false }));
      await assertSucceeds(update(db, { userInfo: { ...info, name: 'Ayşe Kaya' } }));
    });

    it('delete: denied', async () => {
      await assertFails(deleteDoc(support(as('inf1'))));
    });

    it('messages: get and list allowed; she sends as herself', async () => {
      const db = as('inf1');
      await assertSucceeds(getDoc(message(db, 'a1')));
      await assertSucceeds(messages(db));
      await assertSucceeds(setDoc(message(db, 'u2'), newSupportMessage()));
      await assertSucceeds(
        setDoc(
          message(db, 'u3'),
          newSupportMessage({
            text: '',
            fileUrl: 'https://example.com/dekont.pdf',
            fileName: 'dekont.pdf',
          }),
        ),
      );
    });

    it('messages: posing as support, long or empty text, read or a client time are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        { isFromUser: false },
        { text: 'a'.repeat(5001) },
        { text: '' },
        { isRead: true },
        { timestamp: Timestamp.now() },
        { userId: 'inf2' },
        { fileName: 'x'.repeat(256), fileUrl: 'https://example.com/x' },
      ])
        await assertFails(setDoc(message(db, 'u2'), newSupportMessage(bad)));
      await assertSucceeds(
        setDoc(message(db, 'u2'), newSupportMessage({ text: 'a'.repeat(5000) })),
      );
    });

    it('messages: marking support’s read is allowed; her own, or any edit, denied', async () => {
      const db = as('inf1');
      await assertSucceeds(
        updateDoc(message(db, 'a1'), { isRead: true, readAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(message(db, 'u1'), { isRead: true, readAt: serverTimestamp() }));
      await assertFails(updateDoc(message(db, 'u1'), { text: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'a1'), { text: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'a1'), { isFromUser: true }));
    });

    it('messages: delete denied', async () => {
      await assertFails(deleteDoc(message(as('inf1'), 'u1')));
    });
  });

  describe('another user', () => {
    it('get, create, update and delete of someone else’s conversation: denied', async () => {
      for (const uid of ['inf2', 'brand1', 'agency1']) {
        const db = as(uid);
        await assertFails(getDoc(support(db)));
        await assertFails(setDoc(support(db, 'managed1'), newSupport('managed1')));
        await assertFails(update(db, { unreadCountForAdmin: increment(1) }));
        await assertFails(update(db, { isArchived: true }));
        await assertFails(deleteDoc(support(db)));
      }
    });

    it('messages: read, send and mark read are denied', async () => {
      const db = as('inf2');
      await assertFails(getDoc(message(db, 'a1')));
      await assertFails(messages(db));
      await assertFails(setDoc(message(db, 'x'), newSupportMessage()));
      await assertFails(updateDoc(message(db, 'a1'), { isRead: true }));
    });
  });

  describe('admin', () => {
    it('get and list (the inbox): allowed', async () => {
      const db = as('admin1');
      await assertSucceeds(getDoc(support(db)));
      await assertSucceeds(getDocs(collection(db, 'Support')));
      await assertSucceeds(messages(db));
    });

    it('create: a conversation in the contract’s shape; unknown keys or counter jumps denied', async () => {
      const db = as('admin1');
      await assertSucceeds(setDoc(support(db, 'inf2'), newSupport('inf2')));
      await assertFails(setDoc(support(db, 'brand1'), newSupport('brand1', { extra: 1 })));
      await assertFails(setDoc(support(db, 'brand1'), newSupport('brand1', { unreadCount: 7 })));
    });

    it('reply: the summary and the user’s count +1, the admins’ count to 0', async () => {
      const db = as('admin1');
      const batch = writeBatch(db);
      batch.set(message(db, 'a2'), newSupportMessage({ isFromUser: false, text: 'Yanıtımız' }));
      batch.update(support(db), {
        ...adminSummary(),
        unreadCount: increment(1),
        unreadCountForAdmin: 0,
        'typing.admin': deleteField(),
      });
      await assertSucceeds(batch.commit());
    });

    it('counter tampering is denied (+2, a decrement, any other value)', async () => {
      const db = as('admin1');
      await assertFails(update(db, { unreadCount: increment(2) }));
      await assertFails(update(db, { unreadCount: increment(-1) }));
      await assertFails(update(db, { unreadCountForAdmin: 7 }));
    });

    it('archive: with the time now and herself as archiver; unarchive clears all three', async () => {
      const db = as('admin1');
      await assertFails(update(db, { isArchived: true }));
      await assertFails(
        update(db, { isArchived: true, archivedAt: serverTimestamp(), archivedBy: 'admin9' }),
      );
      await assertFails(
        update(db, { isArchived: true, archivedAt: Timestamp.now(), archivedBy: 'admin1' }),
      );
      await assertSucceeds(
        update(db, { isArchived: true, archivedAt: serverTimestamp(), archivedBy: 'admin1' }),
      );
      await assertFails(update(db, { isArchived: false }));
      await assertSucceeds(update(db, { isArchived: false, archivedAt: null, archivedBy: null }));
    });

    it('the user’s identity, the creation time or a future typing time are denied', async () => {
      const db = as('admin1');
      await assertFails(update(db, { userInfo: { uid: 'inf1', type: 'admin' } }));
      await assertFails(update(db, { createdAt: serverTimestamp() }));
      await assertFails(
        update(db, { 'typing.user': { isTyping: true, timestamp: Timestamp.now() } }),
      );
      await assertFails(
        update(db, {
          'typing.admin': { isTyping: true, timestamp: serverTimestamp() },
          'typing.user': { isTyping: true, timestamp: serverTimestamp() },
        }),
      );
      await assertSucceeds(
        update(db, { 'typing.admin': { isTyping: true, timestamp: serverTimestamp() } }),
      );
      // Acting as the user (docs/decisions.md "Chat identity"), her entry.
      await assertSucceeds(
        update(db, { 'typing.user': { isTyping: true, timestamp: serverTimestamp() } }),
      );
    });

    it('messages: answers as support only; long text denied', async () => {
      const db = as('admin1');
      await assertSucceeds(setDoc(message(db, 'a2'), newSupportMessage({ isFromUser: false })));
      await assertFails(setDoc(message(db, 'a3'), newSupportMessage()));
      await assertFails(
        setDoc(message(db, 'a3'), newSupportMessage({ isFromUser: false, text: 'a'.repeat(5001) })),
      );
    });

    it('messages: marks read (the user’s; support’s while acting as her); editing denied', async () => {
      const db = as('admin1');
      await assertSucceeds(
        updateDoc(message(db, 'u1'), { isRead: true, readAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(message(db, 'u1'), { text: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'a1'), { isRead: false }));
      await assertFails(updateDoc(message(db, 'a1'), { isRead: true, isFromUser: true }));
      await assertSucceeds(
        updateDoc(message(db, 'a1'), { isRead: true, readAt: serverTimestamp() }),
      );
    });

    it('delete: the conversation and messages are allowed', async () => {
      const db = as('admin1');
      await assertSucceeds(deleteDoc(message(db, 'u1')));
      await assertSucceeds(deleteDoc(support(db)));
    });
  });

  describe('issue 9: automatic messages', () => {
    const greeting = 'Merhaba, destek ekibimize hoş geldiniz! Size nasıl yardımcı olabiliriz?';
    const userDoc = (db: Firestore, uid: string) => doc(db, 'Users', uid);
    /** The first open (supportWrites.ts ensureSupportConversation). */
    const openWithGreeting = (
      db: Firestore,
      uid: string,
      text = greeting,
      extra: DocumentData = {},
    ) => {
      const batch = writeBatch(db);
      batch.set(
        support(db, uid),
        newSupport(uid, {
          lastMessage: { text: greeting, timestamp: serverTimestamp(), isFromUser: false },
          unreadCountForAdmin: 0,
        }),
      );
      batch.set(
        message(db, 'g1', uid),
        newSupportMessage({ text, isFromUser: false, isAutomatic: true, ...extra }),
      );
      return batch.commit();
    };
    /** The verify request as briefs/api/verifyRequest.ts writes it. */
    const verifyRequest = (
      db: Firestore,
      uid: string,
      options: {
        code: string | null;
        text?: string;
        summary?: boolean;
        existing?: boolean;
        /** She has an Influencers profile, which gets the code too (spec section 4). */
        profile?: boolean;
        extra?: DocumentData;
      },
    ) => {
      const { code, summary = true, existing = uid === 'inf1', extra = {} } = options;
      const text =
        options.text ??
        (code === null
          ? 'Hesabımın onaylanmasını istiyorum.'
          : `Hesabımın onaylanmasını istiyorum. Doğrulama kodum: ${code}`);
      const withCode = code === null ? {} : { verificationCode: code };
      const lastMessage = { text, timestamp: serverTimestamp(), isFromUser: true };
      const batch = writeBatch(db);
      if (code !== null) batch.update(userDoc(db, uid), withCode);
      if (code !== null && options.profile) {
        batch.update(doc(db, 'Influencers', uid), withCode);
      }
      if (summary && existing) {
        batch.update(support(db, uid), {
          lastMessage,
          lastMessageTime: serverTimestamp(),
          lastMessageTimestamp: Date.now(),
          unreadCountForAdmin: increment(1),
          isArchived: false,
          ...withCode,
        });
      } else if (summary) {
        const created: DocumentData = newSupport(uid, { lastMessage, ...withCode });
        if (code === null) delete created.verificationCode;
        batch.set(support(db, uid), created);
      }
      batch.set(
        message(db, 'v1', uid),
        newSupportMessage({ userId: uid, text, isAutomatic: true, ...extra }),
      );
      return batch.commit();
    };

    it('the greeting: allowed in the batch that creates the conversation, as its summary', async () => {
      await assertSucceeds(openWithGreeting(as('inf2'), 'inf2'));
    });

    it('the greeting: into an existing conversation, another text or with a file is denied', async () => {
      const db = as('inf1');
      await assertFails(
        setDoc(
          message(db, 'g2'),
          newSupportMessage({ text: greeting, isFromUser: false, isAutomatic: true }),
        ),
      );
      await assertFails(openWithGreeting(as('inf2'), 'inf2', 'Hesabınız onaylandı!'));
      await assertFails(openWithGreeting(as('inf2'), 'inf2', greeting, supportAttachment()));
      await assertFails(openWithGreeting(as('inf1'), 'inf2'));
    });

    it('a user’s own automatic message outside those batches is denied', async () => {
      const db = as('inf1');
      await assertFails(setDoc(message(db, 'x1'), newSupportMessage({ isAutomatic: true })));
      await assertFails(
        setDoc(message(db, 'x1'), newSupportMessage({ text: 'Kodum: 4827', isAutomatic: true })),
      );
      const batch = writeBatch(db);
      batch.set(message(db, 'x2'), newSupportMessage({ text: 'Bir sorum var', isAutomatic: true }));
      batch.update(support(db), {
        ...userSummary('Bir sorum var'),
        unreadCountForAdmin: increment(1),
      });
      // inf1 has an Instagram username: without a new code it is not the verify request.
      await assertFails(batch.commit());
      await assertSucceeds(setDoc(message(db, 'x3'), newSupportMessage({ isAutomatic: false })));
    });

    it('the verify request with a new code stored in Users in the same batch is allowed', async () => {
      await assertSucceeds(verifyRequest(as('inf1'), 'inf1', { code: '4827' }));
    });

    it('the verify request: no code, the same code again, a text without it or no summary is denied', async () => {
      const db = as('inf1');
      await assertFails(verifyRequest(db, 'inf1', { code: null }));
      await assertFails(
        verifyRequest(db, 'inf1', { code: '4827', text: 'Hesabımın onaylanmasını istiyorum.' }),
      );
      await assertFails(verifyRequest(db, 'inf1', { code: '4827', text: 'Doğrulama kodum: 1234' }));
      await assertFails(verifyRequest(db, 'inf1', { code: '4827', summary: false }));
      await assertFails(verifyRequest(db, 'inf1', { code: '4827', extra: supportAttachment() }));
      await env().withSecurityRulesDisabled(async (context) => {
        await updateDoc(userDoc(context.firestore(), 'inf1'), { verificationCode: '4827' });
      });
      await assertFails(verifyRequest(db, 'inf1', { code: '4827' }));
      await assertSucceeds(verifyRequest(db, 'inf1', { code: '5931' }));
    });

    it('the verify request without an Instagram username carries no code (allowed)', async () => {
      await assertSucceeds(verifyRequest(as('inf2'), 'inf2', { code: null }));
    });

    it('without a code it is denied when the Influencers profile has an Instagram username', async () => {
      await seedDocs(env(), {
        'Influencers/inf2': { uid: 'inf2', socialMedia: { instagram: { username: ' inf2 ' } } },
      });
      await assertFails(verifyRequest(as('inf2'), 'inf2', { code: null }));
      // The profile (here without isApproved, as an older one may be) gets the code too.
      await assertFails(verifyRequest(as('inf2'), 'inf2', { code: '4827' }));
      await assertSucceeds(verifyRequest(as('inf2'), 'inf2', { code: '4827', profile: true }));
    });

    it('the verify request of an approved influencer or of a brand is denied', async () => {
      await seedDocs(env(), {
        'Support/brand1': storedSupport('brand1', {
          userInfo: { ...storedSupport('brand1').userInfo, type: 'brand', role: 3 },
        }),
      });
      const brand = as('brand1');
      await assertFails(verifyRequest(brand, 'brand1', { code: null, existing: true }));
      // The same batch as her own (not automatic) message is hers to send.
      await assertSucceeds(
        verifyRequest(brand, 'brand1', {
          code: null,
          existing: true,
          extra: { isAutomatic: false },
        }),
      );
      await env().withSecurityRulesDisabled(async (context) => {
        await updateDoc(userDoc(context.firestore(), 'inf1'), { isApproved: true });
      });
      await assertFails(verifyRequest(as('inf1'), 'inf1', { code: '4827' }));
    });

    it('admins send nothing automatic', async () => {
      const db = as('admin1');
      await assertFails(
        setDoc(message(db, 'a2'), newSupportMessage({ isFromUser: false, isAutomatic: true })),
      );
      await assertSucceeds(
        setDoc(message(db, 'a2'), newSupportMessage({ isFromUser: false, isAutomatic: false })),
      );
    });
  });

  describe('issue 9: attachments (fileUrl, fileName)', () => {
    it('the user sends a file, with or without text; the Storage emulator’s URL too', async () => {
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.set(message(db, 'f1'), newSupportMessage({ text: '', ...supportAttachment() }));
      batch.update(support(db), {
        lastMessage: {
          text: '',
          timestamp: serverTimestamp(),
          isFromUser: true,
          ...supportAttachment(),
        },
        lastMessageTime: serverTimestamp(),
        unreadCountForAdmin: increment(1),
      });
      await assertSucceeds(batch.commit());
      await assertSucceeds(
        setDoc(
          message(db, 'f2'),
          newSupportMessage({ text: 'Dekont ektedir', ...supportAttachment() }),
        ),
      );
      await assertSucceeds(
        setDoc(
          message(db, 'f3'),
          newSupportMessage(supportAttachment({ fileUrl: emulatorSupportFileUrl })),
        ),
      );
    });

    it('a bad URL or name, one without the other, or empty text without a file is denied', async () => {
      const db = as('inf1');
      for (const bad of [
        supportAttachment({ fileUrl: 'http://example.com/dekont.pdf' }),
        supportAttachment({ fileUrl: 'http://127.0.0.1:8080/dekont.pdf' }),
        supportAttachment({ fileUrl: 'javascript:alert(1)' }),
        supportAttachment({ fileUrl: 'ftp://example.com/dekont.pdf' }),
        supportAttachment({ fileUrl: 'https://' }),
        supportAttachment({ fileUrl: `${supportFileUrl}&${'a'.repeat(2048)}` }),
        supportAttachment({ fileUrl: 42 }),
        supportAttachment({ fileName: '' }),
        supportAttachment({ fileName: `${'a'.repeat(252)}.pdf` }),
        { fileUrl: supportFileUrl },
        { fileName: 'dekont.pdf' },
      ])
        await assertFails(setDoc(message(db, 'f1'), newSupportMessage({ text: '', ...bad })));
      await assertFails(setDoc(message(db, 'f1'), newSupportMessage({ text: '' })));
      await assertSucceeds(
        setDoc(
          message(db, 'f1'),
          newSupportMessage({
            text: '',
            ...supportAttachment({ fileName: `${'a'.repeat(251)}.pdf` }),
          }),
        ),
      );
    });

    it('the summary: a valid attachment allowed; a bad URL or a name alone denied', async () => {
      const db = as('inf1');
      const summary = (file: DocumentData) =>
        update(db, {
          lastMessage: { text: '', timestamp: serverTimestamp(), isFromUser: true, ...file },
        });
      await assertFails(summary(supportAttachment({ fileUrl: 'http://example.com/x.pdf' })));
      await assertFails(summary({ fileName: 'dekont.pdf' }));
      await assertFails(summary(supportAttachment({ fileName: 'x'.repeat(256) })));
      await assertSucceeds(summary(supportAttachment()));
    });

    it('admins reply with a file; the same checks apply', async () => {
      const db = as('admin1');
      const reply = (file: DocumentData) => {
        const batch = writeBatch(db);
        batch.set(message(db, 'a2'), newSupportMessage({ isFromUser: false, text: '', ...file }));
        batch.update(support(db), {
          lastMessage: { text: '', timestamp: serverTimestamp(), isFromUser: false, ...file },
          lastMessageTime: serverTimestamp(),
          unreadCount: increment(1),
        });
        return batch.commit();
      };
      await assertFails(reply(supportAttachment({ fileUrl: 'http://example.com/x.png' })));
      await assertFails(reply({ fileUrl: supportFileUrl }));
      await assertSucceeds(reply(supportAttachment({ fileName: 'ekran.png' })));
    });
  });
});
