import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { useLiveFeed } from '../../../app/live/liveFeed';
import { selectSignedInUser } from '../../../app/session/sessionSlice';
import { CONVERSATION_PAGE_SIZE } from '../api/chatSubscriptions';
import { conversationListKey, conversationsFeed } from '../chatFeeds';
import { selectConversation, selectConversationList, selectListStatus } from '../chatSlice';
import { ConversationList } from '../components/ConversationList';
import { ConversationView } from '../components/ConversationView';
import { isArchived, matchesFilter, type ConversationFilter } from '../model/chatModel';
import '../components/chat.css';

/**
 * /app/chat: the signed-in user's project conversations (live, newest first, 20 at a time) and
 * the open one (`?c=<conversationId>`). On narrow screens one of the two at a time.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const uid = useAppSelector(selectSignedInUser)?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const [size, setSize] = useState(CONVERSATION_PAGE_SIZE);
  // Until the reader picks one, the filter is the open conversation's (a link may open an
  // archived one).
  const [chosen, setFilter] = useState<ConversationFilter | null>(null);
  const listKey = uid ? conversationListKey(uid, size) : null;
  useLiveFeed(conversationsFeed, listKey);
  const all = useAppSelector((state) => selectConversationList(state, listKey));
  const status = useAppSelector((state) => selectListStatus(state, listKey));
  const open = useAppSelector((state) => selectConversation(state, openId));
  const filter = chosen ?? (open && isArchived(open) ? 'archived' : 'active');
  const shown = all.filter((conversation) => matchesFilter(conversation, filter));

  const openConversation = (conversationId: string | null) =>
    setParams(conversationId ? { c: conversationId } : {}, { replace: false });

  return (
    <div className="chat-page card" data-open={openId ? 'thread' : 'list'}>
      <h1 className="visually-hidden">{t('routes.chat')}</h1>
      <div className="row g-0 h-100">
        <div className="col-md-4 border-end h-100 chat-pane-list">
          <ConversationList
            uid={uid}
            conversations={shown}
            status={status}
            filter={filter}
            onFilter={setFilter}
            openId={openId}
            onOpen={openConversation}
            onMore={all.length >= size ? () => setSize(size + CONVERSATION_PAGE_SIZE) : null}
          />
        </div>
        <div className="col-md-8 h-100 chat-pane-thread">
          {open ? (
            <ConversationView
              key={open.conversationId}
              uid={uid}
              conversation={open}
              onBack={() => openConversation(null)}
            />
          ) : (
            <p className="text-body-secondary p-4 mb-0" data-testid="chat-placeholder">
              {openId && status === 'ready' ? t('chat.thread.notFound') : t('chat.thread.choose')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
