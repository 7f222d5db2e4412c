// The products pages' one read as a thunk (docs/data-layer.md): a failure becomes the page's
// Turkish error state through its i18n key, chosen here once.
import { createAppAsyncThunk } from '@/store/createAppAsyncThunk';
import { fetchProductBriefs } from './api/productsApi';
import type { ProductsSpec } from './model/productsList';

export const LOAD_ERROR = 'products.errors.load';

export const loadProducts = createAppAsyncThunk(
  'products/load',
  async (spec: ProductsSpec, { rejectWithValue }) => {
    try {
      return await fetchProductBriefs(spec);
    } catch (error) {
      console.warn('products failed to load', error);
      return rejectWithValue(LOAD_ERROR);
    }
  },
);
