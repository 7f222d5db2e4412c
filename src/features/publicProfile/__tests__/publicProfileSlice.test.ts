import { describe, expect, it } from 'vitest';
import { fromBrand } from '../model/publicProfile';
import { publicProfileReleased, publicProfileSlice } from '../publicProfileSlice';
import { loadPublicProfile } from '../publicProfileThunks';
import { makeBrandDoc } from './profileFixture';

const reducer = publicProfileSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });
const brand = fromBrand(makeBrandDoc());

describe('public profile slice', () => {
  it('loads, then holds the profile as plain data', () => {
    let state = reducer(initial(), loadPublicProfile.pending('r1', 'b-nova'));
    expect(state.byId['b-nova']).toEqual({ requestId: 'r1', status: 'loading', profile: null });
    state = reducer(state, loadPublicProfile.fulfilled(brand, 'r1', 'b-nova'));
    expect(state.byId['b-nova']).toMatchObject({ status: 'ready', profile: brand });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('reads no profile as missing, a failure as error', () => {
    let state = reducer(initial(), loadPublicProfile.pending('r1', 'x'));
    state = reducer(state, loadPublicProfile.fulfilled(null, 'r1', 'x'));
    expect(state.byId.x?.status).toBe('missing');
    state = reducer(state, loadPublicProfile.pending('r2', 'x'));
    state = reducer(state, loadPublicProfile.rejected(null, 'r2', 'x', 'publicProfile.error.body'));
    expect(state.byId.x?.status).toBe('error');
  });

  it('drops an earlier load’s answer, and the profile when the page leaves', () => {
    let state = reducer(initial(), loadPublicProfile.pending('old', 'b-nova'));
    state = reducer(state, loadPublicProfile.pending('new', 'b-nova'));
    state = reducer(state, loadPublicProfile.fulfilled(brand, 'old', 'b-nova'));
    expect(state.byId['b-nova']?.status).toBe('loading');
    state = reducer(state, loadPublicProfile.rejected(null, 'old', 'b-nova', 'x'));
    expect(state.byId['b-nova']?.status).toBe('loading');
    state = reducer(state, publicProfileReleased('b-nova'));
    expect(state.byId).toEqual({});
  });
});
