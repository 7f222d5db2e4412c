import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { MessageComposer } from '@/components/chat/MessageComposer';
import { useFresh } from '@/components/time/useNow';
import type { BriefChatDraft } from '../model/briefChatDraft';
import {
  selectThread,
  selectThreadMessages,
  type ChatConversation,
  type ThreadState,
} from '../chatSlice';
import { messagesFeed } from '../chatFeeds';
import { loadOlderMessages } from '../chatThunks';
import {
  markRead,
  preloadMessageWrites,
  sendBriefMessage,
  sendChatMessage,
  setTyping,
} from '../chatWriteThunks';
import {
  canWrite,
  isArchived,
  isBriefChat,
  otherOf,
  projectFor,
  typingFreshMs,
  unreadMessageIds,
} from '../model/chatModel';
import { BriefChatHeader } from './BriefChatHeader';
import { Initials } from './Initials';
import { MessageThread } from './MessageThread';
import { useTyping } from './useTyping';

/** The thread of a chat whose first message is still to be written. */
const NEW_THREAD: ThreadState = {
  status: 'ready',
  ids: [],
  pending: [],
  cursor: null,
  older: 'idle',
};

/** Spec section 7 / the rules: one message holds at most 5000 characters. */
const MAX_MESSAGE = 5000;

type Props = {
  uid: string;
  /** The signed-in user as her messages name her. */
  me: { name: string; img: string };
  conversation: ChatConversation;
  /** A brief chat that does not exist yet: its first message creates it from this. */
  draft?: BriefChatDraft | null;
  onBack: () => void;
};

/** The open conversation: header with the projects, live messages, typing, the message box. */
export function ConversationView({ uid, me, conversation, draft = null, onBack }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = conversation.conversationId;
  const brief = isBriefChat(conversation);
  // A chat that does not exist yet has no messages to listen to.
  useLiveFeed(messagesFeed, draft ? null : id);
  const thread = useAppSelector((state) => selectThread(state, id));
  const messages = useAppSelector((state) => selectThreadMessages(state, id));
  const other = otherOf(conversation, uid);
  const [briefId, setBriefId] = useState<string | null>(null);

  // Reading: the other side's unread messages and the reader's count, whenever they change.
  const unread = unreadMessageIds(messages, uid);
  const unreadKey = unread.join(',');
  const count = conversation.unreadCounts?.[uid] ?? 0;
  useEffect(() => {
    if (draft || thread?.status !== 'ready' || (unread.length === 0 && count === 0)) return;
    void dispatch(markRead({ conversationId: id, readerId: uid, messageIds: unread }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- unreadKey stands for `unread`
  }, [dispatch, id, uid, unreadKey, count, thread?.status, draft]);

  // The other side's typing flag counts for 3 s (30 s in general chat); it goes stale even if no
  // snapshot says so.
  const typingEntry = conversation.typing?.[other.id];
  const otherTyping = useFresh(
    typingEntry?.isTyping ? (typingEntry.timestamp ?? null) : null,
    typingFreshMs(conversation),
  );

  const writable = canWrite(conversation, uid);
  useEffect(() => {
    if (writable) preloadMessageWrites(brief);
  }, [writable, brief]);
  const { onTyping, onSent } = useTyping(
    draft || !writable ? null : (typing) => void dispatch(setTyping({ key: id, uid, typing })),
  );

  const project = projectFor(conversation, briefId);
  const send = (text: string) => {
    onSent();
    if (brief) {
      void dispatch(
        sendBriefMessage({
          key: id,
          sender: { id: uid, name: me.name, imageUrl: me.img },
          otherId: other.id,
          text,
          create: draft,
        }),
      );
      return;
    }
    void dispatch(
      sendChatMessage({ conversationId: id, senderId: uid, otherId: other.id, text, project }),
    );
  };

  return (
    <section
      className="d-flex flex-column h-100"
      aria-labelledby="chat-with"
      data-testid="conversation"
    >
      <header className="d-flex align-items-center gap-2 p-2 border-bottom">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary d-md-none"
          onClick={onBack}
        >
          {t('chat.thread.back')}
        </button>
        <Initials name={other.name} />
        <div className="chat-row-body">
          <h2 id="chat-with" className="h6 mb-0 text-truncate">
            {other.name || t('chat.thread.unknown')}
          </h2>
          <small className="text-body-secondary" data-testid="typing" aria-live="polite">
            {otherTyping ? t('chat.thread.typing') : ''}
          </small>
        </div>
        {brief && <BriefChatHeader uid={uid} chat={conversation} exists={!draft} />}
      </header>
      <MessageThread
        key={id}
        uid={uid}
        thread={draft ? NEW_THREAD : thread}
        messages={messages}
        onOlder={() => void dispatch(loadOlderMessages(id))}
      />
      <div className="border-top p-2">
        {!writable && (
          <p className="small text-body-secondary mb-0" data-testid="blocked-notice">
            {t('chat.brief.blockedNotice')}
          </p>
        )}
        {writable && isArchived(conversation) && (
          <p className="small text-body-secondary mb-2">{t('chat.thread.archivedNotice')}</p>
        )}
        {writable && !brief && conversation.activeProjects.length > 1 && (
          <div className="mb-2">
            <Label for="chat-project" className="small mb-1">
              {t('chat.composer.project')}
            </Label>
            <Input
              id="chat-project"
              type="select"
              bsSize="sm"
              value={project?.briefId ?? ''}
              onChange={(event) => setBriefId(event.target.value)}
            >
              {conversation.activeProjects.map((p) => (
                <option key={p.briefId} value={p.briefId}>
                  {p.briefTitle}
                </option>
              ))}
            </Input>
          </div>
        )}
        {writable && (
          <MessageComposer
            id="chat-message"
            label={t('chat.composer.label')}
            placeholder={t('chat.composer.placeholder')}
            sendLabel={t('chat.composer.send')}
            hint={t('chat.composer.hint')}
            maxLength={MAX_MESSAGE}
            onSend={send}
            onTyping={onTyping}
          />
        )}
      </div>
    </section>
  );
}
