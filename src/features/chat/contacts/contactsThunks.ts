// The contacts and conversations reads as thunks (docs/data-layer.md). A failure rejects with
// the spec's code, 'error:getContacts' or 'error:getConversations' (spec section 8), which the
// slice keeps and the picker turns into its Turkish message. No toast: the screen says it.
import { createSelector } from '@reduxjs/toolkit';
import { API_ERROR_CODES } from '@shared/apiShapes';
import { normaliseSearch } from '@shared/namePrefix';
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { selectActedBy, selectUser } from '@/store/session/sessionSlice';
import type { RootState } from '@/store/store';

/**
 * Whose lists the picker shows: the user's, and while an admin acts as someone that user's,
 * like the chat itself (docs/decisions.md, "Chat identity"): the API's `forUid` (an admin
 * reading another user's lists). `uid` keys the slice's lists.
 */
export type ListOwner = { uid: string; forUid?: string };

export const selectListOwner = createSelector(
  [selectUser, selectActedBy],
  (user, actedBy): ListOwner | null =>
    user ? (actedBy ? { uid: user.uid, forUid: user.uid } : { uid: user.uid }) : null,
);

function ownerOrThrow(state: RootState): ListOwner {
  const owner = selectListOwner(state);
  if (!owner) throw new Error('No signed-in user');
  return owner;
}

/**
 * The first, unfiltered load for `owner` (selectListOwner): the local list an empty search
 * shows again (spec section 5).
 */
export const fetchContacts = createAppAsyncThunk(
  'contacts/fetch',
  async (owner: ListOwner, { rejectWithValue }) => {
    try {
      const { getContacts } = await import('./api/contactsApi');
      return await getContacts('', owner);
    } catch (error) {
      console.error('contacts failed to load', error);
      return rejectWithValue(API_ERROR_CODES.getContacts);
    }
  },
);

/**
 * A name search. Empty text needs no request: it resolves to null and the picker shows the
 * local list again. Otherwise the server filters by the name prefix.
 */
export const searchContacts = createAppAsyncThunk(
  'contacts/search',
  async (text: string, { getState, rejectWithValue }) => {
    if (normaliseSearch(text) === '') return null;
    try {
      const owner = ownerOrThrow(getState());
      const { getContacts } = await import('./api/contactsApi');
      return await getContacts(text, owner);
    } catch (error) {
      console.error('contact search failed', error);
      return rejectWithValue(API_ERROR_CODES.getContacts);
    }
  },
);

/** `owner`'s project conversations and brief chats, newest first. */
export const fetchConversations = createAppAsyncThunk(
  'contacts/fetchConversations',
  async (owner: ListOwner, { rejectWithValue }) => {
    try {
      const { getConversations } = await import('./api/contactsApi');
      return await getConversations(owner);
    } catch (error) {
      console.error('conversations failed to load', error);
      return rejectWithValue(API_ERROR_CODES.getConversations);
    }
  },
);
