import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// How many mounted screens watch each live feed key (docs/data-layer.md). The counts are
// serialisable and visible in the devtools; the Firestore listeners themselves live in the
// effects of liveFeed.ts, which start one when a count goes from 0 to 1 and stop it at 0.
export type Watch = {
  /** The feed's name, e.g. 'briefs/brief'. */
  feed: string;
  /** What the feed watches, e.g. the brief id; the feed's subscribe function receives it. */
  key: string;
};

export type LiveState = Record<string, number>;

export const watchId = (feed: string, key: string) => `${feed}:${key}`;

const initialState: LiveState = {};

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    watchStarted(state, action: PayloadAction<Watch>) {
      const id = watchId(action.payload.feed, action.payload.key);
      state[id] = (state[id] ?? 0) + 1;
    },
    watchStopped(state, action: PayloadAction<Watch>) {
      const id = watchId(action.payload.feed, action.payload.key);
      const left = (state[id] ?? 0) - 1;
      if (left > 0) state[id] = left;
      else delete state[id];
    },
  },
  selectors: {
    selectWatchers: (state, feed: string, key: string) => state[watchId(feed, key)] ?? 0,
    selectWatchedIds: (state) => Object.keys(state),
  },
});

export const { watchStarted, watchStopped } = liveSlice.actions;
export const { selectWatchers, selectWatchedIds } = liveSlice.selectors;
