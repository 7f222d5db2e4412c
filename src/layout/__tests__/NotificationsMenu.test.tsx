import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../app/roles';
import { sessionEnded } from '../../app/session/sessionSlice';
import type { NotificationDoc } from '../../lib/collections/notifications';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionUser, signedIn } from '../../test/sessionUsers';
import { NotificationsMenu, relativeTime } from '../topbar/NotificationsMenu';

type Listener<T> = {
  uid: string;
  onData: (v: T) => void;
  onError: (e: unknown) => void;
  stop: () => void;
};

const live = vi.hoisted(() => ({
  lists: [] as Listener<NotificationDoc[]>[],
  counts: [] as Listener<number>[],
}));

vi.mock('../../features/briefs/api/notifications', () => ({
  subscribeNotifications: vi.fn((uid: string, onData: never, onError: never) => {
    const stop = vi.fn();
    live.lists.push({ uid, onData, onError, stop });
    return stop;
  }),
  subscribeNotificationCount: vi.fn((uid: string, onData: never, onError: never) => {
    const stop = vi.fn();
    live.counts.push({ uid, onData, onError, stop });
    return stop;
  }),
  markNewestRead: vi.fn(() => Promise.resolve()),
  markNotificationRead: vi.fn(() => Promise.resolve()),
}));

const api = await import('../../features/briefs/api/notifications');

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

async function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/app/myProjects', element: <NotificationsMenu /> },
      { path: '/app/briefDetail', element: <p>detail</p> },
    ],
    { initialEntries: ['/app/myProjects'] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(sessionUser(UserRole.Influencer, 'Ayşe', 'inf-1')),
  });
  return { ...view, router };
}

beforeEach(() => {
  live.lists.length = 0;
  live.counts.length = 0;
  vi.clearAllMocks();
});

describe('NotificationsMenu', () => {
  it('listens for the acting user and shows the count as a badge', async () => {
    await renderBell();
    expect(live.lists.map((l) => l.uid)).toEqual(['inf-1']);
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    act(() => live.counts[0]!.onData(3));
    expect(screen.getByTestId('notifications-badge').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Bildirimler (3 yeni)' })).toBeDefined();
  });

  it('lists the notifications with a relative time; opening marks the newest read and resets the count', async () => {
    const { user } = await renderBell();
    const items = [
      note('n2'),
      note('n1', { isRead: true, timestamp: Date.now() - 2 * 86_400_000 }),
    ];
    act(() => {
      live.lists[0]!.onData(items);
      live.counts[0]!.onData(1);
    });
    await user.click(screen.getByTestId('notifications-button'));
    expect(api.markNewestRead).toHaveBeenCalledWith('inf-1', items[0], 1);
    const list = screen.getByTestId('notifications-list');
    expect(list.textContent).toContain('Bildirim n2');
    expect(list.textContent).toContain('5 dakika önce');
    expect(list.textContent).toContain('2 gün önce');
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

  it('stops listening on sign-out and on unmount', async () => {
    const { store, unmount } = await renderBell();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(live.lists[0]!.stop).toHaveBeenCalledTimes(1);
    expect(live.counts[0]!.stop).toHaveBeenCalledTimes(1);
    unmount();
    expect(live.lists).toHaveLength(1);
  });

  it('unmounting stops both listeners', async () => {
    const { unmount } = await renderBell();
    unmount();
    expect(live.lists[0]!.stop).toHaveBeenCalledTimes(1);
    expect(live.counts[0]!.stop).toHaveBeenCalledTimes(1);
  });
});

describe('relativeTime', () => {
  it('speaks the UI language and never says "in" for a clock a little behind the server', () => {
    const now = Date.UTC(2025, 0, 10, 12);
    expect(relativeTime(now - 3 * 3_600_000, 'tr', now)).toBe('yaklaşık 3 saat önce');
    expect(relativeTime(now - 3 * 3_600_000, 'en-rtl', now)).toBe('about 3 hours ago');
    expect(relativeTime(now + 20_000, 'tr', now)).toBe('bir dakikadan az önce');
  });
});
