import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import { UserRole } from '../roles';
import { actingAsEnded, actingAsStarted } from '../session/sessionSlice';
import { SessionWatcher } from '../session/SessionWatcher';

// While an admin acts as a user, that user's Users document has exactly one listener (the
// acting-as feed), started by SessionWatcher and stopped when the switch ends.
type Listener = { uid: string; onData: (doc: UserDoc | null) => void; stop: () => void };

const live = vi.hoisted(() => ({ users: [] as Listener[] }));

vi.mock('../session/userDocListener', () => ({
  subscribeUserDoc: vi.fn((uid: string, onData: Listener['onData']) => {
    const stop = vi.fn();
    live.users.push({ uid, onData, stop });
    return stop;
  }),
}));
// The signed-in admin's own session watch is not under test here.
vi.mock('../session/watchSession', () => ({
  watchSession: vi.fn(() => Promise.resolve(() => undefined)),
}));

const admin = sessionUser(UserRole.Admin, 'Deniz', 'admin-1');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'brand-1');
const influencer = sessionUser(UserRole.Influencer, 'Ayşe', 'inf-1');

const brandDoc = (notificationCount: number): UserDoc => ({
  uid: 'brand-1',
  email: 'brand-1@demo.test',
  type: 'brand',
  brandName: 'Nova Market',
  isApproved: true,
  notificationCount,
});

beforeEach(() => {
  live.users.length = 0;
  vi.clearAllMocks();
});

describe('the acting-as feed', () => {
  it('listens once to the acted-as user’s document and stops when the switch ends', async () => {
    const { store } = await renderWithProviders(<SessionWatcher />, {
      preloadedState: signedIn(admin, brand),
    });
    await waitFor(() => expect(live.users.map((l) => l.uid)).toEqual(['brand-1']));
    expect(store.getState().live).toEqual({ 'session/actingAs:brand-1': 1 });

    // The document's changes reach the session: the bell's count among them.
    act(() => live.users[0]!.onData(brandDoc(4)));
    const updated = store.getState().session.actingAs;
    expect(updated?.notificationCount).toBe(4);
    expect(updated?.title).toBe('Nova Market');
    // An unchanged document dispatches nothing, so nothing re-renders or rewrites storage.
    act(() => live.users[0]!.onData(brandDoc(4)));
    expect(store.getState().session.actingAs).toBe(updated);
    expect(live.users).toHaveLength(1);

    act(() => {
      store.dispatch(actingAsEnded());
    });
    await waitFor(() => expect(live.users[0]!.stop).toHaveBeenCalledTimes(1));
    expect(store.getState().live).toEqual({});
    expect(live.users).toHaveLength(1);
  });

  it('moves to the next user when the admin switches again', async () => {
    const { store } = await renderWithProviders(<SessionWatcher />, {
      preloadedState: signedIn(admin, brand),
    });
    await waitFor(() => expect(live.users).toHaveLength(1));
    act(() => {
      store.dispatch(actingAsStarted(influencer));
    });
    await waitFor(() => expect(live.users.map((l) => l.uid)).toEqual(['brand-1', 'inf-1']));
    await waitFor(() => expect(live.users[0]!.stop).toHaveBeenCalledTimes(1));
    expect(live.users[1]!.stop).not.toHaveBeenCalled();
    // A late snapshot of the earlier user changes nothing.
    act(() => live.users[0]!.onData(brandDoc(9)));
    expect(store.getState().session.actingAs).toEqual(influencer);
  });

  it('listens to nothing while nobody acts as anyone, or for a stored switch of a non-admin', async () => {
    await renderWithProviders(<SessionWatcher />, { preloadedState: signedIn(admin) });
    await renderWithProviders(<SessionWatcher />, {
      preloadedState: signedIn(influencer, brand),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.users).toHaveLength(0);
  });
});
