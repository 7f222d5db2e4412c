import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/apiShapes';
import { makeStore } from '@/store/store';
import {
  contactSearchReset,
  contactsSlice,
  initialContactsState,
  selectConversations,
  selectPickerView,
  selectShownContacts,
  type ContactsState,
} from '../contactsSlice';
import { fetchContacts, fetchConversations, searchContacts } from '../contactsThunks';
import { cicek, conversation, deniz, nova } from './contactsFixtures';

const reducer = contactsSlice.reducer;
const me = { uid: 'u1' };
const stateOf = (contacts: ContactsState) =>
  ({ ...makeStore().getState(), contacts }) as ReturnType<ReturnType<typeof makeStore>['getState']>;

function loaded(): ContactsState {
  let state = reducer(initialContactsState(), fetchContacts.pending('r1', me));
  state = reducer(state, fetchContacts.fulfilled([cicek, nova], 'r1', me));
  return state;
}

describe('contacts slice: the local list', () => {
  it('keeps the first load as the local list, in plain data', () => {
    let state = reducer(initialContactsState(), fetchContacts.pending('r1', me));
    expect(state.local.status).toBe('loading');
    expect(state.owner).toBe('u1');
    state = reducer(state, fetchContacts.fulfilled([cicek, nova], 'r1', me));
    expect(state.local).toEqual({
      status: 'ready',
      ids: ['u-cicek', 'u-nova'],
      error: null,
      requestId: null,
    });
    expect(selectShownContacts(stateOf(state))).toEqual([cicek, nova]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('holds the spec’s code when the load fails', () => {
    let state = reducer(initialContactsState(), fetchContacts.pending('r1', me));
    state = reducer(state, fetchContacts.rejected(null, 'r1', me, API_ERROR_CODES.getContacts));
    expect(state.local).toMatchObject({ status: 'error', error: 'error:getContacts' });
    expect(selectPickerView(stateOf(state))).toMatchObject({
      status: 'error',
      error: 'error:getContacts',
    });
  });

  it('drops an earlier load’s answer', () => {
    let state = reducer(initialContactsState(), fetchContacts.pending('old', me));
    state = reducer(state, fetchContacts.pending('new', me));
    state = reducer(state, fetchContacts.fulfilled([deniz], 'old', me));
    expect(state.local.status).toBe('loading');
    state = reducer(state, fetchContacts.fulfilled([cicek], 'new', me));
    expect(state.local.ids).toEqual(['u-cicek']);
  });

  it('starts over for another owner (an admin acting as a user)', () => {
    let state = loaded();
    state = reducer(state, searchContacts.pending('s1', 'çi'));
    const other = { uid: 'u2', forUid: 'u2' };
    state = reducer(state, fetchContacts.pending('r2', other));
    expect(state.owner).toBe('u2');
    expect(state.contacts.ids).toEqual([]);
    expect(state.local).toMatchObject({ status: 'loading', ids: [] });
    expect(state.search.text).toBe('');
  });
});

describe('contacts slice: search', () => {
  it('shows the server’s results for text, the local list again for empty text', () => {
    let state = reducer(loaded(), searchContacts.pending('s1', 'Çiç'));
    expect(selectPickerView(stateOf(state))).toMatchObject({ searching: true, status: 'loading' });
    state = reducer(state, searchContacts.fulfilled([cicek], 's1', 'Çiç'));
    expect(selectShownContacts(stateOf(state))).toEqual([cicek]);

    // Empty text is ready at once: no request is waited for (spec section 5).
    state = reducer(state, searchContacts.pending('s2', '  '));
    expect(selectPickerView(stateOf(state))).toMatchObject({ searching: false, status: 'ready' });
    expect(selectShownContacts(stateOf(state))).toEqual([cicek, nova]);
    state = reducer(state, searchContacts.fulfilled(null, 's2', '  '));
    expect(selectShownContacts(stateOf(state))).toEqual([cicek, nova]);
  });

  it('ignores a slower earlier search and keeps its error to itself', () => {
    let state = reducer(loaded(), searchContacts.pending('s1', 'n'));
    state = reducer(state, searchContacts.pending('s2', 'no'));
    state = reducer(state, searchContacts.fulfilled([nova, deniz], 's1', 'n'));
    expect(state.search).toMatchObject({ text: 'no', status: 'loading', ids: [] });
    state = reducer(state, searchContacts.rejected(null, 's2', 'no', 'error:getContacts'));
    expect(state.search).toMatchObject({ status: 'error', error: 'error:getContacts' });
    // The local list is untouched by a failed search.
    expect(state.local.status).toBe('ready');
    state = reducer(state, contactSearchReset());
    expect(selectPickerView(stateOf(state))).toMatchObject({ searching: false, status: 'ready' });
  });

  it('needs no signed-in user and no request for empty text', async () => {
    // Signed out, any request would fail; empty text resolves without one.
    const store = makeStore();
    const result = await store.dispatch(searchContacts(''));
    expect(searchContacts.fulfilled.match(result)).toBe(true);
    expect(result.payload).toBeNull();
  });

  it('rejects with the spec’s code when the request cannot be made', async () => {
    const store = makeStore();
    const result = await store.dispatch(searchContacts('çiçek'));
    expect(result.payload).toBe('error:getContacts');
    expect(store.getState().contacts?.search).toMatchObject({
      status: 'error',
      error: 'error:getContacts',
    });
  });
});

describe('contacts slice: conversations', () => {
  it('keeps them newest first, per owner, with the spec’s code on failure', () => {
    let state = reducer(initialContactsState(), fetchConversations.pending('c1', me));
    state = reducer(
      state,
      fetchConversations.fulfilled(
        [conversation('a', 10), conversation('b', 30, 'brief'), conversation('c', null)],
        'c1',
        me,
      ),
    );
    expect(selectConversations(stateOf(state)).map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(state.conversations.status).toBe('ready');

    state = reducer(state, fetchConversations.pending('c2', me));
    state = reducer(
      state,
      fetchConversations.rejected(null, 'c2', me, API_ERROR_CODES.getConversations),
    );
    expect(state.conversations).toMatchObject({ status: 'error', error: 'error:getConversations' });
    // A failed refresh keeps what was shown.
    expect(state.conversations.ids).toHaveLength(3);

    state = reducer(state, fetchConversations.pending('c3', { uid: 'u2', forUid: 'u2' }));
    expect(state.conversations.ids).toEqual([]);
  });

  it('tells a project conversation and a brief chat with the same id apart', () => {
    let state = reducer(initialContactsState(), fetchConversations.pending('c1', me));
    state = reducer(
      state,
      fetchConversations.fulfilled([conversation('x', 1), conversation('x', 2, 'brief')], 'c1', me),
    );
    expect(state.conversations.ids).toEqual(['brief/x', 'project/x']);
  });
});
