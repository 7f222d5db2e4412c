import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { normalizeNamePrefix } from '@/lib/namePrefix';
import {
  appendPage,
  leaveLists,
  openingList,
  pruneUnlisted,
  showFirstPage,
  type ListStatus,
  type PagedList,
} from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandAccount, BrandLogin } from './api/brandsApi';
import {
  brandFitsList,
  brandListKey,
  type BrandListSpec,
  type BrandsCursor,
} from './api/brandsQuery';
import type { BrandAction } from './brandsErrors';
import {
  actAsBrand,
  loadBrandLogins,
  loadMoreBrands,
  openBrandList,
  refreshBrandAccount,
  runBrandAction,
  saveBrandProfile,
} from './brandsThunks';

// Brands in Redux (docs/data-layer.md, as the briefs slice): every Brands document once, by
// uid; the lists on screen as uids in their order with a plain cursor; the Users facts the
// admin's rows show (plan, approval, the agency's name); the agency's logins without a profile;
// the actions and saves under way.

/** A paged list of the one module (src/store/live/pagedList.ts) with its load failure. */
export type BrandListState = PagedList<BrandListSpec, BrandsCursor> & {
  /** The i18n key of the load failure, while status is 'error'. */
  error: string | null;
};

export type BrandLoginsState = {
  status: ListStatus;
  items: BrandLogin[];
};

export type BrandsState = EntityState<BrandDoc, string> & {
  /** By list key (brandListKey(spec)). */
  lists: Record<string, BrandListState>;
  /** Users facts by uid (brands and their agencies); null when there is no Users document. */
  accounts: Record<string, BrandAccount | null>;
  /** Admin actions under way, by brand uid. */
  busy: Record<string, BrandAction>;
  /** By agency uid: its brand logins that have no profile yet. */
  logins: Record<string, BrandLoginsState>;
  /** Profile saves under way, by brand uid. */
  saving: Record<string, true>;
};

export const listKeyOf = brandListKey;

const idOf = (brand: BrandDoc) => brand.uid;
const adapter = createEntityAdapter<BrandDoc, string>({ selectId: idOf });

const initialState: BrandsState = adapter.getInitialState({
  lists: {},
  accounts: {},
  busy: {},
  logins: {},
  saving: {},
});

/** Drops the documents no list shows any more, and the accounts that went with them. */
function prune(state: BrandsState) {
  pruneUnlisted(adapter, state, state.lists);
  // An account stays while a listed brand needs it: the brand's own or its managing agency's.
  const accountsUsed = new Set<string>();
  for (const list of Object.values(state.lists)) {
    for (const id of list.ids) {
      accountsUsed.add(id);
      const agency = state.entities[id]?.imitatorAgencyUID;
      if (agency) accountsUsed.add(agency);
    }
  }
  for (const uid of Object.keys(state.accounts)) {
    if (!accountsUsed.has(uid)) delete state.accounts[uid];
  }
}

/** The list under `key` when `requestId` is its current opening. */
const openedAs = (state: BrandsState, key: string, requestId: string) => {
  const list = state.lists[key];
  return list?.requestId === requestId ? list : undefined;
};

export const brandsSlice = createSlice({
  name: 'brands',
  initialState,
  reducers: {
    brandListClosed(state, action: PayloadAction<string>) {
      delete state.lists[action.payload];
      prune(state);
    },
  },
  extraReducers: (builder) => {
    builder
      // open and more of the paged-list module, called by hand: the thunks' arguments carry
      // a page size, and their answers the accounts beside the brands.
      .addCase(openBrandList.pending, (state, action) => {
        const { spec } = action.meta.arg;
        state.lists[listKeyOf(spec)] = {
          ...openingList<BrandListSpec, BrandsCursor>(spec, action.meta.requestId),
          error: null,
        };
        // What only the list's previous opening showed goes with it.
        prune(state);
      })
      .addCase(openBrandList.fulfilled, (state, action) => {
        const list = openedAs(state, listKeyOf(action.meta.arg.spec), action.meta.requestId);
        if (!list) return;
        const { brands, cursor, accounts } = action.payload;
        adapter.setMany(state, brands);
        Object.assign(state.accounts, accounts);
        showFirstPage(list, { items: brands, cursor, exhausted: cursor === null }, idOf);
      })
      .addCase(openBrandList.rejected, (state, action) => {
        const list = openedAs(state, listKeyOf(action.meta.arg.spec), action.meta.requestId);
        if (!list) return;
        list.status = 'error';
        list.error = action.payload ?? 'brands.errors.loadFailed';
      })
      .addCase(loadMoreBrands.pending, (state, action) => {
        const list = openedAs(state, action.meta.arg.key, action.meta.arg.requestId);
        if (list) list.more = 'loading';
      })
      .addCase(loadMoreBrands.fulfilled, (state, action) => {
        const list = openedAs(state, action.meta.arg.key, action.meta.arg.requestId);
        if (!list) return;
        const { brands, cursor, accounts } = action.payload;
        adapter.setMany(state, brands);
        Object.assign(state.accounts, accounts);
        appendPage(list, { items: brands, cursor, exhausted: cursor === null }, idOf);
      })
      .addCase(loadMoreBrands.rejected, (state, action) => {
        const list = openedAs(state, action.meta.arg.key, action.meta.arg.requestId);
        if (list && !action.meta.condition) list.more = 'error';
      })
      .addCase(runBrandAction.pending, (state, action) => {
        state.busy[action.meta.arg.uid] = action.meta.arg.action;
      })
      .addCase(runBrandAction.fulfilled, (state, action) => {
        const { uid } = action.meta.arg;
        delete state.busy[uid];
        const result = action.payload;
        if (result.action === 'grantBusiness') {
          state.accounts[uid] = result.account;
          return;
        }
        const brand = state.entities[uid];
        if (!brand) return;
        brand.isVerifiedAccount = result.isVerifiedAccount;
        // A brand that no longer matches a list's filter leaves it (as briefs move tabs).
        for (const list of Object.values(state.lists)) {
          if (!brandFitsList(list.spec, brand)) list.ids = list.ids.filter((id) => id !== uid);
        }
        prune(state);
      })
      .addCase(runBrandAction.rejected, (state, action) => {
        const { uid } = action.meta.arg;
        delete state.busy[uid];
        if (action.payload === 'brands.errors.notFound') {
          leaveLists(state.lists, uid);
          prune(state);
        }
      })
      .addCase(refreshBrandAccount.fulfilled, (state, action) => {
        Object.assign(state.accounts, action.payload);
      })
      .addCase(actAsBrand.pending, (state, action) => {
        state.busy[action.meta.arg.uid] = 'actAs';
      })
      .addCase(actAsBrand.fulfilled, (state, action) => {
        delete state.busy[action.meta.arg.uid];
      })
      .addCase(actAsBrand.rejected, (state, action) => {
        delete state.busy[action.meta.arg.uid];
      })
      .addCase(loadBrandLogins.pending, (state, action) => {
        state.logins[action.meta.arg] = {
          status: 'loading',
          items: state.logins[action.meta.arg]?.items ?? [],
        };
      })
      .addCase(loadBrandLogins.fulfilled, (state, action) => {
        state.logins[action.meta.arg] = { status: 'ready', items: action.payload };
      })
      .addCase(loadBrandLogins.rejected, (state, action) => {
        state.logins[action.meta.arg] = { status: 'error', items: [] };
      })
      .addCase(saveBrandProfile.pending, (state, action) => {
        state.saving[action.meta.arg.uid] = true;
      })
      .addCase(saveBrandProfile.fulfilled, (state, action) => {
        const { uid } = action.meta.arg;
        delete state.saving[uid];
        const result = action.payload;
        if (!result.created) {
          const brand = state.entities[uid];
          if (brand) Object.assign(brand, result.patch);
          return;
        }
        const { brand } = result;
        adapter.setOne(state, brand);
        // The new profile joins the agency's unsearched list at the top (newest first) and
        // leaves its logins waiting for one.
        for (const list of Object.values(state.lists)) {
          if (normalizeNamePrefix(list.spec.search) === '' && brandFitsList(list.spec, brand)) {
            if (!list.ids.includes(uid)) list.ids.unshift(uid);
          }
        }
        const logins = state.logins[brand.imitatorAgencyUID];
        if (logins) logins.items = logins.items.filter((login) => login.uid !== uid);
        prune(state);
      })
      .addCase(saveBrandProfile.rejected, (state, action) => {
        delete state.saving[action.meta.arg.uid];
      });
  },
  selectors: {
    selectBrandList: (state, key: string): BrandListState | undefined => state.lists[key],
    selectBrandEntities: (state) => state.entities,
    selectBrandAccounts: (state) => state.accounts,
    selectBrandBusy: (state) => state.busy,
    selectBrandLogins: (state, agencyUid: string): BrandLoginsState | undefined =>
      state.logins[agencyUid],
    selectBrandSaving: (state, uid: string): boolean => state.saving[uid] === true,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof brandsSlice> {}
}

const injected = brandsSlice.injectInto(rootReducer);

export const { brandListClosed } = brandsSlice.actions;
export const {
  selectBrandList,
  selectBrandEntities,
  selectBrandAccounts,
  selectBrandBusy,
  selectBrandLogins,
  selectBrandSaving,
} = injected.selectors;
