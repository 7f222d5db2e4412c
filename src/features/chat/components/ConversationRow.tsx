import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { useNow } from '@/components/time/useNow';
import type { ChatConversation } from '../chatSlice';
import { otherOf, unreadOf } from '../model/chatModel';
import { listTime } from '../model/chatTimes';
import { Initials } from './Initials';

type Props = {
  uid: string;
  conversation: ChatConversation;
  open: boolean;
  onOpen: (conversationId: string) => void;
};

/** One conversation: the other side, the last message and its time, unread count, projects. */
export function ConversationRow({ uid, conversation, open, onOpen }: Props) {
  const { t } = useTranslation();
  const now = useNow();
  const other = otherOf(conversation, uid);
  const unread = unreadOf(conversation, uid);
  const projects = conversation.activeProjects.map((project) => project.briefTitle).join(', ');
  return (
    <button
      type="button"
      className={`chat-row w-100 text-start border-0 border-bottom d-flex gap-2 p-2 ${open ? 'active' : ''}`}
      aria-current={open || undefined}
      onClick={() => onOpen(conversation.conversationId)}
      data-testid="conversation-row"
      data-conversation={conversation.conversationId}
    >
      <Initials name={other.name} />
      <span className="flex-grow-1 chat-row-body">
        <span className="d-flex justify-content-between gap-2">
          <span className={`text-truncate ${unread > 0 ? 'fw-bold' : 'fw-semibold'}`}>
            {other.name || t('chat.thread.unknown')}
          </span>
          {conversation.lastMessageTime !== null && (
            <small className="text-body-secondary flex-shrink-0">
              {listTime(conversation.lastMessageTime, now, t)}
            </small>
          )}
        </span>
        <span className="d-flex justify-content-between gap-2">
          <small className="text-body-secondary text-truncate">
            {conversation.lastMessage || t('chat.list.noMessages')}
          </small>
          {unread > 0 && (
            <Badge
              color="primary"
              pill
              data-testid="unread-badge"
              aria-label={t('chat.list.unread', { count: unread })}
            >
              {unread}
            </Badge>
          )}
        </span>
        {projects && <small className="d-block text-truncate chat-row-projects">{projects}</small>}
      </span>
    </button>
  );
}
