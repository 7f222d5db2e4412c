import { useEffect } from 'react';
import { useAppDispatch } from '../hooks';
import type { LiveFeed } from './liveFeed';

/**
 * useLiveFeed for a feed whose module is loaded on first use, so a component of the entry
 * bundle (SessionWatcher) can watch a feed without carrying the feed's Firestore code.
 * `load` must be stable (a module-level function); null watches nothing.
 */
export function useLazyLiveFeed(load: () => Promise<LiveFeed>, key: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (key === null) return undefined;
    let feed: LiveFeed | null = null;
    let cancelled = false;
    load()
      .then((loaded) => {
        if (cancelled) return;
        feed = loaded;
        dispatch(feed.listen);
        dispatch(feed.start(key));
      })
      .catch((error: unknown) => console.warn('live feed could not load', error));
    return () => {
      cancelled = true;
      if (feed) dispatch(feed.stop(key));
    };
  }, [dispatch, load, key]);
}
