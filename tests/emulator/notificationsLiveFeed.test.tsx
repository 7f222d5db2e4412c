// @vitest-environment jsdom
// The notifications feed against the emulator: the bell, with the real store and the app's own
// Firebase module signed in as its user. A notification written by someone else (firebase-admin,
// as the accept flow or a Cloud Function would) reaches the store and the open bell; opening
// it marks the newest one read in Firestore; leaving detaches the listener.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase-admin/firestore';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { NotificationsBell } from '../../src/features/notifications/components/NotificationsBell';
import { selectNotificationsOf } from '../../src/features/notifications/notificationsSlice';
import { renderWithProviders } from '../../src/test/renderWithProviders';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, run, signInNewUser } from './appUser';
import { attached, detached } from './snapshotSpy';

vi.mock('firebase/firestore', async (original) =>
  (await import('./snapshotSpy')).withSnapshotSpy(await original()),
);

const admin = adminApp('notifications-live');
const adminDb = admin.db;
let uid = '';

const notify = (id: string, message: string, minutesAgo: number) =>
  adminDb.doc(`Users/${uid}/Notifications/${id}`).set({
    id,
    type: 'projectAccepted',
    message,
    isRead: false,
    image: '',
    timestamp: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    path: '/app/briefDetail?briefId=x',
    emailData: { subject: 'Projeye kabul edildiniz' },
  });

beforeAll(async () => {
  uid = await signInNewUser(admin, 'notifications-live', {
    type: 'influencer',
    name: 'Zil',
    surname: run,
    notificationCount: 1,
  });
  await notify('first', 'İlk bildirim', 10);
});

afterAll(() => removeUser(admin, uid));

describe('the notifications feed against the emulator', () => {
  it('brings a new notification to the store and the bell, and detaches on leaving', async () => {
    const user = { ...sessionUser(UserRole.Influencer, 'Zil', uid), notificationCount: 1 };
    const router = createMemoryRouter(
      [
        { path: '/app/myProjects', element: <NotificationsBell /> },
        { path: '/app/elsewhere', element: <p>başka sayfa</p> },
      ],
      { initialEntries: ['/app/myProjects'] },
    );
    const { store, user: clicker } = await renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: signedIn(user),
    });
    const messages = () => selectNotificationsOf(store.getState(), uid).map((n) => n.message);
    await waitFor(() => expect(messages()).toEqual(['İlk bildirim']), { timeout: 10_000 });
    expect(attached(`Users/${uid}/Notifications`)).toHaveLength(1);

    await notify('second', 'Yeni bildirim', 1);
    await waitFor(() => expect(messages()).toEqual(['Yeni bildirim', 'İlk bildirim']), {
      timeout: 10_000,
    });

    // Opening the bell shows the list and marks the newest read, with the count back to 0.
    await clicker.click(screen.getByTestId('notifications-button'));
    const list = await screen.findByTestId('notifications-list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Yeni bildirim'), expect.stringContaining('İlk bildirim')]);
    await waitFor(
      async () => {
        const newest = await adminDb.doc(`Users/${uid}/Notifications/second`).get();
        expect(newest.get('isRead')).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect((await adminDb.doc(`Users/${uid}`).get()).get('notificationCount')).toBe(0);
    expect((await adminDb.doc(`Users/${uid}/Notifications/first`).get()).get('isRead')).toBe(false);

    await act(() => router.navigate('/app/elsewhere'));
    expect(screen.getByText('başka sayfa')).toBeDefined();
    await waitFor(() => expect(detached(`Users/${uid}/Notifications`)).toHaveLength(1));
    expect(store.getState().live).toEqual({});
    expect(selectNotificationsOf(store.getState(), uid)).toEqual([]);
    cleanup();
  });
});
