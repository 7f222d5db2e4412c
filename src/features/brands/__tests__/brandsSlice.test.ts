import { describe, expect, it } from 'vitest';
import type { BrandListSpec, BrandsCursor } from '../api/brandsQuery';
import { brandListClosed, brandsSlice, listKeyOf, type BrandsState } from '../brandsSlice';
import {
  actAsBrand,
  loadBrandLogins,
  loadMoreBrands,
  openBrandList,
  refreshBrandAccount,
  runBrandAction,
  saveBrandProfile,
  type BrandListResult,
} from '../brandsThunks';
import { makeAccount, makeBrand } from './brandFixture';

const reducer = brandsSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const all: BrandListSpec = { view: 'admin', verified: 'all', search: '' };
const unverified: BrandListSpec = { view: 'admin', verified: 'unverified', search: '' };
const mine: BrandListSpec = { view: 'agency', agencyUid: 'ad1', search: '' };
const cursor: BrandsCursor = { by: 'timestamp', seconds: 100, nanoseconds: 5000, uid: 'b2' };

const nova = makeBrand('b1', 'Nova Market', { imitatorAgencyUID: 'ad1' });
const yesil = makeBrand('b2', 'Yeşil Bahçe');
const page = (
  brands = [nova, yesil],
  next: BrandsCursor | null = cursor,
  accounts: BrandListResult['accounts'] = {
    b1: makeAccount('b1', { title: 'Nova Market' }),
    ad1: makeAccount('ad1', { type: 'advertisementAgency', title: 'Parlak Reklam' }),
  },
): BrandListResult => ({ brands, cursor: next, accounts });

function opened(spec: BrandListSpec, result = page(), state: BrandsState = initial()) {
  const arg = { spec };
  state = reducer(state, openBrandList.pending('req', arg));
  return reducer(state, openBrandList.fulfilled(result, 'req', arg));
}

describe('brands slice: lists', () => {
  it('opens a list as loading, then holds its brands once by uid, the cursor and accounts', () => {
    const loading = reducer(initial(), openBrandList.pending('req', { spec: all }));
    expect(loading.lists[listKeyOf(all)]).toMatchObject({ status: 'loading', ids: [] });
    const ready = opened(all);
    expect(ready.lists[listKeyOf(all)]).toMatchObject({
      status: 'ready',
      ids: ['b1', 'b2'],
      cursor,
      more: 'idle',
      error: null,
    });
    expect(ready.entities.b2?.generalInfo.brandName).toBe('Yeşil Bahçe');
    expect(ready.accounts.ad1?.title).toBe('Parlak Reklam');
    // Plain data all the way down: the state survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(ready))).toEqual(ready);
  });

  it('drops the result of an earlier opening and keeps the load error’s message', () => {
    let state = reducer(initial(), openBrandList.pending('old', { spec: all }));
    state = reducer(state, openBrandList.pending('new', { spec: all }));
    state = reducer(state, openBrandList.fulfilled(page(), 'old', { spec: all }));
    expect(state.lists[listKeyOf(all)]).toMatchObject({ status: 'loading', ids: [] });
    expect(state.entities.b1).toBeUndefined();
    state = reducer(
      state,
      openBrandList.rejected(null, 'new', { spec: all }, 'brands.errors.network'),
    );
    expect(state.lists[listKeyOf(all)]).toMatchObject({
      status: 'error',
      error: 'brands.errors.network',
    });
  });

  it('appends the next page without repeating a brand, and ends at a null cursor', () => {
    let state = opened(all);
    const arg = { key: listKeyOf(all), requestId: 'req' };
    state = reducer(state, loadMoreBrands.pending('m1', arg));
    expect(state.lists[listKeyOf(all)]?.more).toBe('loading');
    const third = makeBrand('b3', 'Çınar Spor');
    state = reducer(state, loadMoreBrands.fulfilled(page([yesil, third], null, {}), 'm1', arg));
    expect(state.lists[listKeyOf(all)]).toMatchObject({
      ids: ['b1', 'b2', 'b3'],
      cursor: null,
      more: 'idle',
    });
  });

  it('marks a failed next page, but not a page the condition skipped', () => {
    let state = opened(all);
    const arg = { key: listKeyOf(all), requestId: 'req' };
    state = reducer(state, loadMoreBrands.pending('m1', arg));
    state = reducer(state, loadMoreBrands.rejected(null, 'm1', arg, 'brands.errors.loadFailed'));
    expect(state.lists[listKeyOf(all)]?.more).toBe('error');
    const stale = { key: listKeyOf(all), requestId: 'older' };
    state = reducer(state, loadMoreBrands.pending('m2', stale));
    state = reducer(state, loadMoreBrands.fulfilled(page([makeBrand('x', 'X')]), 'm2', stale));
    expect(state.lists[listKeyOf(all)]?.ids).toEqual(['b1', 'b2']);
  });

  it('drops a closed list and the brands and accounts nothing shows any more', () => {
    let state = opened(all);
    state = opened(mine, page([nova], null, {}), state);
    state = reducer(state, brandListClosed(listKeyOf(all)));
    expect(state.lists[listKeyOf(all)]).toBeUndefined();
    expect(state.ids).toEqual(['b1']);
    // b1 is still shown (the agency's list); its agency's account stays for it.
    expect(Object.keys(state.accounts).sort()).toEqual(['ad1', 'b1']);
    state = reducer(state, brandListClosed(listKeyOf(mine)));
    expect(state.ids).toEqual([]);
    expect(state.accounts).toEqual({});
  });
});

describe('brands slice: admin actions', () => {
  const verifyArg = { uid: 'b2', name: 'Yeşil Bahçe', action: 'verify' as const };

  it('marks the row busy, then sets the badge; the brand leaves a list it no longer fits', () => {
    let state = opened(all);
    state = opened(unverified, page(), state);
    state = reducer(state, runBrandAction.pending('a1', verifyArg));
    expect(state.busy).toEqual({ b2: 'verify' });
    state = reducer(
      state,
      runBrandAction.fulfilled({ action: 'verify', isVerifiedAccount: true }, 'a1', verifyArg),
    );
    expect(state.busy).toEqual({});
    expect(state.entities.b2?.isVerifiedAccount).toBe(true);
    expect(state.lists[listKeyOf(all)]?.ids).toEqual(['b1', 'b2']);
    expect(state.lists[listKeyOf(unverified)]?.ids).toEqual(['b1']);
  });

  it('keeps the row as it was when the write fails; a vanished brand leaves the lists', () => {
    let state = opened(all);
    state = reducer(state, runBrandAction.pending('a1', verifyArg));
    state = reducer(
      state,
      runBrandAction.rejected(null, 'a1', verifyArg, 'brands.errors.permissionDenied'),
    );
    expect(state.busy).toEqual({});
    expect(state.entities.b2?.isVerifiedAccount).toBe(false);
    state = reducer(state, runBrandAction.pending('a2', verifyArg));
    state = reducer(
      state,
      runBrandAction.rejected(null, 'a2', verifyArg, 'brands.errors.notFound'),
    );
    expect(state.lists[listKeyOf(all)]?.ids).toEqual(['b1']);
    expect(state.entities.b2).toBeUndefined();
  });

  it('stores the account the business grant returns, and a refreshed one', () => {
    let state = opened(all);
    const arg = { uid: 'b1', name: 'Nova Market', action: 'grantBusiness' as const };
    const business = makeAccount('b1', { subscriptionType: 'business' });
    state = reducer(
      state,
      runBrandAction.fulfilled({ action: 'grantBusiness', account: business }, 'g', arg),
    );
    expect(state.accounts.b1?.subscriptionType).toBe('business');
    const pro = makeAccount('b1', { subscriptionType: 'pro' });
    state = reducer(state, refreshBrandAccount.fulfilled({ b1: pro }, 'r', 'b1'));
    expect(state.accounts.b1?.subscriptionType).toBe('pro');
  });

  it('marks the row busy while switching into the brand', () => {
    let state = opened(all);
    state = reducer(state, actAsBrand.pending('s', { uid: 'b1' }));
    expect(state.busy).toEqual({ b1: 'actAs' });
    state = reducer(state, actAsBrand.rejected(null, 's', { uid: 'b1' }, 'x'));
    expect(state.busy).toEqual({});
  });
});

describe('brands slice: agency profiles', () => {
  const login = { uid: 'b9', title: 'Deniz Kaya', brandName: '' };

  it('holds the agency’s logins without a profile', () => {
    let state = reducer(initial(), loadBrandLogins.pending('l', 'ad1'));
    expect(state.logins.ad1).toEqual({ status: 'loading', items: [] });
    state = reducer(state, loadBrandLogins.fulfilled([login], 'l', 'ad1'));
    expect(state.logins.ad1).toEqual({ status: 'ready', items: [login] });
    state = reducer(state, loadBrandLogins.rejected(null, 'l2', 'ad1', 'x'));
    expect(state.logins.ad1).toEqual({ status: 'error', items: [] });
  });

  it('a created profile joins the agency’s list at the top and leaves the logins', () => {
    let state = opened(mine, page([nova], null, {}));
    state = reducer(state, loadBrandLogins.fulfilled([login], 'l', 'ad1'));
    const arg = {
      uid: 'b9',
      input: { brandName: 'Kahve Durağı', logoUrl: '' },
      create: { agencyUid: 'ad1' },
    };
    state = reducer(state, saveBrandProfile.pending('s', arg));
    expect(state.saving).toEqual({ b9: true });
    const created = makeBrand('b9', 'Kahve Durağı', { imitatorAgencyUID: 'ad1' });
    state = reducer(state, saveBrandProfile.fulfilled({ created: true, brand: created }, 's', arg));
    expect(state.saving).toEqual({});
    expect(state.lists[listKeyOf(mine)]?.ids).toEqual(['b9', 'b1']);
    expect(state.logins.ad1?.items).toEqual([]);
  });

  it('an edited profile changes in place; a failed save only stops waiting', () => {
    let state = opened(mine, page([nova], null, {}));
    const arg = { uid: 'b1', input: { brandName: 'Nova', logoUrl: '' } };
    state = reducer(state, saveBrandProfile.pending('s', arg));
    state = reducer(state, saveBrandProfile.rejected(null, 's', arg, 'brands.errors.save'));
    expect(state.saving).toEqual({});
    expect(state.entities.b1?.generalInfo.brandName).toBe('Nova Market');
    const patch = {
      generalInfo: { brandName: 'Nova', profilePhotoUrl: '', brandLogoUrl: '' },
      profilePhotoUrl: '',
      brandLogoUrl: '',
      lowerCaseBrandName: 'nova',
      updatedAt: 5,
    };
    state = reducer(state, saveBrandProfile.fulfilled({ created: false, patch }, 's2', arg));
    expect(state.entities.b1).toMatchObject({ ...patch, isVerifiedAccount: false });
  });
});
