import { describe, expect, it } from 'vitest';
import type { UserDoc } from '@/lib/collections/users';
import { toInfluencerData } from '../api/influencerProfileFields';
import { influencerGateClosed, influencerGateSlice } from '../influencerGateSlice';
import {
  checkListUser,
  loadInfluencerData,
  photoUploadProgress,
  requestVerification,
  uploadPhoto,
} from '../influencerGateThunks';

const reducer = influencerGateSlice.reducer;
const initial = () => reducer(undefined, { type: 'init' });

const uid = 'inf-1';
const user = (profileImage: string): UserDoc => ({ uid, type: 'influencer', profileImage });
const data = toInfluencerData(uid, {
  isApproved: true,
  socialMedia: { instagram: { username: 'a' } },
});
const gateOf = (state: ReturnType<typeof initial>) => state.gates[uid]?.gate;

/** The gate after the photo check answered `found`. */
function checked(found: UserDoc | null) {
  const state = reducer(initial(), checkListUser.pending('check', uid));
  return reducer(state, checkListUser.fulfilled(found, 'check', uid));
}

describe('influencer gate slice: the load order', () => {
  it('checks the photo, then loads the influencer data, in plain state', () => {
    let state = reducer(initial(), checkListUser.pending('check', uid));
    expect(gateOf(state)).toEqual({ step: 'checking' });
    state = reducer(state, checkListUser.fulfilled(user('/me.png'), 'check', uid));
    expect(gateOf(state)).toEqual({ step: 'profile', user: user('/me.png') });
    state = reducer(state, loadInfluencerData.pending('load', uid));
    state = reducer(state, loadInfluencerData.fulfilled(data, 'load', uid));
    expect(gateOf(state)).toEqual({ step: 'ready', user: user('/me.png'), data });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('asks for a photo when it is missing or the check fails', () => {
    expect(gateOf(checked(user('')))).toEqual({ step: 'photo', user: user('') });
    expect(gateOf(checked(null))).toEqual({ step: 'photo', user: null });
    let state = reducer(initial(), checkListUser.pending('check', uid));
    state = reducer(state, checkListUser.rejected(new Error('offline'), 'check', uid));
    expect(gateOf(state)).toEqual({ step: 'photo', user: null });
  });

  it('fails with the user kept when the influencer data does not load, and starts again', () => {
    let state = reducer(checked(user('/me.png')), loadInfluencerData.pending('load', uid));
    state = reducer(
      state,
      loadInfluencerData.rejected(null, 'load', uid, 'projectList.profileError'),
    );
    expect(gateOf(state)).toEqual({ step: 'failed', user: user('/me.png') });
    state = reducer(state, checkListUser.pending('retry', uid));
    expect(gateOf(state)).toEqual({ step: 'checking' });
  });

  it('drops the answers of an earlier opening and forgets the gate when the page goes', () => {
    let state = reducer(initial(), checkListUser.pending('old', uid));
    state = reducer(state, checkListUser.pending('new', uid));
    state = reducer(state, checkListUser.fulfilled(user('/me.png'), 'old', uid));
    expect(gateOf(state)).toEqual({ step: 'checking' });
    state = reducer(state, influencerGateClosed(uid));
    expect(state).toEqual(initial());
    state = reducer(state, checkListUser.fulfilled(user('/me.png'), 'new', uid));
    expect(state.gates[uid]).toBeUndefined();
  });
});

describe('influencer gate slice: photo upload and verify request', () => {
  const file = new File(['x'], 'me.png', { type: 'image/png' });

  it('shows the progress, then moves on to the influencer data with the new photo', () => {
    let state = reducer(checked(user('')), uploadPhoto.pending('up', { uid, file }));
    expect(state.uploads[uid]).toEqual({ status: 'uploading', percent: 0 });
    state = reducer(state, photoUploadProgress({ uid, percent: 40 }));
    expect(state.uploads[uid]).toEqual({ status: 'uploading', percent: 40 });
    state = reducer(state, uploadPhoto.fulfilled('https://x/me.png', 'up', { uid, file }));
    expect(state.uploads[uid]).toBeUndefined();
    expect(gateOf(state)).toEqual({ step: 'profile', user: user('https://x/me.png') });
  });

  it('keeps the photo step when the upload fails', () => {
    let state = reducer(checked(user('')), uploadPhoto.pending('up', { uid, file }));
    state = reducer(state, uploadPhoto.rejected(null, 'up', { uid, file }, 'x'));
    expect(state.uploads[uid]).toEqual({ status: 'failed' });
    expect(gateOf(state)?.step).toBe('photo');
  });

  it('stays busy after the verify request was sent, and not after it failed', () => {
    const request = { user: { uid }, code: '1234', text: 'kod 1234' };
    let state = reducer(initial(), requestVerification.pending('v', request));
    expect(state.verify[uid]).toBe('sending');
    state = reducer(state, requestVerification.fulfilled(undefined, 'v', request));
    expect(state.verify[uid]).toBe('sent');
    state = reducer(state, requestVerification.rejected(null, 'v', request, 'x'));
    expect(state.verify[uid]).toBe('failed');
  });
});
