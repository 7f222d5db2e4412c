import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ListStatus, PagedList } from '@/store/live/pagedList';
import { addSingleListCases } from '@/store/live/pagedListCases';
import { rootReducer } from '@/store/rootReducer';
import type { ContactMessage } from '@/lib/collections/contact';
import type { TimestampParts } from '@/lib/cursors';
import { moreContactMessages, openContactInbox, sendContact } from './contactThunks';

// The contact form and the admins' inbox in Redux (docs/data-layer.md): the inbox's messages
// once each by id, its one paged list (store/live/pagedList, with no spec), and how the form's
// send went.

export type ContactInboxList = PagedList<null, TimestampParts>;

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export type ContactState = EntityState<ContactMessage, string> & {
  /** Null while no inbox is on screen. */
  inbox: ContactInboxList | null;
  send: SendStatus;
  /** Where the confirmation says the answer goes: the sent form's email. */
  sentTo: string;
};

const idOf = (message: ContactMessage) => message.id;
const adapter = createEntityAdapter<ContactMessage, string>({ selectId: idOf });

const initialState: ContactState = adapter.getInitialState({
  inbox: null,
  send: 'idle',
  sentTo: '',
});

const inboxMessages = createSelector(
  [(state: ContactState) => state.inbox, (state: ContactState) => state.entities],
  (list, entities): ContactMessage[] =>
    (list?.ids ?? []).flatMap((id) => (entities[id] ? [entities[id]] : [])),
);

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    /** The inbox left the screen: the next one reads afresh. */
    contactInboxClosed(state) {
      state.inbox = null;
      adapter.removeAll(state);
    },
    /** "Send another", or the form left the screen: a fresh form. */
    contactFormReset(state) {
      state.send = 'idle';
      state.sentTo = '';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendContact.pending, (state) => {
        state.send = 'sending';
      })
      // A send that ends after its form was left (reset) changes nothing.
      .addCase(sendContact.fulfilled, (state, action) => {
        if (state.send !== 'sending') return;
        state.send = 'sent';
        state.sentTo = action.meta.arg.email.trim();
      })
      .addCase(sendContact.rejected, (state) => {
        if (state.send === 'sending') state.send = 'failed';
      });
    addSingleListCases(builder, {
      open: openContactInbox,
      more: moreContactMessages,
      list: (state) => state.inbox,
      // A new opening reads afresh.
      opened: (state, list) => {
        state.inbox = list;
        adapter.removeAll(state);
      },
      idOf,
      store: (state, _list, items) => adapter.setMany(state, items),
    });
  },
  selectors: {
    selectSendStatus: (state) => state.send,
    selectSentTo: (state) => state.sentTo,
    selectContactInbox: (state) => state.inbox,
    /** The inbox's messages, newest first. */
    selectInboxMessages: inboxMessages,
    /** One status for the inbox: loading (a first or a next page), error (either), or ready. */
    selectInboxStatus: (state): ListStatus => {
      const list = state.inbox;
      if (!list || list.status === 'loading' || list.more === 'loading') return 'loading';
      if (list.status === 'error' || list.more === 'error') return 'error';
      return 'ready';
    },
    selectInboxHasMore: (state) => state.inbox !== null && !state.inbox.exhausted,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

const injected = contactSlice.injectInto(rootReducer);

export const { contactInboxClosed, contactFormReset } = contactSlice.actions;
export const {
  selectSendStatus,
  selectSentTo,
  selectContactInbox,
  selectInboxMessages,
  selectInboxStatus,
  selectInboxHasMore,
} = injected.selectors;
