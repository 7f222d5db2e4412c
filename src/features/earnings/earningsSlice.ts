import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { closeList, type ListStatus, type PagedList } from '@/store/live/pagedList';
import { addPagedListCases, addSingleListCases } from '@/store/live/pagedListCases';
import { rootReducer } from '@/store/rootReducer';
import type { EarningDoc } from '@/lib/collections/earnings';
import type { Collaboration, ManagedEarner, PageCursor } from './api/earningsApi';
import type { EarningsByMonth } from './model/byMonth';
import {
  historyKey,
  loadManagedEarners,
  loadProfileTotal,
  moreCollaborations,
  exportEarnings,
  loadEarningsByMonth,
  moreEarnings,
  ownerKey,
  openCollaborations,
  openEarningsHistory,
  recordEarningFor,
  type HistorySpec,
} from './earningsThunks';

// Earnings in Redux (docs/data-layer.md): records once by id, history lists per owner and month
// with a plain cursor; the admin's collaborations page by page; recordings under way by
// collaboration key; an agency's influencers with their totals.

export type HistoryList = PagedList<HistorySpec, PageCursor>;

/**
 * The admin's one list of collaborations, a paged list (its ids are collaboration keys) with
 * the rows it shows beside it: they are not documents, so no other list shares them.
 */
export type CollaborationsState = PagedList<null, PageCursor> & {
  byKey: Record<string, Collaboration>;
};

export type EarnersState = { status: ListStatus; items: ManagedEarner[] };
export type ByMonthState = { status: ListStatus; data: EarningsByMonth | null };

export type EarningsState = EntityState<EarningDoc, string> & {
  lists: Record<string, HistoryList>;
  collaborations: CollaborationsState | null;
  /** Recordings under way, by collaboration key. */
  recording: Record<string, true>;
  /** Recorded in this visit, by collaboration key: how many. */
  recorded: Record<string, number>;
  /** By agency uid. */
  earners: Record<string, EarnersState>;
  /**
   * An influencer's `Influencers/{uid}.totalEarnedPrice` (null: none), read once when her Users
   * document holds no total (a profile in the spec's shape), by uid.
   */
  profileTotals: Record<string, string | null>;
  /** A CSV export is reading its month. */
  exporting: boolean;
  /** The by-month chart's figures, by ownerKey (issue 22). */
  byMonth: Record<string, ByMonthState>;
};

const idOf = (doc: EarningDoc) => doc.id;
const adapter = createEntityAdapter<EarningDoc, string>({ selectId: idOf });

const initialState: EarningsState = adapter.getInitialState({
  lists: {},
  collaborations: null,
  recording: {},
  recorded: {},
  earners: {},
  profileTotals: {},
  exporting: false,
  byMonth: {},
});

const keyOf = (item: Collaboration) => item.key;

function keepRows(list: CollaborationsState, items: readonly Collaboration[]) {
  for (const item of items) list.byKey[item.key] = item;
}

const collaborationRows = createSelector(
  [(state: EarningsState) => state.collaborations],
  (list): Collaboration[] =>
    (list?.ids ?? []).flatMap((key) => (list?.byKey[key] ? [list.byKey[key]] : [])),
);

export const earningsSlice = createSlice({
  name: 'earnings',
  initialState,
  reducers: {
    historyClosed(state, action: PayloadAction<string>) {
      closeList(adapter, state, action.payload);
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
      beforeOpen: (state, key) => closeList(adapter, state, key),
    });
    addSingleListCases(builder, {
      open: openCollaborations,
      more: moreCollaborations,
      list: (state) => state.collaborations,
      opened: (state, list) => {
        state.collaborations = { ...list, byKey: {} };
      },
      idOf: keyOf,
      // A row already shown keeps its place and its first version, as before.
      store: (_state, list, items) =>
        keepRows(
          list,
          items.filter((item) => !(item.key in list.byKey)),
        ),
    });
    builder
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
      })
      .addCase(loadProfileTotal.fulfilled, (state, action) => {
        state.profileTotals[action.meta.arg] = action.payload;
      })
      .addCase(exportEarnings.pending, (state) => {
        state.exporting = true;
      })
      .addCase(exportEarnings.fulfilled, (state) => {
        state.exporting = false;
      })
      .addCase(exportEarnings.rejected, (state) => {
        state.exporting = false;
      })
      .addCase(loadEarningsByMonth.pending, (state, action) => {
        const key = ownerKey(action.meta.arg.owner);
        state.byMonth[key] = { status: 'loading', data: state.byMonth[key]?.data ?? null };
      })
      .addCase(loadEarningsByMonth.fulfilled, (state, action) => {
        state.byMonth[ownerKey(action.meta.arg.owner)] = { status: 'ready', data: action.payload };
      })
      .addCase(loadEarningsByMonth.rejected, (state, action) => {
        state.byMonth[ownerKey(action.meta.arg.owner)] = { status: 'error', data: null };
      });
  },
  selectors: {
    selectHistory: (state, key: string): HistoryList | undefined => state.lists[key],
    selectEarningEntities: (state) => state.entities,
    selectCollaborations: (state) => state.collaborations,
    /** The collaborations' rows in the list's order. */
    selectCollaborationRows: collaborationRows,
    selectRecording: (state) => state.recording,
    selectRecorded: (state) => state.recorded,
    selectEarners: (state, agencyUid: string): EarnersState | undefined => state.earners[agencyUid],
    selectProfileTotal: (state, uid: string): string | null | undefined => state.profileTotals[uid],
    selectExporting: (state) => state.exporting,
    selectEarningsByMonth: (state, key: string): ByMonthState | undefined => state.byMonth[key],
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
  selectCollaborationRows,
  selectRecording,
  selectRecorded,
  selectEarners,
  selectProfileTotal,
  selectExporting,
  selectEarningsByMonth,
} = injected.selectors;
