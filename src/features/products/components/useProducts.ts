import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser } from '@/store/session/sessionSlice';
import { productsKey, type ProductsSpec } from '../api/productsApi';
import { productsListClosed, selectProducts, selectProductsList } from '../productsSlice';
import { loadProducts } from '../productsThunks';

/**
 * Whose products the pages show: everyone's for an admin, her own briefs' for a brand or an
 * agency (and for an admin acting as one); the guard keeps everyone else out.
 */
export function productsSpecFor(user: { uid: string; role: UserRole } | null): ProductsSpec | null {
  if (!user) return null;
  return user.role === UserRole.Admin ? { view: 'all' } : { view: 'owner', uid: user.uid };
}

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
