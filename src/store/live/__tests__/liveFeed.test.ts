import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import { defineLiveFeed } from '../liveFeed';

const detach = vi.fn();
const subscribe = vi.fn<(key: string) => () => void>(() => detach);
const released = vi.fn((key: string) => ({ type: 'test/released', payload: key }));
const feed = defineLiveFeed({ name: 'test/feed', subscribe, released });

/** Lets the feed's effect see the last action (it awaits the store's condition). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeListening() {
  const store = makeStore();
  store.dispatch(feed.listen);
  store.dispatch(feed.listen); // adding it twice changes nothing
  return store;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('defineLiveFeed', () => {
  it('attaches one listener per key however many watch it, and detaches after the last', async () => {
    const store = storeListening();
    store.dispatch(feed.start('a'));
    store.dispatch(feed.start('a'));
    store.dispatch(feed.start('b'));
    expect(subscribe.mock.calls.map(([key]) => key)).toEqual(['a', 'b']);

    store.dispatch(feed.stop('a'));
    await settle();
    expect(detach).not.toHaveBeenCalled();

    store.dispatch(feed.stop('a'));
    await settle();
    expect(detach).toHaveBeenCalledTimes(1);
    expect(released.mock.calls).toEqual([['a']]);
    expect(store.getState().live).toEqual({ 'test/feed:b': 1 });
  });

  it('keeps the data of a screen that came straight back (a remount)', async () => {
    const store = storeListening();
    store.dispatch(feed.start('a'));
    store.dispatch(feed.stop('a'));
    store.dispatch(feed.start('a'));
    await settle();
    // The first listener goes, the second stays, and nothing drops the key's data.
    expect(subscribe).toHaveBeenCalledTimes(2);
    expect(detach).toHaveBeenCalledTimes(1);
    expect(released).not.toHaveBeenCalled();
  });

  it('keeps stores apart: one store leaving a key does not stop another store’s listener', async () => {
    const first = storeListening();
    const second = storeListening();
    first.dispatch(feed.start('a'));
    second.dispatch(feed.start('a'));
    expect(subscribe).toHaveBeenCalledTimes(2);
    first.dispatch(feed.stop('a'));
    await settle();
    expect(detach).toHaveBeenCalledTimes(1);
    second.dispatch({ type: 'anything' });
    await settle();
    expect(detach).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a store the feed was never added to', () => {
    makeStore().dispatch(feed.start('a'));
    expect(subscribe).not.toHaveBeenCalled();
  });
});
