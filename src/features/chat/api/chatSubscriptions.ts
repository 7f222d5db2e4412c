// project-conversations and brief chats (spec sections 3 and 7): the signed-in user's
// conversation lists and one conversation's latest messages, live, and older messages a page at
// a time. A thread is named by its key: a project conversation's id, or a brief chat's messages
// path (lib/collections/briefChats). Pending server
// times read as the local estimate, so a message sent offline sorts where it was written and
// shows as pending (its write not yet acknowledged) until the server has it.
import {
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type Firestore,
  type FirestoreDataConverter,
  type Unsubscribe,
} from 'firebase/firestore';
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
import { timestampParts, toTimestamp, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
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

const messagesOf = (firestore: Firestore, key: string): CollectionReference<ProjectMessage> =>
  isBriefChatKey(key)
    ? collection(firestore, key).withConverter(briefChatMessageConverter)
    : collection(firestore, PROJECT_CONVERSATIONS, key, PROJECT_MESSAGES).withConverter(
        projectMessageConverter,
      );

/** The newest `count` documents of `path` whose `members` list holds `uid`, by `newest`, live. */
function subscribeNewest<T>(
  path: string,
  converter: FirestoreDataConverter<T>,
  fields: { members: string; newest: string },
  member: { uid: string; count: number },
  onData: (items: T[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return lazyListener(
    (firestore) =>
      onSnapshot(
        query(
          collection(firestore, path).withConverter(converter),
          where(fields.members, 'array-contains', member.uid),
          orderBy(fields.newest, 'desc'),
          limit(member.count),
        ),
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
  subscribeNewest(
    PROJECT_CONVERSATIONS,
    projectConversationConverter,
    { members: 'participants', newest: 'lastMessageTime' },
    { uid, count },
    onData,
    onError,
  );

/** The newest `count` brief chats `uid` takes part in, by last activity, live. */
export const subscribeBriefChats = (
  uid: string,
  count: number,
  onData: (chats: BriefChatConversation[]) => void,
  onError: (error: unknown) => void,
) =>
  subscribeNewest(
    BRIEF_CHATS,
    briefChatConverter,
    { members: 'userIds', newest: 'timestamp' },
    { uid, count },
    onData,
    onError,
  );

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
        query(
          messagesOf(firestore, conversationId),
          orderBy('timestamp', 'desc'),
          orderBy(documentId(), 'desc'),
          limit(MESSAGE_PAGE_SIZE),
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
    query(
      messagesOf(firestore, conversationId),
      orderBy('timestamp', 'desc'),
      orderBy(documentId(), 'desc'),
      startAfter(toTimestamp(cursor), cursor.id),
      limit(MESSAGE_PAGE_SIZE),
    ),
  );
  const docs = snapshot.docs;
  return {
    messages: docs.map((d) => d.data()),
    cursor: cursorOf(docs.at(-1), docs.length === MESSAGE_PAGE_SIZE),
  };
}
