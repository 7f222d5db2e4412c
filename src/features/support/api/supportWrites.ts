// The support desk's writes (spec sections 4 and 5). Every change that must agree goes in one
// batch; counters use increment(). A batch resolves only when the server has it, but the live
// listeners show it at once (pending), so an offline send is delivered once when back online:
// the message's id is made here, on the client. No React.
import {
  collection,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { roleFromType, UserRole } from '@/store/roles';
import { SUPPORT, SUPPORT_MESSAGES, type SupportMessage } from '@/lib/collections/support';
import { createOnce } from '@/lib/createOnce';
import { db } from '@/lib/firebase';
import type { Viewer } from '../model/history';

/** Spec section 5, word for word. */
export const ARCHIVE_UNAUTHORIZED = 'Unauthorized: Only admins can archive conversations';
export const UNARCHIVE_UNAUTHORIZED = 'Unauthorized: Only admins can unarchive conversations';

export type SupportUser = {
  uid: string;
  name: string;
  email: string;
  type: string | null;
  profileImage: string;
};

/** Who acts: spec section 5 lets role 0 or the stored account type admin archive. */
export type SupportActor = { uid: string; role: number; type: string | null };

const conversationRef = (firestore: Firestore, uid: string) => doc(firestore, SUPPORT, uid);
const newMessageRef = (firestore: Firestore, uid: string) =>
  doc(collection(conversationRef(firestore, uid), SUPPORT_MESSAGES));

/**
 * The user's first open (spec section 4): the conversation is created with the automatic
 * greeting (isAutomatic, from support) as its first message. Resolves false when it existed.
 * Opened twice at once (StrictMode runs the page's effect twice), one creates and the other
 * finds it (createOnce): never two greetings, never a refused second create.
 */
export async function ensureSupportConversation(
  user: SupportUser,
  greeting: string,
): Promise<boolean> {
  const firestore = await db();
  const ref = conversationRef(firestore, user.uid);
  return createOnce(ref, (transaction) => {
    transaction.set(ref, {
      userInfo: {
        name: user.name,
        email: user.email,
        // The rules compare it with the caller's stored type; an account without one sends none.
        ...(user.type ? { type: user.type } : {}),
        profileImage: user.profileImage,
        role: roleFromType(user.type),
        uid: user.uid,
      },
      lastMessage: { text: greeting, timestamp: serverTimestamp(), isFromUser: false },
      lastMessageTime: serverTimestamp(),
      lastMessageTimestamp: Date.now(),
      unreadCount: 0,
      unreadCountForAdmin: 0,
      createdAt: serverTimestamp(),
      isActive: true,
      isArchived: false,
      typing: {},
    });
    transaction.set(newMessageRef(firestore, user.uid), {
      text: greeting,
      isFromUser: false,
      isAutomatic: true,
      timestamp: serverTimestamp(),
      // Unread like any support message; opening the conversation marks it read.
      isRead: false,
    });
  });
}

/** An uploaded attachment (api/supportUpload.ts): its download URL and original name. */
export type MessageAttachment = { fileUrl: string; fileName: string };

/**
 * A message into `uid`'s conversation, optionally with an attachment (then the text may be
 * empty); the summary carries the attachment too. From the user: the admins' unread count +1
 * (1 when absent) and the conversation comes back from the archive. From support: the user's
 * unread count +1. Either way the last-message summary, and the sender's typing entry goes off.
 * `actedBy`: the admin's uid when she writes as the user (docs/decisions.md "Chat identity").
 */
export async function sendSupportMessage(
  uid: string,
  from: Viewer,
  text: string,
  attachment?: MessageAttachment,
  actedBy?: string | null,
): Promise<string> {
  const firestore = await db();
  const batch = writeBatch(firestore);
  const isFromUser = from === 'user';
  const messageRef = newMessageRef(firestore, uid);
  const file = attachment ? { fileUrl: attachment.fileUrl, fileName: attachment.fileName } : {};
  batch.set(messageRef, {
    text,
    isFromUser,
    isAutomatic: false,
    timestamp: serverTimestamp(),
    isRead: false,
    ...file,
    ...(isFromUser ? { userId: uid } : {}),
    ...(isFromUser && actedBy ? { actedBy } : {}),
  });
  batch.update(conversationRef(firestore, uid), {
    lastMessage: { text, timestamp: serverTimestamp(), isFromUser, ...file },
    lastMessageTime: serverTimestamp(),
    lastMessageTimestamp: Date.now(),
    [`typing.${from}`]: { isTyping: false, timestamp: serverTimestamp() },
    ...(isFromUser
      ? {
          unreadCountForAdmin: increment(1),
          isArchived: false,
          archivedAt: deleteField(),
          archivedBy: deleteField(),
        }
      : { unreadCount: increment(1) }),
  });
  await batch.commit();
  return messageRef.id;
}

/**
 * The reader opened the conversation: the other side's unread messages become read and the
 * reader's unread count goes back to 0, in one batch. Nothing is written when nothing changes.
 */
export async function markSupportRead(
  uid: string,
  reader: Viewer,
  unread: readonly Pick<SupportMessage, 'id'>[],
  unreadCount: number,
): Promise<void> {
  if (unread.length === 0 && unreadCount === 0) return;
  const firestore = await db();
  const batch = writeBatch(firestore);
  for (const message of unread) {
    batch.update(doc(conversationRef(firestore, uid), SUPPORT_MESSAGES, message.id), {
      isRead: true,
      readAt: serverTimestamp(),
    });
  }
  if (unreadCount !== 0) {
    batch.update(
      conversationRef(firestore, uid),
      reader === 'user' ? { unreadCount: 0 } : { unreadCountForAdmin: 0 },
    );
  }
  await batch.commit();
}

/** The writer's typing entry (typing.user or typing.admin). */
export async function writeSupportTyping(
  uid: string,
  side: Viewer,
  isTyping: boolean,
): Promise<void> {
  const firestore = await db();
  const batch = writeBatch(firestore);
  batch.update(conversationRef(firestore, uid), {
    [`typing.${side}`]: { isTyping, timestamp: serverTimestamp() },
  });
  await batch.commit();
}

const isAdminActor = (actor: SupportActor) =>
  actor.role === UserRole.Admin || actor.type === 'admin';

/** Admin archive (spec sections 4 and 5): isArchived with the time and the admin's id. */
export async function archiveSupportConversation(uid: string, actor: SupportActor): Promise<void> {
  if (!isAdminActor(actor)) throw new Error(ARCHIVE_UNAUTHORIZED);
  const firestore = await db();
  const batch = writeBatch(firestore);
  batch.update(conversationRef(firestore, uid), {
    isArchived: true,
    archivedAt: serverTimestamp(),
    archivedBy: actor.uid,
  });
  await batch.commit();
}

/** Admin unarchive: the archive fields are cleared. */
export async function unarchiveSupportConversation(
  uid: string,
  actor: SupportActor,
): Promise<void> {
  if (!isAdminActor(actor)) throw new Error(UNARCHIVE_UNAUTHORIZED);
  const firestore = await db();
  const batch = writeBatch(firestore);
  batch.update(conversationRef(firestore, uid), {
    isArchived: false,
    archivedAt: deleteField(),
    archivedBy: deleteField(),
  });
  await batch.commit();
}
