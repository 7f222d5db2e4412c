// @vitest-environment jsdom
// Nothing lost offline (issue 19): an influencer on a flaky connection makes an offer and sends
// 99 chat messages (the brief chat with the brief's owner, the first message creating it, and
// her project conversation with a brand) while the client is offline, all through the app's own
// thunks, store and Firebase module. Nothing reaches the server until she is back online; then
// every write is stored exactly once (the unread counters, which each message raises by one,
// count them) and each conversation holds its messages in the order she sent them, as the chat
// sorts them (timestamp, then id). firebase-admin seeds and reads back.
import { Timestamp } from 'firebase-admin/firestore';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeBrief } from '../../src/features/briefs/api/briefSubscriptions';
import { makeOffer } from '../../src/features/briefs/biddersThunks';
import { sendBriefMessage, sendChatMessage } from '../../src/features/chat/chatWriteThunks';
import { briefChatKeyOf } from '../../src/lib/collections/briefChats';
import { db as appDb } from '../../src/lib/firebase';
import { UserRole } from '../../src/store/roles';
import { makeStore } from '../../src/store/store';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('offline-writes');
const db = admin.db;
const owner = { id: `offline-owner-${run}`, name: 'Nova Market' };
const brand = { id: `offline-brand-${run}`, name: 'Deniz Kozmetik' };
const briefId = `offline-brief-${run}`;
const title = `Bahar kampanyası ${run}`;
const project = { briefId: `offline-project-${run}`, briefTitle: 'Yaz koleksiyonu' };
const PRICE = 7500;
const MESSAGES = 99;
let me = { id: '', name: 'Elif Kaya' };
let conversationId = '';
let unwatchBrief = () => {};

beforeAll(async () => {
  me = {
    ...me,
    id: await signInNewUser(admin, 'offline-writes', {
      type: 'influencer',
      name: 'Elif',
      surname: 'Kaya',
      isApproved: true,
      // Offers need an approved influencer with a photo (firestore.rules mayOffer).
      profileImage: 'https://cdn.example.com/profiles/elif.jpg',
    }),
  };
  await db.doc(`briefs/${briefId}`).set({
    id: briefId,
    title,
    description: 'Bahar koleksiyonu için Instagram gönderileri.',
    briefOwnerUserId: owner.id,
    briefSenderId: owner.id,
    briefSenderName: owner.name,
    briefSenderImageUrl: '',
    visibility: 'brand',
    paymentType: 'money',
    isVerified: true,
    isCompleted: false,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    declinedUser: [],
    timestamp: Timestamp.now(),
  });
  const participants = [me.id, brand.id].sort();
  conversationId = participants.join('_');
  await db.doc(`project-conversations/${conversationId}`).set({
    conversationId,
    participants,
    users: [
      { id: me.id, name: me.name },
      { id: brand.id, name: brand.name },
    ],
    activeProjects: [{ ...project, isActive: true, addedAt: Timestamp.now() }],
    archivedProjects: [],
    lastMessage: '',
    lastMessageTime: Timestamp.now(),
    unreadCounts: { [me.id]: 0, [brand.id]: 0 },
    typing: {},
    createdAt: Timestamp.now(),
    isActive: true,
    isCompleted: false,
    type: 'active',
  });
});

afterAll(async () => {
  unwatchBrief();
  await enableNetwork(await appDb()).catch(() => undefined);
  await db.recursiveDelete(db.doc(`Messages/${briefId}_${me.id}`));
  await db.recursiveDelete(db.doc(`project-conversations/${conversationId}`));
  await db.recursiveDelete(db.doc(`bidders/${briefId}`));
  await db.doc(`briefs/${briefId}`).delete();
  await removeUser(admin, me.id);
});

/** A collection's texts as the chat orders them: by timestamp, then by document id. */
async function storedTexts(path: string, field: 'text' | 'message') {
  const snapshot = await db.collection(path).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, at: doc.get('timestamp') as Timestamp, text: doc.get(field) }))
    .sort(
      (a, b) =>
        a.at.toMillis() - b.at.toMillis() ||
        a.at.nanoseconds - b.at.nanoseconds ||
        (a.id < b.id ? -1 : 1),
    )
    .map((message) => message.text as string);
}

describe('writes made offline', () => {
  it('are all stored once, in the order they were made, after reconnecting', async () => {
    const store = makeStore(signedIn(sessionUser(UserRole.Influencer, me.name, me.id)));
    const firestore = await appDb();
    // The brief detail page watches the brief: its copy in the cache is what the offer reads.
    await new Promise<void>((loaded, failed) => {
      unwatchBrief = subscribeBrief(briefId, (brief) => brief && loaded(), failed);
    });
    await disableNetwork(firestore);

    const sent: Promise<{ type: string; meta: { requestStatus: string } }>[] = [];
    sent.push(
      store.dispatch(makeOffer({ briefId, bidder: { uid: me.id, name: me.name }, price: PRICE })),
    );
    const briefKey = briefChatKeyOf(briefId, me.id);
    const briefTexts: string[] = [];
    const projectTexts: string[] = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const text = `Çevrimdışı mesaj ${String(i + 1).padStart(2, '0')} ${run}`;
      if (i % 2 === 0) {
        briefTexts.push(text);
        sent.push(
          store.dispatch(
            sendBriefMessage({
              key: briefKey,
              sender: { ...me, imageUrl: '' },
              otherId: owner.id,
              text,
              // The first message creates the chat; the rest see it in the local cache.
              create: i === 0 ? { briefId, briefTitle: title, owner, bidder: me } : null,
            }),
          ),
        );
      } else {
        projectTexts.push(text);
        sent.push(
          store.dispatch(
            sendChatMessage({
              conversationId,
              senderId: me.id,
              otherId: brand.id,
              text,
              project,
            }),
          ),
        );
      }
    }
    expect(sent).toHaveLength(MESSAGES + 1);

    // Queued, not sent: the server has none of it yet.
    await new Promise((wait) => setTimeout(wait, 500));
    expect((await db.doc(`bidders/${briefId}/offers/${me.id}`).get()).exists).toBe(false);
    expect((await db.collection(briefKey).get()).size).toBe(0);
    expect((await db.doc(`project-conversations/${conversationId}`).get()).get('lastMessage')).toBe(
      '',
    );

    await enableNetwork(firestore);
    const results = await Promise.all(sent);
    expect(results.map((result) => result.meta.requestStatus)).toEqual(
      Array(MESSAGES + 1).fill('fulfilled'),
    );

    // The offer: one entry in the owner's list, her sealed copy, her uid once in bidderIds.
    const bidders = (await db.doc(`bidders/${briefId}`).get()).get('bidders') as {
      bidderId: string;
      price: number;
    }[];
    expect(bidders.filter((bid) => bid.bidderId === me.id)).toEqual([
      expect.objectContaining({ bidderId: me.id, price: PRICE }),
    ]);
    expect((await db.doc(`bidders/${briefId}/offers/${me.id}`).get()).get('bid.price')).toBe(PRICE);
    expect((await db.doc(`briefs/${briefId}`).get()).get('bidderIds')).toEqual([me.id]);

    // The brief chat: every message once, in the order sent; the owner's count saw each once.
    expect(await storedTexts(briefKey, 'message')).toEqual(briefTexts);
    const briefChat = (await db.doc(`Messages/${briefId}_${me.id}`).get()).data()!;
    expect(briefChat.unreadCounts[owner.id]).toBe(briefTexts.length);
    expect(briefChat.lastMessageObject.message).toBe(briefTexts.at(-1));

    // The project conversation likewise.
    const messagesPath = `project-conversations/${conversationId}/messages`;
    expect(await storedTexts(messagesPath, 'text')).toEqual(projectTexts);
    const conversation = (await db.doc(`project-conversations/${conversationId}`).get()).data()!;
    expect(conversation.unreadCounts[brand.id]).toBe(projectTexts.length);
    expect(conversation.lastMessage).toBe(projectTexts.at(-1));
  }, 90_000);
});
