import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import { useNow } from '@/components/time/useNow';
import type { ProjectMessage } from '@/lib/collections/projectConversations';
import type { ThreadState } from '../chatSlice';
import { threadItems } from '../model/chatModel';
import { dayLabel } from '../model/chatTimes';
import { MessageBubble } from './MessageBubble';

type Props = {
  uid: string;
  thread: ThreadState | undefined;
  messages: ProjectMessage[];
  onOlder: () => void;
};

/**
 * The messages oldest first with day separators. It follows the newest message while the
 * reader is at the bottom, and keeps the reader's place when older messages load above.
 */
export function MessageThread({ uid, thread, messages, onOlder }: Props) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = useRef<string | undefined>(undefined);
  const heightBefore = useRef(0);
  const now = useNow();

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const oldest = messages[0]?.id;
    if (firstId.current !== undefined && oldest !== firstId.current && !atBottom.current) {
      // Older messages came in above: stay on the message the reader was looking at.
      element.scrollTop += element.scrollHeight - heightBefore.current;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    firstId.current = oldest;
    heightBefore.current = element.scrollHeight;
  }, [messages]);

  if (!thread || thread.status === 'loading') {
    return (
      <p role="status" className="text-body-secondary p-3 mb-0">
        {t('chat.thread.loading')}
      </p>
    );
  }
  if (thread.status === 'error') {
    return (
      <Alert color="danger" fade={false} className="m-3">
        {t('chat.errors.load')}
      </Alert>
    );
  }
  const pending = new Set(thread.pending);
  return (
    <div
      ref={scroller}
      className="chat-thread flex-grow-1 overflow-auto px-3 py-2"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
        heightBefore.current = element.scrollHeight;
      }}
      data-testid="message-thread"
      aria-live="polite"
    >
      {thread.cursor !== null ? (
        <div className="text-center mb-2">
          <Button
            size="sm"
            color="link"
            onClick={onOlder}
            disabled={thread.older === 'loading'}
            data-testid="older-messages"
          >
            {thread.older === 'loading' ? t('chat.thread.olderLoading') : t('chat.thread.older')}
          </Button>
        </div>
      ) : (
        messages.length > 0 && (
          <p className="text-center small text-body-secondary">{t('chat.thread.start')}</p>
        )
      )}
      {messages.length === 0 && (
        <p className="text-center text-body-secondary my-4">{t('chat.thread.empty')}</p>
      )}
      {threadItems(messages, now).map((item) =>
        item.kind === 'day' ? (
          <div key={item.key} className="chat-day text-center my-2" role="separator">
            <small>{dayLabel(item.day, now, i18n.language, t)}</small>
          </div>
        ) : (
          <MessageBubble
            key={item.key}
            message={item.message}
            own={item.message.senderId === uid}
            pending={pending.has(item.message.id)}
          />
        ),
      )}
    </div>
  );
}
