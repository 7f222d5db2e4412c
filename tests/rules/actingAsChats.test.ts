import {
  deleteField,
  doc,
  increment,
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
  newProjectMessage,
  newSupport,
  newSupportMessage,
  seedBriefs,
  seedCast,
  seedDocs,
  storedConversation,
  storedProjectMessage,
  storedSupport,
} from './briefs.fixtures';
import {
  briefChatSummary,
  newBriefChat,
  newBriefChatMessage,
  storedBriefChat,
  storedBriefChatMessage,
} from './chats.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, storedUser } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Issue 18 point 13 (docs/decisions.md "Chat identity"): an admin acting as a user answers in
// that user's project chats, brief chats and support thread as her. The message names the
// user as its sender and carries actedBy, the admin's own uid; actedBy from anyone else, or
// naming another admin, is refused, and the user must be a member of that chat. Seeded: the
// project conversation brand1_inf1, the brief chat chat1 (brand1 with inf1, on `accepted`),
// inf1's support thread; a second admin, admin2.
describe('an admin acting as a user in the chats', () => {
  const env = useRulesEnvironment();
  const conversationId = 'brand1_inf1';
  const briefId = 'accepted';
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      'Users/admin2': storedUser('admin2', 'admin'),
      [`project-conversations/${conversationId}`]: storedConversation('brand1', 'inf1', {
        unreadCounts: { brand1: 1, inf1: 0 },
      }),
      [`project-conversations/${conversationId}/messages/p1`]: storedProjectMessage('inf1'),
      'Messages/chat1': storedBriefChat('chat1', briefId, 'brand1', ['inf1'], {
        unreadCounts: { brand1: 1, inf1: 0 },
      }),
      [`Messages/chat1/${briefId}/b1`]: storedBriefChatMessage('inf1', 'b1'),
      'Support/inf1': storedSupport('inf1', { unreadCount: 1, unreadCountForAdmin: 0 }),
      'Support/inf1/messages/s1': {
        ...newSupportMessage({ text: 'Size nasıl yardımcı olabiliriz?', isFromUser: false }),
        timestamp: Timestamp.fromDate(new Date('2024-02-05T10:00:00Z')),
      },
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();

  describe('project conversation', () => {
    const conversation = (db: Firestore) => doc(db, 'project-conversations', conversationId);
    const message = (db: Firestore, id: string) =>
      doc(db, 'project-conversations', conversationId, 'messages', id);
    const send = (db: Firestore, senderId: string, extra: DocumentData = {}) =>
      setDoc(message(db, 'p2'), newProjectMessage(senderId, extra));

    it('actedBy from a non-admin is denied, also a participant naming herself', async () => {
      await assertFails(send(as('brand1'), 'brand1', { actedBy: 'brand1' }));
      await assertFails(send(as('brand1'), 'inf1', { actedBy: 'brand1' }));
      await assertFails(send(as('inf2'), 'brand1', { actedBy: 'inf2' }));
      await assertSucceeds(send(as('brand1'), 'brand1'));
    });

    it('a brand forging the influencer’s senderId is denied', async () => {
      await assertFails(send(as('brand1'), 'inf1'));
    });

    it('an admin: without actedBy, with another admin’s, for a non-participant, or as herself denied', async () => {
      const db = as('admin1');
      await assertFails(send(db, 'brand1'));
      await assertFails(send(db, 'brand1', { actedBy: 'admin2' }));
      await assertFails(send(db, 'inf2', { actedBy: 'admin1' }));
      await assertFails(send(db, 'admin1', { actedBy: 'admin1' }));
      await assertFails(send(db, 'admin1'));
      await assertFails(send(db, 'brand1', { actedBy: 'admin1', text: '' }));
    });

    it('an admin acting as the brand answers: message, summary, the other’s count +1, in one batch', async () => {
      const db = as('admin1');
      const batch = writeBatch(db);
      batch.set(
        message(db, 'p2'),
        newProjectMessage('brand1', { text: 'Taslağı onayladık', actedBy: 'admin1' }),
      );
      batch.update(conversation(db), {
        lastMessage: 'Taslağı onayladık',
        lastMessageTime: serverTimestamp(),
        'unreadCounts.inf1': increment(1),
        'typing.brand1': deleteField(),
      });
      await assertSucceeds(batch.commit());
    });

    it('an admin acting reads for the user: the other’s messages read and her count 0', async () => {
      const db = as('admin1');
      await assertFails(updateDoc(message(db, 'p1'), { text: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'p1'), { isRead: false }));
      await assertFails(updateDoc(message(db, 'p1'), { isRead: true, senderId: 'brand1' }));
      const batch = writeBatch(db);
      batch.update(message(db, 'p1'), { isRead: true, readAt: serverTimestamp() });
      batch.update(conversation(db), { 'unreadCounts.brand1': 0 });
      await assertSucceeds(batch.commit());
      await assertSucceeds(
        updateDoc(conversation(db), {
          'typing.brand1': { isTyping: true, timestamp: serverTimestamp() },
        }),
      );
    });
  });

  describe('brief chat', () => {
    const chat = (db: Firestore, id = 'chat1') => doc(db, 'Messages', id);
    const message = (db: Firestore, id: string, chatId = 'chat1') =>
      doc(db, 'Messages', chatId, briefId, id);
    const send = (db: Firestore, uid: string, extra: DocumentData = {}) =>
      setDoc(message(db, 'b2'), newBriefChatMessage(uid, 'b2', extra));

    it('actedBy from a non-admin is denied, also a participant naming herself', async () => {
      await assertFails(send(as('brand1'), 'brand1', { actedBy: 'brand1' }));
      await assertFails(send(as('brand1'), 'inf1', { actedBy: 'brand1' }));
      await assertFails(send(as('inf2'), 'brand1', { actedBy: 'inf2' }));
      await assertSucceeds(send(as('brand1'), 'brand1'));
    });

    it('a brand forging the influencer’s uid is denied', async () => {
      await assertFails(send(as('brand1'), 'inf1'));
    });

    it('an admin: without actedBy, with another admin’s, for a non-participant, or as herself denied', async () => {
      const db = as('admin1');
      await assertFails(send(db, 'brand1'));
      await assertFails(send(db, 'brand1', { actedBy: 'admin2' }));
      await assertFails(send(db, 'inf2', { actedBy: 'admin1' }));
      await assertFails(send(db, 'admin1', { actedBy: 'admin1' }));
      await assertFails(send(db, 'brand1', { actedBy: 'admin1', readBy: { admin1: true } }));
    });

    it('an admin acting as a blocked bidder cannot write for her', async () => {
      await seedDocs(env(), {
        'Messages/chat1': storedBriefChat('chat1', briefId, 'brand1', ['inf1'], { bidderIds: [] }),
      });
      await assertFails(send(as('admin1'), 'inf1', { actedBy: 'admin1' }));
    });

    it('an admin acting as the brand answers: message, summary, the other’s count +1, in one batch', async () => {
      const db = as('admin1');
      const batch = writeBatch(db);
      batch.set(
        message(db, 'b2'),
        newBriefChatMessage('brand1', 'b2', { message: 'Teşekkürler', actedBy: 'admin1' }),
      );
      batch.update(chat(db), {
        lastMessageObject: briefChatSummary('brand1', { message: 'Teşekkürler' }),
        timestamp: serverTimestamp(),
        'unreadCounts.inf1': increment(1),
        'typing.brand1': deleteField(),
      });
      await assertSucceeds(batch.commit());
    });

    it('an admin acting as the bidder opens the chat with her first message, then its summary', async () => {
      // The chat's create takes no summary from an admin for someone else (validBriefChatCreate
      // checks it names the caller), and one batch cannot create and update the same document:
      // the summary follows as the admins' update.
      const db = as('admin1');
      const id = `${briefId}_inf2`;
      const batch = writeBatch(db);
      batch.set(
        chat(db, id),
        newBriefChat(id, briefId, 'brand1', ['inf2'], { unreadCounts: { inf2: 0, brand1: 1 } }),
      );
      batch.set(
        message(db, 'f1', id),
        newBriefChatMessage('inf2', 'f1', { message: 'Merhaba', actedBy: 'admin1' }),
      );
      await assertSucceeds(batch.commit());
      await assertSucceeds(
        updateDoc(chat(db, id), {
          lastMessageObject: briefChatSummary('inf2', { message: 'Merhaba' }),
        }),
      );
    });

    it('an admin acting reads for the user: isRead and readAt (no readBy entry), her count 0', async () => {
      const db = as('admin1');
      await assertFails(
        updateDoc(message(db, 'b1'), {
          isRead: true,
          readAt: serverTimestamp(),
          'readBy.brand1': serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(message(db, 'b1'), { message: 'Düzenlendi' }));
      const batch = writeBatch(db);
      batch.update(message(db, 'b1'), { isRead: true, readAt: serverTimestamp() });
      batch.update(chat(db), { 'unreadCounts.brand1': 0 });
      await assertSucceeds(batch.commit());
    });
  });

  describe('support thread', () => {
    const support = (db: Firestore, uid = 'inf1') => doc(db, 'Support', uid);
    const message = (db: Firestore, id: string, uid = 'inf1') =>
      doc(db, 'Support', uid, 'messages', id);
    const send = (db: Firestore, extra: DocumentData = {}, uid = 'inf1') =>
      setDoc(message(db, 'u9', uid), newSupportMessage({ text: 'Bir sorum var', ...extra }));

    it('actedBy from the user herself is denied (she writes without it)', async () => {
      await assertFails(send(as('inf1'), { actedBy: 'inf1', userId: 'inf1' }));
      await assertFails(send(as('inf1'), { actedBy: 'admin1', userId: 'inf1' }));
      await assertSucceeds(send(as('inf1'), { userId: 'inf1' }));
    });

    it('another user with actedBy is denied', async () => {
      await assertFails(send(as('inf2'), { actedBy: 'inf2', userId: 'inf1' }));
    });

    it('an admin: as the user without actedBy, with another admin’s, for another user, or as support with it denied', async () => {
      const db = as('admin1');
      await assertFails(send(db, { userId: 'inf1' }));
      await assertFails(send(db, { actedBy: 'admin2', userId: 'inf1' }));
      await assertFails(send(db, { actedBy: 'admin1', userId: 'inf2' }));
      await assertFails(send(db, { actedBy: 'admin1', isFromUser: false }));
      await assertFails(send(db, { actedBy: 'admin1', isAutomatic: true }));
    });

    it('an admin acting as the user sends as her: message, summary, the admins’ count +1', async () => {
      const db = as('admin1');
      const batch = writeBatch(db);
      batch.set(
        message(db, 'u9'),
        newSupportMessage({ text: 'Bir sorum var', userId: 'inf1', actedBy: 'admin1' }),
      );
      batch.update(support(db), {
        lastMessage: { text: 'Bir sorum var', timestamp: serverTimestamp(), isFromUser: true },
        lastMessageTime: serverTimestamp(),
        lastMessageTimestamp: Date.now(),
        'typing.user': { isTyping: false, timestamp: serverTimestamp() },
        unreadCountForAdmin: increment(1),
        isArchived: false,
        archivedAt: deleteField(),
        archivedBy: deleteField(),
      });
      await assertSucceeds(batch.commit());
    });

    it('an admin acting reads for the user: support’s messages read, her count 0', async () => {
      const db = as('admin1');
      const batch = writeBatch(db);
      batch.update(message(db, 's1'), { isRead: true, readAt: serverTimestamp() });
      batch.update(support(db), { unreadCount: 0 });
      await assertSucceeds(batch.commit());
    });

    it('an admin acting opens a missing thread with the greeting, in one batch', async () => {
      const greeting = 'Merhaba, destek ekibimize hoş geldiniz!';
      const db = as('admin1');
      const thread = {
        ...newSupport('brand1'),
        lastMessage: { text: greeting, timestamp: serverTimestamp(), isFromUser: false },
        unreadCountForAdmin: 0,
      };
      delete (thread as DocumentData).verificationCode;
      const greetingMessage = newSupportMessage({
        text: greeting,
        isFromUser: false,
        isAutomatic: true,
      });
      // Not alone, not another text, not with actedBy.
      await assertFails(setDoc(message(db, 'g1', 'inf1'), greetingMessage));
      const wrong = writeBatch(db);
      wrong.set(support(db, 'brand1'), thread);
      wrong.set(message(db, 'g1', 'brand1'), { ...greetingMessage, text: 'Başka' });
      await assertFails(wrong.commit());
      const acted = writeBatch(db);
      acted.set(support(db, 'brand1'), thread);
      acted.set(message(db, 'g1', 'brand1'), { ...greetingMessage, actedBy: 'admin1' });
      await assertFails(acted.commit());
      const batch = writeBatch(db);
      batch.set(support(db, 'brand1'), thread);
      batch.set(message(db, 'g1', 'brand1'), greetingMessage);
      await assertSucceeds(batch.commit());
    });
  });
});
