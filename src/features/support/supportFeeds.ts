// The support desk's live data (docs/data-layer.md): one conversation document (key: uid),
// the admin inbox (key: its size) and the live window of a conversation's messages
// (key: '<viewer>:<uid>'). Each listener stops when the last screen watching it goes.
import { defineLiveFeed } from '@/store/live/liveFeed';
import {
  subscribeSupportConversation,
  subscribeSupportInbox,
  subscribeSupportMessages,
} from './api/supportSubscriptions';
import type { Viewer } from './model/history';
import {
  conversationFailed,
  conversationReceived,
  conversationReleased,
  conversationWatched,
  inboxFailed,
  inboxReceived,
  inboxReleased,
  inboxWatched,
  threadFailed,
  threadReceived,
  threadReleased,
  threadWatched,
} from './supportSlice';

export const supportConversationFeed = defineLiveFeed({
  name: 'support/conversation',
  subscribe: (uid, { dispatch }) => {
    dispatch(conversationWatched(uid));
    return subscribeSupportConversation(
      uid,
      (conversation) => dispatch(conversationReceived({ uid, conversation })),
      (error) => {
        console.warn('support conversation unavailable', error);
        dispatch(conversationFailed(uid));
      },
    );
  },
  released: (uid) => conversationReleased(uid),
});

/** The admin inbox shows this many conversations, newest first, and as many more each time. */
export const INBOX_SIZE = 100;

/** The inbox listener's key: how many conversations it holds. */
export const inboxKey = (size: number) => String(size);

export const supportInboxFeed = defineLiveFeed({
  name: 'support/inbox',
  subscribe: (key, { dispatch }) => {
    dispatch(inboxWatched(key));
    return subscribeSupportInbox(
      Number(key),
      (conversations) => dispatch(inboxReceived({ key, conversations })),
      (error) => {
        console.warn('support inbox unavailable', error);
        dispatch(inboxFailed(key));
      },
    );
  },
  released: (key) => inboxReleased(key),
});

export const threadKey = (viewer: Viewer, uid: string) => `${viewer}:${uid}`;

const parseThreadKey = (key: string): { viewer: Viewer; uid: string } => {
  const at = key.indexOf(':');
  return { viewer: key.slice(0, at) === 'admin' ? 'admin' : 'user', uid: key.slice(at + 1) };
};

export const supportMessagesFeed = defineLiveFeed({
  name: 'support/messages',
  subscribe: (key, { dispatch }) => {
    const { viewer, uid } = parseThreadKey(key);
    dispatch(threadWatched({ uid, viewer }));
    return subscribeSupportMessages(
      uid,
      viewer,
      ({ messages, size }) => dispatch(threadReceived({ uid, messages, size })),
      (error) => {
        console.warn('support messages unavailable', error);
        dispatch(threadFailed(uid));
      },
    );
  },
  released: (key) => threadReleased(parseThreadKey(key).uid),
});
