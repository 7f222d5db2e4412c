import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { CollaborationDoc } from '@/lib/collections/collaborations';

// The collaboration timelines the screens watch (docs/data-layer.md), by feed key
// `briefId/userId`: the document the live listener holds (null: not written yet).

export type TimelineStatus = 'loading' | 'ready' | 'error';

export type TimelineEntry = { status: TimelineStatus; doc: CollaborationDoc | null };

export type TimelineSliceState = { byKey: Record<string, TimelineEntry> };

const initialState: TimelineSliceState = { byKey: {} };

/** The key of one collaboration's feed. */
export const timelineKey = (briefId: string, userId: string) => `${briefId}/${userId}`;

const LOADING: TimelineEntry = { status: 'loading', doc: null };

export const timelineSlice = createSlice({
  name: 'collaborationTimeline',
  initialState,
  reducers: {
    timelineReceived(state, action: PayloadAction<{ key: string; doc: CollaborationDoc | null }>) {
      state.byKey[action.payload.key] = { status: 'ready', doc: action.payload.doc };
    },
    timelineFailed(state, action: PayloadAction<string>) {
      // Keep what was shown: a listener error after data leaves the last known timeline.
      const doc = state.byKey[action.payload]?.doc ?? null;
      state.byKey[action.payload] = { status: 'error', doc };
    },
    timelineReleased(state, action: PayloadAction<string>) {
      delete state.byKey[action.payload];
    },
  },
  selectors: {
    selectTimeline: (state, key: string): TimelineEntry => state.byKey[key] ?? LOADING,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof timelineSlice> {}
}

const injected = timelineSlice.injectInto(rootReducer);

export const { timelineReceived, timelineFailed, timelineReleased } = timelineSlice.actions;
export const { selectTimeline } = injected.selectors;
