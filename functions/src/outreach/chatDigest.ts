// The chat digest (issue 23): a chat message nobody has read for 15 minutes is mailed (and
// pushed) to its recipient, one digest per chat however many messages came meanwhile. The
// triggers record each message into the recipient's pending digest (chatDigestRecord.ts); the
// scheduler sends the due ones through the one delivery function (mail/deliver.ts), keyed by
// digest and first message, so a re-run sends nothing twice.
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminDb, REGION } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { secretsFrom } from '../functionOptions';
import {
  deliverToUser,
  MAIL_SECRET_NAMES,
  outreachDepsFromEnv,
  type OutreachDeps,
} from '../mail/deliver';
import { dueChatDigests } from '../queries';
import { chatPath } from './appPaths';
import { endDigest, recordChatMessage, storedDigestOf } from './chatDigestRecord';
import { briefChat, messageRead, projectChat, unreadCountOf } from './chatSources';
import { eventMillisOf } from './eventTimes';

type Outcome = 'sent' | 'read' | 'gone';

/** One due digest: mailed unless its recipient has read the chat since its first message. */
async function sendDigest(
  db: Firestore,
  deps: OutreachDeps,
  snapshot: QueryDocumentSnapshot,
): Promise<Outcome> {
  const digest = storedDigestOf(snapshot.data());
  const uid = digest.recipientUid;
  const seen = new Set(digest.messageIds);
  const [chat, first] = (await db.getAll(
    db.doc(digest.conversationPath),
    db.doc(`${digest.messagesPath}/${digest.firstMessageId}`),
  )) as [DocumentSnapshot, DocumentSnapshot];
  const conversation = chat.data();
  if (!conversation || !first.exists) {
    // The chat or its message was deleted (a deleted brief): nothing left to tell.
    await endDigest(db, snapshot.ref, seen, conversation);
    return 'gone';
  }
  if (unreadCountOf(conversation, uid) === 0) {
    await endDigest(db, snapshot.ref, seen, conversation);
    return 'read';
  }
  if (messageRead(digest.kind, conversation, first.data(), uid)) {
    // She opened the chat after the first message: what she read needs no mail, what is still
    // unread starts a digest of its own.
    const refs = digest.messageIds.map((id) => db.doc(`${digest.messagesPath}/${id}`));
    const messages = refs.length > 0 ? ((await db.getAll(...refs)) as DocumentSnapshot[]) : [];
    const read = messages
      .filter(
        (message) => !message.exists || messageRead(digest.kind, conversation, message.data(), uid),
      )
      .map((message) => message.id);
    await endDigest(db, snapshot.ref, new Set(read), conversation);
    return 'read';
  }
  await deliverToUser(db, deps, {
    uid,
    key: `digest-${snapshot.id}-${digest.firstMessageId}`,
    event: 'chatMessage',
    template: {
      kind: 'chatDigest',
      senderName: digest.senderName,
      chatTitle: digest.chatTitle,
      count: digest.count,
      preview: digest.preview,
    },
    path: chatPath(digest.chatKey),
  });
  await endDigest(db, snapshot.ref, seen, conversation);
  return 'sent';
}

/**
 * Sends every digest due at `now` (one page; the scheduler comes back in 5 minutes for more).
 * A digest that fails stays and is tried again next time; the delivery's key keeps a second
 * attempt from mailing twice. Resolves with the number mailed.
 */
export async function sendDueDigests(
  db: Firestore,
  deps: OutreachDeps,
  now: Date,
): Promise<number> {
  const due = await describedQuery(db, dueChatDigests(now.getTime())).get();
  let sent = 0;
  for (const snapshot of due.docs) {
    try {
      if ((await sendDigest(db, deps, snapshot)) === 'sent') sent += 1;
    } catch (error) {
      logger.error('chat digest not sent', { digestId: snapshot.id, error: String(error) });
    }
  }
  return sent;
}

export const sendChatDigests = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: REGION,
    timeZone: 'Europe/Istanbul',
    // The SMTP password and the link secret, when they come from Secret Manager.
    secrets: secretsFrom(process.env, MAIL_SECRET_NAMES),
  },
  async () => {
    const sent = await sendDueDigests(adminDb(), outreachDepsFromEnv(), new Date());
    if (sent > 0) logger.info('chat digests sent', { sent });
  },
);

/** A project conversation's new message (project-conversations/{id}/messages). */
export const chatDigestOnProjectMessage = onDocumentCreated(
  { document: 'project-conversations/{conversationId}/messages/{messageId}', region: REGION },
  async (event) => {
    await recordChatMessage(adminDb(), {
      chat: projectChat(event.params.conversationId),
      messageId: event.params.messageId,
      message: event.data?.data(),
      eventMillis: eventMillisOf(event.time),
    });
  },
);

/** A brief chat's new message (Messages/{chatId}/{briefId}: docs/decisions.md "Brief chat identity"). */
export const chatDigestOnBriefMessage = onDocumentCreated(
  { document: 'Messages/{chatId}/{briefId}/{messageId}', region: REGION },
  async (event) => {
    await recordChatMessage(adminDb(), {
      chat: briefChat(event.params.chatId, event.params.briefId),
      messageId: event.params.messageId,
      message: event.data?.data(),
      eventMillis: eventMillisOf(event.time),
    });
  },
);
