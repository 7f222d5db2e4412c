import type { DocumentData, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import type { ProjectConversationDoc, ProjectMessage } from './projectConversations';
import { millisOf } from './timestamps';

// The brief chat, `Messages/{briefId}_{bidderId}` (spec section 3): the owner of a brief and
// one user who made an offer on it talk about the brief before (and besides) a collaboration.
// Its messages live in the sub-collection named by the brief id.
export const BRIEF_CHATS = 'Messages';

/** One chat per brief and bidder: the brief id and the bidder's uid joined by '_'. */
export const briefChatIdOf = (briefId: string, bidderId: string) => `${briefId}_${bidderId}`;

/**
 * Where a brief chat's messages are: `Messages/{chatId}/{briefId}`. The chat screens key a
 * brief chat by this path, so one string names both the chat and its messages, and can never
 * equal a project conversation's id (those hold no '/').
 */
export const briefChatKeyOf = (briefId: string, bidderId: string) =>
  `${BRIEF_CHATS}/${briefChatIdOf(briefId, bidderId)}/${briefId}`;

export const isBriefChatKey = (key: string) => key.startsWith(`${BRIEF_CHATS}/`);

/** The chat document's path from its key (the messages collection's parent). */
export const briefChatPathOf = (key: string) => key.split('/').slice(0, 2).join('/');

/** The bidder of a chat: the uid after the last '_' of its id. */
export function bidderOfChatId(chatId: string): string {
  return chatId.slice(chatId.lastIndexOf('_') + 1);
}

export type BriefChatSummary = {
  sender: string;
  message: string;
  uid: string;
  imageUrl: string | null;
  timestamp: number | null;
};

/**
 * A brief chat in the chat screens' shape (the project conversation's), so the list, the
 * thread and the unread total serve both kinds: `conversationId` is the chat's key,
 * `participants` its userIds and the one project its brief.
 */
export type BriefChatConversation = ProjectConversationDoc & {
  kind: 'brief';
  chatId: string;
  briefId: string;
  ownerId: string;
  bidderId: string;
  /** Who may write besides the owner; a blocked bidder is left out (spec section 5). */
  bidderIds: string[];
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function typingOf(value: unknown): ProjectConversationDoc['typing'] {
  const entries = Object.entries((value ?? {}) as Record<string, Record<string, unknown>>);
  return Object.fromEntries(
    entries.map(([uid, entry]) => [
      uid,
      { isTyping: entry?.isTyping === true, timestamp: millisOf(entry?.timestamp) },
    ]),
  );
}

/** The stored chat document in the chat screens' shape (Timestamps as millis). */
export function briefChatFromData(chatId: string, data: DocumentData): BriefChatConversation {
  const briefId = String(data.briefId ?? '');
  const userIds = strings(data.userIds);
  const bidderId = bidderOfChatId(chatId);
  const ownerId = userIds.find((id) => id !== bidderId) ?? '';
  const summary = (data.lastMessageObject ?? null) as Record<string, unknown> | null;
  const briefTitle = String(data.briefTitle ?? '');
  const users = Array.isArray(data.users)
    ? (data.users as { id?: unknown; name?: unknown }[]).map((u) => ({
        id: String(u?.id ?? ''),
        name: String(u?.name ?? ''),
      }))
    : [];
  const time = millisOf(data.timestamp);
  const project = { briefId, briefTitle, isActive: true, addedAt: null };
  return {
    kind: 'brief',
    conversationId: `${BRIEF_CHATS}/${chatId}/${briefId}`,
    chatId,
    briefId,
    ownerId,
    bidderId,
    bidderIds: strings(data.bidderIds),
    participants: userIds,
    users,
    activeProjects: [project],
    archivedProjects: [],
    lastMessage: typeof summary?.message === 'string' ? summary.message : '',
    lastMessageTime: millisOf(summary?.timestamp) ?? time,
    unreadCounts: (data.unreadCounts ?? {}) as Record<string, number>,
    typing: typingOf(data.typing),
    createdAt: time,
    isActive: true,
    isCompleted: false,
    type: 'active',
  };
}

export const briefChatConverter = {
  toFirestore: (doc: BriefChatConversation) => doc as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
    briefChatFromData(snapshot.id, snapshot.data(options)),
};

/** A brief chat message in the thread's shape: `message` is the text, `uid` the sender. */
export type BriefChatMessage = ProjectMessage & {
  kind: string;
  name: string;
  bidderId?: string;
};

export const briefChatMessageConverter = {
  toFirestore: (doc: BriefChatMessage) => doc as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): BriefChatMessage {
    const data = snapshot.data(options);
    return {
      id: snapshot.id,
      text: String(data.message ?? ''),
      senderId: String(data.uid ?? ''),
      timestamp: millisOf(data.timestamp),
      isRead: data.isRead === true,
      readAt: millisOf(data.readAt),
      // The whole chat is about one brief; the bubble does not repeat it.
      briefId: snapshot.ref.parent.id,
      briefTitle: '',
      kind: String(data.kind ?? 'text'),
      name: String(data.name ?? ''),
      ...(typeof data.bidderId === 'string' ? { bidderId: data.bidderId } : {}),
    };
  },
};
