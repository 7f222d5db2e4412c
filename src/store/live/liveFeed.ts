import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '../hooks';
import { addAppListener } from '../listenerMiddleware';
import type { AppDispatch, RootState } from '../store';
import { selectWatchers, watchStarted, watchStopped, type Watch } from './liveSlice';

// Live Firestore data in Redux (docs/data-layer.md). A feature defines each of its live feeds
// once, next to its slice; screens say what they watch with useLiveFeed and select the data
// from the slice. The listener starts when the first screen watches a key and stops when the
// last one leaves, so two screens on the same document share one listener and none outlives
// its screens.

export type FeedApi = { dispatch: AppDispatch; getState: () => RootState };

export type LiveFeed = {
  readonly name: string;
  /** Adds the feed's effect to the store it is dispatched in (again: a no-op). */
  readonly listen: UnknownAction;
  start: (key: string) => PayloadAction<Watch>;
  stop: (key: string) => PayloadAction<Watch>;
};

type FeedOptions = {
  /** Unique, e.g. 'briefs/brief'. */
  name: string;
  /** Attaches the listener(s) for `key`, feeding the slice through `api.dispatch`; returns the detach. */
  subscribe: (key: string, api: FeedApi) => () => void;
  /** Dispatched after the last watcher has gone and the listener is detached: drop the data. */
  released?: (key: string) => UnknownAction;
};

export function defineLiveFeed({ name, subscribe, released }: FeedOptions): LiveFeed {
  const listen = addAppListener({
    predicate: (action) => watchStarted.match(action) && action.payload.feed === name,
    effect: async (action, api) => {
      const { key } = (action as PayloadAction<Watch>).payload;
      // Another screen already watches this key: its listener serves both.
      if (selectWatchers(api.getState(), name, key) !== 1) return;
      const detach = subscribe(key, { dispatch: api.dispatch, getState: api.getState });
      await api.condition((_action, state) => selectWatchers(state, name, key) === 0);
      detach();
      // A screen may have come back meanwhile (a quick remount); then its data stays.
      if (released && selectWatchers(api.getState(), name, key) === 0) api.dispatch(released(key));
    },
  });
  return {
    name,
    listen,
    start: (key) => watchStarted({ feed: name, key }),
    stop: (key) => watchStopped({ feed: name, key }),
  };
}

/** Watches `key` of `feed` while the calling component is mounted; null watches nothing. */
export function useLiveFeed(feed: LiveFeed, key: string | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (key === null) return undefined;
    dispatch(feed.listen);
    dispatch(feed.start(key));
    return () => {
      dispatch(feed.stop(key));
    };
  }, [dispatch, feed, key]);
}
