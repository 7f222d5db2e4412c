import type { Contact, ConversationSummary } from '@shared/apiShapes';

export const cicek: Contact = {
  uid: 'u-cicek',
  name: 'Çiçek Yılmaz',
  img: 'profiles/cicek.jpg',
  type: 'influencer',
  conversationId: 'u-cicek_u1',
};
export const nova: Contact = { uid: 'u-nova', name: 'Nova Market', img: '', type: 'brand' };
export const deniz: Contact = { uid: 'u-deniz', name: 'Deniz Kaya', img: '', type: 'influencer' };

export function conversation(
  id: string,
  lastMessageTime: number | null,
  kind: ConversationSummary['kind'] = 'project',
): ConversationSummary {
  return {
    id,
    kind,
    otherUserIds: ['u-cicek'],
    otherNames: ['Çiçek Yılmaz'],
    title: 'Çiçek Yılmaz',
    lastMessage: 'Merhaba',
    lastMessageTime,
    unreadCount: 0,
  };
}
