// Writes of the project chat (spec sections 4 and 5), each one batch the security rules accept:
// a message with the conversation's summary and the other side's unread count; read marking
// with the reader's count back to 0; the reader's own typing entry.
import {
  collection,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { PROJECT_CONVERSATIONS, PROJECT_MESSAGES } from '@/lib/collections/projectConversations';
import { db } from '@/lib/firebase';
import { commitInTurn, orderedId, type WriteTurn } from '@/lib/writeOrder';

export type OutgoingMessage = {
  conversationId: string;
  senderId: string;
  otherId: string;
  text: string;
  /** The project the message is about, when the conversation has one. */
  project: { briefId: string; briefTitle: string } | null;
  /** The admin's uid while she writes as the sender (docs/decisions.md "Chat identity"). */
  actedBy?: string | null;
};

/**
 * Sends a message. The id is made here, so a retry after a dropped connection writes the same
 * document again instead of a second message. Resolves when the server has it; the message is
 * on screen (pending) as soon as the batch is queued, in `turn` (src/lib/writeOrder.ts) after
 * the writes the user made before it.
 */
export async function sendProjectMessage(
  message: OutgoingMessage,
  messageId?: string,
  turn?: WriteTurn,
): Promise<string> {
  const firestore = await db();
  const conversation = doc(firestore, PROJECT_CONVERSATIONS, message.conversationId);
  // Ordered ids keep messages of the same server millisecond in the order they were sent.
  const ref = doc(collection(conversation, PROJECT_MESSAGES), messageId ?? orderedId());
  const batch = writeBatch(firestore);
  batch.set(ref, {
    text: message.text,
    senderId: message.senderId,
    timestamp: serverTimestamp(),
    isRead: false,
    ...(message.project ?? {}),
    ...(message.actedBy ? { actedBy: message.actedBy } : {}),
  });
  batch.update(conversation, {
    lastMessage: message.text,
    lastMessageTime: serverTimestamp(),
    [`unreadCounts.${message.otherId}`]: increment(1),
    // Sending ends typing (spec section 4).
    [`typing.${message.senderId}`]: deleteField(),
  });
  await commitInTurn(turn, () => batch.commit());
  return ref.id;
}

/** Opening a conversation: the other side's unread messages become read, the count 0. */
export async function markConversationRead(
  conversationId: string,
  readerId: string,
  unreadMessageIds: readonly string[],
): Promise<void> {
  const firestore = await db();
  const conversation = doc(firestore, PROJECT_CONVERSATIONS, conversationId);
  const batch = writeBatch(firestore);
  for (const id of unreadMessageIds) {
    batch.update(doc(conversation, PROJECT_MESSAGES, id), {
      isRead: true,
      readAt: serverTimestamp(),
    });
  }
  batch.update(conversation, { [`unreadCounts.${readerId}`]: 0 });
  await batch.commit();
}

/** The typing entry: written while typing, deleted when the user stops (spec section 4). */
export async function writeTyping(
  conversationId: string,
  uid: string,
  typing: boolean,
): Promise<void> {
  const firestore = await db();
  await updateDoc(doc(firestore, PROJECT_CONVERSATIONS, conversationId), {
    [`typing.${uid}`]: typing ? { isTyping: true, timestamp: serverTimestamp() } : deleteField(),
  });
}
