import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  closeList,
  appendPage,
  leaveLists,
  openingList,
  pruneUnlisted,
  showFirstPage,
  type PagedList,
} from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { ProjectAction } from './api/briefErrors';
import type { BriefCursor } from './api/briefQueries';
import { planFor, type ListSpec } from './api/briefQueriesPlan';
import {
  briefLeftLists,
  countPendingBriefs,
  nextStep,
  openBriefList,
  runProjectAction,
  showMoreBriefs,
} from './briefsThunks';

// Briefs in Redux (docs/data-layer.md, the worked example): every brief document once, by id;
// the lists on screen as ids in their order with a plain cursor; the open brief's status. A
// brief shown in a list and in the detail page is the same entity, so the live detail
// listener also freshens the list.

export type BriefListState = PagedList<ListSpec, BriefCursor> & {
  /** Display pages shown, counted for `pagesFor` (a new page size starts again at one). */
  pages: number;
  pagesFor: number;
};

/** The live brief of the detail page; absent while nobody watches it. */
export type DetailStatus = 'loading' | 'ready' | 'missing' | 'error';

export type BriefsState = EntityState<BriefDoc, string> & {
  /** By list key (planFor(spec).key): one per tab on screen. */
  lists: Record<string, BriefListState>;
  detail: Record<string, DetailStatus>;
  /** Own briefs waiting for approval, by uid; absent while being counted. */
  pendingCount: Record<string, number>;
  /** Admin actions under way, by brief id. */
  busy: Record<string, ProjectAction>;
};

export const listKeyOf = (spec: ListSpec) => planFor(spec).key;

const adapter = createEntityAdapter<BriefDoc>();
const idOfBrief = (brief: BriefDoc) => brief.id;

const initialState: BriefsState = adapter.getInitialState({
  lists: {},
  detail: {},
  pendingCount: {},
  busy: {},
});

/** Drops the documents no list and no open detail page shows any more. */
const prune = (state: BriefsState) =>
  pruneUnlisted(adapter, state, state.lists, Object.keys(state.detail));

export const briefsSlice = createSlice({
  name: 'briefs',
  initialState,
  reducers: {
    briefListClosed(state, action: PayloadAction<string>) {
      closeList(adapter, state, action.payload, Object.keys(state.detail));
    },
    briefReceived(state, action: PayloadAction<{ briefId: string; brief: BriefDoc | null }>) {
      const { briefId, brief } = action.payload;
      if (brief) {
        adapter.setOne(state, brief);
        state.detail[briefId] = 'ready';
      } else {
        // Deleted meanwhile, or never there: it leaves the lists too.
        adapter.removeOne(state, briefId);
        leaveLists(state.lists, briefId);
        state.detail[briefId] = 'missing';
      }
    },
    briefFailed(state, action: PayloadAction<{ briefId: string; missing: boolean }>) {
      state.detail[action.payload.briefId] = action.payload.missing ? 'missing' : 'error';
    },
    briefReleased(state, action: PayloadAction<string>) {
      delete state.detail[action.payload];
      prune(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(openBriefList.pending, (state, action) => {
        const { spec, pageSize } = action.meta.arg;
        state.lists[listKeyOf(spec)] = {
          ...openingList(spec, action.meta.requestId),
          pages: 1,
          pagesFor: pageSize,
        };
        prune(state);
      })
      .addCase(openBriefList.fulfilled, (state, action) => {
        const list = state.lists[listKeyOf(action.meta.arg.spec)];
        if (list?.requestId !== action.meta.requestId) return;
        const fill = action.payload;
        adapter.setMany(state, fill.items);
        showFirstPage(list, fill, idOfBrief);
      })
      .addCase(openBriefList.rejected, (state, action) => {
        const list = state.lists[listKeyOf(action.meta.arg.spec)];
        if (list?.requestId === action.meta.requestId) list.status = 'error';
      })
      .addCase(showMoreBriefs.pending, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (list && nextStep(list, action.meta.arg.pageSize) === 'fetch') list.more = 'loading';
      })
      .addCase(showMoreBriefs.fulfilled, (state, action) => {
        const { key, pageSize, requestId } = action.meta.arg;
        const list = state.lists[key];
        if (list?.requestId !== requestId) return;
        const result = action.payload;
        list.pages = result.pages;
        list.pagesFor = pageSize;
        if (result.step === 'fetch') {
          const { fill } = result;
          adapter.setMany(state, fill.items);
          appendPage(list, fill, idOfBrief);
        }
      })
      .addCase(showMoreBriefs.rejected, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (list?.requestId === action.meta.arg.requestId && !action.meta.condition) {
          list.more = 'error';
        }
      })
      .addCase(countPendingBriefs.pending, (state, action) => {
        // The first tab waits for the count, so its title and query do not change under it.
        delete state.pendingCount[action.meta.arg];
      })
      .addCase(countPendingBriefs.fulfilled, (state, action) => {
        state.pendingCount[action.meta.arg] = action.payload;
      })
      .addCase(runProjectAction.pending, (state, action) => {
        state.busy[action.meta.arg.briefId] = action.meta.arg.action;
      })
      .addCase(runProjectAction.fulfilled, (state, action) => {
        delete state.busy[action.meta.arg.briefId];
        // Approved and completed briefs move to the next tab; deleted ones are gone.
        leaveLists(state.lists, action.meta.arg.briefId);
      })
      .addCase(runProjectAction.rejected, (state, action) => {
        delete state.busy[action.meta.arg.briefId];
      })
      .addCase(briefLeftLists, (state, action) => leaveLists(state.lists, action.payload));
  },
  selectors: {
    selectBriefList: (state, key: string): BriefListState | undefined => state.lists[key],
    selectBriefEntities: (state) => state.entities,
    selectBriefById: (state, id: string): BriefDoc | undefined => state.entities[id],
    selectDetailStatus: (state, id: string): DetailStatus => state.detail[id] ?? 'loading',
    selectPendingCount: (state, uid: string): number | null => state.pendingCount[uid] ?? null,
    selectProjectActionBusy: (state, id: string): ProjectAction | null => state.busy[id] ?? null,
    selectBusyProjectActions: (state) => state.busy,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof briefsSlice> {}
}

const injected = briefsSlice.injectInto(rootReducer);

export const { briefListClosed, briefReceived, briefFailed, briefReleased } = briefsSlice.actions;
export const {
  selectBriefList,
  selectBriefEntities,
  selectBriefById,
  selectDetailStatus,
  selectPendingCount,
  selectProjectActionBusy,
  selectBusyProjectActions,
} = injected.selectors;
