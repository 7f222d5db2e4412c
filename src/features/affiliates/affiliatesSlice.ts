import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  closeList,
  leaveLists,
  pruneUnlisted,
  type ListStatus,
  type PagedList,
} from '@/store/live/pagedList';
import { addPagedListCases } from '@/store/live/pagedListCases';
import { rootReducer } from '@/store/rootReducer';
import type { AffiliateDoc } from '@/lib/collections/affiliates';
import { listKey, type AffiliateCursor, type AffiliateListSpec } from './model/affiliateList';
import type { AffiliateInfluencer } from './model/candidates';
import {
  addAffiliate,
  loadAffiliate,
  moreAffiliates,
  openAffiliateList,
  removeAffiliate,
  loadCandidates,
  setInfluencerAllowed,
} from './affiliatesThunks';

// Affiliate programmes in Redux (docs/data-layer.md): programmes once by id, paged lists per
// view (owner, all, allowed) with a plain cursor, one programme's state and its allowance (the
// allowed influencers with their names), the picker's search results, and busy flags.

export type AffiliateList = PagedList<AffiliateListSpec, AffiliateCursor>;

/** A programme opened on the detail page; 'missing' also when the reader may not see it. */
export type DetailStatus = 'loading' | 'ready' | 'missing' | 'error';

export type AllowanceState = {
  /** Whether AffiliateAllowance/{id} exists: the first allowance sets it, later ones update. */
  exists: boolean;
  influencers: AffiliateInfluencer[];
  /** Uids in the allowance whose profile the reader cannot see. */
  hidden: number;
};

/** The influencers one marketplace's picker chooses from. */
export type CandidatesState = {
  marketplace: string;
  status: ListStatus;
  items: AffiliateInfluencer[];
};

export type AffiliatesState = EntityState<AffiliateDoc, string> & {
  lists: Record<string, AffiliateList>;
  details: Record<string, DetailStatus>;
  allowances: Record<string, AllowanceState>;
  candidates: CandidatesState | null;
  creating: boolean;
  deleting: Record<string, true>;
  /** Allowance changes under way, by influencer uid. */
  changing: Record<string, true>;
};

const idOf = (doc: AffiliateDoc) => doc.id;
const adapter = createEntityAdapter<AffiliateDoc, string>({ selectId: idOf });

const initialState: AffiliatesState = adapter.getInitialState({
  lists: {},
  details: {},
  allowances: {},
  candidates: null,
  creating: false,
  deleting: {},
  changing: {},
});

/** Drops programmes no list and no open detail shows. */
const prune = (state: AffiliatesState) =>
  pruneUnlisted(adapter, state, state.lists, Object.keys(state.details));

export const affiliatesSlice = createSlice({
  name: 'affiliates',
  initialState,
  reducers: {
    affiliateListClosed(state, action: PayloadAction<string>) {
      closeList(adapter, state, action.payload, Object.keys(state.details));
    },
    affiliateDetailClosed(state, action: PayloadAction<string>) {
      delete state.details[action.payload];
      delete state.allowances[action.payload];
      state.candidates = null;
      prune(state);
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, {
      open: openAffiliateList,
      more: moreAffiliates,
      lists: (state) => state.lists,
      keyOf: listKey,
      idOf,
      store: (state, items) => adapter.setMany(state, items),
    });
    builder
      .addCase(loadAffiliate.pending, (state, action) => {
        if (state.details[action.meta.arg] !== 'ready') state.details[action.meta.arg] = 'loading';
      })
      .addCase(loadAffiliate.fulfilled, (state, action) => {
        const id = action.meta.arg;
        const { programme, allowance, influencers } = action.payload;
        if (!programme) {
          state.details[id] = 'missing';
          return;
        }
        adapter.setOne(state, programme);
        state.details[id] = 'ready';
        const uids = allowance?.influencers ?? [];
        state.allowances[id] = {
          exists: allowance !== null,
          influencers,
          hidden: uids.length - influencers.length,
        };
      })
      .addCase(loadAffiliate.rejected, (state, action) => {
        state.details[action.meta.arg] = 'error';
      })
      .addCase(addAffiliate.pending, (state) => {
        state.creating = true;
      })
      .addCase(addAffiliate.fulfilled, (state, action) => {
        state.creating = false;
        adapter.setOne(state, action.payload);
        // The owner's list shows it first without another read.
        const own = state.lists[listKey({ view: 'owner', uid: action.payload.ownerId })];
        if (own && !own.ids.includes(action.payload.id)) own.ids.unshift(action.payload.id);
      })
      .addCase(addAffiliate.rejected, (state) => {
        state.creating = false;
      })
      .addCase(removeAffiliate.pending, (state, action) => {
        state.deleting[action.meta.arg] = true;
      })
      .addCase(removeAffiliate.fulfilled, (state, action) => {
        const id = action.meta.arg;
        delete state.deleting[id];
        leaveLists(state.lists, id);
        state.details[id] = 'missing';
        delete state.allowances[id];
        adapter.removeOne(state, id);
      })
      .addCase(removeAffiliate.rejected, (state, action) => {
        delete state.deleting[action.meta.arg];
      })
      .addCase(setInfluencerAllowed.pending, (state, action) => {
        state.changing[action.meta.arg.influencer.uid] = true;
      })
      .addCase(setInfluencerAllowed.fulfilled, (state, action) => {
        const { affiliateId, influencer, allowed } = action.meta.arg;
        delete state.changing[influencer.uid];
        const allowance = state.allowances[affiliateId] ?? {
          exists: false,
          influencers: [],
          hidden: 0,
        };
        const others = allowance.influencers.filter((i) => i.uid !== influencer.uid);
        state.allowances[affiliateId] = {
          ...allowance,
          exists: allowance.exists || allowed,
          influencers: allowed ? [...others, influencer] : others,
        };
      })
      .addCase(setInfluencerAllowed.rejected, (state, action) => {
        delete state.changing[action.meta.arg.influencer.uid];
      })
      .addCase(loadCandidates.pending, (state, action) => {
        state.candidates = { marketplace: action.meta.arg, status: 'loading', items: [] };
      })
      .addCase(loadCandidates.fulfilled, (state, action) => {
        if (state.candidates?.marketplace !== action.meta.arg) return;
        state.candidates = { ...state.candidates, status: 'ready', items: action.payload };
      })
      .addCase(loadCandidates.rejected, (state, action) => {
        if (state.candidates?.marketplace !== action.meta.arg) return;
        state.candidates = { ...state.candidates, status: 'error', items: [] };
      });
  },
  selectors: {
    selectAffiliateList: (state, key: string): AffiliateList | undefined => state.lists[key],
    selectAffiliateEntities: (state) => state.entities,
    selectAffiliate: (state, id: string): AffiliateDoc | undefined => state.entities[id],
    selectDetailStatus: (state, id: string): DetailStatus | undefined => state.details[id],
    selectAllowance: (state, id: string): AllowanceState | undefined => state.allowances[id],
    selectCandidates: (state) => state.candidates,
    selectCreating: (state) => state.creating,
    selectDeleting: (state) => state.deleting,
    selectChanging: (state) => state.changing,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof affiliatesSlice> {}
}

const injected = affiliatesSlice.injectInto(rootReducer);

export const { affiliateListClosed, affiliateDetailClosed } = affiliatesSlice.actions;
export const {
  selectAffiliateList,
  selectAffiliateEntities,
  selectAffiliate,
  selectDetailStatus,
  selectAllowance,
  selectCandidates,
  selectCreating,
  selectDeleting,
  selectChanging,
} = injected.selectors;
