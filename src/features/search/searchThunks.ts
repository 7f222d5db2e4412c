// The search read as a thunk (docs/data-layer.md): a failure becomes the Turkish message's
// i18n key here, once. No toast: the page shows the error where the results would be.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { runSearch } from './api/searchApi';
import type { SearchScope } from './model/searchScope';
import { normalizeQuery } from './model/searchText';

export const SEARCH_ERROR = 'search.errors.failed';

export type SearchRequest = { scope: SearchScope; text: string };

/** Names one search: who may see what, and the normalised text. */
export const searchKey = (request: SearchRequest) =>
  `${JSON.stringify(request.scope)}:${normalizeQuery(request.text)}`;

export const searchFor = createAppAsyncThunk(
  'search/run',
  async (request: SearchRequest, { rejectWithValue }) => {
    try {
      return await runSearch(request.scope, request.text);
    } catch (error) {
      console.warn('search failed', error);
      return rejectWithValue(SEARCH_ERROR);
    }
  },
);
