import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { PublicProfile } from './model/publicProfile';
import { loadPublicProfile } from './publicProfileThunks';

// Profiles shown on /u/{userId}, by user id, while a page shows them (docs/data-layer.md).
// 'missing' covers both "no such profile" and "not public": the page says the same for both.

export type ProfileStatus = 'loading' | 'ready' | 'missing' | 'error';

export type ProfileEntry = {
  /** The load this entry belongs to; an earlier load's result is dropped. */
  requestId: string;
  status: ProfileStatus;
  profile: PublicProfile | null;
};

export type PublicProfileState = { byId: Record<string, ProfileEntry> };

const initialState: PublicProfileState = { byId: {} };

export const publicProfileSlice = createSlice({
  name: 'publicProfile',
  initialState,
  reducers: {
    /** The page left: nothing else shows the profile. */
    publicProfileReleased(state, action: PayloadAction<string>) {
      delete state.byId[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadPublicProfile.pending, (state, action) => {
        state.byId[action.meta.arg] = {
          requestId: action.meta.requestId,
          status: 'loading',
          profile: null,
        };
      })
      .addCase(loadPublicProfile.fulfilled, (state, action) => {
        const entry = state.byId[action.meta.arg];
        if (entry?.requestId !== action.meta.requestId) return;
        entry.profile = action.payload;
        entry.status = action.payload ? 'ready' : 'missing';
      })
      .addCase(loadPublicProfile.rejected, (state, action) => {
        const entry = state.byId[action.meta.arg];
        if (entry?.requestId === action.meta.requestId) entry.status = 'error';
      });
  },
  selectors: {
    selectProfileEntry: (state, userId: string): ProfileEntry | undefined => state.byId[userId],
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof publicProfileSlice> {}
}

const injected = publicProfileSlice.injectInto(rootReducer);

export const { publicProfileReleased } = publicProfileSlice.actions;
export const { selectProfileEntry } = injected.selectors;
