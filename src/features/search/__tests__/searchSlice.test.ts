import { describe, expect, it } from 'vitest';
import { mergeGroup } from '../model/searchResults';
import { searchCleared, searchSlice } from '../searchSlice';
import { searchFor, searchKey, SEARCH_ERROR, type SearchRequest } from '../searchThunks';

const reducer = searchSlice.reducer;
const scope = { briefs: { kind: 'admin' as const }, influencers: null, brands: false };
const request = (text: string): SearchRequest => ({ scope, text });
const groups = {
  briefs: mergeGroup([[{ kind: 'briefs', id: 'b1', name: 'Çiçek', detail: '', image: '' }]], false),
};

describe('searchSlice', () => {
  it('shows a search loading, then its results', () => {
    let state = reducer(undefined, searchFor.pending('r1', request('çiçek')));
    expect(state.current).toMatchObject({ key: searchKey(request('ÇİÇEK')), status: 'loading' });
    state = reducer(state, searchFor.fulfilled(groups, 'r1', request('çiçek')));
    expect(state.current).toMatchObject({ status: 'ready', groups });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('ignores an earlier request that answers late, keeping results until the new ones', () => {
    let state = reducer(undefined, searchFor.pending('r1', request('çi')));
    state = reducer(state, searchFor.fulfilled(groups, 'r1', request('çi')));
    state = reducer(state, searchFor.pending('r2', request('çiçek')));
    expect(state.current?.groups).toEqual(groups);
    state = reducer(state, searchFor.fulfilled({}, 'r1', request('çi')));
    expect(state.current).toMatchObject({ requestId: 'r2', status: 'loading', groups });
    state = reducer(state, searchFor.rejected(null, 'r2', request('çiçek'), SEARCH_ERROR));
    expect(state.current).toMatchObject({ status: 'error', groups: {} });
  });

  it('forgets the search when cleared', () => {
    const state = reducer(undefined, searchFor.pending('r1', request('çiçek')));
    expect(reducer(state, searchCleared()).current).toBeNull();
  });
});
