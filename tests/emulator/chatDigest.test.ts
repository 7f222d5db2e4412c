// The chat digest (issue 23, functions/src/outreach/chatDigest.ts): a chat message unread for
// 15 minutes is mailed once, one digest per chat however many messages came; a message read
// in time mails nothing. The clock is injected (`sendDueDigests(db, deps, now)`) and the mail
// and push go to recording fakes through the real delivery function (mail/deliver.ts). The
// triggers' core is called directly (a new trigger is live only after the functions emulator
// restarts). Messages are stamped days ago, so digests other tests or live triggers leave
// around are never due at our clock, and only mails to this run's users are counted. The
// emulators are shared: ids are unique to this run, and only what we create is removed.
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import type { OutreachDeps } from '../../functions/src/mail/deliver';
import type { MailMessage } from '../../functions/src/mail/transport';
import { sendDueDigests } from '../../functions/src/outreach/chatDigest';
import {
  CHAT_DIGESTS,
  chatDigestId,
  recordChatMessage,
} from '../../functions/src/outreach/chatDigestRecord';
import {
  briefChat,
  projectChat,
  type ChatLocation,
} from '../../functions/src/outreach/chatSources';
import type { PushMessage } from '../../functions/src/push/fcm';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-influencer';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The functions' own Firestore (their copy of the Admin SDK), for the cores under test. */
const db = adminDb();
/**
 * The test's fixtures go through this package's Admin SDK: its Timestamps and FieldValues are
 * not the functions' copy's, which refuses them.
 */
const fixtures = getFirestore(
  getApps().find((app) => app.name === 'chatDigestFixtures') ??
    initializeApp({ projectId: 'demo-influencer' }, 'chatDigestFixtures'),
);
const MINUTE = 60 * 1000;
/** Each case's first message: days ago, a day apart, so no case's clock reaches another's. */
let caseIndex = 0;
let T0 = 0;

const mails: MailMessage[] = [];
const pushes: { token: string; message: PushMessage }[] = [];
let clock = new Date();
const deps: OutreachDeps = {
  mailer: {
    send: async (message) => {
      mails.push(message);
    },
  },
  push: {
    send: async (token, message) => {
      pushes.push({ token, message });
      return 'sent';
    },
  },
  now: () => clock,
  appUrl: 'http://127.0.0.1:5173',
  linkSecret: 'chat-digest-test-secret',
  unsubscribeUrl: 'http://127.0.0.1:5001/demo-influencer/europe-west1/unsubscribe',
};

type TestUser = { uid: string; email: string; name: string };
const users: TestUser[] = [];
const chats: string[] = [];
const locations: ChatLocation[] = [];

async function makeUser(name: string): Promise<TestUser> {
  const uid = `digest-${users.length}-${run}`;
  const email = `${uid}@demo.test`;
  await fixtures.doc(`Users/${uid}`).set({
    uid,
    email,
    name,
    type: 'influencer',
    pushNotificationIds: [`token-${uid}`],
  });
  const user = { uid, email, name };
  users.push(user);
  return user;
}

const mailsTo = (user: TestUser) => mails.filter((mail) => mail.to === user.email);
const pushesTo = (user: TestUser) => pushes.filter((push) => push.token === `token-${user.uid}`);

/** Sends what is due `minutes` after this case's first message. */
async function sendAt(minutes: number) {
  clock = new Date(T0 + minutes * MINUTE);
  await sendDueDigests(db, deps, clock);
}

const digestOf = async (chat: ChatLocation, recipient: TestUser) =>
  (await fixtures.doc(`${CHAT_DIGESTS}/${chatDigestId(chat, recipient.uid)}`).get()).data();

/** A project conversation between `a` and `b` about one project. */
async function projectConversation(a: TestUser, b: TestUser): Promise<ChatLocation> {
  const id = [a.uid, b.uid].sort().join('_');
  await fixtures.doc(`project-conversations/${id}`).set({
    conversationId: id,
    participants: [a.uid, b.uid],
    users: [
      { id: a.uid, name: a.name },
      { id: b.uid, name: b.name },
    ],
    activeProjects: [{ briefId: `brief${run}`, briefTitle: 'Yaz kampanyası', isActive: true }],
    archivedProjects: [],
    unreadCounts: { [a.uid]: 0, [b.uid]: 0 },
  });
  chats.push(`project-conversations/${id}`);
  locations.push(projectChat(id));
  return projectChat(id);
}

/** The brief chat of `owner`'s brief with `bidder`. */
async function briefConversation(owner: TestUser, bidder: TestUser): Promise<ChatLocation> {
  const briefId = `digestBrief${caseIndex}${run}`;
  const chatId = `${briefId}_${bidder.uid}`;
  await fixtures.doc(`Messages/${chatId}`).set({
    id: chatId,
    briefId,
    briefTitle: 'Kış koleksiyonu',
    users: [
      { id: owner.uid, name: owner.name },
      { id: bidder.uid, name: bidder.name },
    ],
    userIds: [owner.uid, bidder.uid],
    bidderIds: [bidder.uid],
    unreadCounts: { [owner.uid]: 0, [bidder.uid]: 0 },
    typing: {},
  });
  chats.push(`Messages/${chatId}`);
  locations.push(briefChat(chatId, briefId));
  return briefChat(chatId, briefId);
}

let messageCount = 0;

/**
 * A message as the app writes it (the message, and the recipient's unread count + 1 in the
 * same batch), `minutes` after T0, then recorded as its trigger would.
 */
async function post(
  chat: ChatLocation,
  from: TestUser,
  to: TestUser,
  text: string,
  minutes: number,
  extra: DocumentData = {},
): Promise<string> {
  const id = `m${String(messageCount++).padStart(3, '0')}${run}`;
  const timestamp = Timestamp.fromMillis(T0 + minutes * MINUTE);
  const message =
    chat.kind === 'project'
      ? { text, senderId: from.uid, timestamp, isRead: false, briefTitle: 'Yaz kampanyası' }
      : {
          kind: 'text',
          name: from.name,
          message: text,
          messageId: id,
          uid: from.uid,
          timestamp,
          imageUrl: '',
          isRead: false,
          readBy: {},
        };
  const data = { ...message, ...extra };
  const batch = fixtures.batch();
  batch.set(fixtures.doc(`${chat.messagesPath}/${id}`), data);
  batch.update(fixtures.doc(chat.conversationPath), {
    [`unreadCounts.${to.uid}`]: FieldValue.increment(1),
  });
  await batch.commit();
  await recordChatMessage(db, {
    chat,
    messageId: id,
    message: data,
    eventMillis: timestamp.toMillis(),
  });
  return id;
}

/** The reader opens the chat: her count 0, the other side's messages read. */
async function read(chat: ChatLocation, reader: TestUser, messageIds: string[]) {
  const batch = fixtures.batch();
  for (const id of messageIds) {
    batch.update(fixtures.doc(`${chat.messagesPath}/${id}`), {
      isRead: true,
      readAt: FieldValue.serverTimestamp(),
      ...(chat.kind === 'brief' ? { [`readBy.${reader.uid}`]: FieldValue.serverTimestamp() } : {}),
    });
  }
  batch.update(fixtures.doc(chat.conversationPath), { [`unreadCounts.${reader.uid}`]: 0 });
  await batch.commit();
}

beforeEach(() => {
  caseIndex += 1;
  T0 = Date.now() - (10 + caseIndex) * 24 * 60 * MINUTE;
});

afterAll(async () => {
  await Promise.all(chats.map((path) => fixtures.recursiveDelete(fixtures.doc(path))));
  await Promise.all(
    users.map((user) => fixtures.recursiveDelete(fixtures.doc(`Users/${user.uid}`))),
  );
  await Promise.all(
    locations.flatMap((chat) =>
      users.map((user) => fixtures.doc(`${CHAT_DIGESTS}/${chatDigestId(chat, user.uid)}`).delete()),
    ),
  );
});

describe('chat digest', () => {
  it('waits 15 minutes, mails once, and never again for the same messages', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const chat = await projectConversation(brand, influencer);
    const first = await post(chat, brand, influencer, 'Merhaba Elif, taslağı bekliyoruz.', 0);

    const digest = await digestOf(chat, influencer);
    expect(digest).toMatchObject({
      recipientUid: influencer.uid,
      kind: 'project',
      chatTitle: 'Yaz kampanyası',
      senderName: 'Güneş Kozmetik',
      firstMessageId: first,
      count: 1,
    });
    expect((digest!.dueAt as Timestamp).toMillis()).toBe(T0 + 15 * MINUTE);
    // Nobody tells the sender about her own message.
    expect(await digestOf(chat, brand)).toBeUndefined();

    await sendAt(14);
    expect(mailsTo(influencer)).toHaveLength(0);

    await sendAt(15);
    expect(mailsTo(influencer)).toHaveLength(1);
    const [mail] = mailsTo(influencer);
    expect(mail!.subject).toBe('Güneş Kozmetik size yeni bir mesaj gönderdi');
    expect(mail!.text).toContain('Merhaba Elif, taslağı bekliyoruz.');
    expect(mail!.text).toContain('"Yaz kampanyası"');
    expect(mail!.text).toContain('/app/chat?c=' + encodeURIComponent(chat.chatKey));
    expect(pushesTo(influencer)).toHaveLength(1);
    expect(await digestOf(chat, influencer)).toBeUndefined();

    await sendAt(30);
    expect(mailsTo(influencer)).toHaveLength(1);
    expect(mailsTo(brand)).toHaveLength(0);
  });

  it('three messages make one digest counting three, and a re-run trigger counts nothing twice', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const chat = await briefConversation(brand, influencer);
    const first = await post(chat, brand, influencer, 'Teklifinizi inceledik.', 0);
    const second = await post(chat, brand, influencer, 'Birkaç sorumuz var.', 2);
    await post(chat, brand, influencer, 'Müsait olduğunuzda yazın.', 4);
    // The second message's trigger runs again.
    const again = (await fixtures.doc(`${chat.messagesPath}/${second}`).get()).data();
    await recordChatMessage(db, { chat, messageId: second, message: again, eventMillis: null });

    const digest = await digestOf(chat, influencer);
    expect(digest).toMatchObject({
      kind: 'brief',
      chatTitle: 'Kış koleksiyonu',
      firstMessageId: first,
      count: 3,
      chatKey: chat.messagesPath,
    });
    expect((digest!.dueAt as Timestamp).toMillis()).toBe(T0 + 15 * MINUTE);

    await sendAt(15);
    const sent = mailsTo(influencer);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Güneş Kozmetik size 3 yeni mesaj gönderdi');
    expect(sent[0]!.text).toContain('Teklifinizi inceledik.');
    await sendAt(60);
    expect(mailsTo(influencer)).toHaveLength(1);
  });

  it('a message read before 15 minutes mails nothing, and its digest is gone', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const chat = await briefConversation(brand, influencer);
    const id = await post(chat, influencer, brand, 'Taslağı yükledim.', 0);
    await read(chat, brand, [id]);

    await sendAt(15);
    expect(mailsTo(brand)).toHaveLength(0);
    expect(pushesTo(brand)).toHaveLength(0);
    expect(await digestOf(chat, brand)).toBeUndefined();
  });

  it('a message after the digest was sent starts a new digest', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const chat = await projectConversation(brand, influencer);
    await post(chat, brand, influencer, 'İlk mesaj', 0);
    await sendAt(15);
    expect(mailsTo(influencer)).toHaveLength(1);

    const later = await post(chat, brand, influencer, 'İkinci mesaj', 20);
    expect(await digestOf(chat, influencer)).toMatchObject({ firstMessageId: later, count: 1 });
    await sendAt(34);
    expect(mailsTo(influencer)).toHaveLength(1);
    await sendAt(35);
    expect(mailsTo(influencer)).toHaveLength(2);
    expect(mailsTo(influencer)[1]!.text).toContain('İkinci mesaj');
  });

  it('reading the first message only leaves a digest for the later unread ones', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const chat = await projectConversation(brand, influencer);
    const first = await post(chat, brand, influencer, 'Birinci', 0);
    await read(chat, influencer, [first]);
    const second = await post(chat, brand, influencer, 'İkinci', 5);

    await sendAt(15);
    expect(mailsTo(influencer)).toHaveLength(0);
    const digest = await digestOf(chat, influencer);
    expect(digest).toMatchObject({ firstMessageId: second, count: 1, preview: 'İkinci' });
    expect((digest!.dueAt as Timestamp).toMillis()).toBe(T0 + 20 * MINUTE);

    await sendAt(20);
    expect(mailsTo(influencer)).toHaveLength(1);
  });

  it('an admin acting as a user writes as her: the other side is told, not the user', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const admin = await makeUser('Yönetici');
    const chat = await projectConversation(brand, influencer);
    await post(chat, brand, influencer, 'Ekip adına yazıyorum.', 0, { actedBy: admin.uid });

    expect(await digestOf(chat, influencer)).toMatchObject({ senderName: 'Güneş Kozmetik' });
    expect(await digestOf(chat, brand)).toBeUndefined();
    expect(await digestOf(chat, admin)).toBeUndefined();
    await sendAt(15);
    expect(mailsTo(influencer)).toHaveLength(1);
  });

  it('a decline’s message makes no digest (its bidder gets an offerDeclined notification)', async () => {
    const brand = await makeUser('Güneş Kozmetik');
    const influencer = await makeUser('Elif Demir');
    const chat = await briefConversation(brand, influencer);
    await post(chat, brand, influencer, 'Teklifiniz bu sefer kabul edilmedi.', 0, {
      kind: 'decline',
      bidderId: influencer.uid,
    });
    expect(await digestOf(chat, influencer)).toBeUndefined();
  });
});
