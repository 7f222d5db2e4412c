import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { ReviewDoc } from '@/lib/collections/reviews';
import { loadLatestReviews, setReviewHidden, submitReview } from './reviewsThunks';

// Reviews in Redux (docs/data-layer.md): the documents once each (entity adapter), what the
// review step's live feeds know of each id (a review not written yet is 'missing'), and the
// public profile's latest reviews by reviewee. Busy flags by review id.

export type ReviewStatus = 'loading' | 'ready' | 'missing' | 'error';

export type LatestEntry = {
  requestId: string;
  status: 'loading' | 'ready' | 'error';
  ids: string[];
};

const adapter = createEntityAdapter<ReviewDoc>();

const initialState = adapter.getInitialState({
  /** By review id, while a live feed watches it. */
  status: {} as Record<string, ReviewStatus>,
  /** The public profile's list, by reviewee uid. */
  latest: {} as Record<string, LatestEntry>,
  /** A review being sent, by its id. */
  sending: {} as Record<string, true>,
  /** A hide or show under way, by review id. */
  hiding: {} as Record<string, true>,
});

type State = typeof initialState;

/** Drops documents nothing shows any more: no feed status and no profile list names them. */
function prune(state: State) {
  const shown = new Set([
    ...Object.keys(state.status),
    ...Object.values(state.latest).flatMap((entry) => entry.ids),
  ]);
  adapter.removeMany(
    state,
    state.ids.filter((id) => !shown.has(id)),
  );
}

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  reducers: {
    reviewReceived(state, action: PayloadAction<{ id: string; review: ReviewDoc | null }>) {
      const { id, review } = action.payload;
      if (review) adapter.upsertOne(state, review);
      else adapter.removeOne(state, id);
      state.status[id] = review ? 'ready' : 'missing';
    },
    reviewFailed(state, action: PayloadAction<string>) {
      state.status[action.payload] = 'error';
    },
    reviewReleased(state, action: PayloadAction<string>) {
      delete state.status[action.payload];
      prune(state);
    },
    latestReleased(state, action: PayloadAction<string>) {
      delete state.latest[action.payload];
      prune(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitReview.pending, (state, action) => {
        const { briefId, reviewerId, revieweeId } = action.meta.arg;
        state.sending[`${briefId}_${reviewerId}_${revieweeId}`] = true;
      })
      .addCase(submitReview.fulfilled, (state, action) => {
        delete state.sending[action.payload];
      })
      .addCase(submitReview.rejected, (state, action) => {
        const { briefId, reviewerId, revieweeId } = action.meta.arg;
        delete state.sending[`${briefId}_${reviewerId}_${revieweeId}`];
      })
      .addCase(setReviewHidden.pending, (state, action) => {
        state.hiding[action.meta.arg.id] = true;
      })
      .addCase(setReviewHidden.fulfilled, (state, action) => {
        const { id, hidden } = action.payload;
        delete state.hiding[id];
        // The live feed follows by itself; a profile list has no feed, so hiding leaves it.
        if (hidden)
          for (const entry of Object.values(state.latest))
            entry.ids = entry.ids.filter((item) => item !== id);
        const review = state.entities[id];
        if (review) review.hidden = hidden;
      })
      .addCase(setReviewHidden.rejected, (state, action) => {
        delete state.hiding[action.meta.arg.id];
      })
      .addCase(loadLatestReviews.pending, (state, action) => {
        state.latest[action.meta.arg] = {
          requestId: action.meta.requestId,
          status: 'loading',
          ids: state.latest[action.meta.arg]?.ids ?? [],
        };
      })
      .addCase(loadLatestReviews.fulfilled, (state, action) => {
        const entry = state.latest[action.meta.arg];
        if (entry?.requestId !== action.meta.requestId) return;
        adapter.upsertMany(state, action.payload);
        entry.ids = action.payload.map((review) => review.id);
        entry.status = 'ready';
        prune(state);
      })
      .addCase(loadLatestReviews.rejected, (state, action) => {
        const entry = state.latest[action.meta.arg];
        if (entry?.requestId === action.meta.requestId) entry.status = 'error';
      });
  },
  selectors: {
    selectReviewStatus: (state, id: string): ReviewStatus => state.status[id] ?? 'loading',
    selectReview: (state, id: string): ReviewDoc | undefined => state.entities[id],
    selectLatestEntry: (state, revieweeId: string): LatestEntry | undefined =>
      state.latest[revieweeId],
    selectSendingReview: (state, id: string): boolean => state.sending[id] === true,
    selectHidingReview: (state, id: string): boolean => state.hiding[id] === true,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof reviewsSlice> {}
}

const injected = reviewsSlice.injectInto(rootReducer);

export const { reviewReceived, reviewFailed, reviewReleased, latestReleased } =
  reviewsSlice.actions;
export const {
  selectReviewStatus,
  selectReview,
  selectLatestEntry,
  selectSendingReview,
  selectHidingReview,
} = injected.selectors;

const EMPTY: ReviewDoc[] = [];

/** The public profile's reviews of `revieweeId`, newest first (one array while nothing moves). */
export const selectLatestReviews = createSelector(
  [
    (state: Parameters<typeof selectLatestEntry>[0], revieweeId: string) =>
      selectLatestEntry(state, revieweeId)?.ids,
    (state: Parameters<typeof selectLatestEntry>[0]) => injected.selectSlice(state).entities,
  ],
  (ids, entities) =>
    ids
      ? ids.flatMap((id) => {
          const review = entities[id];
          return review ? [review] : [];
        })
      : EMPTY,
);
