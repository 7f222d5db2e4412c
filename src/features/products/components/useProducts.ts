import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/session/sessionSlice';
import { productsKey, productsSpecFor } from '../model/productsList';
import { productsListClosed, selectProducts, selectProductsList } from '../productsSlice';
import { loadProducts } from '../productsThunks';

/** Loads the products of the signed-in (or acted-as) user on mount and drops them on leaving. */
export function useProducts() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? null;
  const role = user?.role ?? null;
  const spec = useMemo(
    () => (uid !== null && role !== null ? productsSpecFor({ uid, role }) : null),
    [uid, role],
  );
  const key = spec ? productsKey(spec) : '';
  const list = useAppSelector((state) => selectProductsList(state, key));
  const products = useAppSelector((state) => selectProducts(state, key));

  const load = useCallback(() => {
    if (spec) void dispatch(loadProducts(spec));
  }, [dispatch, spec]);

  useEffect(() => {
    if (!spec) return undefined;
    void dispatch(loadProducts(spec));
    return () => {
      dispatch(productsListClosed(productsKey(spec)));
    };
  }, [dispatch, spec]);

  return { spec, list, products, retry: load };
}
