import { describe, expect, it } from 'vitest';
import type { BriefCursor } from '../api/briefQueries';
import type { ListSpec } from '../api/briefQueriesPlan';
import {
  briefFailed,
  briefListClosed,
  briefReceived,
  briefReleased,
  briefsSlice,
  listKeyOf,
  type BriefsState,
} from '../briefsSlice';
import {
  briefLeftLists,
  countPendingBriefs,
  nextStep,
  openBriefList,
  runProjectAction,
  showMoreBriefs,
} from '../briefsThunks';
import { makeBrief } from '../model/__tests__/briefFixture';

const reducer = briefsSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const admin0: ListSpec = { view: 'admin', tab: 0 };
const key0 = listKeyOf(admin0);
const briefs = (...ids: string[]) => ids.map((id) => makeBrief({ id, title: `Proje ${id}` }));
const cursor: BriefCursor = { parts: [{ seconds: 100, nanoseconds: 5000, id: 'c' }] };
const fill = (ids: string[], exhausted = false) => ({
  items: briefs(...ids),
  cursor: exhausted ? null : cursor,
  exhausted,
  fetches: 1,
  reads: ids.length,
});

/** A list opened with request `req` and filled with `ids`. */
function opened(ids: string[], options: { exhausted?: boolean; state?: BriefsState } = {}) {
  const arg = { spec: admin0, pageSize: 4 };
  let state = reducer(options.state ?? initial(), openBriefList.pending('req', arg));
  state = reducer(state, openBriefList.fulfilled(fill(ids, options.exhausted), 'req', arg));
  return state;
}

describe('briefs slice: lists', () => {
  it('opens a list as loading, then holds its briefs once by id and their order', () => {
    const arg = { spec: admin0, pageSize: 4 };
    const loading = reducer(initial(), openBriefList.pending('req', arg));
    expect(loading.lists[key0]).toMatchObject({ status: 'loading', ids: [], requestId: 'req' });
    const ready = reducer(loading, openBriefList.fulfilled(fill(['a', 'b', 'c']), 'req', arg));
    expect(ready.lists[key0]).toMatchObject({
      status: 'ready',
      ids: ['a', 'b', 'c'],
      cursor,
      exhausted: false,
      more: 'idle',
      spec: admin0,
    });
    expect(ready.entities.b?.title).toBe('Proje b');
    // Plain data all the way down: the state survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(ready))).toEqual(ready);
  });

  it('drops the result of an earlier opening of the same list', () => {
    const arg = { spec: admin0, pageSize: 4 };
    let state = reducer(initial(), openBriefList.pending('old', arg));
    state = reducer(state, openBriefList.pending('new', arg));
    state = reducer(state, openBriefList.fulfilled(fill(['stale']), 'old', arg));
    expect(state.lists[key0]).toMatchObject({ status: 'loading', ids: [] });
    expect(state.entities.stale).toBeUndefined();
    state = reducer(state, openBriefList.rejected(new Error('x'), 'old', arg));
    expect(state.lists[key0]?.status).toBe('loading');
    state = reducer(state, openBriefList.rejected(new Error('x'), 'new', arg));
    expect(state.lists[key0]?.status).toBe('error');
  });

  it('marks a list that kept nothing as stalled, so scrolling stops fetching by itself', () => {
    expect(opened([]).lists[key0]?.more).toBe('stalled');
  });

  it('shows a loaded page without fetching, and fetches when the loaded ones run short', () => {
    const six = opened(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(nextStep(six.lists[key0], 4)).toBe('fetch'); // 8 needed for two pages of 4
    const nine = opened(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(nextStep(nine.lists[key0], 4)).toBe('show');
    const done = opened(['a', 'b', 'c', 'd'], { exhausted: true });
    expect(nextStep(done.lists[key0], 4)).toBe('none');
    expect(nextStep(undefined, 4)).toBe('none');
  });

  it('appends a fetched page after the loaded briefs, without repeating one', () => {
    const arg = { key: key0, pageSize: 4, requestId: 'req' };
    let state = opened(['a', 'b', 'c', 'd', 'e']);
    state = reducer(state, showMoreBriefs.pending('more', arg));
    expect(state.lists[key0]?.more).toBe('loading');
    const more = { step: 'fetch' as const, pages: 2, fill: fill(['e', 'f', 'g'], true) };
    state = reducer(state, showMoreBriefs.fulfilled(more, 'more', arg));
    expect(state.lists[key0]).toMatchObject({
      ids: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      cursor: null,
      exhausted: true,
      more: 'idle',
      pages: 2,
      pagesFor: 4,
    });
  });

  it('counts a shown page, and reports a failed fetch without losing what is loaded', () => {
    const arg = { key: key0, pageSize: 4, requestId: 'req' };
    let state = opened(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    state = reducer(state, showMoreBriefs.fulfilled({ step: 'show', pages: 2 }, 'm1', arg));
    expect(state.lists[key0]).toMatchObject({ pages: 2, more: 'idle' });
    state = reducer(state, showMoreBriefs.pending('m2', arg));
    state = reducer(state, showMoreBriefs.rejected(new Error('offline'), 'm2', arg));
    expect(state.lists[key0]).toMatchObject({ more: 'error', ids: expect.any(Array) });
    expect(state.lists[key0]?.ids).toHaveLength(9);
  });

  it('ignores more pages meant for an earlier opening', () => {
    const stale = { key: key0, pageSize: 4, requestId: 'earlier' };
    const more = { step: 'fetch' as const, pages: 2, fill: fill(['x']) };
    const state = reducer(opened(['a']), showMoreBriefs.fulfilled(more, 'm', stale));
    expect(state.lists[key0]?.ids).toEqual(['a']);
  });

  it('closing a list drops it and the briefs nothing else shows', () => {
    let state = opened(['a', 'b']);
    state = reducer(state, briefReceived({ briefId: 'b', brief: briefs('b')[0]! }));
    state = reducer(state, briefListClosed(key0));
    expect(state.lists).toEqual({});
    expect(state.ids).toEqual(['b']); // the open brief stays
  });
});

describe('briefs slice: the open brief', () => {
  it('is loading until the listener speaks, then ready with the document', () => {
    const state = reducer(initial(), briefReceived({ briefId: 'a', brief: briefs('a')[0]! }));
    expect(state.detail.a).toBe('ready');
    expect(state.entities.a?.title).toBe('Proje a');
    expect(briefsSlice.selectors.selectDetailStatus({ briefs: initial() }, 'a')).toBe('loading');
  });

  it('a deleted brief is missing and leaves the lists', () => {
    let state = opened(['a', 'b']);
    state = reducer(state, briefReceived({ briefId: 'a', brief: null }));
    expect(state.detail.a).toBe('missing');
    expect(state.entities.a).toBeUndefined();
    expect(state.lists[key0]?.ids).toEqual(['b']);
  });

  it('tells a refusal (missing) from a failure (error), and forgets the brief when released', () => {
    let state = reducer(initial(), briefFailed({ briefId: 'a', missing: true }));
    expect(state.detail.a).toBe('missing');
    state = reducer(state, briefFailed({ briefId: 'a', missing: false }));
    expect(state.detail.a).toBe('error');
    state = reducer(state, briefReceived({ briefId: 'a', brief: briefs('a')[0]! }));
    state = reducer(state, briefReleased('a'));
    expect(state.detail).toEqual({});
    expect(state.ids).toEqual([]);
  });

  it('keeps a released brief that a list still shows', () => {
    let state = opened(['a']);
    state = reducer(state, briefReceived({ briefId: 'a', brief: briefs('a')[0]! }));
    state = reducer(state, briefReleased('a'));
    expect(state.ids).toEqual(['a']);
  });
});

describe('briefs slice: admin actions and counts', () => {
  it('marks a brief busy while an action runs and takes it off the lists when done', () => {
    const arg = { briefId: 'a', action: 'approve' as const };
    let state = reducer(opened(['a', 'b']), runProjectAction.pending('r', arg));
    expect(state.busy).toEqual({ a: 'approve' });
    state = reducer(state, runProjectAction.fulfilled(undefined, 'r', arg));
    expect(state.busy).toEqual({});
    expect(state.lists[key0]?.ids).toEqual(['b']);
  });

  it('keeps a brief whose action failed, unless it is gone (briefLeftLists)', () => {
    const arg = { briefId: 'a', action: 'complete' as const };
    let state = reducer(opened(['a', 'b']), runProjectAction.pending('r', arg));
    state = reducer(state, runProjectAction.rejected(null, 'r', arg, 'briefs.toasts.x'));
    expect(state.busy).toEqual({});
    expect(state.lists[key0]?.ids).toEqual(['a', 'b']);
    state = reducer(state, briefLeftLists('a'));
    expect(state.lists[key0]?.ids).toEqual(['b']);
  });

  it('forgets the pending count while recounting, so the first tab waits for it', () => {
    let state = reducer(initial(), countPendingBriefs.fulfilled(2, 'c1', 'u1'));
    expect(state.pendingCount).toEqual({ u1: 2 });
    state = reducer(state, countPendingBriefs.pending('c2', 'u1'));
    expect(state.pendingCount).toEqual({});
  });
});
