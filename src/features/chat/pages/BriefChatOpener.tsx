import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { briefChatFromData, bidderOfChatId } from '@/lib/collections/briefChats';
import { briefChatFeed } from '../chatFeeds';
import { selectConversation, selectDraft, selectListStatus } from '../chatSlice';
import { loadBriefChatDraft } from '../chatThunks';
import { ConversationView } from '../components/ConversationView';
import type { BriefChatDraft } from '../model/briefChatDraft';
import type { BriefChatLink } from '../model/chatLinks';

type Props = {
  uid: string;
  me: { name: string; img: string };
  link: BriefChatLink;
  onBack: () => void;
};

/** A new chat in the shape of a stored one, so the thread and the composer show as usual. */
function draftChat(key: string, draft: BriefChatDraft) {
  const chatId = key.split('/')[1] ?? '';
  return briefChatFromData(chatId, {
    briefId: draft.briefId,
    briefTitle: draft.briefTitle,
    userIds: [draft.owner.id, bidderOfChatId(chatId)],
    bidderIds: [draft.bidder.id],
    users: [draft.owner, draft.bidder],
    unreadCounts: {},
    typing: {},
  });
}

/**
 * The brief chat a link names, live: the stored chat when it exists, else (for the owner or the
 * bidder) a new one that its first message creates.
 */
export function BriefChatOpener({ uid, me, link, onBack }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useLiveFeed(briefChatFeed, link.key);
  const chat = useAppSelector((state) => selectConversation(state, link.key));
  const status = useAppSelector((state) => selectListStatus(state, link.key));
  const draft = useAppSelector((state) => selectDraft(state, link.key));
  const missing = status === 'ready' && !chat;

  useEffect(() => {
    if (!missing) return;
    void dispatch(
      loadBriefChatDraft({
        key: link.key,
        briefId: link.briefId,
        bidderId: link.bidderId,
        uid,
        uidName: me.name,
      }),
    );
  }, [dispatch, missing, link.key, link.briefId, link.bidderId, uid, me.name]);

  if (chat)
    return (
      <ConversationView key={link.key} uid={uid} me={me} conversation={chat} onBack={onBack} />
    );
  if (missing && draft?.status === 'ready' && draft.draft)
    return (
      <ConversationView
        key={link.key}
        uid={uid}
        me={me}
        conversation={draftChat(link.key, draft.draft)}
        draft={draft.draft}
        onBack={onBack}
      />
    );
  const failed = status === 'error' || draft?.status === 'error';
  return (
    <p
      className={`p-4 mb-0 ${failed ? 'text-danger' : 'text-body-secondary'}`}
      role={failed ? 'alert' : 'status'}
      data-testid="chat-placeholder"
    >
      {status === 'error'
        ? t('chat.errors.load')
        : draft?.status === 'error'
          ? t(draft.error ?? 'chat.errors.load')
          : t('chat.thread.loading')}
    </p>
  );
}
