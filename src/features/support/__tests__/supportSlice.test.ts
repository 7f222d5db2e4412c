import { describe, expect, it } from 'vitest';
import {
  conversationReceived,
  conversationReleased,
  conversationWatched,
  inboxReceived,
  inboxReleased,
  inboxWatched,
  supportSlice,
  threadReceived,
  threadReleased,
  threadWatched,
  type SupportState,
} from '../supportSlice';
import { archiveConversation, loadOlderMessages, unarchiveConversation } from '../supportThunks';
import { conversation, message } from './fixtures';

const reduce = supportSlice.reducer;
const initial = () => reduce(undefined, { type: 'init' });
const messageIds = (state: SupportState) => state.thread.messages.ids;

describe('supportSlice', () => {
  it('keeps a watched conversation, and drops it when released unless the inbox shows it', () => {
    let state = reduce(initial(), conversationWatched('u1'));
    state = reduce(state, conversationReceived({ uid: 'u1', conversation: conversation('u1') }));
    expect(state.conversationStatus.u1).toBe('ready');
    expect(state.conversations.entities.u1?.userInfo.name).toBe('Kullanıcı u1');
    // A late snapshot of a conversation nobody watches is dropped.
    expect(
      reduce(initial(), conversationReceived({ uid: 'x', conversation: conversation('x') }))
        .conversations.ids,
    ).toEqual([]);

    state = reduce(state, inboxWatched('100'));
    state = reduce(state, inboxReceived({ key: '100', conversations: [conversation('u2')] }));
    // u1 is watched on its own, so the inbox snapshot keeps it.
    expect(state.conversations.ids).toEqual(['u1', 'u2']);
    state = reduce(state, conversationReleased('u1'));
    expect(state.conversations.ids).toEqual(['u1', 'u2']);
    state = reduce(state, inboxReceived({ key: '100', conversations: [conversation('u2')] }));
    expect(state.conversations.ids).toEqual(['u2']);
    state = reduce(state, inboxReleased('100'));
    expect(state.conversations.ids).toEqual([]);
    expect(state.inboxStatus).toBe('idle');
  });

  it('"load more" moves the inbox to a larger listener; the replaced one changes nothing', () => {
    let state = reduce(initial(), inboxWatched('100'));
    state = reduce(state, inboxReceived({ key: '100', conversations: [conversation('u1')] }));
    state = reduce(state, inboxWatched('200'));
    expect(state.inboxStatus).toBe('ready');
    // Released after the larger one started (either order works): nothing is dropped.
    state = reduce(state, inboxReleased('100'));
    expect(state.inboxStatus).toBe('ready');
    expect(state.conversations.ids).toEqual(['u1']);
    // A late answer of the old listener is ignored; the new one's counts.
    state = reduce(state, inboxReceived({ key: '100', conversations: [] }));
    expect(state.conversations.ids).toEqual(['u1']);
    state = reduce(
      state,
      inboxReceived({ key: '200', conversations: [conversation('u1'), conversation('u2')] }),
    );
    expect(state.conversations.ids).toEqual(['u1', 'u2']);
    state = reduce(state, inboxReleased('200'));
    expect(state.inboxStatus).toBe('idle');
  });

  it('holds the messages oldest first, pending last, and keeps ones that leave the window', () => {
    let state = reduce(initial(), threadWatched({ uid: 'u1', viewer: 'user' }));
    expect(state.thread.status).toBe('loading');
    state = reduce(
      state,
      threadReceived({
        uid: 'u1',
        size: 2,
        messages: [message('b', 2000), message('a', 1000)],
      }),
    );
    expect(messageIds(state)).toEqual(['a', 'b']);
    expect(state.thread.older.exhausted).toBe(false);
    state = reduce(
      state,
      threadReceived({
        uid: 'u1',
        size: 2,
        messages: [message('p', null, { pending: true }), message('b', 2000)],
      }),
    );
    expect(messageIds(state)).toEqual(['a', 'b', 'p']);
    expect(state.thread.messages.entities.p?.pending).toBe(true);
    // Another conversation's late snapshot is dropped.
    state = reduce(state, threadReceived({ uid: 'u2', size: 2, messages: [message('z', 1)] }));
    expect(messageIds(state)).toEqual(['a', 'b', 'p']);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    state = reduce(state, threadReleased('u1'));
    expect(state.thread.uid).toBeNull();
    expect(messageIds(state)).toEqual([]);
  });

  it('knows there is nothing older when the first window is not full', () => {
    let state = reduce(initial(), threadWatched({ uid: 'u1', viewer: 'admin' }));
    state = reduce(state, threadReceived({ uid: 'u1', size: 100, messages: [message('a', 1)] }));
    expect(state.thread.older.exhausted).toBe(true);
    state = reduce(initial(), threadWatched({ uid: 'u1', viewer: 'admin' }));
    state = reduce(state, threadReceived({ uid: 'u1', size: null, messages: [] }));
    expect(state.thread.older.exhausted).toBe(true);
  });

  it('prepends an older page', () => {
    let state = reduce(initial(), threadWatched({ uid: 'u1', viewer: 'user' }));
    state = reduce(state, threadReceived({ uid: 'u1', size: 1, messages: [message('c', 3000)] }));
    state = reduce(state, loadOlderMessages.pending('r', 'u1'));
    expect(state.thread.older.more).toBe('loading');
    state = reduce(
      state,
      loadOlderMessages.fulfilled(
        { messages: [message('b', 2000), message('a', 1000)], cursor: null, exhausted: true },
        'r',
        'u1',
      ),
    );
    expect(messageIds(state)).toEqual(['a', 'b', 'c']);
    expect(state.thread.older).toEqual({ cursor: null, exhausted: true, more: 'idle' });
  });

  it('sets the local archive flag on archive and clears it on unarchive or failure', () => {
    let state = reduce(initial(), inboxWatched('100'));
    state = reduce(
      state,
      inboxReceived({
        key: '100',
        conversations: [conversation('u1', { lastMessageTimestamp: 42 })],
      }),
    );
    state = reduce(state, archiveConversation.pending('r', 'u1'));
    expect(state.localArchive).toEqual({ u1: 42 });
    expect(state.archiving).toBe(true);
    state = reduce(state, archiveConversation.fulfilled(undefined, 'r', 'u1'));
    expect(state.localArchive).toEqual({ u1: 42 });
    state = reduce(state, unarchiveConversation.pending('r2', 'u1'));
    expect(state.localArchive).toEqual({});
    state = reduce(state, archiveConversation.pending('r3', 'u1'));
    state = reduce(state, archiveConversation.rejected(null, 'r3', 'u1'));
    expect(state.localArchive).toEqual({});
    expect(state.archiving).toBe(false);
  });
});
