import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import {
  directoryListClosed,
  listKeyOf,
  selectDirectoryList,
  selectInfluencerEntities,
} from '../../influencersSlice';
import { canLoadMore, loadMoreInfluencers, openDirectoryList } from '../../influencersThunks';
import type { DirectorySpec } from '../../model/directoryQuery';

// One directory list on screen, kept in the influencers slice: opened (first 50, or a name
// search) when the screen shows it or its filters change, grown 50 at a time, dropped when the
// screen goes.

export type DirectoryList = {
  status: 'loading' | 'ready' | 'error';
  items: InfluencerDoc[];
  mode: 'page' | 'search';
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** False after a refill that found nothing to show: scrolling stops fetching by itself. */
  autoMore: boolean;
  /** A name search where some strategy failed (results may be incomplete). */
  partial: boolean;
  loadMore: () => void;
  retry: () => void;
};

export function useDirectoryList(spec: DirectorySpec | null): DirectoryList {
  const dispatch = useAppDispatch();
  const key = spec ? listKeyOf(spec) : null;
  const list = useAppSelector((state) => (key ? selectDirectoryList(state, key) : undefined));
  const entities = useAppSelector(selectInfluencerEntities);

  const open = useCallback(() => {
    if (spec) void dispatch(openDirectoryList({ spec }));
    // The spec object is rebuilt on renders; its key says when the list really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  useEffect(() => {
    if (key === null) return undefined;
    open();
    return () => {
      dispatch(directoryListClosed(key));
    };
  }, [dispatch, key, open]);

  const items = useMemo(
    () =>
      (list?.ids ?? [])
        .map((id) => entities[id])
        .filter((doc): doc is InfluencerDoc => doc !== undefined),
    [list?.ids, entities],
  );

  const requestId = list?.requestId ?? '';
  const loadMore = useCallback(() => {
    if (key !== null) void dispatch(loadMoreInfluencers({ key, requestId }));
  }, [dispatch, key, requestId]);

  return {
    status: list?.status ?? 'loading',
    items,
    mode: spec?.filters.search.trim() ? 'search' : 'page',
    hasMore: list?.status === 'ready' && !list.exhausted,
    loadingMore: list?.more === 'loading',
    moreFailed: list?.more === 'error',
    autoMore: canLoadMore(list) && list?.more === 'idle',
    partial: list?.partial ?? false,
    loadMore,
    retry: open,
  };
}
