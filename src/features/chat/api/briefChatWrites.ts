// Writes of the brief chat (`Messages`, spec sections 3-5), each one batch the security rules
// accept: a message with the chat's summary and the other side's unread count (the first
// message also creates the chat); read marking with the reader's count back to 0; the reader's
// own typing entry; the owner's block and unblock.
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { BRIEF_CHATS, briefChatPathOf } from '@/lib/collections/briefChats';
import { againIfCreatedMeanwhile } from '@/lib/createOnce';
import { db } from '@/lib/firebase';
import { commitInTurn, orderedId, type WriteTurn } from '@/lib/writeOrder';
import type { BriefChatParty } from '../model/briefChatDraft';

export type { BriefChatParty };

export type OutgoingBriefMessage = {
  /** The chat's key: `Messages/{chatId}/{briefId}`. */
  key: string;
  sender: BriefChatParty & { imageUrl: string };
  otherId: string;
  text: string;
  /** The admin's uid while she writes as the sender (docs/decisions.md "Chat identity"). */
  actedBy?: string | null;
  /** Present when the chat does not exist yet: the first message creates it. */
  create: {
    briefId: string;
    briefTitle: string;
    owner: BriefChatParty;
    bidder: BriefChatParty;
  } | null;
};

/**
 * Sends one message, in `turn` after the writes the user made before it (src/lib/writeOrder.ts).
 * A first message creates the chat; when the other side's first message created it meanwhile
 * (both saw no chat), the rules refuse the second create, and the message goes again into the
 * now existing chat (againIfCreatedMeanwhile).
 */
export async function sendBriefChatMessage(
  message: OutgoingBriefMessage,
  turn?: WriteTurn,
): Promise<string> {
  if (!message.create) return sendOnce(message, turn);
  const chat = doc(await db(), briefChatPathOf(message.key));
  return againIfCreatedMeanwhile(chat, (afterRace) =>
    afterRace ? sendOnce({ ...message, create: null }) : sendOnce(message, turn),
  );
}

/**
 * One attempt (the id is made here, so a retry rewrites the same message). An admin
 * acting as the sender creates a chat without its summary, which the rules take only from the
 * sender herself, and writes it right after (one batch cannot create and update a document).
 */
async function sendOnce(message: OutgoingBriefMessage, turn?: WriteTurn): Promise<string> {
  const firestore = await db();
  const chat = doc(firestore, briefChatPathOf(message.key));
  // Ordered ids keep messages of the same server millisecond in the order they were sent.
  const ref = doc(collection(firestore, message.key), orderedId());
  const { sender, otherId, text, create, actedBy } = message;
  const batch = writeBatch(firestore);
  const summary = {
    sender: sender.name,
    message: text,
    uid: sender.id,
    imageUrl: sender.imageUrl,
    timestamp: serverTimestamp(),
  };
  if (create) {
    batch.set(chat, {
      id: chat.id,
      briefId: create.briefId,
      briefTitle: create.briefTitle,
      users: [create.owner, create.bidder],
      userIds: [create.owner.id, create.bidder.id],
      bidderIds: [create.bidder.id],
      timestamp: serverTimestamp(),
      unreadCounts: { [sender.id]: 0, [otherId]: 1 },
      typing: {},
      ...(actedBy ? {} : { lastMessageObject: summary }),
    });
  }
  batch.set(ref, {
    kind: 'text',
    name: sender.name,
    message: text,
    messageId: ref.id,
    uid: sender.id,
    timestamp: serverTimestamp(),
    imageUrl: sender.imageUrl,
    isRead: false,
    readBy: {},
    ...(actedBy ? { actedBy } : {}),
  });
  if (!create) {
    batch.update(chat, {
      lastMessageObject: summary,
      timestamp: serverTimestamp(),
      [`unreadCounts.${otherId}`]: increment(1),
      [`typing.${sender.id}`]: deleteField(),
    });
  }
  await commitInTurn(turn, () => batch.commit());
  if (create && actedBy) await updateDoc(chat, { lastMessageObject: summary });
  return ref.id;
}

/**
 * Mark all read (spec section 5): the other side's unread messages and the reader's count. It
 * needs the chat's key; without one it logs and writes nothing. An admin acting as the reader
 * (`acting`) leaves no readBy entry: the rules keep those for the reader herself.
 */
export async function markBriefChatRead(
  key: string | null,
  readerId: string,
  unreadMessageIds: readonly string[],
  acting = false,
): Promise<void> {
  if (!key) {
    console.error('mark all read needs a conversation id');
    return;
  }
  const firestore = await db();
  const batch = writeBatch(firestore);
  for (const id of unreadMessageIds) {
    batch.update(doc(firestore, key, id), {
      isRead: true,
      readAt: serverTimestamp(),
      ...(acting ? {} : { [`readBy.${readerId}`]: serverTimestamp() }),
    });
  }
  batch.update(doc(firestore, briefChatPathOf(key)), { [`unreadCounts.${readerId}`]: 0 });
  await batch.commit();
}

/** The typing entry (isTyping, timestamp) while typing, deleted when the user stops. */
export async function writeBriefChatTyping(key: string, uid: string, typing: boolean) {
  const firestore = await db();
  await updateDoc(doc(firestore, briefChatPathOf(key)), {
    [`typing.${uid}`]: typing ? { isTyping: true, timestamp: serverTimestamp() } : deleteField(),
  });
}

/** Blocking takes the bidder out of bidderIds (spec section 5); unblocking puts her back. */
export async function setBidderBlocked(chatId: string, bidderId: string, blocked: boolean) {
  const firestore = await db();
  await updateDoc(doc(firestore, BRIEF_CHATS, chatId), {
    bidderIds: blocked ? arrayRemove(bidderId) : arrayUnion(bidderId),
  });
}
