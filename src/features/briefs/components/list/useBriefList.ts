import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { BriefDoc } from '@/lib/collections/briefs';
import type { ListSpec } from '../../api/briefQueriesPlan';
import {
  briefListClosed,
  listKeyOf,
  selectBriefEntities,
  selectBriefList,
} from '../../briefsSlice';
import { openBriefList, pagesOf, showMoreBriefs } from '../../briefsThunks';
import { visibleCount } from '../../model/paging';

// One list of briefs on screen, kept in the briefs slice: the first display page on opening,
// then a display page at a time (infinite scroll), fetching only when what is loaded runs
// short. The list opens when the screen shows it and is dropped when the screen goes.

export type BriefList = {
  status: 'loading' | 'ready' | 'error';
  /** What the screen shows now. */
  visible: BriefDoc[];
  /** Everything loaded that passed the filter (the influencer tab counts). */
  loaded: BriefDoc[];
  /** More can be shown (loaded but hidden, or not fetched yet). */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /**
   * False after a fetch round that found nothing to show (a strict filter): the sentinel stops
   * fetching by itself and the button asks first.
   */
  autoMore: boolean;
  showMore: () => void;
  retry: () => void;
};

export function useBriefList(spec: ListSpec | null, pageSize: number): BriefList {
  const dispatch = useAppDispatch();
  const key = spec ? listKeyOf(spec) : null;
  const list = useAppSelector((state) => (key ? selectBriefList(state, key) : undefined));
  const entities = useAppSelector(selectBriefEntities);

  const open = useCallback(() => {
    if (spec) void dispatch(openBriefList({ spec, pageSize }));
    // The spec object is rebuilt on renders; its key says when the list really changes, and
    // pageSize only sizes the first fill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  useEffect(() => {
    if (key === null) return undefined;
    open();
    return () => {
      dispatch(briefListClosed(key));
    };
  }, [dispatch, key, open]);

  const loaded = useMemo(
    () =>
      (list?.ids ?? [])
        .map((id) => entities[id])
        .filter((brief): brief is BriefDoc => brief !== undefined),
    [list?.ids, entities],
  );
  const ready = list?.status === 'ready';
  const shown = list ? visibleCount(loaded.length, pageSize, pagesOf(list, pageSize)) : 0;
  const visible = useMemo(() => loaded.slice(0, shown), [loaded, shown]);

  const requestId = list?.requestId ?? '';
  const showMore = useCallback(() => {
    if (key !== null) void dispatch(showMoreBriefs({ key, pageSize, requestId }));
  }, [dispatch, key, pageSize, requestId]);

  return {
    status: list?.status ?? 'loading',
    visible,
    loaded,
    hasMore: ready && (shown < loaded.length || !list.exhausted),
    loadingMore: list?.more === 'loading',
    moreFailed: list?.more === 'error',
    autoMore: list?.more === 'idle',
    showMore,
    retry: open,
  };
}
