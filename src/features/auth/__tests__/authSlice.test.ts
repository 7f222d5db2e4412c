import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/localStore';
import { authSlice, loadStoredUser, sessionEnded, sessionStarted } from '../authSlice';
import { makeStore } from '../../../app/store';

const user = {
  id: 'u1',
  uid: 'u1',
  title: 'Demo',
  brandName: null,
  img: '',
  date: '',
  role: 3 as const,
  isApproved: true,
  isAffiliateMarketingEnabled: false,
};

describe('auth slice', () => {
  it('starts and ends a session', () => {
    const started = authSlice.reducer(undefined, sessionStarted(user));
    expect(started.user).toEqual(user);
    expect(authSlice.reducer(started, sessionEnded()).user).toBeNull();
  });

  it.each(['{not json', '"text"', '{"uid":""}', '{"uid":"u1","role":9}', 'null'])(
    'treats a corrupt stored user (%s) as no user',
    (raw) => {
      localStorage.setItem(storageKeys.currentUser, raw);
      expect(loadStoredUser()).toBeNull();
    },
  );

  it('survives a reload through local storage', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(user));
    expect(loadStoredUser()).toEqual(user);
    expect(makeStore().getState().auth.user).toEqual(user);
    store.dispatch(sessionEnded());
    expect(localStorage.getItem(storageKeys.currentUser)).toBeNull();
  });
});
