import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import {
  conversationsReceived,
  conversationsReleased,
  conversationsWatched,
  messagesReceived,
  selectConversation,
  selectConversationList,
  selectThread,
  selectThreadMessages,
  threadReleased,
  threadWatched,
} from '../chatSlice';
import { loadOlderMessages } from '../chatThunks';
import { makeConversation, message } from './chatFixtures';

describe('chat slice', () => {
  it('keeps each listener’s list, newest activity first, and prunes what no list shows', () => {
    const store = makeStore();
    store.dispatch(conversationsWatched('a:20'));
    store.dispatch(
      conversationsReceived({
        key: 'a:20',
        items: [
          makeConversation({ conversationId: 'old', lastMessageTime: 1 }),
          makeConversation({ conversationId: 'new', lastMessageTime: 9 }),
        ],
      }),
    );
    const ids = (key: string) =>
      selectConversationList(store.getState(), key).map((c) => c.conversationId);
    expect(ids('a:20')).toEqual(['new', 'old']);
    // "More" opens a larger listener beside the badge's; releasing it keeps the badge's list.
    store.dispatch(conversationsWatched('a:40'));
    store.dispatch(
      conversationsReceived({
        key: 'a:40',
        items: [
          makeConversation({ conversationId: 'new', lastMessageTime: 9 }),
          makeConversation({ conversationId: 'old', lastMessageTime: 1 }),
          makeConversation({ conversationId: 'older', lastMessageTime: 0 }),
        ],
      }),
    );
    expect(ids('a:40')).toEqual(['new', 'old', 'older']);
    store.dispatch(conversationsReleased('a:40'));
    expect(ids('a:20')).toEqual(['new', 'old']);
    expect(selectConversation(store.getState(), 'older')).toBeUndefined();
    store.dispatch(conversationsReleased('a:20'));
    expect(ids('a:20')).toEqual([]);
  });

  it('merges live windows and older pages into one thread, oldest first, with pending sends', () => {
    const store = makeStore();
    store.dispatch(threadWatched('a_b'));
    store.dispatch(
      messagesReceived({
        conversationId: 'a_b',
        live: {
          messages: [message('3', { timestamp: 30 }), message('2', { timestamp: 20 })],
          pending: [],
          cursor: { seconds: 0, nanoseconds: 20_000_000, id: '2' },
        },
      }),
    );
    store.dispatch(
      messagesReceived({
        conversationId: 'a_b',
        live: {
          messages: [message('4', { timestamp: null }), message('3', { timestamp: 30 })],
          pending: ['4'],
          cursor: { seconds: 0, nanoseconds: 30_000_000, id: '3' },
        },
      }),
    );
    store.dispatch({
      type: loadOlderMessages.fulfilled.type,
      payload: { messages: [message('1', { timestamp: 10 })], cursor: null },
      meta: { arg: 'a_b' },
    });
    const state = store.getState();
    expect(selectThreadMessages(state, 'a_b').map((m) => m.id)).toEqual(['1', '2', '3', '4']);
    expect(selectThread(state, 'a_b')).toMatchObject({ pending: ['4'], cursor: null });
    store.dispatch(threadReleased('a_b'));
    expect(selectThreadMessages(store.getState(), 'a_b')).toEqual([]);
  });
});
