import type {
  ProjectConversationDoc,
  ProjectMessage,
} from '@/lib/collections/projectConversations';

export function makeConversation(
  overrides: Partial<ProjectConversationDoc> = {},
): ProjectConversationDoc {
  return {
    conversationId: 'a_b',
    participants: ['a', 'b'],
    users: [
      { id: 'a', name: 'Nova Market' },
      { id: 'b', name: 'Ayşe Yılmaz' },
    ],
    activeProjects: [{ briefId: 'p1', briefTitle: 'Yaz', isActive: true, addedAt: 1 }],
    archivedProjects: [],
    lastMessage: 'Merhaba',
    lastMessageTime: 1000,
    unreadCounts: { a: 0, b: 2 },
    typing: {},
    createdAt: 1,
    isActive: true,
    isCompleted: false,
    type: 'active',
    ...overrides,
  };
}

export const message = (id: string, overrides: Partial<ProjectMessage> = {}): ProjectMessage => ({
  id,
  text: `mesaj ${id}`,
  senderId: 'a',
  timestamp: 1000,
  isRead: false,
  briefId: 'p1',
  briefTitle: 'Yaz',
  ...overrides,
});
