import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { sessionEnded, sessionStarted } from '@/store/session/sessionSlice';
import type { SessionUser } from '@/store/session/sessionUser';
import type { NotificationDoc } from '@/lib/collections/notifications';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import { NotificationsBell } from '../components/NotificationsBell';

type Listener = {
  uid: string;
  onData: (items: NotificationDoc[]) => void;
  onError: (e: unknown) => void;
  stop: () => void;
};

const live = vi.hoisted(() => ({ lists: [] as Listener[] }));

vi.mock('../api/notifications', () => ({
  NOTIFICATION_LIST_SIZE: 12,
  subscribeNotifications: vi.fn((uid: string, onData: never, onError: never) => {
    const stop = vi.fn();
    live.lists.push({ uid, onData, onError, stop });
    return stop;
  }),
  markNewestRead: vi.fn(() => Promise.resolve()),
  markNotificationRead: vi.fn(() => Promise.resolve()),
}));

const api = await import('../api/notifications');

const note = (id: string, overrides: Partial<NotificationDoc> = {}): NotificationDoc => ({
  id,
  type: 'projectAccepted',
  message: `Bildirim ${id}`,
  isRead: false,
  image: '',
  timestamp: Date.now() - 5 * 60_000,
  path: '/app/briefDetail?briefId=b1',
  emailData: { subject: 's' },
  ...overrides,
});

const withCount = (user: SessionUser, notificationCount: number) => ({
  ...user,
  notificationCount,
});

const ayse = sessionUser(UserRole.Influencer, 'Ayşe', 'inf-1');

async function renderBell(session = signedIn(ayse)) {
  const router = createMemoryRouter(
    [
      { path: '/app/myProjects', element: <NotificationsBell /> },
      { path: '/app/briefDetail', element: <p>detail</p> },
    ],
    { initialEntries: ['/app/myProjects'] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: session,
  });
  return { ...view, router };
}

const badge = () => screen.queryByTestId('notifications-badge')?.textContent ?? null;

beforeEach(() => {
  live.lists.length = 0;
  vi.clearAllMocks();
});

describe('NotificationsBell', () => {
  it('listens for the user and shows the session user’s notificationCount as a badge', async () => {
    const { store } = await renderBell(signedIn(withCount(ayse, 3)));
    expect(live.lists.map((l) => l.uid)).toEqual(['inf-1']);
    expect(badge()).toBe('3');
    expect(screen.getByRole('button', { name: 'Bildirimler: 3 yeni' })).toBeDefined();
    // The count follows the session's user document: no listener of the bell's own.
    act(() => {
      store.dispatch(sessionStarted(withCount(ayse, 0)));
    });
    expect(badge()).toBeNull();
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeDefined();
    act(() => {
      store.dispatch(sessionStarted(withCount(ayse, 120)));
    });
    expect(badge()).toBe('99+');
  });

  it('while an admin acts as a user, shows that user’s notifications and count', async () => {
    const admin = withCount(sessionUser(UserRole.Admin, 'Deniz', 'admin-1'), 7);
    const brand = withCount(sessionUser(UserRole.Brand, 'Yeşil Bahçe', 'brand-1'), 2);
    await renderBell(signedIn(admin, brand));
    expect(live.lists.map((l) => l.uid)).toEqual(['brand-1']);
    expect(badge()).toBe('2');
  });

  it('lists the notifications with a relative time; opening marks the newest read and resets the count', async () => {
    const { user } = await renderBell(signedIn(withCount(ayse, 1)));
    const items = [
      note('n1', { isRead: true, timestamp: Date.now() - 2 * 86_400_000 }),
      note('n2'),
    ];
    act(() => live.lists[0]!.onData(items));
    await user.click(screen.getByTestId('notifications-button'));
    expect(api.markNewestRead).toHaveBeenCalledWith('inf-1', items[1], 1);
    const list = screen.getByTestId('notifications-list');
    // Newest first, whatever order the snapshot came in; the times load with the open panel.
    await waitFor(() =>
      expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Okunmadı: Bildirim n25 dakika önce',
        'Bildirim n12 gün önce',
      ]),
    );
  });

  it('opening before the list has loaded writes nothing', async () => {
    const { user } = await renderBell(signedIn(withCount(ayse, 1)));
    await user.click(screen.getByTestId('notifications-button'));
    expect(screen.getByText('Bildirimler yükleniyor...')).toBeDefined();
    expect(api.markNewestRead).not.toHaveBeenCalled();
  });

  it('opening a notification marks it read and follows its path', async () => {
    const { user, router } = await renderBell();
    act(() => live.lists[0]!.onData([note('n2')]));
    await user.click(screen.getByTestId('notifications-button'));
    await user.click(screen.getByRole('button', { name: /Bildirim n2/ }));
    expect(api.markNotificationRead).toHaveBeenCalledWith('inf-1', 'n2');
    expect(router.state.location.pathname).toBe('/app/briefDetail');
    expect(router.state.location.search).toBe('?briefId=b1');
  });

  it('shows a collaboration step (collaborationUpdate) like any other and opens its brief', async () => {
    const { user, router } = await renderBell();
    const message = 'Nova, "Kış koleksiyonu" için ürününüzü kargoya verdi.';
    act(() =>
      live.lists[0]!.onData([
        note('c1', { type: 'collaborationUpdate', message, path: '/app/briefDetail?briefId=b7' }),
      ]),
    );
    await user.click(screen.getByTestId('notifications-button'));
    await user.click(screen.getByRole('button', { name: new RegExp(message) }));
    expect(router.state.location.search).toBe('?briefId=b7');
  });

  it('shows the empty state', async () => {
    const { user } = await renderBell();
    act(() => live.lists[0]!.onData([]));
    await user.click(screen.getByTestId('notifications-button'));
    expect(screen.getByText('Henüz bildirim yok')).toBeDefined();
    expect(api.markNewestRead).toHaveBeenCalledWith('inf-1', null, 0);
  });

  it('says when the list cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderBell();
    act(() => live.lists[0]!.onError({ code: 'permission-denied' }));
    await user.click(screen.getByTestId('notifications-button'));
    expect(screen.getByText('Bildirimler şu anda yüklenemiyor.')).toBeDefined();
  });

  it('stops listening on sign-out and drops the list', async () => {
    const { store, unmount } = await renderBell();
    act(() => live.lists[0]!.onData([note('n1')]));
    expect(store.getState().notifications?.ids).toEqual(['n1']);
    act(() => {
      store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(live.lists[0]!.stop).toHaveBeenCalledTimes(1));
    expect(store.getState().notifications?.ids).toEqual([]);
    unmount();
    expect(live.lists).toHaveLength(1);
  });

  it('unmounting stops the listener', async () => {
    const { unmount, store } = await renderBell();
    unmount();
    await waitFor(() => expect(live.lists[0]!.stop).toHaveBeenCalledTimes(1));
    expect(store.getState().live).toEqual({});
  });
});
