// The brands feature's reads and writes as thunks (docs/data-layer.md). Each calls the
// feature's api/ functions; the slice (brandsSlice.ts) keeps what they return. Failures become
// Turkish messages here, once: the toast is raised here and the thunk rejects with its i18n key.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { actingAsStarted } from '@/store/session/sessionSlice';
import { sessionUserFromDoc } from '@/store/session/sessionUser';
import type { RootState } from '@/store/store';
import { toast } from '@/components/toasts/toast';
import type { BrandDoc } from '@/lib/collections/brands';
import {
  fetchBrandAccounts,
  fetchBrandLoginsWithoutProfile,
  fetchBrandsPage,
  fetchUserDoc,
  type BrandAccount,
  type BrandLogin,
  type BrandsPage,
} from './api/brandsApi';
import { BRANDS_PAGE_SIZE, type BrandListSpec } from './api/brandsQuery';
import type { BrandProfileInput } from './api/brandWrites';
import { BrandsApiError, brandsErrorKey, type BrandAction } from './brandsErrors';
import type { BrandListState } from './brandsSlice';

export type BrandListResult = BrandsPage & { accounts: Record<string, BrandAccount | null> };

/**
 * The admin's rows show the brand's plan and its managing agency's name, both in Users. Without
 * them the row still works, so a failure here only leaves those cells unknown.
 */
async function accountsFor(
  spec: BrandListSpec,
  brands: readonly BrandDoc[],
): Promise<Record<string, BrandAccount | null>> {
  if (spec.view !== 'admin' || brands.length === 0) return {};
  try {
    return await fetchBrandAccounts(
      brands.flatMap((brand) => [brand.uid, brand.imitatorAgencyUID]),
    );
  } catch (error) {
    console.warn('brand accounts failed to load', error);
    return {};
  }
}

/** The first page of a list (20 brands, spec section 7's fetch with the optional filter). */
export const openBrandList = createAppAsyncThunk<
  BrandListResult,
  { spec: BrandListSpec; pageSize?: number }
>('brands/openList', async ({ spec, pageSize = BRANDS_PAGE_SIZE }, { rejectWithValue }) => {
  try {
    const page = await fetchBrandsPage(spec, null, pageSize);
    return { ...page, accounts: await accountsFor(spec, page.brands) };
  } catch (error) {
    console.error('brand list failed to load', error);
    return rejectWithValue(brandsErrorKey('load', error));
  }
});

const listOf = (state: RootState, key: string): BrandListState | undefined =>
  state.brands?.lists[key];

/** The next page of a list on screen. */
export const loadMoreBrands = createAppAsyncThunk<
  BrandListResult,
  { key: string; requestId: string; pageSize?: number }
>(
  'brands/loadMore',
  async ({ key, pageSize = BRANDS_PAGE_SIZE }, { getState, dispatch, rejectWithValue }) => {
    const list = listOf(getState(), key)!;
    try {
      const page = await fetchBrandsPage(list.spec, list.cursor, pageSize);
      return { ...page, accounts: await accountsFor(list.spec, page.brands) };
    } catch (error) {
      console.error('more brands failed to load', error);
      const message = brandsErrorKey('load', error);
      dispatch(toast.error(message));
      return rejectWithValue(message);
    }
  },
  {
    // `requestId` is the opening the caller saw: a list opened again since then is left alone.
    condition: ({ key, requestId }, { getState }) => {
      const list = listOf(getState(), key);
      return (
        list?.requestId === requestId &&
        list.status === 'ready' &&
        list.cursor !== null &&
        list.more !== 'loading'
      );
    },
  },
);

export type BrandActionResult =
  | { action: 'verify' | 'unverify'; isVerifiedAccount: boolean }
  | { action: 'grantBusiness'; account: BrandAccount };

const successKey: Record<Exclude<BrandAction, 'actAs'>, string> = {
  verify: 'brands.success.verified',
  unverify: 'brands.success.unverified',
  grantBusiness: 'brands.success.businessGranted',
};

/** Doğrula, Doğrulamayı Kaldır and the business plan (admin, /app/brands). */
export const runBrandAction = createAppAsyncThunk<
  BrandActionResult,
  { uid: string; name: string; action: Exclude<BrandAction, 'actAs'> }
>('brands/action', async ({ uid, name, action }, { dispatch, rejectWithValue }) => {
  try {
    // Writes load their code on first use: the lists should not carry the transactions.
    const writes = await import('./api/brandWrites');
    let result: BrandActionResult;
    if (action === 'grantBusiness') {
      result = { action, account: await writes.grantBusinessPlan(uid) };
    } else {
      const isVerifiedAccount = action === 'verify';
      await writes.setBrandVerified(uid, isVerifiedAccount);
      result = { action, isVerifiedAccount };
    }
    dispatch(toast.success(successKey[action], { name }));
    return result;
  } catch (error) {
    console.error(`brand ${action} failed`, error);
    const message = brandsErrorKey(action, error);
    dispatch(toast.error(message));
    if (error instanceof BrandsApiError && error.code === 'not-eligible') {
      // Someone changed the account meanwhile: show it as it is now.
      void dispatch(refreshBrandAccount(uid));
    }
    return rejectWithValue(message);
  }
});

/** Reads one account again (after a refused business grant). */
export const refreshBrandAccount = createAppAsyncThunk(
  'brands/refreshAccount',
  async (uid: string) => fetchBrandAccounts([uid]),
);

/**
 * Switches the admin into the brand's session (design.md section 7), as the users screen does;
 * the caller then opens the brand's project list. The stored row may be old: the switch uses
 * the Users document as it is now.
 */
export const actAsBrand = createAppAsyncThunk<void, { uid: string }>(
  'brands/actAs',
  async ({ uid }, { dispatch, rejectWithValue }) => {
    try {
      const fresh = await fetchUserDoc(uid);
      if (!fresh) throw new BrandsApiError('not-found');
      dispatch(actingAsStarted(sessionUserFromDoc(fresh)));
    } catch (error) {
      console.error('act as brand failed', error);
      const message = brandsErrorKey('actAs', error);
      dispatch(toast.error(message));
      return rejectWithValue(message);
    }
  },
);

/** The agency's brand logins that still need a profile (/app/myBrands). */
export const loadBrandLogins = createAppAsyncThunk<BrandLogin[], string>(
  'brands/loadLogins',
  async (agencyUid, { rejectWithValue }) => {
    try {
      return await fetchBrandLoginsWithoutProfile(agencyUid);
    } catch (error) {
      console.error('brand logins failed to load', error);
      return rejectWithValue(brandsErrorKey('load', error));
    }
  },
);

export type SaveBrandArg = {
  uid: string;
  input: BrandProfileInput;
  /** Set to create the profile, linked to this agency ('' for a self-managed brand). */
  create?: { agencyUid: string };
};

export type SaveBrandResult =
  | { created: true; brand: BrandDoc }
  | {
      created: false;
      patch: Pick<
        BrandDoc,
        'generalInfo' | 'profilePhotoUrl' | 'brandLogoUrl' | 'lowerCaseBrandName' | 'updatedAt'
      >;
    };

/** Creates or edits a brand profile; a failure shows the spec's 'Marka yaratılırken hata oluştu.' */
export const saveBrandProfile = createAppAsyncThunk<SaveBrandResult, SaveBrandArg>(
  'brands/saveProfile',
  async ({ uid, input, create }, { dispatch, rejectWithValue }) => {
    try {
      const writes = await import('./api/brandWrites');
      const result: SaveBrandResult = create
        ? {
            created: true,
            brand: await writes.createBrandProfile(uid, create.agencyUid, input),
          }
        : { created: false, patch: await writes.updateBrandProfile(uid, input) };
      dispatch(toast.success(create ? 'brands.success.created' : 'brands.success.updated'));
      return result;
    } catch (error) {
      console.error('brand profile save failed', error);
      const message = brandsErrorKey('save', error);
      dispatch(toast.error(message));
      return rejectWithValue(message);
    }
  },
);
