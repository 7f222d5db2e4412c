import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { selectUser } from '@/store/session/sessionSlice';
import {
  briefChatListKey,
  briefChatsFeed,
  conversationListKey,
  conversationsFeed,
} from '../chatFeeds';
import { selectConversation, selectConversationList, selectListStatus } from '../chatSlice';
import { ConversationList } from '../components/ConversationList';
import { ConversationView } from '../components/ConversationView';
import {
  CONVERSATION_PAGE_SIZE,
  filterOf,
  matchesFilter,
  type ConversationFilter,
} from '../model/chatModel';
import { linkedBriefChat } from '../model/chatLinks';
import { BriefChatOpener } from './BriefChatOpener';
import { NewMessage } from './NewMessage';
import '../components/chat.css';

/**
 * /app/chat: the user's project conversations and brief chats (live, newest first, 20 at a
 * time) and the open one: `?c=<key>`, or `?briefId=<id>` for the brief's chat (a bidder's own;
 * the owner names the bidder with `&with=<uid>`, else sees the brief's chats). On narrow
 * screens one of the two at a time. The user is the acted-as one while an admin acts as
 * someone: her chats, written as her (docs/decisions.md "Chat identity").
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const linked = linkedBriefChat(params, uid);
  const openId = linked?.key ?? params.get('c');
  const [size, setSize] = useState(CONVERSATION_PAGE_SIZE);
  // Until the reader picks one, the filter is the open conversation's (a link may open an
  // archived one or a brief chat).
  const [chosen, setFilter] = useState<ConversationFilter | null>(null);
  const projectKey = uid ? conversationListKey(uid, size) : null;
  const briefKey = uid ? briefChatListKey(uid, size) : null;
  useLiveFeed(conversationsFeed, projectKey);
  useLiveFeed(briefChatsFeed, briefKey);
  const projects = useAppSelector((state) => selectConversationList(state, projectKey));
  const briefChats = useAppSelector((state) => selectConversationList(state, briefKey));
  const projectStatus = useAppSelector((state) => selectListStatus(state, projectKey));
  const briefStatus = useAppSelector((state) => selectListStatus(state, briefKey));
  const open = useAppSelector((state) => selectConversation(state, openId));
  const onlyBrief = params.get('briefId');
  const filter = chosen ?? (linked || onlyBrief ? 'briefs' : open ? filterOf(open) : 'active');
  const all = filter === 'briefs' ? briefChats : projects;
  const status = filter === 'briefs' ? briefStatus : projectStatus;
  const shown = all.filter(
    (conversation) =>
      matchesFilter(conversation, filter) &&
      (filter !== 'briefs' || !onlyBrief || conversation.activeProjects[0]?.briefId === onlyBrief),
  );
  const me = { name: user?.title ?? '', img: user?.img ?? '' };

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
            onFilter={(next) => {
              setFilter(next);
              if (onlyBrief) setParams({});
            }}
            openId={openId}
            onOpen={openConversation}
            onMore={all.length >= size ? () => setSize(size + CONVERSATION_PAGE_SIZE) : null}
            top={
              <NewMessage
                me={{ uid, name: me.name, isAdmin: user?.type === 'admin' }}
                onOpen={(key) => {
                  setFilter(null);
                  openConversation(key);
                }}
              />
            }
          />
        </div>
        <div className="col-md-8 h-100 chat-pane-thread">
          {linked ? (
            <BriefChatOpener
              uid={uid}
              me={me}
              link={linked}
              onBack={() => openConversation(null)}
            />
          ) : open ? (
            <ConversationView
              key={open.conversationId}
              uid={uid}
              me={me}
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
