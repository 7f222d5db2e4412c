// @vitest-environment jsdom
// The briefs feature's live feeds (docs/data-layer.md) end to end in the data layer: the brief
// detail page, rendered with the real store and the app's own Firebase module signed in as the
// brief's owner, against the emulator. A change written by someone else (firebase-admin) reaches
// the store and the screen; two screens on one brief share one Firestore listener; leaving the
// screens detaches every listener (each unsubscribe returned by onSnapshot is a spy).
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase-admin/firestore';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { selectBriefById } from '../../src/features/briefs/briefsSlice';
import BriefDetailPage from '../../src/features/briefs/pages/BriefDetailPage';
import { renderWithProviders } from '../../src/test/renderWithProviders';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, run, signInNewUser } from './appUser';
import { attached, detached } from './snapshotSpy';

vi.mock('firebase/firestore', async (original) =>
  (await import('./snapshotSpy')).withSnapshotSpy(await original()),
);

const admin = adminApp('brief-live');
const adminDb = admin.db;
const briefId = `live-${run}`;
let uid = '';

beforeAll(async () => {
  uid = await signInNewUser(admin, 'brief-live', { type: 'brand', name: 'Canlı', surname: run });
  await adminDb.doc(`briefs/${briefId}`).set({
    id: briefId,
    title: 'İlk başlık',
    description: 'Canlı dinleyici testi',
    briefOwnerUserId: uid,
    briefSenderId: uid,
    briefSenderName: 'Canlı Marka',
    paymentType: 'money',
    budget: 5000,
    targetedCategories: [2],
    briefPlatforms: ['instagram'],
    isVerified: true,
    isCompleted: false,
    shouldHideBrief: false,
    bidderIds: [],
    acceptedUsers: [],
    completedUsers: [],
    timestamp: Timestamp.now(),
  });
});

afterAll(async () => {
  await adminDb.doc(`briefs/${briefId}`).delete();
  await removeUser(admin, uid);
});

describe('live brief feeds against the emulator', () => {
  it('brings a change to the store and the screen, shares one listener, and detaches on leaving', async () => {
    const owner = sessionUser(UserRole.Brand, 'Canlı Marka', uid);
    const detail = `/app/briefDetail?briefId=${briefId}`;
    const router = createMemoryRouter(
      [
        // Two screens on the same brief at once: the page and a second one beside it.
        {
          path: '/app/briefDetail',
          element: (
            <>
              <div data-testid="first">
                <BriefDetailPage />
              </div>
              <div data-testid="second">
                <BriefDetailPage />
              </div>
            </>
          ),
        },
        { path: '/app/elsewhere', element: <p>başka sayfa</p> },
      ],
      { initialEntries: [detail] },
    );
    const { store } = await renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: signedIn(owner),
    });

    const first = screen.getByTestId('first');
    await waitFor(
      () => expect(within(first).getByRole('heading', { level: 1 }).textContent).toBe('İlk başlık'),
      { timeout: 10_000 },
    );
    expect(attached(`briefs/${briefId}`)).toHaveLength(1);
    expect(attached(`bidders/${briefId}`)).toHaveLength(1);
    expect(store.getState().live).toEqual({
      [`briefs/brief:${briefId}`]: 2,
      [`briefs/bidders:${briefId}`]: 2,
    });

    await adminDb.doc(`briefs/${briefId}`).update({ title: 'Yeni başlık' });
    await waitFor(
      () => expect(selectBriefById(store.getState(), briefId)?.title).toBe('Yeni başlık'),
      {
        timeout: 10_000,
      },
    );
    const second = screen.getByTestId('second');
    expect(within(second).getByRole('heading', { level: 1 }).textContent).toBe('Yeni başlık');

    await act(() => router.navigate('/app/elsewhere'));
    expect(screen.getByText('başka sayfa')).toBeDefined();
    await waitFor(() => expect(detached(`briefs/${briefId}`)).toHaveLength(1));
    expect(detached(`bidders/${briefId}`)).toHaveLength(1);
    expect(store.getState().live).toEqual({});
    // The brief's data went with its last screen.
    expect(selectBriefById(store.getState(), briefId)).toBeUndefined();
    cleanup();
  });
});
