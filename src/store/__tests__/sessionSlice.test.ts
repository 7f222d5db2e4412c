// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/localStore';
import { UserRole } from '../roles';
import { makeStore } from '../store';
import {
  accountDeleted,
  actingAsEnded,
  actingAsStarted,
  loadStoredSession,
  selectActedBy,
  selectRole,
  selectUser,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  userDocReceived,
} from '../session/sessionSlice';
import { sessionUser } from '@/test/sessionUsers';

const admin = sessionUser(UserRole.Admin, 'Yönetici', 'admin1');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'brand1');
const influencer = sessionUser(UserRole.Influencer, 'Ayşe', 'inf1');

describe('session slice', () => {
  it('starts and ends a session', () => {
    const started = sessionSlice.reducer(undefined, sessionStarted(brand));
    expect(started.user).toEqual(brand);
    expect(sessionSlice.reducer(started, sessionEnded()).user).toBeNull();
  });

  it.each(['{not json', '"text"', '{"uid":""}', '{"uid":"u1","role":9}', 'null'])(
    'treats a corrupt stored user (%s) as no user',
    (raw) => {
      localStorage.setItem(storageKeys.currentUser, raw);
      expect(loadStoredSession().user).toBeNull();
    },
  );

  it('survives a reload through local storage', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(brand));
    expect(makeStore().getState().session.user).toEqual(brand);
    store.dispatch(sessionEnded());
    expect(localStorage.getItem(storageKeys.currentUser)).toBeNull();
  });

  it('lets an admin act as another user, and the app then acts for that user', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(admin));
    store.dispatch(actingAsStarted(brand));
    expect(selectUser(store.getState())).toEqual(brand);
    expect(selectRole(store.getState())).toBe(UserRole.Brand);
    expect(store.getState().session.user).toEqual(admin); // the admin's own session is untouched

    // A reload keeps the switch, and leaving it restores the admin's view.
    const reloaded = makeStore();
    expect(selectUser(reloaded.getState())).toEqual(brand);
    reloaded.dispatch(actingAsEnded());
    expect(selectUser(reloaded.getState())).toEqual(admin);
    expect(localStorage.getItem(storageKeys.isAdminSwitched)).toBeNull();
  });

  it('names the acting admin for the chats’ actedBy only while she acts as someone', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(brand));
    expect(selectActedBy(store.getState())).toBeNull();
    store.dispatch(sessionStarted(admin));
    expect(selectActedBy(store.getState())).toBeNull();
    store.dispatch(actingAsStarted(influencer));
    expect(selectActedBy(store.getState())).toBe('admin1');
    store.dispatch(actingAsEnded());
    expect(selectActedBy(store.getState())).toBeNull();
  });

  it('refuses the switch for anyone but an admin', () => {
    const state = sessionSlice.reducer(
      sessionSlice.reducer(undefined, sessionStarted(influencer)),
      actingAsStarted(brand),
    );
    expect(state.actingAs).toBeNull();
  });

  it('waits for Auth when the mobile clean-up removed the admin but kept the switch', () => {
    localStorage.setItem(storageKeys.actingAsUser, JSON.stringify(brand));
    localStorage.setItem(storageKeys.isAdminSwitched, 'true');
    const session = loadStoredSession();
    expect(session).toMatchObject({ user: null, actingAs: brand, restoring: true });
    // Once Auth restores the admin, the switch is still on.
    const restored = sessionSlice.reducer(session, sessionStarted(admin));
    expect(restored).toMatchObject({ user: admin, actingAs: brand, restoring: false });
  });

  it('records who deleted a vanished account', () => {
    const state = sessionSlice.reducer(
      sessionSlice.reducer(undefined, sessionStarted(brand)),
      accountDeleted('admin'),
    );
    expect(state).toMatchObject({ user: null, deletedBy: 'admin' });
  });

  it('holds the followed Users documents, and lets go of them with their session or switch', () => {
    const reduce = sessionSlice.reducer;
    let state = reduce(undefined, sessionStarted(admin));
    state = reduce(
      state,
      userDocReceived({ uid: 'admin1', doc: { uid: 'admin1', type: 'admin' } }),
    );
    state = reduce(state, actingAsStarted(brand));
    state = reduce(
      state,
      userDocReceived({ uid: 'brand1', doc: { uid: 'brand1', type: 'brand' } }),
    );
    expect(Object.keys(state.docs)).toEqual(['admin1', 'brand1']);
    expect(sessionSlice.selectors.selectUserDoc({ session: state }, 'brand1')?.type).toBe('brand');
    // Ending the switch drops the acted-as document only.
    state = reduce(state, actingAsEnded());
    expect(Object.keys(state.docs)).toEqual(['admin1']);
    // A missing document is known to be missing (null), not still loading (undefined).
    state = reduce(state, userDocReceived({ uid: 'gone', doc: null }));
    expect(sessionSlice.selectors.selectUserDoc({ session: state }, 'gone')).toBeNull();
    expect(sessionSlice.selectors.selectUserDoc({ session: state }, 'other')).toBeUndefined();
    // Another account, or no account, starts with none.
    expect(reduce(state, sessionStarted(influencer)).docs).toEqual({});
    expect(reduce(state, sessionEnded()).docs).toEqual({});
  });
});
