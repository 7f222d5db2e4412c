// The two kinds of chat the digest watches, read into one shape (pure, no I/O):
// - project conversations `project-conversations/{uidA_uidB}`, messages in `messages`
//   ({ text, senderId, timestamp, isRead, briefTitle }), members `participants`, names in
//   `users`, unread counters `unreadCounts` (src/lib/collections/projectConversations.ts);
// - brief chats `Messages/{briefId}_{bidderUid}`, messages in the sub-collection named by the
//   brief id ({ kind, name, message, uid, timestamp, isRead, readBy }), members `userIds`,
//   `briefTitle`, `unreadCounts` (src/lib/collections/briefChats.ts, docs/decisions.md "Brief
//   chat identity").
// The sender is `senderId` / `uid`, the user the message is from: an admin acting as her adds
// only `actedBy`, so her message counts as hers (docs/decisions.md "Chat identity").
import { millisOf } from './eventTimes';
import { stringsOf, textOf, type Data } from './producers/fields';

export type ChatKind = 'project' | 'brief';

/** Where a chat lives and how the app names it. */
export type ChatLocation = {
  kind: ChatKind;
  /** The chat document's path. */
  conversationPath: string;
  /** Its messages collection's path. */
  messagesPath: string;
  /** The chat page's `?c=` key: a project conversation's id, a brief chat's messages path. */
  chatKey: string;
  /** Unique over both kinds and free of '/': part of the digest's id. */
  digestKey: string;
};

export function projectChat(conversationId: string): ChatLocation {
  const conversationPath = `project-conversations/${conversationId}`;
  return {
    kind: 'project',
    conversationPath,
    messagesPath: `${conversationPath}/messages`,
    chatKey: conversationId,
    digestKey: `project-${conversationId}`,
  };
}

export function briefChat(chatId: string, briefId: string): ChatLocation {
  const conversationPath = `Messages/${chatId}`;
  const messagesPath = `${conversationPath}/${briefId}`;
  return {
    kind: 'brief',
    conversationPath,
    messagesPath,
    chatKey: messagesPath,
    digestKey: `brief-${chatId}`,
  };
}

/** What the digest needs of one message in its chat. */
export type ChatMessageFacts = {
  senderId: string;
  senderName: string;
  /** Who should hear of it: the chat's members but the sender. */
  recipients: string[];
  /** The project the chat is about; '' for a general chat (the mail then names only the sender). */
  chatTitle: string;
  text: string;
  /** The message's stamp; null while unknown. */
  atMillis: number | null;
  /** A decline's message: its bidder already hears of it as an offerDeclined notification. */
  isDecline: boolean;
};

export const membersOf = (kind: ChatKind, conversation: Data): string[] =>
  stringsOf(kind === 'project' ? conversation?.participants : conversation?.userIds);

function nameIn(conversation: Data, uid: string): string {
  const users = Array.isArray(conversation?.users) ? (conversation.users as unknown[]) : [];
  for (const user of users) {
    const entry = user as { id?: unknown; name?: unknown } | null;
    if (entry?.id === uid) return textOf(entry.name);
  }
  return '';
}

function projectTitle(conversation: Data, message: Data): string {
  const own = textOf(message?.briefTitle);
  if (own) return own;
  const projects = Array.isArray(conversation?.activeProjects)
    ? (conversation.activeProjects as unknown[])
    : [];
  const first = projects[0] as { briefTitle?: unknown } | undefined;
  return textOf(first?.briefTitle);
}

export function chatMessageFacts(
  kind: ChatKind,
  conversation: Data,
  message: Data,
): ChatMessageFacts {
  const senderId = textOf(kind === 'project' ? message?.senderId : message?.uid);
  const senderName =
    (kind === 'brief' ? textOf(message?.name) : '') || nameIn(conversation, senderId);
  const title =
    kind === 'project' ? projectTitle(conversation, message) : textOf(conversation?.briefTitle);
  return {
    senderId,
    senderName,
    recipients: membersOf(kind, conversation).filter((uid) => uid !== senderId),
    chatTitle: title,
    text: textOf(kind === 'project' ? message?.text : message?.message),
    atMillis: millisOf(message?.timestamp),
    isDecline: kind === 'brief' && message?.kind === 'decline',
  };
}

/**
 * Whether `recipient` has read `message`, as the chat kind records it: a project message's
 * `isRead` (a pair's: only the other side marks it); a brief chat message's `readBy` entry, or
 * its `isRead` in a chat of two (an admin acting as the reader leaves no readBy entry).
 */
export function messageRead(
  kind: ChatKind,
  conversation: Data,
  message: Data,
  recipient: string,
): boolean {
  if (kind === 'project') return message?.isRead === true;
  const readBy = (message?.readBy ?? {}) as Record<string, unknown>;
  if (readBy[recipient] !== undefined && readBy[recipient] !== null) return true;
  return message?.isRead === true && membersOf(kind, conversation).length <= 2;
}

/** The recipient's unread counter in the chat; null when the chat keeps none for her. */
export function unreadCountOf(conversation: Data, recipient: string): number | null {
  const counts = (conversation?.unreadCounts ?? {}) as Record<string, unknown>;
  const count = counts[recipient];
  return typeof count === 'number' ? count : null;
}
