import { describe, expect, it } from 'vitest';
import { liveSlice, selectWatchers, watchStarted, watchStopped } from '../liveSlice';

const reducer = liveSlice.reducer;
const watch = { feed: 'briefs/brief', key: 'b1' };

describe('live slice (who watches which feed key)', () => {
  it('counts the screens watching a key and forgets the key at zero', () => {
    let state = reducer(undefined, watchStarted(watch));
    state = reducer(state, watchStarted(watch));
    expect(state).toEqual({ 'briefs/brief:b1': 2 });
    state = reducer(state, watchStopped(watch));
    expect(selectWatchers({ live: state }, 'briefs/brief', 'b1')).toBe(1);
    state = reducer(state, watchStopped(watch));
    expect(state).toEqual({});
  });

  it('never goes below zero on a stray stop', () => {
    expect(reducer(undefined, watchStopped(watch))).toEqual({});
  });
});
