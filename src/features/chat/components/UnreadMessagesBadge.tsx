import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { setDocumentTitleCount } from '@/lib/documentTitle';
import { selectUser } from '@/store/session/sessionSlice';
import {
  briefChatListKey,
  briefChatsFeed,
  conversationListKey,
  conversationsFeed,
} from '../chatFeeds';
import { selectConversationList } from '../chatSlice';
import { CONVERSATION_PAGE_SIZE, totalUnread } from '../model/chatModel';

/**
 * The unread total on the "Mesajlar" menu entry and in the tab title, live on every /app page.
 * It shares the chat page's listeners (the first page of project conversations and of brief
 * chats), so the chat page adds no second one.
 */
export default function UnreadMessagesBadge() {
  const { t } = useTranslation();
  // The acted-as user's while an admin acts as someone, like the chat page.
  const uid = useAppSelector(selectUser)?.uid ?? null;
  const key = uid ? conversationListKey(uid, CONVERSATION_PAGE_SIZE) : null;
  const briefKey = uid ? briefChatListKey(uid, CONVERSATION_PAGE_SIZE) : null;
  useLiveFeed(conversationsFeed, key);
  useLiveFeed(briefChatsFeed, briefKey);
  const conversations = useAppSelector((state) => selectConversationList(state, key));
  const briefChats = useAppSelector((state) => selectConversationList(state, briefKey));
  const unread = uid ? totalUnread(conversations, uid) + totalUnread(briefChats, uid) : 0;

  useEffect(() => {
    setDocumentTitleCount(unread);
  }, [unread]);
  // Signed out (the /app frame gone), the count leaves the title with the badge.
  useEffect(() => () => setDocumentTitleCount(0), []);

  if (unread === 0) return null;
  return (
    <span
      className="badge bg-danger rounded-pill"
      data-testid="messages-unread"
      aria-label={t('layout.menu.unreadMessages', { count: unread })}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
