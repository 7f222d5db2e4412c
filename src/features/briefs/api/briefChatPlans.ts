// How the owner's decisions reach the brief chat (spec sections 3 and 4): a decline message
// (carrying the bidder's id) goes into the brief's chat with that bidder, created if needed; a
// completion message only into a chat that exists. Pure: the transaction applies the writes.
import { BRIEF_CHATS, briefChatIdOf, briefChatKeyOf } from '@/lib/collections/briefChats';
import { NOW, plus, type PlannedWrite } from './writePlan';

/** The brief as these writes need it (ManagedBrief has these fields). */
type ChatBrief = {
  id: string;
  title: string;
  ownerId: string;
  ownerName: string;
  ownerImage: string;
};

export const briefChatPath = (briefId: string, bidderId: string) =>
  `${BRIEF_CHATS}/${briefChatIdOf(briefId, bidderId)}`;

export function briefChatPostWrites(options: {
  brief: ChatBrief;
  bidder: { id: string; name: string };
  chatExists: boolean;
  messageId: string;
  kind: 'decline' | 'complete';
  text: string;
}): PlannedWrite[] {
  const { brief, bidder, chatExists, messageId, kind, text } = options;
  const path = briefChatPath(brief.id, bidder.id);
  const summary = {
    sender: brief.ownerName,
    message: text,
    uid: brief.ownerId,
    imageUrl: brief.ownerImage,
    timestamp: NOW,
  };
  const message: PlannedWrite = {
    op: 'create',
    path: `${briefChatKeyOf(brief.id, bidder.id)}/${messageId}`,
    data: {
      kind,
      name: brief.ownerName,
      message: text,
      messageId,
      uid: brief.ownerId,
      timestamp: NOW,
      imageUrl: brief.ownerImage,
      isRead: false,
      readBy: {},
      ...(kind === 'decline' ? { bidderId: bidder.id } : {}),
    },
  };
  const chat: PlannedWrite = chatExists
    ? {
        op: 'update',
        path,
        data: {
          lastMessageObject: summary,
          timestamp: NOW,
          [`unreadCounts.${bidder.id}`]: plus(1),
        },
      }
    : {
        op: 'create',
        path,
        data: {
          id: briefChatIdOf(brief.id, bidder.id),
          briefId: brief.id,
          briefTitle: brief.title,
          users: [
            { id: brief.ownerId, name: brief.ownerName },
            { id: bidder.id, name: bidder.name },
          ],
          userIds: [brief.ownerId, bidder.id],
          bidderIds: [bidder.id],
          timestamp: NOW,
          unreadCounts: { [brief.ownerId]: 0, [bidder.id]: 1 },
          typing: {},
          lastMessageObject: summary,
        },
      };
  // The chat first: the message's rules read it with getAfter either way.
  return [chat, message];
}
