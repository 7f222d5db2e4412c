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
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { bid, seedBriefs, seedCast, seedDocs, seededBriefs, storedOffer } from './briefs.fixtures';
import {
  briefChatSummary,
  newBriefChat,
  newBriefChatMessage,
  storedBriefChat,
  storedBriefChatMessage,
} from './chats.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Messages/{conversationId} (brief chat) and its messages in the sub-collection named by the
// brief id (spec sections 3 and 5, design.md section 7). Seeded: brand1 owns brief
// `accepted` (bidders inf1 and inf2); chat1 is brand1 with inf1, one message from each.
describe('brief chat rules (Messages)', () => {
  const env = useRulesEnvironment();
  const briefId = 'accepted';
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      'Messages/chat1': storedBriefChat('chat1', briefId, 'brand1', ['inf1'], {
        unreadCounts: { brand1: 2, inf1: 1 },
      }),
      [`Messages/chat1/${briefId}/m1`]: storedBriefChatMessage('brand1', 'm1'),
      [`Messages/chat1/${briefId}/m2`]: storedBriefChatMessage('inf1', 'm2'),
      // Already read by inf1.
      [`Messages/chat1/${briefId}/m0`]: storedBriefChatMessage('brand1', 'm0', {
        isRead: true,
        readAt: Timestamp.fromDate(new Date('2024-02-04T11:00:00Z')),
        readBy: { inf1: Timestamp.fromDate(new Date('2024-02-04T11:00:00Z')) },
      }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const chat = (db: Firestore, id = 'chat1') => doc(db, 'Messages', id);
  const chats = (db: Firestore) => collection(db, 'Messages');
  const mine = (db: Firestore, uid: string) =>
    getDocs(query(chats(db), where('userIds', 'array-contains', uid)));
  const message = (db: Firestore, mid: string, id = 'chat1', sub = briefId) =>
    doc(db, 'Messages', id, sub, mid);
  const messages = (db: Firestore, id = 'chat1') =>
    getDocs(query(collection(db, 'Messages', id, briefId), orderBy('timestamp', 'desc')));
  const update = (db: Firestore, data: DocumentData, id = 'chat1') => updateDoc(chat(db, id), data);
  const send = (db: Firestore, uid: string, mid: string, extra: DocumentData = {}) =>
    setDoc(message(db, mid), newBriefChatMessage(uid, mid, extra));
  const typingNow = { isTyping: true, timestamp: serverTimestamp() };
  const blockInf1 = () =>
    seedDocs(env(), {
      'Messages/chat1': storedBriefChat('chat1', briefId, 'brand1', ['inf1'], {
        bidderIds: [],
        unreadCounts: { brand1: 0, inf1: 3 },
        typing: { inf1: { isTyping: true, timestamp: Timestamp.fromDate(new Date('2024-02-04')) } },
      }),
    });

  describe('signed out', () => {
    it('get and list: denied (a participant may)', async () => {
      await assertFails(getDoc(chat(signedOut())));
      await assertFails(mine(signedOut(), 'inf1'));
      await assertSucceeds(getDoc(chat(as('inf1'))));
    });

    it('create, update and delete: denied', async () => {
      await assertFails(
        setDoc(
          chat(signedOut(), 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2']),
        ),
      );
      await assertFails(update(signedOut(), { timestamp: serverTimestamp() }));
      await assertFails(deleteDoc(chat(signedOut())));
    });

    it('messages: read, send and mark read are denied', async () => {
      await assertFails(getDoc(message(signedOut(), 'm1')));
      await assertFails(messages(signedOut()));
      await assertFails(send(signedOut(), 'inf1', 'm3'));
      await assertFails(updateDoc(message(signedOut(), 'm1'), { isRead: true }));
      await assertSucceeds(send(as('inf1'), 'inf1', 'm3'));
    });
  });

  describe('bidder (participant)', () => {
    it('get: allowed; a chat that does not exist reads as absent', async () => {
      await assertSucceeds(getDoc(chat(as('inf1'))));
      await assertSucceeds(getDoc(chat(as('inf1'), 'nothing-here')));
    });

    it('list: constrained to userIds array-contains her uid allowed, else denied', async () => {
      await assertSucceeds(mine(as('inf1'), 'inf1'));
      await assertFails(getDocs(chats(as('inf1'))));
      await assertFails(mine(as('inf1'), 'brand1'));
      await assertFails(getDocs(query(chats(as('inf1')), where('briefId', '==', briefId))));
    });

    it('create: her own chat with the owner of a brief she bid on is allowed', async () => {
      await assertSucceeds(
        setDoc(
          chat(as('inf2'), 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2']),
        ),
      );
    });

    it('create: under another bidder’s id (squatting her chat) is denied', async () => {
      const db = as('inf2');
      // Her own membership under inf1's id, or inf1's chat opened by her.
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf1'),
          newBriefChat('accepted_inf1', briefId, 'brand1', ['inf2']),
        ),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf1'),
          newBriefChat('accepted_inf1', briefId, 'brand1', ['inf1']),
        ),
      );
      // Any id but briefId_bidderUid.
      for (const id of ['chat9', 'inf2_accepted', 'accepted_inf2x', 'other_inf2'])
        await assertFails(setDoc(chat(db, id), newBriefChat(id, briefId, 'brand1', ['inf2'])));
      await assertSucceeds(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2']),
        ),
      );
    });

    it('create: without an offer on the brief (her copy gone or never made) is denied', async () => {
      // In bidderIds without an offer: a write the rules refuse today, from older data.
      await seedDocs(env(), {
        'briefs/accepted': { ...seededBriefs.accepted, bidderIds: ['inf1', 'inf2', 'agency1'] },
      });
      await assertFails(
        setDoc(
          chat(as('agency1'), 'accepted_agency1'),
          newBriefChat('accepted_agency1', briefId, 'brand1', ['agency1']),
        ),
      );
      await assertFails(
        setDoc(
          chat(as('brand1'), 'accepted_agency1'),
          newBriefChat('accepted_agency1', briefId, 'brand1', ['agency1']),
        ),
      );
      await seedDocs(env(), {
        'bidders/accepted/offers/agency1': storedOffer('accepted', bid('agency1')),
      });
      await assertSucceeds(
        setDoc(
          chat(as('brand1'), 'accepted_agency1'),
          newBriefChat('accepted_agency1', briefId, 'brand1', ['agency1']),
        ),
      );
    });

    it('create: a brief she did not bid on, or a chat of others, is denied', async () => {
      const db = as('inf2');
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', 'other', 'brand2', ['inf2']),
        ),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf1']),
        ),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf1', 'inf2']),
        ),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', 'missing', 'brand1', ['inf2']),
        ),
      );
    });

    it('create: the brief’s title and both names for the list are allowed; a wrong title or foreign names denied', async () => {
      const db = as('inf2');
      const title = (await getDoc(doc(as('inf2'), 'briefs', briefId))).get('title') as string;
      const labelled = (extra: DocumentData) =>
        newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2'], { briefTitle: title, ...extra });
      const users = [
        { id: 'brand1', name: 'Nova Market' },
        { id: 'inf2', name: 'Deniz Yılmaz' },
      ];
      for (const bad of [
        { briefTitle: 'Başka bir başlık' },
        { users: [users[1], users[0]] },
        { users: [users[0]] },
        { users: [users[0], { id: 'inf2', name: 'x'.repeat(201) }] },
        { users: [users[0], { id: 'inf2', name: 'Deniz', role: 'admin' }] },
      ])
        await assertFails(setDoc(chat(db, 'accepted_inf2'), labelled(bad)));
      await assertSucceeds(setDoc(chat(db, 'accepted_inf2'), labelled({ users })));
      // Set once: a participant cannot rename anyone later.
      await assertFails(
        update(
          as('brand1'),
          { users: [users[0], { id: 'inf2', name: 'Başkası' }] },
          'accepted_inf2',
        ),
      );
    });

    it('create: a wrong id, a blocked member, counters, a client time or extra keys are denied', async () => {
      const db = as('inf2');
      const with_ = (extra: DocumentData) =>
        newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2'], extra);
      for (const bad of [
        { id: 'other' },
        { bidderIds: [] },
        { bidderIds: ['inf2', 'brand1'] },
        { userIds: ['brand1', 'inf2', 'inf2'] },
        { unreadCounts: { brand1: 0, inf2: 1 } },
        { unreadCounts: { brand1: 2, inf2: 0 } },
        { unreadCounts: { brand1: 1, inf2: 0, inf1: 1 } },
        { timestamp: Timestamp.now() },
        { typing: { brand1: { isTyping: true, timestamp: serverTimestamp() } } },
        { lastMessageObject: briefChatSummary('brand1') },
        { extra: 1 },
      ])
        await assertFails(setDoc(chat(db, 'accepted_inf2'), with_(bad)));
      await assertSucceeds(
        setDoc(
          chat(db, 'accepted_inf2'),
          with_({
            unreadCounts: { brand1: 1, inf2: 0 },
            lastMessageObject: briefChatSummary('inf2'),
            typing: { inf2: typingNow },
          }),
        ),
      );
    });

    it('update: a summary as herself raising the owner’s count by one is allowed', async () => {
      await assertSucceeds(
        update(as('inf1'), {
          lastMessageObject: briefChatSummary('inf1'),
          timestamp: serverTimestamp(),
          'unreadCounts.brand1': increment(1),
        }),
      );
    });

    it('update: counter tampering is denied (+2, her own +1, the other’s reset, a decrement)', async () => {
      const db = as('inf1');
      await assertFails(update(db, { 'unreadCounts.brand1': increment(2) }));
      await assertFails(update(db, { 'unreadCounts.inf1': increment(1) }));
      await assertFails(update(db, { 'unreadCounts.brand1': 0 }));
      await assertFails(update(db, { 'unreadCounts.brand1': increment(-1) }));
      await assertFails(update(db, { 'unreadCounts.inf2': 1 }));
      await assertFails(update(db, { 'unreadCounts.brand1': deleteField() }));
      await assertFails(update(db, { unreadCounts: { brand1: 3, inf1: 0, inf2: 1 } }));
      await assertSucceeds(update(db, { 'unreadCounts.inf1': 0 }));
      await assertSucceeds(update(db, { 'unreadCounts.brand1': increment(1) }));
    });

    it('update: a summary as someone else, too long or with a client time is denied', async () => {
      const db = as('inf1');
      for (const bad of [
        briefChatSummary('brand1'),
        briefChatSummary('inf1', { message: 'a'.repeat(5001) }),
        briefChatSummary('inf1', { timestamp: Timestamp.now() }),
        briefChatSummary('inf1', { extra: 1 }),
      ])
        await assertFails(update(db, { lastMessageObject: bad }));
      await assertFails(update(db, { timestamp: Timestamp.now() }));
      await assertSucceeds(
        update(db, { lastMessageObject: briefChatSummary('inf1', { message: 'a'.repeat(5000) }) }),
      );
    });

    it('update: her own typing entry (now) is allowed; the other’s or a future time denied', async () => {
      const db = as('inf1');
      await assertSucceeds(update(db, { 'typing.inf1': typingNow }));
      await assertSucceeds(update(db, { 'typing.inf1': deleteField() }));
      await assertFails(update(db, { 'typing.brand1': typingNow }));
      await assertFails(
        update(db, {
          'typing.inf1': { isTyping: true, timestamp: Timestamp.fromMillis(Date.now() + 3.6e6) },
        }),
      );
      await assertFails(
        update(db, { 'typing.inf1': { isTyping: 'yes', timestamp: serverTimestamp() } }),
      );
    });

    it('update: members, the brief or the id are denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, { bidderIds: [] }));
      await assertFails(
        update(db, { userIds: ['brand1', 'inf1', 'inf2'], bidderIds: ['inf1', 'inf2'] }),
      );
      await assertFails(update(db, { briefId: 'other' }));
      await assertFails(update(db, { id: 'chat9' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(chat(as('inf1'))));
      await assertSucceeds(deleteDoc(chat(as('admin1'))));
    });

    it('messages: get and list are allowed', async () => {
      await assertSucceeds(getDoc(message(as('inf1'), 'm1')));
      await assertSucceeds(messages(as('inf1')));
    });

    it('messages: sending as herself is allowed (text, or an image without text)', async () => {
      await assertSucceeds(send(as('inf1'), 'inf1', 'm3'));
      await assertSucceeds(
        send(as('inf1'), 'inf1', 'm4', {
          kind: 'image',
          message: '',
          imageUrl: 'https://example.com/a.png',
        }),
      );
      await assertSucceeds(
        setDoc(message(as('inf1'), 'm5'), {
          message: 'Kısa not',
          uid: 'inf1',
          timestamp: serverTimestamp(),
        }),
      );
    });

    it('messages: impersonation is denied (the real sender may)', async () => {
      await assertFails(send(as('inf1'), 'brand1', 'm3'));
      await assertSucceeds(send(as('brand1'), 'brand1', 'm3'));
    });

    it('messages: bad text, read, a client time, a foreign id, an unknown kind or key are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        { message: '' },
        { message: 'a'.repeat(5001) },
        { message: 42 },
        { isRead: true },
        { readAt: serverTimestamp() },
        { readBy: { brand1: true } },
        { timestamp: Timestamp.now() },
        { messageId: 'other' },
        { kind: 'broadcast' },
        { name: 'x'.repeat(201) },
        { imageUrl: 42 },
        { bidderId: 'inf2' },
        { senderId: 'inf1' },
      ])
        await assertFails(send(db, 'inf1', 'm3', bad));
      await assertSucceeds(send(db, 'inf1', 'm3', { message: 'a'.repeat(5000) }));
    });

    it('messages: only in the sub-collection named by the chat’s brief', async () => {
      await assertFails(
        setDoc(message(as('inf1'), 'm3', 'chat1', 'other'), newBriefChatMessage('inf1', 'm3')),
      );
    });

    it('messages: marking the owner’s message read is allowed', async () => {
      await assertSucceeds(
        updateDoc(message(as('inf1'), 'm1'), {
          isRead: true,
          readAt: serverTimestamp(),
          'readBy.inf1': serverTimestamp(),
        }),
      );
    });

    it('messages: editing (hers or the owner’s), marking her own read or un-reading is denied', async () => {
      const db = as('inf1');
      await assertFails(updateDoc(message(db, 'm1'), { message: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'm2'), { message: 'Düzenlendi' }));
      await assertFails(updateDoc(message(db, 'm2'), { isRead: true, readAt: serverTimestamp() }));
      await assertFails(updateDoc(message(db, 'm1'), { 'readBy.brand1': serverTimestamp() }));
      await assertFails(updateDoc(message(db, 'm0'), { isRead: false }));
      await assertFails(updateDoc(message(db, 'm0'), { 'readBy.inf1': deleteField() }));
      await assertFails(updateDoc(message(db, 'm1'), { uid: 'inf1' }));
    });

    it('messages: delete is denied (an admin may)', async () => {
      await assertFails(deleteDoc(message(as('inf1'), 'm2')));
      await assertSucceeds(deleteDoc(message(as('admin1'), 'm2')));
    });
  });

  describe('blocked bidder (out of bidderIds, still in userIds)', () => {
    beforeEach(blockInf1);

    it('reads the chat and its history', async () => {
      await assertSucceeds(getDoc(chat(as('inf1'))));
      await assertSucceeds(mine(as('inf1'), 'inf1'));
      await assertSucceeds(messages(as('inf1')));
    });

    it('cannot send, write the summary, raise a counter or type', async () => {
      const db = as('inf1');
      await assertFails(send(db, 'inf1', 'm3'));
      await assertFails(update(db, { lastMessageObject: briefChatSummary('inf1') }));
      await assertFails(update(db, { 'unreadCounts.brand1': increment(1) }));
      await assertFails(update(db, { 'typing.inf1': typingNow }));
      await assertFails(update(db, { bidderIds: ['inf1'] }));
    });

    it('may still clear her own count and her typing entry', async () => {
      const db = as('inf1');
      await assertSucceeds(update(db, { 'unreadCounts.inf1': 0 }));
      await assertSucceeds(update(db, { 'typing.inf1': deleteField() }));
    });
  });

  describe('brief owner (participant)', () => {
    it('create: a chat with one bidder is allowed, with several denied', async () => {
      const db = as('brand1');
      await assertSucceeds(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2']),
        ),
      );
      // One chat per brief and bidder: no group of bidders.
      await assertFails(
        setDoc(chat(db, 'chat3'), newBriefChat('chat3', briefId, 'brand1', ['inf1', 'inf2'])),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf1'),
          newBriefChat('accepted_inf1', briefId, 'brand1', ['inf1', 'inf2']),
        ),
      );
    });

    it('create: with someone who did not bid, without herself, or on another’s brief is denied', async () => {
      const db = as('brand1');
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['agency1']),
        ),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2'], {
            userIds: ['inf1', 'inf2'],
            bidderIds: ['inf1', 'inf2'],
          }),
        ),
      );
      await assertFails(
        setDoc(
          chat(db, 'accepted_inf2'),
          newBriefChat('accepted_inf2', 'other', 'brand2', ['inf1']),
        ),
      );
      await assertFails(
        setDoc(chat(db, 'accepted_inf2'), newBriefChat('accepted_inf2', briefId, 'brand1', [])),
      );
    });

    it('create: the chat and its first message in one batch', async () => {
      const db = as('brand1');
      const batch = writeBatch(db);
      batch.set(
        chat(db, 'accepted_inf2'),
        newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2'], {
          unreadCounts: { brand1: 0, inf2: 1 },
          lastMessageObject: briefChatSummary('brand1'),
        }),
      );
      batch.set(message(db, 'first', 'accepted_inf2'), newBriefChatMessage('brand1', 'first'));
      await assertSucceeds(batch.commit());
    });

    it('create: a message in a chat that does not exist is denied', async () => {
      await assertFails(
        setDoc(
          message(as('brand1'), 'first', 'accepted_inf2'),
          newBriefChatMessage('brand1', 'first'),
        ),
      );
    });

    it('block and unblock: a bidder leaves and re-enters bidderIds', async () => {
      const db = as('brand1');
      await assertSucceeds(update(db, { bidderIds: [] }));
      await assertFails(send(as('inf1'), 'inf1', 'm3'));
      await assertSucceeds(update(db, { bidderIds: ['inf1'] }));
      await assertSucceeds(send(as('inf1'), 'inf1', 'm3'));
    });

    it('members: never change, not even to add a bidder of the brief; blocking is allowed', async () => {
      const db = as('brand1');
      await assertFails(update(db, { userIds: ['brand1', 'inf1', 'agency1'] }));
      await assertFails(update(db, { userIds: ['inf1'], bidderIds: ['inf1'] }));
      await assertFails(update(db, { bidderIds: ['inf1', 'inf2'] }));
      await assertFails(update(db, { bidderIds: ['inf1', 'brand1'] }));
      await assertFails(
        update(db, { userIds: ['brand1', 'inf1', 'inf2'], bidderIds: ['inf1', 'inf2'] }),
      );
      await assertFails(update(as('admin1'), { userIds: ['brand1', 'inf2'], bidderIds: ['inf2'] }));
      await assertSucceeds(update(db, { bidderIds: [] }));
    });

    it('update: the summary and the bidder’s count +1; her own reset; the bidder’s reset denied', async () => {
      const db = as('brand1');
      await assertSucceeds(
        update(db, {
          lastMessageObject: briefChatSummary('brand1'),
          timestamp: serverTimestamp(),
          'unreadCounts.inf1': increment(1),
        }),
      );
      await assertSucceeds(update(db, { 'unreadCounts.brand1': 0 }));
      await assertFails(update(db, { 'unreadCounts.inf1': 0 }));
    });

    it('messages: a decline message names a bidder of the brief', async () => {
      const db = as('brand1');
      await assertSucceeds(send(db, 'brand1', 'd1', { kind: 'decline', bidderId: 'inf1' }));
      await assertFails(send(db, 'brand1', 'd2', { kind: 'decline', bidderId: 'agency1' }));
      await assertSucceeds(send(db, 'brand1', 'd3', { kind: 'decline', bidderId: 'inf2' }));
    });

    it('messages: marking the bidder’s message read; editing it is denied', async () => {
      const db = as('brand1');
      await assertSucceeds(
        updateDoc(message(db, 'm2'), { isRead: true, readAt: serverTimestamp() }),
      );
      await assertFails(updateDoc(message(db, 'm2'), { message: 'Düzenlendi', uid: 'brand1' }));
    });

    it('delete: the chat and messages are denied (admins only)', async () => {
      await assertFails(deleteDoc(chat(as('brand1'))));
      await assertFails(deleteDoc(message(as('brand1'), 'm1')));
    });
  });

  describe('group chat (owner and two bidders)', () => {
    beforeEach(async () => {
      await seedDocs(env(), {
        'Messages/group': storedBriefChat('group', briefId, 'brand1', ['inf1', 'inf2'], {
          unreadCounts: { brand1: 0, inf1: 1, inf2: 4 },
        }),
      });
    });

    it('a message raises every other participant by one', async () => {
      await assertSucceeds(
        update(
          as('brand1'),
          { 'unreadCounts.inf1': increment(1), 'unreadCounts.inf2': increment(1) },
          'group',
        ),
      );
      await assertSucceeds(update(as('inf1'), { 'unreadCounts.inf2': increment(1) }, 'group'));
    });

    it('one counter jumping, or another’s reset, is denied', async () => {
      await assertFails(
        update(
          as('brand1'),
          { 'unreadCounts.inf1': increment(1), 'unreadCounts.inf2': increment(2) },
          'group',
        ),
      );
      await assertFails(update(as('inf1'), { 'unreadCounts.inf2': 0 }, 'group'));
    });
  });

  describe('other users (not participants)', () => {
    it('get, list, update and delete: denied', async () => {
      for (const uid of ['inf2', 'brand2', 'agency1']) {
        const db = as(uid);
        await assertFails(getDoc(chat(db)));
        await assertFails(mine(db, 'inf1'));
        await assertFails(update(db, { 'unreadCounts.inf1': 0 }));
        await assertFails(update(db, { [`typing.${uid}`]: typingNow }));
        await assertFails(deleteDoc(chat(db)));
      }
      await assertSucceeds(mine(as('inf2'), 'inf2'));
    });

    it('a bidder of the brief cannot add herself to another’s chat', async () => {
      await assertFails(
        update(as('inf2'), { userIds: ['brand1', 'inf1', 'inf2'], bidderIds: ['inf1', 'inf2'] }),
      );
    });

    it('messages: read, send and mark read are denied', async () => {
      const db = as('inf2');
      await assertFails(getDoc(message(db, 'm1')));
      await assertFails(messages(db));
      await assertFails(send(db, 'inf2', 'm3'));
      await assertFails(updateDoc(message(db, 'm1'), { isRead: true, readAt: serverTimestamp() }));
    });
  });

  describe('admin', () => {
    it('get and list: allowed', async () => {
      const db = as('admin1');
      await assertSucceeds(getDoc(chat(db)));
      await assertSucceeds(getDocs(chats(db)));
      await assertSucceeds(messages(db));
    });

    it('create: a chat for a brief’s owner and bidder is allowed', async () => {
      await assertFails(
        setDoc(chat(as('admin1'), 'chat9'), newBriefChat('chat9', briefId, 'brand1', ['inf2'])),
      );
      await assertSucceeds(
        setDoc(
          chat(as('admin1'), 'accepted_inf2'),
          newBriefChat('accepted_inf2', briefId, 'brand1', ['inf2']),
        ),
      );
    });

    it('update: blocking is allowed; the brief, the id or foreign members are denied', async () => {
      const db = as('admin1');
      await assertSucceeds(update(db, { bidderIds: [] }));
      await assertFails(update(db, { briefId: 'other' }));
      await assertFails(update(db, { id: 'x' }));
      await assertFails(update(db, { userIds: ['brand1', 'agency1'], bidderIds: ['agency1'] }));
    });

    it('messages: an admin is not a participant and cannot send', async () => {
      await assertFails(send(as('admin1'), 'admin1', 'm3'));
    });

    it('delete: the chat and its messages are allowed', async () => {
      await assertSucceeds(deleteDoc(message(as('admin1'), 'm1')));
      await assertSucceeds(deleteDoc(chat(as('admin1'))));
    });
  });
});
