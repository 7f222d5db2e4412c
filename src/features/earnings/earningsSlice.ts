import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { addPagedListCases, type ListStatus, type PagedList } from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { EarningDoc } from '@/lib/collections/earnings';
import type { Collaboration, ManagedEarner, PageCursor } from './api/earningsApi';
import {
  historyKey,
  loadManagedEarners,
  moreCollaborations,
  moreEarnings,
  openCollaborations,
  openEarningsHistory,
  recordEarningFor,
  type HistorySpec,
} from './earningsThunks';

// Earnings in Redux (docs/data-layer.md): records once by id, history lists per owner and month
// with a plain cursor; the admin's collaborations page by page; recordings under way by
// collaboration key; an agency's influencers with their totals.

export type HistoryList = PagedList<HistorySpec, PageCursor>;

export type CollaborationsState = {
  requestId: string;
  status: ListStatus;
  items: Collaboration[];
  cursor: PageCursor | null;
  more: 'idle' | 'loading' | 'error';
};

export type EarnersState = { status: ListStatus; items: ManagedEarner[] };

export type EarningsState = EntityState<EarningDoc, string> & {
  lists: Record<string, HistoryList>;
  collaborations: CollaborationsState | null;
  /** Recordings under way, by collaboration key. */
  recording: Record<string, true>;
  /** Recorded in this visit, by collaboration key: how many. */
  recorded: Record<string, number>;
  /** By agency uid. */
  earners: Record<string, EarnersState>;
};

const idOf = (doc: EarningDoc) => doc.id;
const adapter = createEntityAdapter<EarningDoc, string>({ selectId: idOf });

const initialState: EarningsState = adapter.getInitialState({
  lists: {},
  collaborations: null,
  recording: {},
  recorded: {},
  earners: {},
});

function prune(state: EarningsState) {
  const used = new Set(Object.values(state.lists).flatMap((list) => list.ids));
  adapter.removeMany(
    state,
    state.ids.filter((id) => !used.has(id)),
  );
}

export const earningsSlice = createSlice({
  name: 'earnings',
  initialState,
  reducers: {
    historyClosed(state, action: PayloadAction<string>) {
      delete state.lists[action.payload];
      prune(state);
    },
    collaborationsClosed(state) {
      state.collaborations = null;
      state.recorded = {};
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, {
      open: openEarningsHistory,
      more: moreEarnings,
      lists: (state) => state.lists,
      keyOf: historyKey,
      idOf,
      store: (state, items) => adapter.setMany(state, items),
      // What only the reopened list showed goes with its previous opening.
      beforeOpen: (state, key) => {
        delete state.lists[key];
        prune(state);
      },
    });
    builder
      .addCase(openCollaborations.pending, (state, action) => {
        state.collaborations = {
          requestId: action.meta.requestId,
          status: 'loading',
          items: [],
          cursor: null,
          more: 'idle',
        };
      })
      .addCase(openCollaborations.fulfilled, (state, action) => {
        const list = state.collaborations;
        if (list?.requestId !== action.meta.requestId) return;
        list.status = 'ready';
        list.items = action.payload.items;
        list.cursor = action.payload.cursor;
      })
      .addCase(openCollaborations.rejected, (state, action) => {
        const list = state.collaborations;
        if (list?.requestId === action.meta.requestId) list.status = 'error';
      })
      .addCase(moreCollaborations.pending, (state) => {
        if (state.collaborations) state.collaborations.more = 'loading';
      })
      .addCase(moreCollaborations.fulfilled, (state, action) => {
        const list = state.collaborations;
        if (list?.requestId !== action.meta.arg.requestId) return;
        const held = new Set(list.items.map((item) => item.key));
        list.items.push(...action.payload.items.filter((item) => !held.has(item.key)));
        list.cursor = action.payload.cursor;
        list.more = 'idle';
      })
      .addCase(moreCollaborations.rejected, (state, action) => {
        const list = state.collaborations;
        if (list?.requestId === action.meta.arg.requestId) list.more = 'error';
      })
      .addCase(recordEarningFor.pending, (state, action) => {
        state.recording[action.meta.arg.key] = true;
      })
      .addCase(recordEarningFor.fulfilled, (state, action) => {
        const { key } = action.meta.arg;
        delete state.recording[key];
        state.recorded[key] = (state.recorded[key] ?? 0) + 1;
      })
      .addCase(recordEarningFor.rejected, (state, action) => {
        delete state.recording[action.meta.arg.key];
      })
      .addCase(loadManagedEarners.pending, (state, action) => {
        state.earners[action.meta.arg] = {
          status: 'loading',
          items: state.earners[action.meta.arg]?.items ?? [],
        };
      })
      .addCase(loadManagedEarners.fulfilled, (state, action) => {
        state.earners[action.meta.arg] = { status: 'ready', items: action.payload };
      })
      .addCase(loadManagedEarners.rejected, (state, action) => {
        state.earners[action.meta.arg] = { status: 'error', items: [] };
      });
  },
  selectors: {
    selectHistory: (state, key: string): HistoryList | undefined => state.lists[key],
    selectEarningEntities: (state) => state.entities,
    selectCollaborations: (state) => state.collaborations,
    selectRecording: (state) => state.recording,
    selectRecorded: (state) => state.recorded,
    selectEarners: (state, agencyUid: string): EarnersState | undefined => state.earners[agencyUid],
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof earningsSlice> {}
}

const injected = earningsSlice.injectInto(rootReducer);

export const { historyClosed, collaborationsClosed } = earningsSlice.actions;
export const {
  selectHistory,
  selectEarningEntities,
  selectCollaborations,
  selectRecording,
  selectRecorded,
  selectEarners,
} = injected.selectors;
