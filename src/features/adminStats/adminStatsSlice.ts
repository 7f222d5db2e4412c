import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ListStatus } from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { AdminWeekStats } from './api/adminStatsApi';
import { loadAdminWeeklyStats } from './adminStatsThunks';

// The admins' weekly figures (issue 22): one read per visit of the projects page.
export type AdminStatsState = { status: ListStatus | 'idle'; weeks: AdminWeekStats[] };

const initialState: AdminStatsState = { status: 'idle', weeks: [] };

export const adminStatsSlice = createSlice({
  name: 'adminStats',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAdminWeeklyStats.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadAdminWeeklyStats.fulfilled, (state, action) => {
        state.status = 'ready';
        state.weeks = action.payload;
      })
      .addCase(loadAdminWeeklyStats.rejected, (state) => {
        state.status = 'error';
        state.weeks = [];
      });
  },
  selectors: {
    selectAdminStats: (state) => state,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof adminStatsSlice> {}
}

const injected = adminStatsSlice.injectInto(rootReducer);
export const { selectAdminStats } = injected.selectors;
