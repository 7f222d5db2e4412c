// General chat (spec sections 7 and 9): an admin writes to anyone from the contact picker. The
// conversation is the pair's project conversation without a project; a pair that already has
// one keeps it.
import { doc, serverTimestamp } from 'firebase/firestore';
import { PROJECT_CONVERSATIONS, conversationIdOf } from '@/lib/collections/projectConversations';
import { createOnce } from '@/lib/createOnce';
import { db } from '@/lib/firebase';

type Party = { id: string; name: string };

/**
 * The pair's conversation id, created empty (no project) when there is none; opened twice at
 * once, one call creates it and the other finds it (createOnce).
 */
export async function openGeneralConversation(me: Party, other: Party): Promise<string> {
  const firestore = await db();
  const id = conversationIdOf(me.id, other.id);
  const ref = doc(firestore, PROJECT_CONVERSATIONS, id);
  await createOnce(ref, (transaction) => {
    transaction.set(ref, {
      conversationId: id,
      participants: [me.id, other.id].sort(),
      users: [me, other],
      activeProjects: [],
      archivedProjects: [],
      lastMessage: '',
      lastMessageTime: serverTimestamp(),
      unreadCounts: { [me.id]: 0, [other.id]: 0 },
      typing: {},
      createdAt: serverTimestamp(),
      isActive: true,
      isCompleted: false,
      type: 'active',
    });
  });
  return id;
}
