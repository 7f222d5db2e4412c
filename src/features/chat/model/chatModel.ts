// The project chat's rules as pure functions (spec sections 4 and 9): who the other side is,
// unread counts, typing freshness, the archive filter, and the thread's day separators.
import type { BriefChatConversation } from '@/lib/collections/briefChats';
import type {
  ProjectConversationDoc,
  ProjectMessage,
} from '@/lib/collections/projectConversations';
import { withDaySeparators, type DayRow } from '@/lib/messageDays';

/** Spec section 9: a typing flag counts only when fresher than 3 s (project chat). */
export const TYPING_FRESH_MS = 3000;
/** Spec section 9: in general chat (a conversation about no project) typing counts for 30 s. */
export const GENERAL_TYPING_FRESH_MS = 30_000;
/** Spec section 9: typing writes are debounced by 1000 ms. */
export const TYPING_DEBOUNCE_MS = 1000;
/** Spec section 9: the chat list shows 20 at a time ("more" opens a listener 20 larger). */
export const CONVERSATION_PAGE_SIZE = 20;

export type ConversationFilter = 'active' | 'archived' | 'briefs';

type AnyConversation = ProjectConversationDoc | BriefChatConversation;

export const isBriefChat = (conversation: AnyConversation): conversation is BriefChatConversation =>
  'kind' in conversation && conversation.kind === 'brief';

/** General chat: a conversation that was never about a project (an admin's, from contacts). */
export const isGeneralChat = (conversation: AnyConversation) =>
  !isBriefChat(conversation) &&
  conversation.activeProjects.length === 0 &&
  conversation.archivedProjects.length === 0;

/** How long the other side's typing flag counts (spec section 9). */
export const typingFreshMs = (conversation: AnyConversation) =>
  isGeneralChat(conversation) ? GENERAL_TYPING_FRESH_MS : TYPING_FRESH_MS;

/** A brief chat's bidder who was blocked: she reads the history but can no longer write. */
export const isBlocked = (conversation: AnyConversation) =>
  isBriefChat(conversation) && !conversation.bidderIds.includes(conversation.bidderId);

/** Whether `uid` may write: always in a project conversation; in a brief chat, unless blocked. */
export const canWrite = (conversation: AnyConversation, uid: string) =>
  !isBriefChat(conversation) || uid === conversation.ownerId || !isBlocked(conversation);

/** The other participant: id and the name the conversation stores for her. */
export function otherOf(
  conversation: Pick<ProjectConversationDoc, 'participants' | 'users'>,
  uid: string,
): { id: string; name: string } {
  const id = conversation.participants.find((p) => p !== uid) ?? uid;
  const name = conversation.users?.find((user) => user.id === id)?.name ?? '';
  return { id, name };
}

export const unreadOf = (conversation: Pick<ProjectConversationDoc, 'unreadCounts'>, uid: string) =>
  Math.max(0, Number(conversation.unreadCounts?.[uid] ?? 0) || 0);

/** The unread total of the "Mesajlar" entry and the page title. */
export const totalUnread = (conversations: readonly ProjectConversationDoc[], uid: string) =>
  conversations.reduce((sum, conversation) => sum + unreadOf(conversation, uid), 0);

/** Archived: no active project left (type 'archived'), or the conversation was closed. */
export function isArchived(conversation: AnyConversation): boolean {
  return conversation.type === 'archived' || conversation.isDeleted === true;
}

export const filterOf = (conversation: AnyConversation): ConversationFilter =>
  isBriefChat(conversation) ? 'briefs' : isArchived(conversation) ? 'archived' : 'active';

export const matchesFilter = (conversation: AnyConversation, filter: ConversationFilter) =>
  filterOf(conversation) === filter;

export type ThreadItem = DayRow<ProjectMessage>;

/** Messages oldest first, with a day separator before the first message of each day. */
export const threadItems = (messages: readonly ProjectMessage[], now: number): ThreadItem[] =>
  withDaySeparators(messages, now);

/** Oldest first; messages of the same time by id (the query's order, reversed). */
export function oldestFirst(a: ProjectMessage, b: ProjectMessage): number {
  const at = a.timestamp ?? Infinity;
  const bt = b.timestamp ?? Infinity;
  return at - bt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The messages the reader has not read: the other side's, not yet marked. */
export const unreadMessageIds = (messages: readonly ProjectMessage[], readerId: string) =>
  messages.filter((m) => m.senderId !== readerId && !m.isRead).map((m) => m.id);

/** The project a new message is about: the one chosen, else the newest active one. */
export function projectFor(
  conversation: Pick<ProjectConversationDoc, 'activeProjects'>,
  briefId: string | null,
): { briefId: string; briefTitle: string } | null {
  const projects = conversation.activeProjects ?? [];
  const chosen = projects.find((p) => p.briefId === briefId) ?? projects.at(-1);
  return chosen ? { briefId: chosen.briefId, briefTitle: chosen.briefTitle } : null;
}
