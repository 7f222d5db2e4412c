// GET {api}/conversations (spec section 7): the user's project conversations and brief chats,
// newest first, with her unread count, for the general chat's list.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { briefChatsOf, projectConversationsOf } from '../queries';
import { CONVERSATIONS_LIMIT, type ConversationSummary } from '../shared/apiShapes';
import { displayNameOf, readUsers } from './userDocs';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A Firestore Timestamp (or millis) as epoch milliseconds; null for anything else. */
function millisOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  return null;
}

function unreadOf(doc: DocumentSnapshot, uid: string): number {
  const count = (doc.get('unreadCounts') as Record<string, unknown> | undefined)?.[uid];
  return typeof count === 'number' && count > 0 ? count : 0;
}

/** The names a conversation document stores itself (`users: [{ id, name }]`). */
function storedNames(doc: DocumentSnapshot): Map<string, string> {
  const users = doc.get('users');
  const names = new Map<string, string>();
  if (Array.isArray(users)) {
    for (const user of users as { id?: unknown; name?: unknown }[]) {
      if (typeof user?.id === 'string' && typeof user.name === 'string')
        names.set(user.id, user.name);
    }
  }
  return names;
}

type Draft = Omit<ConversationSummary, 'otherNames' | 'title'> & {
  storedNames: Map<string, string>;
  briefTitle?: string;
};

function projectDraft(doc: DocumentSnapshot, uid: string): Draft {
  return {
    id: doc.id,
    kind: 'project',
    otherUserIds: strings(doc.get('participants')).filter((id) => id !== uid),
    lastMessage: text(doc.get('lastMessage')),
    lastMessageTime: millisOf(doc.get('lastMessageTime')),
    unreadCount: unreadOf(doc, uid),
    storedNames: storedNames(doc),
  };
}

function briefDraft(doc: DocumentSnapshot, uid: string): Draft {
  const last = (doc.get('lastMessageObject') ?? null) as Record<string, unknown> | null;
  return {
    id: doc.id,
    kind: 'brief',
    briefId: text(doc.get('briefId')),
    briefTitle: text(doc.get('briefTitle')),
    otherUserIds: strings(doc.get('userIds')).filter((id) => id !== uid),
    lastMessage: text(last?.message),
    // The chat's own timestamp moves with each message; the summary's is the exact one.
    lastMessageTime: millisOf(last?.timestamp) ?? millisOf(doc.get('timestamp')),
    unreadCount: unreadOf(doc, uid),
    storedNames: storedNames(doc),
  };
}

export async function listConversations(uid: string): Promise<ConversationSummary[]> {
  const db = adminDb();
  const [projects, briefChats] = await Promise.all([
    describedQuery(db, projectConversationsOf(uid, CONVERSATIONS_LIMIT, true)).get(),
    describedQuery(db, briefChatsOf(uid, CONVERSATIONS_LIMIT, true)).get(),
  ]);
  const drafts = [
    ...projects.docs
      .filter((doc) => doc.get('isDeleted') !== true)
      .map((d) => projectDraft(d, uid)),
    ...briefChats.docs.map((doc) => briefDraft(doc, uid)),
  ]
    .sort((a, b) => (b.lastMessageTime ?? 0) - (a.lastMessageTime ?? 0))
    .slice(0, CONVERSATIONS_LIMIT);

  // Names as the users show themselves now; the stored copy when an account is gone.
  const users = await readUsers(drafts.flatMap((draft) => draft.otherUserIds));
  const current = new Map(users.map((doc) => [doc.id, displayNameOf(doc)]));
  return drafts.map(({ storedNames: stored, briefTitle, ...draft }) => {
    const otherNames = draft.otherUserIds.map((id) => current.get(id) || stored.get(id) || '');
    const names = otherNames.filter(Boolean).join(', ');
    return { ...draft, otherNames, title: (draft.kind === 'brief' && briefTitle) || names };
  });
}
