// The pending chat digests `chatDigests/{digestKey}_{recipientUid}` (issue 23; top level, no
// client access): one per chat and recipient while messages wait unread, the mail going out 15
// minutes after the first of them (chatDigest.ts). Recording a message creates the recipient's
// digest, or counts the message into the pending one; each message counts once however often
// its trigger runs (`messageIds`).
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { chatMessageFacts, type ChatLocation, type ChatMessageFacts } from './chatSources';
import { isHistory, millisOf, MINUTE_MS } from './eventTimes';
import { clip } from './producers/producerTexts';
import { stringsOf, textOf, type Data } from './producers/fields';

export const CHAT_DIGESTS = 'chatDigests';
/** How long a message waits unread before its digest is mailed. */
export const DIGEST_DELAY_MS = 15 * MINUTE_MS;
/** How much of the first message the mail quotes. */
export const PREVIEW_MAX = 140;

export const chatDigestId = (chat: ChatLocation, recipientUid: string): string =>
  `${chat.digestKey}_${recipientUid}`;

/** A pending digest as stored (Timestamps as millis). */
export type StoredDigest = Omit<ChatLocation, 'digestKey'> & {
  recipientUid: string;
  chatTitle: string;
  senderName: string;
  firstMessageId: string;
  firstMessageAt: number;
  dueAt: number;
  count: number;
  messageIds: string[];
  preview: string;
};

export function storedDigestOf(data: Data): StoredDigest {
  const millis = (value: unknown) => millisOf(value) ?? 0;
  return {
    kind: data?.kind === 'brief' ? 'brief' : 'project',
    conversationPath: textOf(data?.conversationPath),
    messagesPath: textOf(data?.messagesPath),
    chatKey: textOf(data?.chatKey),
    recipientUid: textOf(data?.recipientUid),
    chatTitle: textOf(data?.chatTitle),
    senderName: textOf(data?.senderName),
    firstMessageId: textOf(data?.firstMessageId),
    firstMessageAt: millis(data?.firstMessageAt),
    dueAt: millis(data?.dueAt),
    count: typeof data?.count === 'number' ? data.count : 0,
    messageIds: stringsOf(data?.messageIds),
    preview: textOf(data?.preview),
  };
}

/** A digest's fields from its first message (`atMillis`: the message's time). */
function digestStart(
  chat: Omit<ChatLocation, 'digestKey'>,
  recipientUid: string,
  facts: ChatMessageFacts,
  messageIds: string[],
  atMillis: number,
) {
  return {
    recipientUid,
    kind: chat.kind,
    conversationPath: chat.conversationPath,
    messagesPath: chat.messagesPath,
    chatKey: chat.chatKey,
    chatTitle: facts.chatTitle,
    senderName: facts.senderName,
    firstMessageId: messageIds[0],
    firstMessageAt: Timestamp.fromMillis(atMillis),
    dueAt: Timestamp.fromMillis(atMillis + DIGEST_DELAY_MS),
    count: messageIds.length,
    messageIds,
    preview: clip(facts.text, PREVIEW_MAX),
  };
}

/** A chat message as its trigger sees it. */
export type ChatMessageEvent = {
  chat: ChatLocation;
  messageId: string;
  message: Data;
  /** When the trigger's event happened; null when unknown. */
  eventMillis: number | null;
};

/**
 * Records a new message for each member of its chat but the sender: creates her digest, or
 * counts the message into the pending one (once). A decline's message is left out (its
 * bidder gets an offerDeclined notification), and so is history (a message stamped more
 * than an hour before its event: the seed, an import). Resolves with the digests touched.
 */
export async function recordChatMessage(db: Firestore, event: ChatMessageEvent): Promise<number> {
  const { chat, messageId, message } = event;
  if (!message) return 0;
  const conversation = (await db.doc(chat.conversationPath).get()).data();
  if (!conversation) return 0;
  const facts = chatMessageFacts(chat.kind, conversation, message);
  if (facts.isDecline || !facts.senderId || facts.recipients.length === 0) return 0;
  if (isHistory(event.eventMillis, facts.atMillis)) return 0;
  const atMillis = facts.atMillis ?? event.eventMillis ?? Date.now();
  const refs = facts.recipients.map((uid) =>
    db.collection(CHAT_DIGESTS).doc(chatDigestId(chat, uid)),
  );
  return db.runTransaction(async (tx) => {
    const pending = (await tx.getAll(...refs)) as DocumentSnapshot[];
    let touched = 0;
    for (const [index, snapshot] of pending.entries()) {
      if (!snapshot.exists) {
        const recipient = facts.recipients[index]!;
        tx.create(snapshot.ref, digestStart(chat, recipient, facts, [messageId], atMillis));
        touched += 1;
      } else if (!stringsOf(snapshot.get('messageIds')).includes(messageId)) {
        tx.update(snapshot.ref, {
          count: FieldValue.increment(1),
          messageIds: FieldValue.arrayUnion(messageId),
        });
        touched += 1;
      }
    }
    return touched;
  });
}

/** A message's time for ordering; one not stamped yet sorts last. */
const timeOf = (snapshot: DocumentSnapshot) =>
  millisOf(snapshot.get('timestamp')) ?? Number.MAX_SAFE_INTEGER;

/**
 * Ends a digest whose messages in `told` need no more telling (mailed, or read): it is deleted,
 * or, when messages it holds are not in `told` (they came while it was being sent, or are still
 * unread), it starts again from the oldest of them, due 15 minutes after that one.
 */
export async function endDigest(
  db: Firestore,
  ref: DocumentReference,
  told: ReadonlySet<string>,
  conversation: Data,
): Promise<'deleted' | 'restarted' | 'gone'> {
  return db.runTransaction(async (tx) => {
    const snapshot = (await tx.get(ref)) as DocumentSnapshot;
    if (!snapshot.exists) return 'gone';
    const digest = storedDigestOf(snapshot.data());
    const rest = digest.messageIds.filter((id) => !told.has(id));
    const messages =
      rest.length === 0
        ? []
        : ((await tx.getAll(
            ...rest.map((id) => db.doc(`${digest.messagesPath}/${id}`)),
          )) as DocumentSnapshot[]);
    const left = messages.filter((message) => message.exists).sort((a, b) => timeOf(a) - timeOf(b));
    const first = left[0];
    if (!first) {
      tx.delete(ref);
      return 'deleted';
    }
    const facts = chatMessageFacts(digest.kind, conversation, first.data());
    const atMillis = facts.atMillis ?? Date.now();
    const ids = left.map((message) => message.id);
    tx.set(ref, digestStart(digest, digest.recipientUid, facts, ids, atMillis));
    return 'restarted';
  });
}
