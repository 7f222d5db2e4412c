import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandListSpec } from '../api/brandsQuery';
import { brandListClosed, listKeyOf, selectBrandEntities, selectBrandList } from '../brandsSlice';
import { loadMoreBrands, openBrandList } from '../brandsThunks';

// One list of brands on screen, kept in the brands slice (as useBriefList): the first page on
// opening, the next on "Daha fazla yükle". The list opens when the screen shows it and is
// dropped when the screen goes.

export type BrandList = {
  status: 'loading' | 'ready' | 'error';
  /** The i18n key of the load failure. */
  error: string | null;
  brands: BrandDoc[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

export function useBrandList(spec: BrandListSpec | null): BrandList {
  const dispatch = useAppDispatch();
  const key = spec ? listKeyOf(spec) : null;
  const list = useAppSelector((state) => (key ? selectBrandList(state, key) : undefined));
  const entities = useAppSelector(selectBrandEntities);

  const open = useCallback(() => {
    if (spec) void dispatch(openBrandList({ spec }));
    // The spec object is rebuilt on renders; its key says when the list really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  useEffect(() => {
    if (key === null) return undefined;
    open();
    return () => {
      dispatch(brandListClosed(key));
    };
  }, [dispatch, key, open]);

  const brands = useMemo(
    () =>
      (list?.ids ?? [])
        .map((id) => entities[id])
        .filter((brand): brand is BrandDoc => brand !== undefined),
    [list?.ids, entities],
  );

  const requestId = list?.requestId ?? '';
  const loadMore = useCallback(() => {
    if (key !== null) void dispatch(loadMoreBrands({ key, requestId }));
  }, [dispatch, key, requestId]);

  return {
    status: list?.status ?? 'loading',
    error: list?.error ?? null,
    brands,
    hasMore: list?.status === 'ready' && list.cursor !== null,
    loadingMore: list?.more === 'loading',
    loadMore,
    retry: open,
  };
}
