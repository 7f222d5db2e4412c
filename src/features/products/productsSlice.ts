import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { closeList, pruneUnlisted } from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import { type RootState } from '@/store/store';
import { aggregateProducts, type ProductBrief, type ProductSummary } from './model/productCatalog';
import { productsKey } from './model/productsList';
import { loadProducts } from './productsThunks';

// The briefs behind the products pages in Redux (docs/data-layer.md): each brief once by id,
// one list per spec (an owner's, or everyone's for admins) with its status, and the products
// derived from a list's briefs by a memoised selector (never stored).

export type ProductsListStatus = 'loading' | 'ready' | 'error';

export type ProductsList = {
  requestId: string;
  status: ProductsListStatus;
  ids: string[];
  truncated: boolean;
  /** The i18n key of the failure. */
  error: string | null;
};

export type ProductsState = EntityState<ProductBrief, string> & {
  lists: Record<string, ProductsList>;
};

const adapter = createEntityAdapter<ProductBrief, string>({ selectId: (brief) => brief.id });

const initialState: ProductsState = adapter.getInitialState({ lists: {} });

export const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {
    /** The page went: its briefs go too unless another list still shows them. */
    productsListClosed(state, action: PayloadAction<string>) {
      closeList(adapter, state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProducts.pending, (state, action) => {
        const key = productsKey(action.meta.arg);
        const before = state.lists[key];
        // A reload (the other view, a retry) keeps what is shown until the new result arrives.
        state.lists[key] = {
          requestId: action.meta.requestId,
          status: before?.status === 'ready' ? 'ready' : 'loading',
          ids: before?.ids ?? [],
          truncated: before?.truncated ?? false,
          error: null,
        };
      })
      .addCase(loadProducts.fulfilled, (state, action) => {
        const list = state.lists[productsKey(action.meta.arg)];
        if (list?.requestId !== action.meta.requestId) return;
        adapter.setMany(state, action.payload.briefs);
        list.status = 'ready';
        list.ids = action.payload.briefs.map((brief) => brief.id);
        list.truncated = action.payload.truncated;
        // A reload answered: briefs only its previous answer showed go (prune on reopening).
        pruneUnlisted(adapter, state, state.lists);
      })
      .addCase(loadProducts.rejected, (state, action) => {
        const list = state.lists[productsKey(action.meta.arg)];
        if (list?.requestId !== action.meta.requestId) return;
        list.status = 'error';
        list.error = action.payload ?? 'products.errors.load';
      });
  },
  selectors: {
    selectProductsList: (state, key: string): ProductsList | undefined => state.lists[key],
    selectProductBriefEntities: (state) => state.entities,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof productsSlice> {}
}

const injected = productsSlice.injectInto(rootReducer);

export const { productsListClosed } = productsSlice.actions;
export const { selectProductsList, selectProductBriefEntities } = injected.selectors;

const noProducts: ProductSummary[] = [];

/** The products of a list's briefs (memoised: recomputed only when the list or its briefs change). */
export const selectProducts = createSelector(
  [
    (state: RootState, key: string) => injected.selectSlice(state).lists[key]?.ids,
    (state: RootState) => injected.selectSlice(state).entities,
  ],
  (ids, entities): ProductSummary[] =>
    ids
      ? aggregateProducts(
          ids.map((id) => entities[id]).filter((brief): brief is ProductBrief => !!brief),
        )
      : noProducts,
);
