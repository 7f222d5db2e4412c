import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  appendPage,
  leaveLists,
  openingList,
  pruneUnlisted,
  showFirstPage,
  type PagedList,
} from '@/store/live/pagedList';
import { rootReducer } from '@/store/rootReducer';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import type { AgencyOption, Collaboration, DirectoryCursor } from './api/influencerQueries';
import {
  loadAgencies,
  loadCollaborations,
  loadEarnings,
  loadMoreInfluencers,
  lookupInstagram,
  openDirectoryList,
  refreshSocialCounts,
  setApproval,
  setVerified,
} from './influencersThunks';
import { directoryListKey, matchesFilters, type DirectorySpec } from './model/directoryQuery';

// Influencer profiles in Redux (docs/data-layer.md, after the briefs example): every Influencers
// document once, by uid; the directory lists on screen as ids in their order with a plain
// cursor; the profile page's live status and its sections. A profile in a list and on the
// profile page is the same entity, so the live listener also freshens the list.

export type DirectoryListState = PagedList<DirectorySpec, DirectoryCursor> & {
  /** A name search where a strategy failed and was skipped. */
  partial: boolean;
};

/** The live profile of the detail page; absent while nobody watches it. */
export type DetailStatus = 'loading' | 'ready' | 'missing' | 'error';

export type Loadable<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

export type AdminAction = 'approve' | 'verify' | 'refresh';

export type LookupState =
  | { status: 'loading' }
  | { status: 'found'; uid: string }
  | { status: 'missing' }
  | { status: 'error' };

export type InfluencersState = EntityState<InfluencerDoc, string> & {
  /** By list key (directoryListKey(spec)). */
  lists: Record<string, DirectoryListState>;
  detail: Record<string, DetailStatus>;
  collaborations: Record<string, Loadable<Collaboration[]>>;
  /** `Users.totalEarnedPrice` by uid (null: none stored). */
  earnings: Record<string, Loadable<string | null>>;
  /** Admin writes under way, by uid. */
  busy: Record<string, AdminAction>;
  /** Instagram lookups by the username as typed. */
  lookups: Record<string, LookupState>;
  agencies: Loadable<AgencyOption[]> | null;
};

export const listKeyOf = directoryListKey;

/** One object for "not there yet", so selectors return the same reference each time. */
const LOADING: Loadable<never> = { status: 'loading' };

const idOfProfile = (doc: InfluencerDoc) => doc.uid;
const adapter = createEntityAdapter<InfluencerDoc, string>({ selectId: idOfProfile });

const initialState: InfluencersState = adapter.getInitialState({
  lists: {},
  detail: {},
  collaborations: {},
  earnings: {},
  busy: {},
  lookups: {},
  agencies: null,
});

/** Drops the profiles no list, no open profile page and no lookup shows any more. */
function prune(state: InfluencersState) {
  const found = Object.values(state.lookups).flatMap((lookup) =>
    lookup.status === 'found' ? [lookup.uid] : [],
  );
  pruneUnlisted(adapter, state, state.lists, [...Object.keys(state.detail), ...found]);
}

/** A changed profile leaves the lists whose filters it no longer passes (approval, say). */
function refit(state: InfluencersState, doc: InfluencerDoc) {
  for (const list of Object.values(state.lists)) {
    if (list.ids.includes(doc.uid) && !matchesFilters(doc, list.spec)) {
      list.ids = list.ids.filter((id) => id !== doc.uid);
    }
  }
}

function patch(state: InfluencersState, uid: string, changes: Partial<InfluencerDoc>) {
  const doc = state.entities[uid];
  if (!doc) return;
  Object.assign(doc, changes);
  refit(state, doc);
}

export const influencersSlice = createSlice({
  name: 'influencers',
  initialState,
  reducers: {
    directoryListClosed(state, action: PayloadAction<string>) {
      delete state.lists[action.payload];
      prune(state);
    },
    influencerReceived(state, action: PayloadAction<{ uid: string; doc: InfluencerDoc | null }>) {
      const { uid, doc } = action.payload;
      if (doc) {
        adapter.setOne(state, doc);
        state.detail[uid] = 'ready';
        refit(state, doc);
      } else {
        adapter.removeOne(state, uid);
        leaveLists(state.lists, uid);
        state.detail[uid] = 'missing';
      }
    },
    influencerFailed(state, action: PayloadAction<{ uid: string; missing: boolean }>) {
      state.detail[action.payload.uid] = action.payload.missing ? 'missing' : 'error';
    },
    influencerReleased(state, action: PayloadAction<string>) {
      const uid = action.payload;
      delete state.detail[uid];
      delete state.collaborations[uid];
      delete state.earnings[uid];
      prune(state);
    },
    lookupCleared(state, action: PayloadAction<string>) {
      delete state.lookups[action.payload];
      prune(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(openDirectoryList.pending, (state, action) => {
        const { spec } = action.meta.arg;
        state.lists[listKeyOf(spec)] = {
          ...openingList(spec, action.meta.requestId),
          partial: false,
        };
        prune(state);
      })
      .addCase(openDirectoryList.fulfilled, (state, action) => {
        const list = state.lists[listKeyOf(action.meta.arg.spec)];
        if (list?.requestId !== action.meta.requestId) return;
        const result = action.payload;
        adapter.setMany(state, result.items);
        showFirstPage(list, result, idOfProfile);
        list.partial = result.partial;
      })
      .addCase(openDirectoryList.rejected, (state, action) => {
        const list = state.lists[listKeyOf(action.meta.arg.spec)];
        if (list?.requestId !== action.meta.requestId) return;
        // Spec section 8: the error, then an empty list.
        list.status = 'error';
        list.ids = [];
        list.cursor = null;
        list.exhausted = true;
      })
      .addCase(loadMoreInfluencers.pending, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (list?.requestId === action.meta.arg.requestId) list.more = 'loading';
      })
      .addCase(loadMoreInfluencers.fulfilled, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (list?.requestId !== action.meta.arg.requestId) return;
        const fill = action.payload;
        adapter.setMany(state, fill.items);
        appendPage(list, fill, idOfProfile);
      })
      .addCase(loadMoreInfluencers.rejected, (state, action) => {
        const list = state.lists[action.meta.arg.key];
        if (list?.requestId === action.meta.arg.requestId && !action.meta.condition) {
          list.more = 'error';
        }
      })
      .addCase(setApproval.pending, (state, action) => {
        state.busy[action.meta.arg.uid] = 'approve';
      })
      .addCase(setApproval.fulfilled, (state, action) => {
        const { uid, approved } = action.meta.arg;
        delete state.busy[uid];
        patch(state, uid, { isApproved: approved });
      })
      .addCase(setApproval.rejected, (state, action) => {
        delete state.busy[action.meta.arg.uid];
      })
      .addCase(setVerified.pending, (state, action) => {
        state.busy[action.meta.arg.uid] = 'verify';
      })
      .addCase(setVerified.fulfilled, (state, action) => {
        const { uid, verified } = action.meta.arg;
        delete state.busy[uid];
        patch(state, uid, { isVerifiedAccount: verified });
      })
      .addCase(setVerified.rejected, (state, action) => {
        delete state.busy[action.meta.arg.uid];
      })
      .addCase(refreshSocialCounts.pending, (state, action) => {
        state.busy[action.meta.arg.uid] = 'refresh';
      })
      .addCase(refreshSocialCounts.fulfilled, (state, action) => {
        delete state.busy[action.meta.arg.uid];
      })
      .addCase(refreshSocialCounts.rejected, (state, action) => {
        delete state.busy[action.meta.arg.uid];
      })
      .addCase(loadCollaborations.pending, (state, action) => {
        state.collaborations[action.meta.arg] = { status: 'loading' };
      })
      .addCase(loadCollaborations.fulfilled, (state, action) => {
        state.collaborations[action.meta.arg] = { status: 'ready', value: action.payload };
      })
      .addCase(loadCollaborations.rejected, (state, action) => {
        state.collaborations[action.meta.arg] = { status: 'error' };
      })
      .addCase(loadEarnings.pending, (state, action) => {
        state.earnings[action.meta.arg] = { status: 'loading' };
      })
      .addCase(loadEarnings.fulfilled, (state, action) => {
        state.earnings[action.meta.arg] = { status: 'ready', value: action.payload };
      })
      .addCase(loadEarnings.rejected, (state, action) => {
        state.earnings[action.meta.arg] = { status: 'error' };
      })
      .addCase(lookupInstagram.pending, (state, action) => {
        state.lookups[action.meta.arg.username] = { status: 'loading' };
      })
      .addCase(lookupInstagram.fulfilled, (state, action) => {
        const doc = action.payload;
        if (doc) {
          adapter.setOne(state, doc);
          state.lookups[action.meta.arg.username] = { status: 'found', uid: doc.uid };
        } else {
          state.lookups[action.meta.arg.username] = { status: 'missing' };
        }
      })
      .addCase(lookupInstagram.rejected, (state, action) => {
        state.lookups[action.meta.arg.username] = { status: 'error' };
      })
      .addCase(loadAgencies.pending, (state) => {
        state.agencies = { status: 'loading' };
      })
      .addCase(loadAgencies.fulfilled, (state, action) => {
        state.agencies = { status: 'ready', value: action.payload };
      })
      .addCase(loadAgencies.rejected, (state, action) => {
        if (!action.meta.condition) state.agencies = { status: 'error' };
      });
  },
  selectors: {
    selectDirectoryList: (state, key: string): DirectoryListState | undefined => state.lists[key],
    selectInfluencerEntities: (state) => state.entities,
    selectInfluencerById: (state, uid: string): InfluencerDoc | undefined => state.entities[uid],
    selectDetailStatus: (state, uid: string): DetailStatus => state.detail[uid] ?? 'loading',
    selectCollaborations: (state, uid: string): Loadable<Collaboration[]> =>
      state.collaborations[uid] ?? LOADING,
    selectEarnings: (state, uid: string): Loadable<string | null> => state.earnings[uid] ?? LOADING,
    selectAdminBusy: (state, uid: string): AdminAction | null => state.busy[uid] ?? null,
    selectLookup: (state, username: string): LookupState | undefined => state.lookups[username],
    selectAgencies: (state) => state.agencies,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof influencersSlice> {}
}

const injected = influencersSlice.injectInto(rootReducer);

export const {
  directoryListClosed,
  influencerReceived,
  influencerFailed,
  influencerReleased,
  lookupCleared,
} = influencersSlice.actions;
export const {
  selectDirectoryList,
  selectInfluencerEntities,
  selectInfluencerById,
  selectDetailStatus,
  selectCollaborations,
  selectEarnings,
  selectAdminBusy,
  selectLookup,
  selectAgencies,
} = injected.selectors;
