import type { SupportConversationDoc, SupportMessage } from '@/lib/collections/support';

export function conversation(
  uid: string,
  fields: Partial<SupportConversationDoc> = {},
): SupportConversationDoc {
  return {
    uid,
    userInfo: {
      name: `Kullanıcı ${uid}`,
      email: `${uid}@demo.test`,
      type: 'influencer',
      profileImage: '',
      role: 2,
      uid,
    },
    lastMessage: { text: 'Merhaba', timestamp: 1000, isFromUser: true },
    lastMessageTime: 1000,
    lastMessageTimestamp: 1000,
    unreadCount: 0,
    unreadCountForAdmin: 0,
    createdAt: 0,
    isActive: true,
    isArchived: false,
    archivedAt: null,
    archivedBy: null,
    typing: {},
    ...fields,
  };
}

export function message(
  id: string,
  timestamp: number | null,
  fields: Partial<SupportMessage> = {},
): SupportMessage {
  return {
    id,
    text: `mesaj ${id}`,
    isFromUser: true,
    timestamp,
    at:
      timestamp === null
        ? null
        : { seconds: Math.floor(timestamp / 1000), nanoseconds: (timestamp % 1000) * 1e6 },
    isAutomatic: false,
    isRead: false,
    readAt: null,
    pending: false,
    ...fields,
  };
}
