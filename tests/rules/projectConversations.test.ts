import {
  arrayRemove,
  arrayUnion,
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
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  bid,
  conversationIdOf,
  newConversation,
  newProjectMessage,
  seedBriefs,
  seedCast,
  seedDocs,
  seededBriefs,
  storedOffer,
  storedBrief,
  storedConversation,
  storedProjectMessage,
} from './briefs.fixtures';
import { newProjectEntry } from './chats.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// project-conversations/{uidA_uidB} and its messages (spec section 3, design.md sections 7
// and 8). Seeded: the briefs of briefs.fixtures (brand1 owns `accepted`, inf1 accepted on it,
// inf2 only a bidder); brand1 and inf1 talk about it (id brand1_inf1), one message from each.
describe('project conversation rules', () => {
  const env = useRulesEnvironment();
  const id = conversationIdOf('brand1', 'inf1'); // 'brand1_inf1'
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      [`project-conversations/${id}`]: storedConversation('brand1', 'inf1'),
      [`project-conversations/${id}/messages/m1`]: storedProjectMessage('brand1', { isRead: true }),
      [`project-conversations/${id}/messages/m2`]: storedProjectMessage('inf1'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const conversation = (db: Firestore, cid = id) => doc(db, 'project-conversations', cid);
  const conversations = (db: Firestore) => collection(db, 'project-conversations');
  const mine = (db: Firestore, uid: string) =>
    getDocs(query(conversations(db), where('participants', 'array-contains', uid)));
  const message = (db: Firestore, mid: string, cid = id) =>
    doc(db, 'project-conversations', cid, 'messages', mid);
  const messages = (db: Firestore, cid = id) =>
    getDocs(
      query(collection(db, 'project-conversations', cid, 'messages'), orderBy('timestamp', 'desc')),
    );
  const update = (db: Firestore, data: DocumentData, cid = id) =>
    updateDoc(conversation(db, cid), data);
  const send = (db: Firestore, mid: string, data: DocumentData) => setDoc(message(db, mid), data);
  const brief = (db: Firestore, briefId: string) => doc(db, 'briefs', briefId);
  const title = seededBriefs.accepted!.title as string;
  /**
   * Accepting as the app does (briefWrites.ts planAccept): the brief's acceptedUsers gains
   * `other` and the pair's conversation is created, in one batch.
   */
  const acceptCreating = (
    db: Firestore,
    owner: string,
    other: string,
    data: DocumentData = newConversation(owner, other),
    cid = conversationIdOf(owner, other),
  ) => {
    const batch = writeBatch(db);
    batch.update(brief(db, 'accepted'), { acceptedUsers: arrayUnion(other) });
    batch.set(conversation(db, cid), data);
    return batch.commit();
  };

  describe('signed out', () => {
    it('get and list: denied (a participant may)', async () => {
      await assertFails(getDoc(conversation(signedOut())));
      await assertFails(mine(signedOut(), 'inf1'));
      await assertSucceeds(getDoc(conversation(as('inf1'))));
    });

    it('create: denied (a participant may)', async () => {
      const cid = conversationIdOf('brand1', 'inf2');
      await assertFails(setDoc(conversation(signedOut(), cid), newConversation('brand1', 'inf2')));
      await assertSucceeds(acceptCreating(as('brand1'), 'brand1', 'inf2'));
    });

    it('update and delete: denied (a participant may)', async () => {
      await assertFails(update(signedOut(), { lastMessage: 'x' }));
      await assertFails(deleteDoc(conversation(signedOut())));
      await assertSucceeds(update(as('inf1'), { lastMessage: 'x' }));
    });

    it('messages: read and send are denied (a participant may)', async () => {
      await assertFails(getDoc(message(signedOut(), 'm1')));
      await assertFails(messages(signedOut()));
      await assertFails(send(signedOut(), 'm3', newProjectMessage('inf1')));
      await assertSucceeds(send(as('inf1'), 'm3', newProjectMessage('inf1')));
    });
  });

  describe('influencer (participant)', () => {
    it('get: allowed', async () => {
      await assertSucceeds(getDoc(conversation(as('inf1'))));
    });

    it('get: a missing conversation of her own pair reads as absent; of another pair denied', async () => {
      await assertSucceeds(getDoc(conversation(as('inf1'), 'brand2_inf1')));
      await assertFails(getDoc(conversation(as('inf2'), 'brand2_inf1')));
      await assertFails(getDoc(conversation(as('inf2'), id)));
    });

    it('list: constrained to participants array-contains her uid allowed, else denied', async () => {
      await assertSucceeds(mine(as('inf1'), 'inf1'));
      await assertFails(getDocs(conversations(as('inf1'))));
      await assertFails(mine(as('inf1'), 'brand1'));
    });

    it('create: denied, also for her own pair (only the brief owner creates it, accepting)', async () => {
      const db = as('inf2');
      await assertFails(setDoc(conversation(db, 'brand1_inf2'), newConversation('brand1', 'inf2')));
      // Not even with herself joining acceptedUsers in the same batch (she cannot).
      await assertFails(acceptCreating(db, 'brand1', 'inf2'));
      await assertSucceeds(acceptCreating(as('brand1'), 'brand1', 'inf2'));
    });

    it('update: a message summary raising the other’s unread count by one is allowed', async () => {
      await assertSucceeds(
        update(as('inf1'), {
          lastMessage: 'Taslak hazır',
          lastMessageTime: serverTimestamp(),
          'unreadCounts.brand1': increment(1),
        }),
      );
    });

    it('update: raising the other’s count by two, or her own, is denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, { 'unreadCounts.brand1': increment(2) }));
      await assertFails(update(db, { 'unreadCounts.inf1': increment(1) }));
      await assertFails(update(db, { 'unreadCounts.inf2': 1 }));
      await assertSucceeds(update(db, { 'unreadCounts.brand1': increment(1) }));
    });

    it('update: resetting her own count is allowed, the other’s denied', async () => {
      await seedDocs(env(), {
        [`project-conversations/${id}`]: storedConversation('brand1', 'inf1', {
          unreadCounts: { brand1: 2, inf1: 3 },
        }),
      });
      await assertSucceeds(update(as('inf1'), { 'unreadCounts.inf1': 0 }));
      await assertFails(update(as('inf1'), { 'unreadCounts.brand1': 0 }));
    });

    it('update: her own typing entry is allowed, the other’s denied', async () => {
      const db = as('inf1');
      await assertSucceeds(update(db, { 'typing.inf1': serverTimestamp() }));
      await assertSucceeds(update(db, { 'typing.inf1': deleteField() }));
      await assertFails(update(db, { 'typing.brand1': serverTimestamp() }));
    });

    it('update: participants, users, key or creation time are denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, { participants: ['inf1', 'inf2'] }));
      await assertFails(
        update(db, {
          users: [
            { id: 'brand1', name: 'x' },
            { id: 'inf1', name: 'y' },
          ],
        }),
      );
      await assertFails(update(db, { conversationId: 'x' }));
      await assertFails(update(db, { createdAt: serverTimestamp() }));
      await assertFails(update(db, { type: 'closed' }));
      await assertSucceeds(update(db, { type: 'archived', isActive: false }));
    });

    it('delete: denied, also while leaving the brief herself (the owner removes her)', async () => {
      await assertFails(deleteDoc(conversation(as('inf1'))));
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.update(brief(db, 'accepted'), { acceptedUsers: arrayRemove('inf1') });
      batch.delete(conversation(db));
      await assertFails(batch.commit());
    });

    it('messages: get and list are allowed', async () => {
      await assertSucceeds(getDoc(message(as('inf1'), 'm1')));
      await assertSucceeds(messages(as('inf1')));
    });

    it('messages: sending as herself is allowed', async () => {
      await assertSucceeds(send(as('inf1'), 'm3', newProjectMessage('inf1')));
      await assertSucceeds(
        send(as('inf1'), 'm4', {
          text: 'Kısa not',
          senderId: 'inf1',
          timestamp: serverTimestamp(),
          isRead: false,
        }),
      );
    });

    it('messages: a forged senderId is denied (the real sender may)', async () => {
      await assertFails(send(as('inf1'), 'm3', newProjectMessage('brand1')));
      await assertSucceeds(send(as('brand1'), 'm3', newProjectMessage('brand1')));
    });

    it('messages: bad text, already read, a client time or an unknown key is denied', async () => {
      const db = as('inf1');
      for (const bad of [
        { text: '' },
        { text: 'a'.repeat(5001) },
        { text: 42 },
        { isRead: true },
        { timestamp: Timestamp.now() },
        { imageUrl: 'https://example.com/x.png' },
      ])
        await assertFails(send(db, 'm3', newProjectMessage('inf1', bad)));
      await assertSucceeds(send(db, 'm3', newProjectMessage('inf1', { text: 'a'.repeat(5000) })));
    });

    it('messages: marking read is allowed, editing the text denied', async () => {
      const db = as('inf1');
      await assertSucceeds(
        updateDoc(message(db, 'm1'), { isRead: true, readAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(message(db, 'm2'), { text: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'm1'), { isRead: false }));
    });

    it('messages: delete is denied (an admin may)', async () => {
      await assertFails(deleteDoc(message(as('inf1'), 'm2')));
      await assertSucceeds(deleteDoc(message(as('admin1'), 'm2')));
    });
  });

  describe('other influencer (not a participant)', () => {
    it('get: denied (a participant may)', async () => {
      await assertFails(getDoc(conversation(as('inf2'))));
      await assertSucceeds(getDoc(conversation(as('brand1'))));
    });

    it('list: someone else’s conversations are denied; her own query is allowed', async () => {
      await assertFails(mine(as('inf2'), 'inf1'));
      await assertSucceeds(mine(as('inf2'), 'inf2'));
    });

    it('update and delete: denied', async () => {
      await assertFails(update(as('inf2'), { lastMessage: 'x' }));
      await assertFails(deleteDoc(conversation(as('inf2'))));
      await assertSucceeds(update(as('brand1'), { lastMessage: 'x' }));
    });

    it('messages: reading and sending are denied (a participant may)', async () => {
      await assertFails(getDoc(message(as('inf2'), 'm1')));
      await assertFails(messages(as('inf2')));
      await assertFails(send(as('inf2'), 'm3', newProjectMessage('inf2')));
      await assertFails(updateDoc(message(as('inf2'), 'm2'), { isRead: true }));
      await assertSucceeds(messages(as('brand1')));
    });
  });

  describe('brand owner (participant)', () => {
    it('create: accepting creates the conversation and its first message in one batch', async () => {
      const db = as('brand1');
      const cid = conversationIdOf('brand1', 'inf2');
      const batch = writeBatch(db);
      batch.update(brief(db, 'accepted'), { acceptedUsers: arrayUnion('inf2') });
      batch.set(
        conversation(db, cid),
        newConversation('brand1', 'inf2', {
          lastMessage: 'Teklifinizi kabul ettik.',
          lastMessageTime: serverTimestamp(),
          unreadCounts: { brand1: 0, inf2: 1 },
        }),
      );
      batch.set(
        message(db, 'first', cid),
        newProjectMessage('brand1', { text: 'Teklifinizi kabul ettik.' }),
      );
      await assertSucceeds(batch.commit());
    });

    it('create: the wrong key, unsorted or extra participants, or a foreign id is denied', async () => {
      const db = as('brand1');
      const ok = newConversation('brand1', 'inf2'); // participants ['brand1', 'inf2']
      await assertFails(acceptCreating(db, 'brand1', 'inf2', ok, 'inf2_brand1'));
      await assertFails(
        acceptCreating(db, 'brand1', 'inf2', { ...ok, participants: ['inf2', 'brand1'] }),
      );
      await assertFails(
        acceptCreating(db, 'brand1', 'inf2', { ...ok, participants: ['brand1', 'inf2', 'inf1'] }),
      );
      await assertFails(acceptCreating(db, 'brand1', 'inf2', { ...ok, conversationId: 'other' }));
      await assertSucceeds(acceptCreating(db, 'brand1', 'inf2', ok));
    });

    it('create: a client createdAt, unread for herself, or a deleted flag is denied', async () => {
      const db = as('brand1');
      const with_ = (extra: DocumentData) => newConversation('brand1', 'inf2', extra);
      for (const bad of [
        { createdAt: Timestamp.now() },
        { unreadCounts: { brand1: 1, inf2: 0 } },
        { unreadCounts: { brand1: 0, inf2: 5 } },
        { isDeleted: true },
        { type: 'closed' },
      ])
        await assertFails(acceptCreating(db, 'brand1', 'inf2', with_(bad)));
      await assertSucceeds(
        acceptCreating(db, 'brand1', 'inf2', with_({ unreadCounts: { brand1: 0, inf2: 1 } })),
      );
    });

    it('create: users must be the pair ({ id, name }); project lists only the accepted brief', async () => {
      const db = as('brand1');
      const with_ = (extra: DocumentData) => newConversation('brand1', 'inf2', extra);
      const entry = newProjectEntry('accepted', title);
      for (const bad of [
        { users: [{ id: 'brand1', name: 'Nova' }] },
        {
          users: [
            { id: 'brand1', name: 'Nova' },
            { id: 'inf1', name: 'Ayşe' },
          ],
        },
        {
          users: [
            { id: 'brand1', name: 'Nova' },
            { id: 'inf2', name: 'Can', admin: true },
          ],
        },
        {
          users: [
            { id: 'brand1', name: 'Nova' },
            { id: 'inf2', name: 'x'.repeat(201) },
          ],
        },
        { activeProjects: [] },
        { activeProjects: [entry, newProjectEntry('open', title)] },
        { activeProjects: [newProjectEntry('open', title)] },
        { activeProjects: [newProjectEntry('other', title)] },
        { activeProjects: [{ ...entry, briefTitle: 'Başka' }] },
        { activeProjects: [{ ...entry, isActive: false }] },
        { activeProjects: [{ ...entry, extra: 1 }] },
        { archivedProjects: [{ ...newProjectEntry('completed', title), isActive: false }] },
      ])
        await assertFails(acceptCreating(db, 'brand1', 'inf2', with_(bad)));
      // The owner first, as the accept flow writes it.
      await assertSucceeds(
        acceptCreating(
          db,
          'brand1',
          'inf2',
          with_({
            users: [
              { id: 'brand1', name: 'Nova Market' },
              { id: 'inf2', name: 'Can' },
            ],
          }),
        ),
      );
    });

    it('create: a conversation without a project is the admins’ general chat, not hers', async () => {
      const general = newConversation('brand1', 'inf2', { activeProjects: [] });
      await assertFails(setDoc(conversation(as('brand1'), 'brand1_inf2'), general));
      await assertFails(acceptCreating(as('brand1'), 'brand1', 'inf2', general));
      await assertFails(
        setDoc(
          conversation(as('inf2'), 'brand1_inf2'),
          newConversation('brand1', 'inf2', {
            activeProjects: [],
          }),
        ),
      );
    });

    it('create: without the other joining acceptedUsers in the same batch is denied', async () => {
      const db = as('brand1');
      await assertFails(setDoc(conversation(db, 'brand1_inf2'), newConversation('brand1', 'inf2')));
      // inf1 is already accepted on the brief: creating her conversation needs a new accept.
      await env().withSecurityRulesDisabled(async (context) => {
        await deleteDoc(conversation(context.firestore()));
      });
      await assertFails(setDoc(conversation(db), newConversation('brand1', 'inf1')));
    });

    it('create: a message in a conversation that does not exist is denied', async () => {
      await assertFails(
        setDoc(message(as('brand1'), 'first', 'brand1_inf2'), newProjectMessage('brand1')),
      );
    });

    it('update: moving a project to archived once the user is completed is allowed', async () => {
      const archive = {
        activeProjects: [],
        archivedProjects: [
          {
            ...storedConversation().activeProjects[0],
            isActive: false,
            completedAt: Timestamp.now(),
          },
        ],
        type: 'archived',
      };
      await assertFails(update(as('brand1'), archive));
      await seedDocs(env(), {
        'briefs/accepted': { ...seededBriefs.accepted, completedUsers: ['inf1'] },
      });
      await assertFails(update(as('inf1'), archive));
      await assertSucceeds(update(as('brand1'), archive));
    });

    it('get: allowed', async () => {
      await assertSucceeds(getDoc(conversation(as('brand1'))));
    });

    it('delete: removing the last project’s user (acceptedUsers in the same batch) is allowed', async () => {
      const db = as('brand1');
      await assertFails(deleteDoc(conversation(db)));
      const batch = writeBatch(db);
      batch.update(brief(db, 'accepted'), { acceptedUsers: arrayRemove('inf1') });
      batch.delete(conversation(db));
      await assertSucceeds(batch.commit());
    });

    it('delete: denied while another project is listed', async () => {
      await seedDocs(env(), {
        [`project-conversations/${id}`]: storedConversation('brand1', 'inf1', {
          archivedProjects: [{ ...newProjectEntry('completed', title), isActive: false }],
        }),
      });
      const db = as('brand1');
      const batch = writeBatch(db);
      batch.update(brief(db, 'accepted'), { acceptedUsers: arrayRemove('inf1') });
      batch.delete(conversation(db));
      await assertFails(batch.commit());
    });

    it('delete: messages only together with the conversation, in one batch', async () => {
      const db = as('brand1');
      await assertFails(deleteDoc(message(db, 'm1')));
      const batch = writeBatch(db);
      batch.update(brief(db, 'accepted'), { acceptedUsers: arrayRemove('inf1') });
      batch.delete(message(db, 'm1'));
      batch.delete(message(db, 'm2'));
      batch.delete(conversation(db));
      await assertSucceeds(batch.commit());
    });

    it('delete: another pair’s messages are denied even with their conversation', async () => {
      const db = as('inf2');
      const batch = writeBatch(db);
      batch.delete(message(db, 'm1'));
      batch.delete(conversation(db));
      await assertFails(batch.commit());
    });
  });

  describe('other brand', () => {
    it('get, list, update, delete: denied', async () => {
      const db = as('brand2');
      await assertFails(getDoc(conversation(db)));
      await assertFails(mine(db, 'brand1'));
      await assertFails(update(db, { lastMessage: 'x' }));
      await assertFails(deleteDoc(conversation(db)));
    });

    it('create: a conversation between two other users is denied', async () => {
      await assertFails(
        setDoc(conversation(as('brand2'), 'brand1_inf2'), newConversation('brand1', 'inf2')),
      );
      await assertFails(acceptCreating(as('brand2'), 'brand1', 'inf2'));
      await assertSucceeds(acceptCreating(as('brand1'), 'brand1', 'inf2'));
    });
  });

  describe('admin', () => {
    it('get and list: allowed', async () => {
      await assertSucceeds(getDoc(conversation(as('admin1'))));
      await assertSucceeds(getDocs(conversations(as('admin1'))));
      await assertSucceeds(messages(as('admin1')));
    });

    it('update: archiving after deletion of a brief is allowed; participants are not', async () => {
      const db = as('admin1');
      await assertSucceeds(
        update(db, {
          isActive: false,
          isCompleted: true,
          isDeleted: true,
          deletedAt: serverTimestamp(),
          deletedReason: 'Project deleted by admin',
        }),
      );
      await assertFails(update(db, { participants: ['admin1', 'inf1'] }));
    });

    it('create: a general chat (no project) with any user, as a participant, is allowed', async () => {
      const db = as('admin1');
      const general = (extra: DocumentData = {}) =>
        newConversation('admin1', 'inf1', {
          activeProjects: [],
          users: [
            { id: 'admin1', name: 'Yönetici' },
            { id: 'inf1', name: 'Ayşe' },
          ],
          ...extra,
        });
      // Not between two others, not with a project she does not own, not with forged users.
      await assertFails(
        setDoc(
          conversation(db, 'brand2_inf2'),
          newConversation('brand2', 'inf2', { activeProjects: [] }),
        ),
      );
      await assertFails(
        setDoc(
          conversation(db, 'admin1_inf1'),
          general({ activeProjects: [storedConversation().activeProjects[0]] }),
        ),
      );
      await assertFails(
        setDoc(
          conversation(db, 'admin1_inf1'),
          general({
            users: [
              { id: 'admin1', name: 'x' },
              { id: 'inf2', name: 'y' },
            ],
          }),
        ),
      );
      await assertSucceeds(setDoc(conversation(db, 'admin1_inf1'), general()));
      await assertSucceeds(
        setDoc(message(db, 'm9', 'admin1_inf1'), newProjectMessage('admin1', { text: 'Merhaba' })),
      );
    });

    it('create message: an admin is not a participant (denied)', async () => {
      await assertFails(send(as('admin1'), 'm3', newProjectMessage('admin1')));
    });

    it('delete: conversation and messages allowed', async () => {
      await assertSucceeds(deleteDoc(message(as('admin1'), 'm1')));
      await assertSucceeds(deleteDoc(conversation(as('admin1'))));
    });
  });

  describe('issue 9: the chat’s own writes and tampering', () => {
    it('sending: the message, the summary, the other’s count +1 and her typing gone, in one batch', async () => {
      await seedDocs(env(), {
        [`project-conversations/${id}`]: storedConversation('brand1', 'inf1', {
          typing: { inf1: { isTyping: true, timestamp: Timestamp.now() } },
        }),
      });
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.set(message(db, 'm3'), newProjectMessage('inf1', { text: 'Taslak hazır' }));
      batch.update(conversation(db), {
        lastMessage: 'Taslak hazır',
        lastMessageTime: serverTimestamp(),
        'unreadCounts.brand1': increment(1),
        'typing.inf1': deleteField(),
      });
      await assertSucceeds(batch.commit());
    });

    it('opening: the other’s messages read and her count 0, in one batch', async () => {
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.update(message(db, 'm1'), { isRead: true, readAt: serverTimestamp() });
      batch.update(conversation(db), { 'unreadCounts.inf1': 0 });
      await assertSucceeds(batch.commit());
    });

    it('counters: a decrement, deleting the other’s, or a whole new map is denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, { 'unreadCounts.brand1': increment(-1) }));
      await assertFails(update(db, { 'unreadCounts.brand1': deleteField() }));
      await assertFails(update(db, { unreadCounts: { brand1: 5, inf1: 0 } }));
      await assertFails(update(as('brand1'), { 'unreadCounts.inf1': 0 }));
    });

    it('typing: { isTyping, timestamp } now is allowed; a future time or other keys denied', async () => {
      const db = as('inf1');
      await assertSucceeds(
        update(db, { 'typing.inf1': { isTyping: true, timestamp: serverTimestamp() } }),
      );
      await assertFails(
        update(db, {
          'typing.inf1': { isTyping: true, timestamp: Timestamp.fromMillis(Date.now() + 3.6e6) },
        }),
      );
      await assertFails(update(db, { 'typing.inf1': Timestamp.fromMillis(Date.now() + 3.6e6) }));
      await assertFails(
        update(db, { 'typing.inf1': { isTyping: true, timestamp: serverTimestamp(), x: 1 } }),
      );
      await assertFails(update(as('inf2'), { 'typing.inf2': serverTimestamp() }));
    });

    it('typing on create: her own entry now allowed; a future time denied', async () => {
      const db = as('brand1');
      const typing = (timestamp: unknown) => ({ brand1: { isTyping: true, timestamp } });
      await assertFails(
        acceptCreating(
          db,
          'brand1',
          'inf2',
          newConversation('brand1', 'inf2', {
            typing: typing(Timestamp.fromMillis(Date.now() + 3.6e6)),
          }),
        ),
      );
      await assertSucceeds(
        acceptCreating(
          db,
          'brand1',
          'inf2',
          newConversation('brand1', 'inf2', { typing: typing(serverTimestamp()) }),
        ),
      );
    });

    it('archive as deleted: the deletion fields are admin-only', async () => {
      const db = as('brand1');
      await assertFails(update(db, { isDeleted: true }));
      await assertFails(
        update(db, { deletedAt: serverTimestamp(), deletedReason: 'Project deleted by admin' }),
      );
      await assertSucceeds(update(as('admin1'), { isDeleted: true }));
    });

    it('messages: the sender cannot mark her own message read; nobody edits another’s', async () => {
      await assertFails(
        updateDoc(message(as('inf1'), 'm2'), { isRead: true, readAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(message(as('inf1'), 'm1'), { text: 'Düzenlendi' }));
      await assertFails(updateDoc(message(as('inf1'), 'm1'), { senderId: 'inf1' }));
      await assertFails(updateDoc(message(as('admin1'), 'm1'), { text: 'Düzenlendi' }));
      await assertSucceeds(
        updateDoc(message(as('brand1'), 'm2'), { isRead: true, readAt: serverTimestamp() }),
      );
    });
  });

  describe('issue 9: project lists and users', () => {
    // inf1 and inf2 offered on 'open' (the owner accepts only bidders with an offer).
    beforeEach(async () => {
      await seedDocs(env(), {
        'briefs/open': { ...seededBriefs.open, bidderIds: ['inf1', 'inf2'] },
        'bidders/open/offers/inf1': storedOffer('open', bid('inf1')),
        'bidders/open/offers/inf2': storedOffer('open', bid('inf2')),
      });
    });
    const accepted = () => storedConversation().activeProjects[0]!;
    /** The owner's accept of brief `briefId` for inf1 into the existing conversation. */
    const acceptInto = (db: Firestore, briefId: string, lists: DocumentData, who = 'inf1') => {
      const batch = writeBatch(db);
      batch.update(brief(db, briefId), { acceptedUsers: arrayUnion(who) });
      batch.update(conversation(db), {
        ...lists,
        lastMessage: 'Teklifinizi kabul ettik.',
        lastMessageTime: serverTimestamp(),
        'unreadCounts.inf1': increment(1),
        isActive: true,
        isCompleted: false,
        type: 'active',
      });
      return batch.commit();
    };
    /** The owner's removal of inf1 from brief `briefId`, with the conversation's new lists. */
    const removeFrom = (db: Firestore, briefId: string, lists: DocumentData) => {
      const batch = writeBatch(db);
      batch.update(brief(db, briefId), { acceptedUsers: arrayRemove('inf1') });
      batch.update(conversation(db), lists);
      return batch.commit();
    };

    it('the owner accepts a second brief: the entry added with the brief’s acceptedUsers', async () => {
      const entry = newProjectEntry('open', title);
      const lists = { activeProjects: [accepted(), entry] };
      await assertFails(update(as('brand1'), lists));
      await assertSucceeds(acceptInto(as('brand1'), 'open', lists));
    });

    it('accepting: a brief back from the archived list is allowed', async () => {
      const back = {
        ...accepted(),
        briefId: 'open',
        isActive: false,
        completedAt: Timestamp.now(),
      };
      await seedDocs(env(), {
        [`project-conversations/${id}`]: storedConversation('brand1', 'inf1', {
          archivedProjects: [back],
        }),
      });
      await assertSucceeds(
        acceptInto(as('brand1'), 'open', {
          activeProjects: [accepted(), newProjectEntry('open', title)],
          archivedProjects: [],
        }),
      );
    });

    it('accepting: a wrong entry, two at once, another brief’s entry or another user is denied', async () => {
      const db = as('brand1');
      const entry = newProjectEntry('open', title);
      for (const lists of [
        { activeProjects: [accepted(), { ...entry, briefTitle: 'Sahte başlık' }] },
        { activeProjects: [accepted(), { ...entry, isActive: false }] },
        { activeProjects: [accepted(), { ...entry, addedAt: 'dün' }] },
        { activeProjects: [accepted(), entry, newProjectEntry('hidden', title)] },
        { activeProjects: [accepted(), newProjectEntry('pending', title)] },
        { activeProjects: [entry] },
        {
          activeProjects: [accepted(), entry],
          archivedProjects: [{ ...accepted(), briefId: 'completed', isActive: false }],
        },
      ])
        await assertFails(acceptInto(db, 'open', lists));
      // The brief's acceptedUsers gains someone other than the conversation's other participant.
      await assertFails(acceptInto(db, 'open', { activeProjects: [accepted(), entry] }, 'inf2'));
      await assertSucceeds(acceptInto(db, 'open', { activeProjects: [accepted(), entry] }));
    });

    it('another owner’s brief cannot enter the list', async () => {
      await seedDocs(env(), {
        'briefs/other2': storedBrief('other2', 'brand2', { acceptedUsers: [] }),
      });
      const lists = { activeProjects: [accepted(), newProjectEntry('other2', title)] };
      await assertFails(acceptInto(as('brand1'), 'other2', lists));
      await assertFails(update(as('brand1'), lists));
    });

    it('the owner removes the accepted user: the entry leaves with acceptedUsers', async () => {
      const lists = { activeProjects: [], type: 'archived' };
      await assertFails(update(as('brand1'), lists));
      await assertFails(
        removeFrom(as('brand1'), 'accepted', {
          activeProjects: [],
          archivedProjects: [{ ...accepted(), isActive: false }],
        }),
      );
      await assertSucceeds(removeFrom(as('brand1'), 'accepted', lists));
    });

    it('the other participant changes no list, not even leaving the brief herself', async () => {
      const db = as('inf1');
      const entry = newProjectEntry('open', title);
      await assertFails(update(db, { activeProjects: [] }));
      await assertFails(update(db, { activeProjects: [accepted(), entry] }));
      await assertFails(update(db, { archivedProjects: [{ ...accepted(), isActive: false }] }));
      await assertFails(update(db, { activeProjects: [{ ...accepted(), briefTitle: 'x' }] }));
      // Cancelling her own acceptance is hers (briefs rules), the conversation's list is not.
      await assertFails(removeFrom(db, 'accepted', { activeProjects: [] }));
      const batch = writeBatch(db);
      batch.update(brief(db, 'accepted'), { acceptedUsers: arrayRemove('inf1') });
      await assertSucceeds(batch.commit());
    });

    it('users: set on create only; no participant or admin rewrites it', async () => {
      const users = [
        { id: 'brand1', name: 'Sahte' },
        { id: 'inf1', name: 'Sahte' },
      ];
      await assertFails(update(as('brand1'), { users }));
      await assertFails(update(as('inf1'), { users }));
      await assertFails(update(as('admin1'), { users }));
      await assertSucceeds(update(as('admin1'), { lastMessage: 'Moderasyon' }));
    });

    it('admins archive the lists when a brief is completed or deleted (their own branch)', async () => {
      await assertSucceeds(
        update(as('admin1'), {
          activeProjects: [],
          archivedProjects: [{ ...accepted(), isActive: false, completedAt: Timestamp.now() }],
          type: 'archived',
        }),
      );
      await assertSucceeds(update(as('admin1'), { activeProjects: [], archivedProjects: [] }));
    });
  });
});
