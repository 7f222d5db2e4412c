import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import type { Viewer } from '../model/history';
import { supportMessagesFeed, threadKey } from '../supportFeeds';
import { selectSupportConversation, selectThread, selectThreadMessages } from '../supportSlice';
import { markConversationRead } from '../supportThunks';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

/**
 * One open support conversation, for either side: its messages live, the other side's typing,
 * the message box. While it is open, what the other side sends is marked read and the
 * reader's unread count goes back to 0.
 */
export function ConversationView({
  uid,
  viewer,
  otherName,
}: {
  uid: string;
  viewer: Viewer;
  otherName: string;
}) {
  const dispatch = useAppDispatch();
  useLiveFeed(supportMessagesFeed, threadKey(viewer, uid));
  const conversation = useAppSelector((state) => selectSupportConversation(state, uid));
  const messages = useAppSelector((state) => selectThreadMessages(state, uid));
  const status = useAppSelector(selectThread).status;
  const unreadCount =
    viewer === 'user' ? conversation?.unreadCount : conversation?.unreadCountForAdmin;

  useEffect(() => {
    // Once per change: a failed write is not retried in a loop.
    if (status === 'ready') void dispatch(markConversationRead({ uid, reader: viewer }));
  }, [dispatch, uid, viewer, status, messages, unreadCount]);

  const otherTyping = viewer === 'user' ? conversation?.typing.admin : conversation?.typing.user;
  return (
    <div className="support-conversation d-flex flex-column">
      <MessageList uid={uid} viewer={viewer} />
      <TypingIndicator entry={otherTyping} name={otherName} />
      <Composer uid={uid} side={viewer} />
    </div>
  );
}
