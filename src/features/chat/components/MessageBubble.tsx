import { useTranslation } from 'react-i18next';
import type { ProjectMessage } from '@/lib/collections/projectConversations';
import { messageTime } from '../model/chatTimes';

type Props = { message: ProjectMessage; own: boolean; pending: boolean };

/** One message: own on the right with its state (pending, sent, read), the other's on the left. */
export function MessageBubble({ message, own, pending }: Props) {
  const { t } = useTranslation();
  const state = pending ? 'pending' : message.isRead ? 'read' : 'sent';
  return (
    <div
      className={`d-flex mb-2 ${own ? 'justify-content-end' : 'justify-content-start'}`}
      data-testid="message"
      data-own={own}
      data-state={own ? state : undefined}
    >
      <div className={`chat-bubble ${own ? 'chat-bubble-own' : 'chat-bubble-other'}`}>
        {message.briefTitle && (
          <small className="d-block chat-bubble-project">
            {t('chat.thread.about', { title: message.briefTitle })}
          </small>
        )}
        <p className="mb-1 chat-bubble-text">{message.text}</p>
        <small className="d-flex justify-content-end gap-1 chat-bubble-meta">
          <span>{messageTime(message.timestamp)}</span>
          {own && (
            <span
              aria-label={t(`chat.thread.states.${state}`)}
              title={t(`chat.thread.states.${state}`)}
            >
              {state === 'pending' ? '🕓' : state === 'read' ? '✓✓' : '✓'}
            </span>
          )}
        </small>
      </div>
    </div>
  );
}
