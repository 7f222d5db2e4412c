import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { closeList, leaveLists, type ListStatus, type PagedList } from '@/store/live/pagedList';
import { addPagedListCases } from '@/store/live/pagedListCases';
import { rootReducer } from '@/store/rootReducer';
import type { DeliveryLogRecord } from '@/lib/collections/deliveryLog';
import type { UserDoc } from '@/lib/collections/users';
import type { UsersCursor, UsersFilters } from './api/usersQuery';
import type { UserAction } from './userActions';
import { loadDeliveryLog, moreUsers, openUsersList, runUserAction } from './usersThunks';

// The admin users screen in Redux (docs/data-layer.md): every Users document it fetched once,
// by uid; the list on screen per filter combination, paged by a plain cursor; the row actions
// under way; the delivery logs an admin opened. The signed-in and acted-as users' live
// documents are the session's, not these.

/** The filters of one list, all given: the list's query and its key. */
export type UsersListSpec = Required<UsersFilters>;

export type UsersList = PagedList<UsersListSpec, UsersCursor>;

/** A user's recent mails and pushes (issue 23), as the delivery log dialog shows them. */
export type DeliveryLogState = {
  /** 'loading' also while an earlier read's entries stay on screen ("Yenile"). */
  status: ListStatus;
  /** Newest first. */
  entries: DeliveryLogRecord[];
};

export type UsersState = EntityState<UserDoc, string> & {
  /** By list key (usersListKey(spec)). */
  lists: Record<string, UsersList>;
  /** Row actions under way, by uid. */
  busy: Record<string, UserAction>;
  /** By uid: the delivery logs opened on this screen. */
  deliveryLogs: Record<string, DeliveryLogState>;
};

/** The list's name in state.users.lists. */
export const usersListKey = (spec: UsersListSpec) =>
  JSON.stringify({ type: spec.type, approval: spec.approval, namePrefix: spec.namePrefix });

const idOf = (user: UserDoc) => user.uid;
const adapter = createEntityAdapter<UserDoc, string>({ selectId: idOf });

const initialState: UsersState = adapter.getInitialState({
  lists: {},
  busy: {},
  deliveryLogs: {},
});

/** A deleted user, or one found gone: out of every list and the store. */
function dropUser(state: UsersState, uid: string) {
  leaveLists(state.lists, uid);
  adapter.removeOne(state, uid);
  delete state.deliveryLogs[uid];
}

export const usersSlice = createSlice({
  name: 'users',
  initialState,
  reducers: {
    /** The screen left this list (another filter, or the page closed). */
    usersListClosed(state, action: PayloadAction<string>) {
      closeList(adapter, state, action.payload);
    },
  },
  extraReducers: (builder) => {
    addPagedListCases(builder, {
      open: openUsersList,
      more: moreUsers,
      lists: (state) => state.lists,
      keyOf: usersListKey,
      idOf,
      store: (state, items) => adapter.setMany(state, items),
      // A retry opens the list again: what only its failed opening held goes.
      beforeOpen: (state, key) => closeList(adapter, state, key),
    });
    builder
      .addCase(runUserAction.pending, (state, action) => {
        state.busy[action.meta.arg.uid] = action.meta.arg.action;
      })
      .addCase(runUserAction.fulfilled, (state, action) => {
        const { uid, action: done } = action.meta.arg;
        delete state.busy[uid];
        if (done === 'delete') dropUser(state, uid);
        else if (action.payload) {
          // The document as the write left it, over the row's older copy.
          adapter.upsertOne(state, action.payload);
        }
      })
      .addCase(runUserAction.rejected, (state, action) => {
        const { uid } = action.meta.arg;
        delete state.busy[uid];
        if (action.meta.gone) dropUser(state, uid);
        else if (action.meta.fresh) adapter.upsertOne(state, action.meta.fresh);
      })
      .addCase(loadDeliveryLog.pending, (state, { meta }) => {
        // A read again keeps the entries on screen until the new ones arrive.
        const entries = state.deliveryLogs[meta.arg]?.entries ?? [];
        state.deliveryLogs[meta.arg] = { status: 'loading', entries };
      })
      // A log gone meanwhile (its user deleted) stays gone.
      .addCase(loadDeliveryLog.fulfilled, (state, { meta, payload }) => {
        if (state.deliveryLogs[meta.arg]) {
          state.deliveryLogs[meta.arg] = { status: 'ready', entries: payload };
        }
      })
      .addCase(loadDeliveryLog.rejected, (state, { meta }) => {
        // Entries that may be stale are not shown beside the failure.
        if (state.deliveryLogs[meta.arg]) {
          state.deliveryLogs[meta.arg] = { status: 'error', entries: [] };
        }
      });
  },
  selectors: {
    selectUsersList: (state, key: string): UsersList | undefined => state.lists[key],
    selectUserEntities: (state) => state.entities,
    selectUsersBusy: (state) => state.busy,
    selectDeliveryLog: (state, uid: string): DeliveryLogState | undefined =>
      state.deliveryLogs[uid],
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

const injected = usersSlice.injectInto(rootReducer);

export const { usersListClosed } = usersSlice.actions;
export const { selectUsersList, selectUserEntities, selectUsersBusy, selectDeliveryLog } =
  injected.selectors;
