// The admin users screen's reads and writes as thunks (docs/data-layer.md). Each calls
// api/usersApi; the slice (usersSlice.ts) keeps what they return. Failures become Turkish
// messages here, once: the toast is raised here and the thunk rejects with its i18n key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import type { CursorPage, MoreArg } from '@/store/live/pagedListCases';
import { actingAsStarted } from '@/store/session/sessionSlice';
import { sessionUserFromDoc } from '@/store/session/sessionUser';
import type { AppDispatch } from '@/store/store';
import { toast } from '@/components/toasts/toast';
import type { DeliveryLogRecord } from '@/lib/collections/deliveryLog';
import type { UserDoc } from '@/lib/collections/users';
import { fetchDeliveryLog } from './api/deliveryLogApi';
import {
  deleteUser,
  fetchUser,
  fetchUsersPage,
  grantBusiness,
  setAffiliateMarketing,
  setApproval,
} from './api/usersApi';
import type { UsersCursor } from './api/usersQuery';
import type { UserAction } from './userActions';
import { UsersApiError, usersErrorKey } from './usersErrors';
import type { UsersListSpec } from './usersSlice';

type UsersPage = CursorPage<UserDoc, UsersCursor>;

/** The first page of the list for these filters. */
export const openUsersList = createAppAsyncThunk<UsersPage, UsersListSpec>(
  'users/openList',
  async (spec, { rejectWithValue }) => {
    try {
      const page = await fetchUsersPage(spec);
      return { items: page.users, cursor: page.nextCursor };
    } catch (error) {
      // The list shows the failure with its retry button; no toast.
      console.error('Users list failed to load', error);
      return rejectWithValue(usersErrorKey('load', error));
    }
  },
);

/** The next page after the list's cursor ("Daha fazla yükle"). */
export const moreUsers = createAppAsyncThunk<UsersPage, MoreArg<UsersListSpec, UsersCursor>>(
  'users/moreList',
  async ({ spec, cursor }, { dispatch, rejectWithValue }) => {
    try {
      const page = await fetchUsersPage({ ...spec, cursor });
      return { items: page.users, cursor: page.nextCursor };
    } catch (error) {
      const message = usersErrorKey('load', error);
      dispatch(toast.error(message));
      return rejectWithValue(message);
    }
  },
);

const successKey: Partial<Record<UserAction, string>> = {
  approve: 'users.success.approved',
  unapprove: 'users.success.unapproved',
  grantBusiness: 'users.success.businessGranted',
  enableAffiliate: 'users.success.affiliateEnabled',
  disableAffiliate: 'users.success.affiliateDisabled',
  delete: 'users.success.deleted',
};

export type UserActionArg = {
  uid: string;
  /** How the toasts name the user (userTitle of the row). */
  name: string;
  action: UserAction;
};

/**
 * What a refused action tells the slice beside the message (the rejection's meta, so the
 * rejected value stays the i18n key): the user is gone (the row leaves the lists), or the user
 * as they are now (a business grant refused because someone changed the account meanwhile).
 */
export type UserRefusal = { gone: boolean; fresh: UserDoc | null };

/** The Users document as the write left it; null after a delete or an act-as. */
async function perform(
  uid: string,
  action: UserAction,
  dispatch: AppDispatch,
): Promise<UserDoc | null> {
  switch (action) {
    case 'approve':
    case 'unapprove':
      return setApproval(uid, action === 'approve');
    case 'grantBusiness':
      return grantBusiness(uid);
    case 'enableAffiliate':
    case 'disableAffiliate':
      return setAffiliateMarketing(uid, action === 'enableAffiliate');
    case 'delete':
      await deleteUser(uid);
      return null;
    case 'actAs': {
      // The stored row may be old: switch into the user as their document says now.
      const fresh = await fetchUser(uid);
      if (!fresh) throw new UsersApiError('not-found');
      dispatch(actingAsStarted(sessionUserFromDoc(fresh)));
      return null;
    }
  }
}

/**
 * A row's action (approve, business, affiliate, act as, delete). After an act-as the page goes
 * to /app on fulfilled; the guard lands the acted role on its own page.
 */
export const runUserAction = createAppAsyncThunk<
  UserDoc | null,
  UserActionArg,
  { rejectedMeta: UserRefusal }
>('users/action', async ({ uid, name, action }, { dispatch, rejectWithValue }) => {
  try {
    const user = await perform(uid, action, dispatch);
    const message = successKey[action];
    if (message) dispatch(toast.success(message, { name }));
    return user;
  } catch (error) {
    console.error(`Users action ${action} failed`, error);
    const message = usersErrorKey(action, error);
    dispatch(toast.error(message));
    const refusal: UserRefusal = { gone: false, fresh: null };
    if (error instanceof UsersApiError && error.code === 'not-found') {
      refusal.gone = true;
    } else if (error instanceof UsersApiError && error.code === 'not-eligible') {
      // Someone changed the brand meanwhile: show it as it is now.
      refusal.fresh = await fetchUser(uid).catch(() => null);
    }
    return rejectWithValue(message, refusal);
  }
});

/**
 * The user's recent mails and pushes, for the delivery log dialog (opening it, "Yenile",
 * "Tekrar Dene"). The dialog shows a failure with its retry button; no toast.
 */
export const loadDeliveryLog = createAppAsyncThunk<DeliveryLogRecord[], string>(
  'users/loadDeliveryLog',
  async (uid, { rejectWithValue }) => {
    try {
      return await fetchDeliveryLog(uid);
    } catch (error) {
      console.error('Delivery log failed to load', error);
      return rejectWithValue(usersErrorKey('deliveryLog', error));
    }
  },
  {
    // One read per user at a time: a second one (the dialog opened again, a double click)
    // would only race the first.
    condition: (uid, { getState }) => getState().users?.deliveryLogs[uid]?.status !== 'loading',
  },
);
