// project-conversations and brief chats (spec sections 3 and 7): the signed-in user's
// conversation lists and one conversation's latest messages, live, and older messages a page at
// a time. A thread is named by its key: a project conversation's id, or a brief chat's messages
// path (lib/collections/briefChats). Pending server
// times read as the local estimate, so a message sent offline sorts where it was written and
// shows as pending (its write not yet acknowledged) until the server has it.
import {
  doc,
  getDocs,
  onSnapshot,
  type FirestoreDataConverter,
  type Unsubscribe,
} from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription } from '@shared/queryDescription';
import {
  BRIEF_CHATS,
  briefChatConverter,
  briefChatMessageConverter,
  isBriefChatKey,
  type BriefChatConversation,
} from '@/lib/collections/briefChats';
import {
  PROJECT_CONVERSATIONS,
  PROJECT_MESSAGES,
  projectConversationConverter,
  projectMessageConverter,
  type ProjectConversationDoc,
  type ProjectMessage,
} from '@/lib/collections/projectConversations';
import { timestampParts, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { lazyListener } from '@/lib/lazyListener';

/** Messages per page: the live window and each older page. */
export const MESSAGE_PAGE_SIZE = 50;

const estimate = { serverTimestamps: 'estimate' } as const;

/** Where an older page continues: the oldest held message's exact time and id. */
export type MessageCursor = TimestampParts & { id: string };

export type LiveMessages = {
  /** Newest first, as the query returns them. */
  messages: ProjectMessage[];
  /** Ids whose write the server has not acknowledged yet. */
  pending: string[];
  /** The oldest message's cursor; null when the window is not full (nothing older). */
  cursor: MessageCursor | null;
};

/** A thread's messages collection: a brief chat's key is that path already. */
const messagesPathOf = (key: string) =>
  isBriefChatKey(key) ? key : `${PROJECT_CONVERSATIONS}/${key}/${PROJECT_MESSAGES}`;

const messageConverterOf = (key: string) =>
  isBriefChatKey(key) ? briefChatMessageConverter : projectMessageConverter;

/** The newest `count` project conversations `uid` takes part in, by last message. */
export const conversationsQuery = (uid: string, count: number): QueryDescription => ({
  collection: PROJECT_CONVERSATIONS,
  where: [['participants', 'array-contains', uid]],
  orderBy: [['lastMessageTime', 'desc']],
  limit: count,
});

/** The newest `count` brief chats `uid` takes part in, by last activity. */
export const briefChatsQuery = (uid: string, count: number): QueryDescription => ({
  collection: BRIEF_CHATS,
  where: [['userIds', 'array-contains', uid]],
  orderBy: [['timestamp', 'desc']],
  limit: count,
});

/** A thread's MESSAGE_PAGE_SIZE newest messages, or those before `cursor`. */
export const messagesQuery = (key: string, cursor: MessageCursor | null): QueryDescription => ({
  collection: messagesPathOf(key),
  orderBy: [
    ['timestamp', 'desc'],
    [DOCUMENT_ID, 'desc'],
  ],
  startAfter: cursor
    ? [{ seconds: cursor.seconds, nanoseconds: cursor.nanoseconds }, cursor.id]
    : null,
  limit: MESSAGE_PAGE_SIZE,
});

/** The documents of a described query, live. */
function subscribeDescribed<T>(
  description: QueryDescription,
  converter: FirestoreDataConverter<T>,
  onData: (items: T[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, description).withConverter(converter),
        (snapshot) => onData(snapshot.docs.map((d) => d.data(estimate))),
        onError,
      ),
    onError,
  );
}

/** The newest `count` project conversations `uid` takes part in, by last message, live. */
export const subscribeConversations = (
  uid: string,
  count: number,
  onData: (conversations: ProjectConversationDoc[]) => void,
  onError: (error: unknown) => void,
) =>
  subscribeDescribed(conversationsQuery(uid, count), projectConversationConverter, onData, onError);

/** The newest `count` brief chats `uid` takes part in, by last activity, live. */
export const subscribeBriefChats = (
  uid: string,
  count: number,
  onData: (chats: BriefChatConversation[]) => void,
  onError: (error: unknown) => void,
) => subscribeDescribed(briefChatsQuery(uid, count), briefChatConverter, onData, onError);

/** One brief chat, live; null while it does not exist (its first message creates it). */
export function subscribeBriefChat(
  chatId: string,
  onData: (chat: BriefChatConversation | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        doc(firestore, BRIEF_CHATS, chatId).withConverter(briefChatConverter),
        (snapshot) => onData(snapshot.exists() ? snapshot.data(estimate) : null),
        onError,
      ),
    onError,
  );
}

type RawSnapshot = { id: string; get: (field: string) => unknown };

function cursorOf(oldest: RawSnapshot | undefined, full: boolean): MessageCursor | null {
  if (!oldest || !full) return null;
  return { ...timestampParts(oldest.get('timestamp')), id: oldest.id };
}

/** The newest MESSAGE_PAGE_SIZE messages of a conversation, live, with their pending state. */
export function subscribeMessages(
  conversationId: string,
  onData: (live: LiveMessages) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        describedQuery(firestore, messagesQuery(conversationId, null)).withConverter(
          messageConverterOf(conversationId),
        ),
        { includeMetadataChanges: true },
        (snapshot) => {
          const docs = snapshot.docs;
          onData({
            messages: docs.map((d) => d.data(estimate)),
            pending: docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id),
            cursor: cursorOf(docs.at(-1), docs.length === MESSAGE_PAGE_SIZE),
          });
        },
        onError,
      ),
    onError,
  );
}

/** The MESSAGE_PAGE_SIZE messages before `cursor`, newest first. */
export async function fetchOlderMessages(
  conversationId: string,
  cursor: MessageCursor,
): Promise<{ messages: ProjectMessage[]; cursor: MessageCursor | null }> {
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, messagesQuery(conversationId, cursor)).withConverter(
      messageConverterOf(conversationId),
    ),
  );
  const docs = snapshot.docs;
  return {
    messages: docs.map((d) => d.data()),
    cursor: cursorOf(docs.at(-1), docs.length === MESSAGE_PAGE_SIZE),
  };
}
