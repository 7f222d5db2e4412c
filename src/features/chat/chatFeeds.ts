// The project chat's live data (docs/data-layer.md): the conversation list of a user (keyed
// `uid:size`, so "load more" moves to a larger listener) and one conversation's latest messages
// (keyed by conversation id). Listeners stop when the chat page goes.
import { defineLiveFeed } from '../../app/live/liveFeed';
import { subscribeConversations, subscribeMessages } from './api/chatSubscriptions';
import {
  conversationsFailed,
  conversationsReceived,
  conversationsReleased,
  conversationsWatched,
  messagesFailed,
  messagesReceived,
  threadReleased,
  threadWatched,
} from './chatSlice';

export const conversationListKey = (uid: string, size: number) => `${uid}:${size}`;

export const conversationsFeed = defineLiveFeed({
  name: 'chat/conversations',
  subscribe: (key, { dispatch }) => {
    const [uid = '', size = '20'] = key.split(':');
    dispatch(conversationsWatched(key));
    return subscribeConversations(
      uid,
      Number(size),
      (items) => dispatch(conversationsReceived({ key, items })),
      (error) => {
        console.error('conversations failed to load', error);
        dispatch(conversationsFailed(key));
      },
    );
  },
  released: (key) => conversationsReleased(key),
});

export const messagesFeed = defineLiveFeed({
  name: 'chat/messages',
  subscribe: (conversationId, { dispatch }) => {
    dispatch(threadWatched(conversationId));
    return subscribeMessages(
      conversationId,
      (live) => dispatch(messagesReceived({ conversationId, live })),
      (error) => {
        console.error('messages failed to load', error);
        dispatch(messagesFailed(conversationId));
      },
    );
  },
  released: (conversationId) => threadReleased(conversationId),
});
