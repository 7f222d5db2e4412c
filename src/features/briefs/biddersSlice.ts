import {
  createEntityAdapter,
  createSelector,
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { type RootState } from '@/store/store';
import type { Bid, BiddersDoc } from '@/lib/collections/bidders';
import type { RosterInfluencer } from './api/agencyRoster';
import {
  fetchBiddersOf,
  fetchRoster,
  makeOffer,
  runOwnerAction,
  withdrawOffer,
} from './biddersThunks';

// The offers on briefs (docs/data-layer.md): bidders/{briefId} documents by brief id, from the
// detail page's live listener or the influencer list's one-off reads, and the writes under way.

/** 'ready' with no document: nobody has made an offer yet. */
export type BiddersStatus = 'loading' | 'ready' | 'error';

export type BiddersSliceState = EntityState<BiddersDoc, string> & {
  status: Record<string, BiddersStatus>;
  /** The owner's action under way on a brief: the bidder it is about. */
  acting: Record<string, string>;
  /** An offer or its withdrawal under way, by brief id. */
  offering: Record<string, true>;
  /** An agency's influencers, by agency uid (read once per visit of an offer panel). */
  rosters: Record<string, Roster>;
};

export type Roster =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; influencers: RosterInfluencer[] };

const adapter = createEntityAdapter<BiddersDoc>();

const initialState: BiddersSliceState = adapter.getInitialState({
  status: {},
  acting: {},
  offering: {},
  rosters: {},
});

function store(state: BiddersSliceState, briefId: string, doc: BiddersDoc | null) {
  if (doc) adapter.setOne(state, doc);
  else adapter.removeOne(state, briefId);
  state.status[briefId] = 'ready';
}

export const biddersSlice = createSlice({
  name: 'bidders',
  initialState,
  reducers: {
    biddersReceived(state, action: PayloadAction<{ briefId: string; doc: BiddersDoc | null }>) {
      store(state, action.payload.briefId, action.payload.doc);
    },
    biddersFailed(state, action: PayloadAction<string>) {
      state.status[action.payload] = 'error';
    },
    biddersReleased(state, action: PayloadAction<string>) {
      adapter.removeOne(state, action.payload);
      delete state.status[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchBiddersOf.pending, (state, action) => {
        for (const id of action.meta.arg.briefIds) state.status[id] ??= 'loading';
      })
      .addCase(fetchBiddersOf.fulfilled, (state, action) => {
        for (const id of action.meta.arg.briefIds) {
          // Left out by the read: it could not be read, so its bid shows as unknown.
          if (id in action.payload) store(state, id, action.payload[id] ?? null);
          else state.status[id] = 'error';
        }
      })
      .addCase(fetchBiddersOf.rejected, (state, action) => {
        for (const id of action.meta.arg.briefIds) state.status[id] = 'error';
      })
      .addCase(fetchRoster.pending, (state, action) => {
        state.rosters[action.meta.arg] = { status: 'loading' };
      })
      .addCase(fetchRoster.fulfilled, (state, action) => {
        state.rosters[action.meta.arg] = { status: 'ready', influencers: action.payload };
      })
      .addCase(fetchRoster.rejected, (state, action) => {
        state.rosters[action.meta.arg] = { status: 'error' };
      })
      .addCase(runOwnerAction.pending, (state, action) => {
        state.acting[action.meta.arg.briefId] = action.meta.arg.userId;
      })
      .addMatcher(
        isAnyOf(isFulfilled(runOwnerAction), isRejected(runOwnerAction)),
        (state, action) => {
          delete state.acting[action.meta.arg.briefId];
        },
      )
      .addMatcher(isPending(makeOffer, withdrawOffer), (state, action) => {
        state.offering[action.meta.arg.briefId] = true;
      })
      .addMatcher(
        // Fulfilled or rejected: the write is over either way.
        isAnyOf(isFulfilled(makeOffer, withdrawOffer), isRejected(makeOffer, withdrawOffer)),
        (state, action) => {
          delete state.offering[action.meta.arg.briefId];
        },
      );
  },
  selectors: {
    selectBiddersStatus: (state, briefId: string): BiddersStatus =>
      state.status[briefId] ?? 'loading',
    selectBiddersDoc: (state, briefId: string): BiddersDoc | null =>
      state.entities[briefId] ?? null,
    selectBiddersStatuses: (state) => state.status,
    selectBiddersEntities: (state) => state.entities,
    selectOwnerActing: (state, briefId: string): string | null => state.acting[briefId] ?? null,
    selectOffering: (state, briefId: string): boolean => state.offering[briefId] === true,
    selectRoster: (state, agencyUid: string): Roster | null => state.rosters[agencyUid] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof biddersSlice> {}
}

const injected = biddersSlice.injectInto(rootReducer);

export const { biddersReceived, biddersFailed, biddersReleased } = biddersSlice.actions;
export const {
  selectBiddersStatus,
  selectBiddersDoc,
  selectBiddersStatuses,
  selectBiddersEntities,
  selectOwnerActing,
  selectOffering,
  selectRoster,
} = injected.selectors;

/**
 * `uid`'s own bid on every brief whose bidders document was read: null when there is none (or
 * the document could not be read); briefs still being read are absent.
 */
export const selectOwnBids = createSelector(
  [selectBiddersStatuses, selectBiddersEntities, (_state: RootState, uid: string) => uid],
  (statuses, docs, uid) => {
    const bids: Record<string, Bid | null> = {};
    for (const [briefId, status] of Object.entries(statuses)) {
      if (status === 'loading') continue;
      bids[briefId] = docs[briefId]?.bidders.find((bid) => bid.bidderId === uid) ?? null;
    }
    return bids;
  },
);
