// The spec's REST calls (section 7): GET {api}/contacts?search= and GET {api}/conversations,
// served by the `api` Cloud Function (functions/src/api). No React, no Redux.
import type { Contact, ConversationSummary } from '@shared/apiShapes';
import { apiGet } from '@/lib/apiClient';

export type { Contact, ConversationSummary };
export { ApiCallError } from '@/lib/apiClient';

/** Whose lists: `forUid` is set only while an admin acts as that user (design.md section 7). */
export type ListOptions = { forUid?: string };

/** The people the user may write to; `search` narrows them by a name prefix on the server. */
export const getContacts = (search = '', options: ListOptions = {}) =>
  apiGet<Contact[]>('contacts', { search: search.trim() || undefined, userId: options.forUid });

/** The user's project conversations and brief chats, newest first. */
export const getConversations = (options: ListOptions = {}) =>
  apiGet<ConversationSummary[]>('conversations', { userId: options.forUid });
