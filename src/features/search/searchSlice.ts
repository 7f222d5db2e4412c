import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { SearchGroups } from './model/searchResults';
import { searchFor, searchKey } from './searchThunks';

// The search in Redux (docs/data-layer.md): the one search on screen, keyed by scope and text,
// with its grouped results as plain items. No entity adapter: results are a few mixed items
// that no other screen shares, and they are dropped when the page goes. A result for an
// earlier request (the user typed on) is ignored.

export type SearchStatus = 'loading' | 'ready' | 'error';

export type CurrentSearch = {
  key: string;
  requestId: string;
  status: SearchStatus;
  groups: SearchGroups;
};

export type SearchState = { current: CurrentSearch | null };

const initialState: SearchState = { current: null };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchCleared(state) {
      state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(searchFor.pending, (state, action) => {
        const key = searchKey(action.meta.arg);
        // Typing on keeps the last results on screen until the new ones arrive.
        const groups = state.current?.groups ?? {};
        state.current = { key, requestId: action.meta.requestId, status: 'loading', groups };
      })
      .addCase(searchFor.fulfilled, (state, action) => {
        if (state.current?.requestId !== action.meta.requestId) return;
        state.current.status = 'ready';
        state.current.groups = action.payload;
      })
      .addCase(searchFor.rejected, (state, action) => {
        if (state.current?.requestId !== action.meta.requestId) return;
        state.current.status = 'error';
        state.current.groups = {};
      });
  },
  selectors: {
    selectCurrentSearch: (state) => state.current,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

const injected = searchSlice.injectInto(rootReducer);

export const { searchCleared } = searchSlice.actions;
export const { selectCurrentSearch } = injected.selectors;
