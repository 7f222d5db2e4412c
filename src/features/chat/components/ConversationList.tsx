import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonGroup } from 'reactstrap';
import type { ChatConversation } from '../chatSlice';
import type { ConversationFilter } from '../model/chatModel';
import { ConversationRow } from './ConversationRow';

type Props = {
  uid: string;
  conversations: ChatConversation[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  filter: ConversationFilter;
  onFilter: (filter: ConversationFilter) => void;
  openId: string | null;
  onOpen: (conversationId: string) => void;
  /** Present while the listener may hold more than it shows (a full page). */
  onMore: (() => void) | null;
  /** Above the filter: the "new message" button. */
  top?: ReactNode;
};

const filters: readonly ConversationFilter[] = ['active', 'archived', 'briefs'];

const emptyTexts: Record<ConversationFilter, string> = {
  active: 'chat.list.empty',
  archived: 'chat.list.emptyArchived',
  briefs: 'chat.list.emptyBriefs',
};

/** The conversation list: newest first, unread badges, the active / archive / brief chat filter. */
export function ConversationList(props: Props) {
  const { t } = useTranslation();
  const { uid, conversations, status, filter, openId } = props;
  return (
    <nav aria-label={t('chat.list.title')} className="chat-list d-flex flex-column h-100">
      <div className="p-2 border-bottom">
        {props.top}
        <ButtonGroup size="sm" className="w-100" role="group" aria-label={t('chat.list.filter')}>
          {filters.map((option) => (
            <Button
              key={option}
              color="primary"
              outline={filter !== option}
              aria-pressed={filter === option}
              onClick={() => props.onFilter(option)}
            >
              {t(`chat.list.filters.${option}`)}
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <div className="flex-grow-1 overflow-auto" data-testid="conversation-list">
        {status === 'loading' && (
          <p role="status" className="text-body-secondary small p-3 mb-0">
            {t('chat.list.loading')}
          </p>
        )}
        {status === 'error' && (
          <Alert color="danger" fade={false} className="m-2 small">
            {t('chat.errors.load')}
          </Alert>
        )}
        {status === 'ready' && conversations.length === 0 && (
          <p className="text-body-secondary small p-3 mb-0" data-testid="conversations-empty">
            {t(emptyTexts[filter])}
          </p>
        )}
        <ul className="list-unstyled mb-0">
          {conversations.map((conversation) => (
            <li key={conversation.conversationId}>
              <ConversationRow
                uid={uid}
                conversation={conversation}
                open={conversation.conversationId === openId}
                onOpen={props.onOpen}
              />
            </li>
          ))}
        </ul>
        {props.onMore && (
          <div className="text-center p-2">
            <Button size="sm" color="link" onClick={props.onMore} data-testid="more-conversations">
              {t('chat.list.loadMore')}
            </Button>
          </div>
        )}
      </div>
    </nav>
  );
}
