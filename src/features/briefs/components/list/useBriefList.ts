import { useCallback, useEffect, useState } from 'react';
import type { BriefDoc } from '../../../../lib/collections/briefs';
import { fetchBriefBatch, type BriefCursor } from '../../api/briefQueries';
import type { ListPlan } from '../../api/briefQueriesPlan';
import { fillPage, needsFetch, visibleCount } from './fillPage';

// One list of briefs on screen: loads the first display page, then grows a display page at a
// time (infinite scroll), fetching more only when what is loaded runs short. Cursors hold
// Firestore snapshots, so the list lives in component state rather than Redux.

type State = {
  /** The plan key and attempt this state belongs to; another key means "still loading". */
  key: string;
  status: 'loading' | 'ready' | 'error';
  items: BriefDoc[];
  cursor: BriefCursor | null;
  exhausted: boolean;
  /** 'stalled': the last fill kept nothing, so scrolling stops fetching on its own. */
  more: 'idle' | 'loading' | 'error' | 'stalled';
  /** Display pages shown, counted for `pagesFor` (a new page size starts again at one). */
  pages: number;
  pagesFor: number;
};

const idOf = (brief: BriefDoc) => brief.id;

const loading = (key: string, pageSize: number): State => ({
  key,
  status: 'loading',
  items: [],
  cursor: null,
  exhausted: false,
  more: 'idle',
  pages: 1,
  pagesFor: pageSize,
});

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
  /** Takes a brief off this list (approved, completed or deleted by the admin). */
  remove: (id: string) => void;
};

function batches(plan: ListPlan) {
  return (cursor: BriefCursor | null) => fetchBriefBatch(plan.descriptions, cursor);
}

export function useBriefList(plan: ListPlan | null, pageSize: number): BriefList {
  const [attempt, setAttempt] = useState(0);
  const key = plan ? `${plan.key}#${attempt}` : '';
  const [state, setState] = useState<State>(() => loading('', pageSize));

  useEffect(() => {
    if (!plan) return;
    let live = true;
    fillPage({
      fetchBatch: batches(plan),
      keep: plan.keep,
      idOf,
      want: pageSize,
      cursor: null,
    }).then(
      (fill) => {
        if (!live) return;
        setState({
          ...loading(key, pageSize),
          status: 'ready',
          items: fill.items,
          cursor: fill.cursor,
          exhausted: fill.exhausted,
          more: fill.items.length === 0 ? 'stalled' : 'idle',
        });
      },
      (error: unknown) => {
        console.error('brief list failed to load', error);
        if (live) setState({ ...loading(key, pageSize), status: 'error' });
      },
    );
    return () => {
      live = false;
    };
    // The plan object is rebuilt on renders; its key says when the list really changes, and
    // pageSize only sizes the first fill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = state.key === key ? state : loading(key, pageSize);
  const pages = current.pagesFor === pageSize ? current.pages : 1;
  const shown = visibleCount(current.items.length, pageSize, pages);

  const showMore = useCallback(() => {
    if (!plan || current.status !== 'ready' || current.more === 'loading') return;
    if (current.exhausted || !needsFetch(current.items.length, pageSize, pages)) {
      if (current.items.length > shown) {
        setState((prev) => ({ ...prev, pages: pages + 1, pagesFor: pageSize }));
      }
      return;
    }
    const forKey = current.key;
    setState((prev) => ({ ...prev, more: 'loading' }));
    fillPage({
      fetchBatch: batches(plan),
      keep: plan.keep,
      idOf,
      want: pageSize * (pages + 1) - current.items.length,
      cursor: current.cursor,
      seen: new Set(current.items.map(idOf)),
    }).then(
      (fill) =>
        setState((prev) =>
          prev.key !== forKey
            ? prev
            : {
                ...prev,
                items: [...prev.items, ...fill.items],
                cursor: fill.cursor,
                exhausted: fill.exhausted,
                more: fill.items.length === 0 ? 'stalled' : 'idle',
                pages: pages + 1,
                pagesFor: pageSize,
              },
        ),
      (error: unknown) => {
        console.error('more briefs failed to load', error);
        setState((prev) => (prev.key !== forKey ? prev : { ...prev, more: 'error' }));
      },
    );
  }, [plan, current, pageSize, pages, shown]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const remove = useCallback(
    (id: string) => setState((prev) => ({ ...prev, items: prev.items.filter((b) => b.id !== id) })),
    [],
  );

  return {
    status: current.status,
    visible: current.items.slice(0, shown),
    loaded: current.items,
    hasMore: current.status === 'ready' && (shown < current.items.length || !current.exhausted),
    loadingMore: current.more === 'loading',
    moreFailed: current.more === 'error',
    autoMore: current.more === 'idle',
    showMore,
    retry,
    remove,
  };
}
