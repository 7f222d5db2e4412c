import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  API_ERROR_CODES,
  type ApiErrorCode,
  type Contact,
  type ConversationSummary,
} from '@shared/apiShapes';
import { normaliseSearch } from '@shared/namePrefix';
import { rootReducer } from '@/store/rootReducer';
import { type RootState } from '@/store/store';
import { fetchContacts, fetchConversations, searchContacts } from './contactsThunks';

// Whom the user may write to, and her conversations, from the `api` function (spec section 7).
// The first load keeps the unfiltered contacts locally; an empty search shows them again
// without a request, other text asks the server (spec section 5). A result that belongs to an
// earlier request (`requestId`) is dropped, so a slow answer never replaces a newer one.

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ContactList = {
  status: LoadStatus;
  ids: string[];
  error: ApiErrorCode | null;
  requestId: string | null;
};

export type ContactsState = {
  /** Whose contacts these are: an admin acting as someone else gets that user's. */
  owner: string | null;
  contacts: EntityState<Contact, string>;
  local: ContactList;
  search: ContactList & { text: string };
  conversations: EntityState<ConversationSummary, string> & {
    owner: string | null;
    status: LoadStatus;
    error: ApiErrorCode | null;
    requestId: string | null;
  };
};

const contactsAdapter = createEntityAdapter<Contact, string>({ selectId: (c) => c.uid });

/** Project conversations and brief chats have separate id spaces; the kind keeps them apart. */
export const conversationKey = (c: Pick<ConversationSummary, 'kind' | 'id'>) => `${c.kind}/${c.id}`;
const conversationsAdapter = createEntityAdapter<ConversationSummary, string>({
  selectId: conversationKey,
  sortComparer: (a, b) => (b.lastMessageTime ?? 0) - (a.lastMessageTime ?? 0),
});

const errorCodes: readonly string[] = Object.values(API_ERROR_CODES);

/** The thunk's rejection code; the given one when the thunk did not get to reject itself. */
const codeOf = (payload: string | undefined, fallback: ApiErrorCode): ApiErrorCode =>
  payload !== undefined && errorCodes.includes(payload) ? (payload as ApiErrorCode) : fallback;

const emptyList = (): ContactList => ({ status: 'idle', ids: [], error: null, requestId: null });

export const initialContactsState = (): ContactsState => ({
  owner: null,
  contacts: contactsAdapter.getInitialState(),
  local: emptyList(),
  search: { ...emptyList(), text: '' },
  conversations: conversationsAdapter.getInitialState({
    owner: null,
    status: 'idle',
    error: null,
    requestId: null,
  }),
});

export const contactsSlice = createSlice({
  name: 'contacts',
  initialState: initialContactsState,
  reducers: {
    /** The picker opens with an empty search box: the local list again. */
    contactSearchReset(state) {
      state.search = { ...emptyList(), text: '' };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchContacts.pending, (state, action) => {
        if (action.meta.arg.uid !== state.owner) {
          // Someone else's lists now (an admin started or left acting as a user).
          const fresh = initialContactsState();
          state.contacts = fresh.contacts;
          state.search = fresh.search;
          state.local = fresh.local;
          state.owner = action.meta.arg.uid;
        }
        state.local = {
          ...state.local,
          status: 'loading',
          error: null,
          requestId: action.meta.requestId,
        };
      })
      .addCase(fetchContacts.fulfilled, (state, action) => {
        if (state.local.requestId !== action.meta.requestId) return;
        contactsAdapter.upsertMany(state.contacts, action.payload);
        state.local = {
          status: 'ready',
          ids: action.payload.map((c) => c.uid),
          error: null,
          requestId: null,
        };
      })
      .addCase(fetchContacts.rejected, (state, action) => {
        if (state.local.requestId !== action.meta.requestId) return;
        state.local = {
          ...state.local,
          status: 'error',
          error: codeOf(action.payload, API_ERROR_CODES.getContacts),
          requestId: null,
        };
      })
      .addCase(searchContacts.pending, (state, action) => {
        const text = action.meta.arg;
        const local = normaliseSearch(text) === '';
        state.search = {
          text,
          ids: [],
          error: null,
          status: local ? 'ready' : 'loading',
          requestId: action.meta.requestId,
        };
      })
      .addCase(searchContacts.fulfilled, (state, action) => {
        if (state.search.requestId !== action.meta.requestId) return;
        const found = action.payload ?? [];
        contactsAdapter.upsertMany(state.contacts, found);
        state.search = {
          ...state.search,
          status: 'ready',
          ids: found.map((c) => c.uid),
          requestId: null,
        };
      })
      .addCase(searchContacts.rejected, (state, action) => {
        if (state.search.requestId !== action.meta.requestId) return;
        state.search = {
          ...state.search,
          status: 'error',
          error: codeOf(action.payload, API_ERROR_CODES.getContacts),
          requestId: null,
        };
      })
      .addCase(fetchConversations.pending, (state, action) => {
        if (action.meta.arg.uid !== state.conversations.owner) {
          conversationsAdapter.removeAll(state.conversations);
          state.conversations.owner = action.meta.arg.uid;
        }
        state.conversations.status = 'loading';
        state.conversations.error = null;
        state.conversations.requestId = action.meta.requestId;
      })
      .addCase(fetchConversations.fulfilled, (state, action) => {
        if (state.conversations.requestId !== action.meta.requestId) return;
        conversationsAdapter.setAll(state.conversations, action.payload);
        state.conversations.status = 'ready';
        state.conversations.requestId = null;
      })
      .addCase(fetchConversations.rejected, (state, action) => {
        if (state.conversations.requestId !== action.meta.requestId) return;
        state.conversations.status = 'error';
        state.conversations.error = codeOf(action.payload, API_ERROR_CODES.getConversations);
        state.conversations.requestId = null;
      });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof contactsSlice> {}
}

const injected = contactsSlice.injectInto(rootReducer);

export const { contactSearchReset } = contactsSlice.actions;

const selectContactsState = (state: RootState) => injected.selectSlice(state);
const contactSelectors = contactsAdapter.getSelectors();

/** True while the search box holds text: the server's results show, not the local list. */
const isSearching = (state: ContactsState) => normaliseSearch(state.search.text) !== '';

/** The list the picker shows: the search results, or the local list for an empty search. */
export const selectShownContacts = createSelector([selectContactsState], (state): Contact[] => {
  const ids = isSearching(state) ? state.search.ids : state.local.ids;
  return ids.flatMap((id) => {
    const contact = contactSelectors.selectById(state.contacts, id);
    return contact ? [contact] : [];
  });
});

export type PickerView = {
  owner: string | null;
  searching: boolean;
  text: string;
  status: LoadStatus;
  error: ApiErrorCode | null;
  /** The local list's own status: whether the first load still has to happen. */
  localStatus: LoadStatus;
};

export const selectPickerView = createSelector([selectContactsState], (state): PickerView => {
  const searching = isSearching(state);
  const list = searching ? state.search : state.local;
  return {
    owner: state.owner,
    searching,
    text: state.search.text,
    status: list.status,
    error: list.error,
    localStatus: state.local.status,
  };
});

const conversationSelectors = conversationsAdapter.getSelectors();

export const selectConversations = createSelector([selectContactsState], (state) =>
  conversationSelectors.selectAll(state.conversations),
);

export const selectConversationsStatus = createSelector([selectContactsState], (state) => ({
  owner: state.conversations.owner,
  status: state.conversations.status,
  error: state.conversations.error,
}));
