// Which brief chat a /app/chat link opens: `?c=Messages/{chatId}/{briefId}` names it; with
// `?briefId=` it is the reader's own chat about the brief as a bidder, or, for the owner, the
// one with `&with=<bidder uid>`.
import { bidderOfChatId, briefChatKeyOf, isBriefChatKey } from '@/lib/collections/briefChats';

export type BriefChatLink = { key: string; briefId: string; bidderId: string };

export function linkedBriefChat(params: URLSearchParams, uid: string): BriefChatLink | null {
  const key = params.get('c');
  if (key && isBriefChatKey(key)) {
    const [, chatId = '', briefId = ''] = key.split('/');
    if (!chatId || !briefId) return null;
    return { key, briefId, bidderId: bidderOfChatId(chatId) };
  }
  const briefId = params.get('briefId');
  if (!briefId || !uid) return null;
  const bidderId = params.get('with') || uid;
  return { key: briefChatKeyOf(briefId, bidderId), briefId, bidderId };
}
