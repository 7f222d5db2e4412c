import { describe, expect, it } from 'vitest';
import type { DirectoryCursor } from '../api/influencerQueries';
import {
  directoryListClosed,
  influencerFailed,
  influencerReceived,
  influencerReleased,
  influencersSlice,
  listKeyOf,
  lookupCleared,
  type InfluencersState,
} from '../influencersSlice';
import {
  LIST_ERROR,
  canLoadMore,
  loadCollaborations,
  loadEarnings,
  loadMoreInfluencers,
  lookupInstagram,
  openDirectoryList,
  setApproval,
  setVerified,
  type ListResult,
} from '../influencersThunks';
import { defaultFilters, type DirectorySpec } from '../model/directoryQuery';
import { makeInfluencer } from '../model/__tests__/influencerFixture';

const reducer = influencersSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const brandSpec: DirectorySpec = { scope: { kind: 'public' }, filters: defaultFilters };
const key = listKeyOf(brandSpec);
const cursor: DirectoryCursor = { by: 'timestamp', seconds: 100, nanoseconds: 5000, id: 'c' };
const docs = (...ids: string[]) => ids.map((uid) => makeInfluencer({ uid, name: `Kişi ${uid}` }));

const result = (ids: string[], exhausted = false, partial = false): ListResult => ({
  items: docs(...ids),
  cursor: exhausted ? null : cursor,
  exhausted,
  fetches: 1,
  reads: ids.length,
  partial,
});

function opened(ids: string[], options: { exhausted?: boolean; spec?: DirectorySpec } = {}) {
  const arg = { spec: options.spec ?? brandSpec };
  let state = reducer(initial(), openDirectoryList.pending('req', arg));
  state = reducer(state, openDirectoryList.fulfilled(result(ids, options.exhausted), 'req', arg));
  return state;
}

describe('opening a list', () => {
  it('is loading, then ready with ids in order, the cursor and the documents', () => {
    const loading = reducer(initial(), openDirectoryList.pending('req', { spec: brandSpec }));
    expect(loading.lists[key]).toMatchObject({ status: 'loading', ids: [], requestId: 'req' });
    const state = opened(['a', 'b']);
    expect(state.lists[key]).toMatchObject({
      status: 'ready',
      ids: ['a', 'b'],
      cursor,
      exhausted: false,
      more: 'idle',
    });
    expect(state.entities.a?.name).toBe('Kişi a');
  });

  it('a failure is the spec text and an empty list (spec section 8)', () => {
    const arg = { spec: brandSpec };
    let state = reducer(initial(), openDirectoryList.pending('req', arg));
    state = reducer(state, openDirectoryList.rejected(null, 'req', arg, LIST_ERROR));
    expect(state.lists[key]).toMatchObject({ status: 'error', ids: [], exhausted: true });
    expect(LIST_ERROR).toBe('influencers.errors.list');
  });

  it('drops the result of an earlier opening', () => {
    const arg = { spec: brandSpec };
    let state = reducer(initial(), openDirectoryList.pending('old', arg));
    state = reducer(state, openDirectoryList.pending('new', arg));
    state = reducer(state, openDirectoryList.fulfilled(result(['x']), 'old', arg));
    expect(state.lists[key]).toMatchObject({ status: 'loading', ids: [] });
  });

  it('a search result is complete at once and says when a strategy failed', () => {
    const spec = { ...brandSpec, filters: { ...defaultFilters, search: 'ay' } };
    const arg = { spec };
    let state = reducer(initial(), openDirectoryList.pending('req', arg));
    state = reducer(state, openDirectoryList.fulfilled(result(['a'], true, true), 'req', arg));
    expect(state.lists[listKeyOf(spec)]).toMatchObject({
      ids: ['a'],
      exhausted: true,
      partial: true,
    });
    expect(canLoadMore(state.lists[listKeyOf(spec)])).toBe(false);
  });
});

describe('loading more', () => {
  const arg = { key, requestId: 'req' };

  it('appends new profiles once and moves the cursor', () => {
    let state = opened(['a', 'b']);
    expect(canLoadMore(state.lists[key])).toBe(true);
    state = reducer(state, loadMoreInfluencers.pending('m1', arg));
    expect(state.lists[key]!.more).toBe('loading');
    expect(canLoadMore(state.lists[key])).toBe(false);
    const fill = { ...result(['b', 'c'], true), partial: undefined };
    state = reducer(state, loadMoreInfluencers.fulfilled(fill, 'm1', arg));
    expect(state.lists[key]).toMatchObject({
      ids: ['a', 'b', 'c'],
      cursor: null,
      exhausted: true,
      more: 'idle',
    });
  });

  it('stalls when a refill found nothing, and says when it failed', () => {
    let state = opened(['a']);
    state = reducer(state, loadMoreInfluencers.fulfilled(result([]), 'm1', arg));
    expect(state.lists[key]!.more).toBe('stalled');
    state = reducer(state, loadMoreInfluencers.rejected(null, 'm2', arg, LIST_ERROR));
    expect(state.lists[key]!.more).toBe('error');
    expect(state.lists[key]!.ids).toEqual(['a']);
  });

  it('ignores a result for another opening', () => {
    let state = opened(['a']);
    state = reducer(
      state,
      loadMoreInfluencers.fulfilled(result(['z']), 'm1', { key, requestId: 'other' }),
    );
    expect(state.lists[key]!.ids).toEqual(['a']);
  });
});

describe('the live profile', () => {
  it('arrives, freshens the list entity, and leaves lists it no longer fits', () => {
    let state = opened(['a', 'b']);
    state = reducer(
      state,
      influencerReceived({ uid: 'a', doc: makeInfluencer({ uid: 'a', name: 'Yeni Ad' }) }),
    );
    expect(state.detail.a).toBe('ready');
    expect(state.entities.a?.name).toBe('Yeni Ad');
    // Unapproved: a brand's list no longer holds it.
    state = reducer(
      state,
      influencerReceived({ uid: 'b', doc: makeInfluencer({ uid: 'b', isApproved: false }) }),
    );
    expect(state.lists[key]!.ids).toEqual(['a']);
  });

  it('missing, refused and released', () => {
    let state = reducer(initial(), influencerReceived({ uid: 'x', doc: null }));
    expect(state.detail.x).toBe('missing');
    state = reducer(state, influencerFailed({ uid: 'y', missing: true }));
    state = reducer(state, influencerFailed({ uid: 'z', missing: false }));
    expect(state.detail).toMatchObject({ y: 'missing', z: 'error' });
    state = reducer(state, influencerReceived({ uid: 'w', doc: makeInfluencer({ uid: 'w' }) }));
    state = reducer(state, influencerReleased('w'));
    expect(state.detail.w).toBeUndefined();
    expect(state.entities.w).toBeUndefined();
  });

  it('closing a list prunes profiles nothing shows, keeps the open profile', () => {
    let state = opened(['a', 'b']);
    state = reducer(state, influencerReceived({ uid: 'a', doc: makeInfluencer({ uid: 'a' }) }));
    state = reducer(state, directoryListClosed(key));
    expect(state.lists[key]).toBeUndefined();
    expect(state.ids).toEqual(['a']);
  });
});

describe('admin writes', () => {
  it('approval: busy while under way, then the profile changes', () => {
    let state = opened(['a']);
    const arg = { uid: 'a', approved: false };
    state = reducer(state, setApproval.pending('w', arg));
    expect(state.busy.a).toBe('approve');
    state = reducer(state, setApproval.fulfilled(undefined, 'w', arg));
    expect(state.busy.a).toBeUndefined();
    expect(state.entities.a?.isApproved).toBe(false);
  });

  it('a failed approval changes nothing', () => {
    let state = opened(['a']);
    const arg = { uid: 'a', approved: false };
    state = reducer(state, setApproval.pending('w', arg));
    state = reducer(state, setApproval.rejected(null, 'w', arg, 'influencers.errors.approve'));
    expect(state.busy.a).toBeUndefined();
    expect(state.entities.a?.isApproved).toBe(true);
  });

  it('the verified badge', () => {
    let state = opened(['a']);
    const arg = { uid: 'a', verified: true };
    state = reducer(state, setVerified.pending('w', arg));
    expect(state.busy.a).toBe('verify');
    state = reducer(state, setVerified.fulfilled(undefined, 'w', arg));
    expect(state.entities.a?.isVerifiedAccount).toBe(true);
  });
});

describe('profile sections and lookups', () => {
  it('collaborations and earnings load per uid', () => {
    let state = reducer(initial(), loadCollaborations.pending('r', 'a'));
    expect(state.collaborations.a).toEqual({ status: 'loading' });
    state = reducer(
      state,
      loadCollaborations.fulfilled(
        [{ briefId: 'b1', title: 'Kış', brandName: 'Nova', at: 1 }],
        'r',
        'a',
      ),
    );
    expect(state.collaborations.a).toMatchObject({ status: 'ready' });
    state = reducer(state, loadEarnings.rejected(new Error('x'), 'r', 'a'));
    expect(state.earnings.a).toEqual({ status: 'error' });
    state = reducer(state, loadEarnings.fulfilled('12750', 'r', 'a'));
    expect(state.earnings.a).toEqual({ status: 'ready', value: '12750' });
  });

  it('an Instagram lookup finds a profile (kept while shown) or nothing', () => {
    const arg = { username: 'aysedemo', onlyApproved: false };
    let state = reducer(initial(), lookupInstagram.pending('r', arg));
    expect(state.lookups.aysedemo).toEqual({ status: 'loading' });
    state = reducer(
      state,
      lookupInstagram.fulfilled(makeInfluencer({ uid: 'f', isApproved: false }), 'r', arg),
    );
    expect(state.lookups.aysedemo).toEqual({ status: 'found', uid: 'f' });
    expect(state.entities.f?.isApproved).toBe(false);
    state = reducer(state, lookupCleared('aysedemo'));
    expect(state.entities.f).toBeUndefined();
    state = reducer(state, lookupInstagram.fulfilled(null, 'r', arg));
    expect(state.lookups.aysedemo).toEqual({ status: 'missing' });
  });
});

it('holds only plain values (survives JSON)', () => {
  let state: InfluencersState = opened(['a', 'b']);
  state = reducer(state, influencerReceived({ uid: 'a', doc: makeInfluencer({ uid: 'a' }) }));
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
});
