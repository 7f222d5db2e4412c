// The chat's live data (docs/data-layer.md): the project conversation list of a user (keyed
// `uid:size`, so "load more" moves to a larger listener), her brief chats (`brief:uid:size`),
// one brief chat by its key (the one a link opens, which may not exist yet), and one
// conversation's latest messages (keyed by conversation key). Listeners stop when the chat page
// goes.
import { defineLiveFeed } from '@/store/live/liveFeed';
import { briefChatPathOf, isBriefChatKey } from '@/lib/collections/briefChats';
import { listenRetryingDenied } from '@/lib/retryDenied';
import {
  subscribeBriefChat,
  subscribeBriefChats,
  subscribeConversations,
  subscribeMessages,
} from './api/chatSubscriptions';
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

export const briefChatListKey = (uid: string, size: number) => `brief:${uid}:${size}`;

export const briefChatsFeed = defineLiveFeed({
  name: 'chat/briefChats',
  subscribe: (key, { dispatch }) => {
    const [, uid = '', size = '20'] = key.split(':');
    dispatch(conversationsWatched(key));
    return subscribeBriefChats(
      uid,
      Number(size),
      (items) => dispatch(conversationsReceived({ key, items })),
      (error) => {
        console.error('brief chats failed to load', error);
        dispatch(conversationsFailed(key));
      },
    );
  },
  released: (key) => conversationsReleased(key),
});

/** One brief chat by its key; its list holds the chat, or nothing while it does not exist. */
export const briefChatFeed = defineLiveFeed({
  name: 'chat/briefChat',
  subscribe: (key, { dispatch }) => {
    dispatch(conversationsWatched(key));
    return subscribeBriefChat(
      briefChatPathOf(key).split('/')[1] ?? '',
      (chat) => dispatch(conversationsReceived({ key, items: chat ? [chat] : [] })),
      (error) => {
        console.error('brief chat failed to load', error);
        dispatch(conversationsFailed(key));
      },
    );
  },
  released: (key) => conversationsReleased(key),
});

/**
 * A brief chat's first message creates the chat in the same batch; a listener opened on the
 * pending chat can reach the rules before the batch does, so a denial is retried after these
 * delays (500·n ms, five times). Other conversations exist before their listener: no retry.
 */
const FIRST_MESSAGE_RETRY_MS = [500, 1000, 1500, 2000, 2500] as const;

export const messagesFeed = defineLiveFeed({
  name: 'chat/messages',
  subscribe: (conversationId, { dispatch }) => {
    dispatch(threadWatched(conversationId));
    return listenRetryingDenied(
      (onError) =>
        subscribeMessages(
          conversationId,
          (live) => dispatch(messagesReceived({ conversationId, live })),
          onError,
        ),
      (error) => {
        console.error('messages failed to load', error);
        dispatch(messagesFailed(conversationId));
      },
      isBriefChatKey(conversationId) ? FIRST_MESSAGE_RETRY_MS : [],
    );
  },
  released: (conversationId) => threadReleased(conversationId),
});
