import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { pruneUnlisted, type ListStatus, type PagedList } from '@/store/live/pagedList';
import { addPagedListCases } from '@/store/live/pagedListCases';
import { rootReducer } from '@/store/rootReducer';
import type { InfluencerSocialMedia } from '@/lib/collections/influencers';
import type { PortfolioEntry } from './api/portfolioApi';
import { portfolioKey, type PortfolioCursor, type PortfolioSpec } from './model/portfolioList';
import { loadInfluencerSocial, morePortfolio, openPortfolio } from './profilePagesThunks';

// /app/pages/profile in Redux (docs/data-layer.md): the portfolio's paged lists with their
// entries held once, and an influencer's social accounts by uid. Plain values only.

export type PortfolioList = PagedList<PortfolioSpec, PortfolioCursor>;

export type SocialState = {
  status: ListStatus;
  /** null: no directory profile yet (before her first profile save). */
  social: InfluencerSocialMedia | null;
};

export type ProfilePagesState = {
  entries: EntityState<PortfolioEntry, string>;
  lists: Record<string, PortfolioList>;
  social: Record<string, SocialState>;
};

const idOf = (entry: PortfolioEntry) => entry.id;
const adapter = createEntityAdapter<PortfolioEntry, string>({ selectId: idOf });

const initialState: ProfilePagesState = {
  entries: adapter.getInitialState(),
  lists: {},
  social: {},
};

/**
 * A list goes (closed, or opened again from its start): its entries go with it. An entry's id
 * starts with its list's key, so no other list holds it.
 */
function dropList(state: ProfilePagesState, key: string) {
  delete state.lists[key];
  pruneUnlisted(adapter, state.entries, state.lists);
}

export const profilePagesSlice = createSlice({
  name: 'profilePages',
  initialState,
  reducers: {
    portfolioClosed(state, action: PayloadAction<string>) {
      dropList(state, action.payload);
    },
    socialClosed(state, action: PayloadAction<string>) {
      delete state.social[action.payload];
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, {
      open: openPortfolio,
      more: morePortfolio,
      lists: (state) => state.lists,
      keyOf: portfolioKey,
      idOf,
      store: (state, items) => adapter.setMany(state.entries, items),
      beforeOpen: dropList,
    });
    builder
      .addCase(loadInfluencerSocial.pending, (state, action) => {
        const held = state.social[action.meta.arg];
        state.social[action.meta.arg] = { status: 'loading', social: held?.social ?? null };
      })
      .addCase(loadInfluencerSocial.fulfilled, (state, action) => {
        state.social[action.meta.arg] = { status: 'ready', social: action.payload };
      })
      .addCase(loadInfluencerSocial.rejected, (state, action) => {
        state.social[action.meta.arg] = { status: 'error', social: null };
      });
  },
  selectors: {
    selectPortfolioList: (state, key: string): PortfolioList | undefined => state.lists[key],
    selectPortfolioEntities: (state) => state.entries.entities,
    selectSocial: (state, uid: string): SocialState | undefined => state.social[uid],
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof profilePagesSlice> {}
}

const injected = profilePagesSlice.injectInto(rootReducer);

export const { portfolioClosed, socialClosed } = profilePagesSlice.actions;
export const { selectPortfolioList, selectPortfolioEntities, selectSocial } = injected.selectors;
