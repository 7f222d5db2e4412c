// The people a user has worked with: the other participants of her project conversations and
// of her brief chats (spec section 3), with the project conversation of each pair.
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { briefChatsOf, projectConversationsOf } from '../queries';

/**
 * Conversations read per kind to find the partners. A user with more has the people of her
 * newest-created ones; the bound keeps one request's reads (and the Users reads after it) small.
 */
export const PARTNER_SCAN_LIMIT = 300;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/** Partner uid → the id of the live project conversation with her, or undefined if none. */
export type Partners = Map<string, string | undefined>;

export async function readPartners(uid: string): Promise<Partners> {
  const db = adminDb();
  const [projects, briefChats] = await Promise.all([
    describedQuery(db, projectConversationsOf(uid, PARTNER_SCAN_LIMIT, false))
      .select('participants', 'isDeleted')
      .get(),
    describedQuery(db, briefChatsOf(uid, PARTNER_SCAN_LIMIT, false))
      .select('userIds')
      .get(),
  ]);
  const partners: Partners = new Map();
  for (const chat of briefChats.docs) {
    for (const other of strings(chat.get('userIds'))) {
      if (other !== uid && !partners.has(other)) partners.set(other, undefined);
    }
  }
  for (const conversation of projects.docs) {
    // A deleted conversation still names someone she worked with, but is no place to write.
    const live = conversation.get('isDeleted') !== true;
    for (const other of strings(conversation.get('participants'))) {
      if (other === uid) continue;
      if (live || !partners.has(other)) partners.set(other, live ? conversation.id : undefined);
    }
  }
  return partners;
}
