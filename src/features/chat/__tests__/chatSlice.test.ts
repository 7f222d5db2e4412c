import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import {
  conversationsReceived,
  conversationsReleased,
  conversationsWatched,
  messagesReceived,
  selectConversations,
  selectThread,
  selectThreadMessages,
  threadReleased,
  threadWatched,
} from '../chatSlice';
import { loadOlderMessages } from '../chatThunks';
import { makeConversation, message } from './chatFixtures';

describe('chat slice', () => {
  it('keeps the list of the current listener, newest activity first', () => {
    const store = makeStore();
    store.dispatch(conversationsWatched({ key: 'a:20', uid: 'a' }));
    store.dispatch(
      conversationsReceived({
        key: 'a:20',
        items: [
          makeConversation({ conversationId: 'old', lastMessageTime: 1 }),
          makeConversation({ conversationId: 'new', lastMessageTime: 9 }),
        ],
      }),
    );
    expect(selectConversations(store.getState()).map((c) => c.conversationId)).toEqual([
      'new',
      'old',
    ]);
    // "More" moves to a larger listener; the smaller one's release leaves the list alone.
    store.dispatch(conversationsWatched({ key: 'a:40', uid: 'a' }));
    store.dispatch(conversationsReleased('a:20'));
    expect(selectConversations(store.getState())).toHaveLength(2);
    store.dispatch(conversationsReleased('a:40'));
    expect(selectConversations(store.getState())).toHaveLength(0);
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
