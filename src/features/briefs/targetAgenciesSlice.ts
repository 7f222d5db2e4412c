import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { TargetAgency } from './api/agencies';
import { agencySearchKey, fetchTargetAgencies } from './targetAgenciesThunks';

// The agencies the brief form can target (docs/data-layer.md): each search's result by its
// key, and every agency seen so far by uid, so a saved brief's targets keep their names.

export type AgencySearch =
  { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; uids: string[] };

export type TargetAgenciesState = {
  searches: Record<string, AgencySearch>;
  known: Record<string, TargetAgency>;
};

const initialState: TargetAgenciesState = { searches: {}, known: {} };

export const targetAgenciesSlice = createSlice({
  name: 'targetAgencies',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTargetAgencies.pending, (state, action) => {
        state.searches[agencySearchKey(action.meta.arg)] = { status: 'loading' };
      })
      .addCase(fetchTargetAgencies.fulfilled, (state, action) => {
        for (const agency of action.payload) state.known[agency.uid] = agency;
        state.searches[agencySearchKey(action.meta.arg)] = {
          status: 'ready',
          uids: action.payload.map((agency) => agency.uid),
        };
      })
      .addCase(fetchTargetAgencies.rejected, (state, action) => {
        state.searches[agencySearchKey(action.meta.arg)] = {
          status: 'error',
          code: typeof action.payload === 'string' ? action.payload : 'error:getAgencies',
        };
      });
  },
  selectors: {
    selectAgencySearch: (state, text: string): AgencySearch | null =>
      state.searches[agencySearchKey(text)] ?? null,
    selectKnownAgencies: (state) => state.known,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof targetAgenciesSlice> {}
}

const injected = targetAgenciesSlice.injectInto(rootReducer);

export const { selectAgencySearch, selectKnownAgencies } = injected.selectors;
