// The admin inbox (spec sections 4 and 5): newest conversation first, search by name, the
// archived/active filter, and the local archive flag that hides a conversation the admin has
// just archived until a new message arrives in it.
import type { SupportConversationDoc } from '@/lib/collections/support';

export type InboxFilter = 'active' | 'archived';

/** uid → the conversation's lastMessageTimestamp when the admin archived it here. */
export type LocalArchive = Record<string, number | null>;

const lower = (text: string) => text.toLocaleLowerCase('tr');

/** Archived here and nothing newer since: the conversation counts as archived. */
export function isLocallyArchived(
  conversation: SupportConversationDoc,
  local: LocalArchive,
): boolean {
  if (!(conversation.uid in local)) return false;
  const at = local[conversation.uid] ?? null;
  const last = conversation.lastMessageTimestamp;
  return at === null || last === null || last <= at;
}

export function isArchivedView(conversation: SupportConversationDoc, local: LocalArchive): boolean {
  // A new message after the local flag brings it back, whatever the server says so far.
  if (conversation.uid in local) return isLocallyArchived(conversation, local);
  return conversation.isArchived;
}

const newestFirst = (a: SupportConversationDoc, b: SupportConversationDoc) =>
  (b.lastMessageTime ?? Infinity) - (a.lastMessageTime ?? Infinity) ||
  (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

export function inboxRows(
  conversations: readonly SupportConversationDoc[],
  { filter, search, local }: { filter: InboxFilter; search: string; local: LocalArchive },
): SupportConversationDoc[] {
  const needle = lower(search.trim());
  return conversations
    .filter((c) => isArchivedView(c, local) === (filter === 'archived'))
    .filter((c) => needle === '' || lower(c.userInfo.name).includes(needle))
    .sort(newestFirst);
}
