import { describe, expect, it } from 'vitest';
import type { ProductsSpec } from '../model/productsList';
import type { ProductBrief } from '../model/productCatalog';
import { productsListClosed, productsSlice } from '../productsSlice';
import { LOAD_ERROR, loadProducts } from '../productsThunks';

const reducer = productsSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });
const spec: ProductsSpec = { view: 'owner', uid: 'nova' };

const brief = (id: string): ProductBrief => ({
  id,
  title: `Proje ${id}`,
  timestamp: 1_700_000_000_000,
  paymentType: 'product',
  image: null,
  products: [{ name: 'Kahve Seti', price: 720 }],
});

describe('productsSlice', () => {
  it('loads a list, keeps plain values, and drops its briefs when closed', () => {
    let state = reducer(initial(), loadProducts.pending('r1', spec));
    expect(state.lists['owner:nova']?.status).toBe('loading');
    state = reducer(
      state,
      loadProducts.fulfilled({ briefs: [brief('b1'), brief('b2')], truncated: true }, 'r1', spec),
    );
    expect(state.lists['owner:nova']).toMatchObject({
      status: 'ready',
      ids: ['b1', 'b2'],
      truncated: true,
    });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    state = reducer(state, productsListClosed('owner:nova'));
    expect(state.lists).toEqual({});
    expect(state.ids).toEqual([]);
  });

  it('ignores the result of an earlier opening and records the error key', () => {
    let state = reducer(initial(), loadProducts.pending('r1', spec));
    state = reducer(state, loadProducts.pending('r2', spec));
    state = reducer(
      state,
      loadProducts.fulfilled({ briefs: [brief('b1')], truncated: false }, 'r1', spec),
    );
    expect(state.lists['owner:nova']?.status).toBe('loading');
    state = reducer(state, loadProducts.rejected(null, 'r2', spec, LOAD_ERROR));
    expect(state.lists['owner:nova']).toMatchObject({ status: 'error', error: LOAD_ERROR });
  });

  it('keeps the shown products while a retry or a reload runs', () => {
    let state = reducer(initial(), loadProducts.pending('r1', spec));
    state = reducer(
      state,
      loadProducts.fulfilled({ briefs: [brief('b1')], truncated: false }, 'r1', spec),
    );
    state = reducer(state, loadProducts.pending('r2', spec));
    expect(state.lists['owner:nova']).toMatchObject({ status: 'ready', ids: ['b1'] });
  });
});
