import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppRoutes } from './renderAppRoutes';
import type { SessionUser } from '@/store/session/sessionUser';
import { UserRole } from '@/store/roles';
import { sessionUser } from '@/test/sessionUsers';

const brand = sessionUser(UserRole.Brand, 'Marka', 'b');

// Routing only: no Firebase Auth behind these tests, which would end the stored session while a
// page is still loading. The project list reads nothing either.
vi.mock('@/store/session/watchSession', () => ({ watchSession: async () => () => {} }));
vi.mock('@/features/home/api/homeApi', () => ({
  loadHomeStatistics: async () => ({
    brandCount: 1240,
    influencerCount: 18500,
    briefCount: 4320,
    collaborationCount: 9870,
    updatedAt: 0,
  }),
}));
vi.mock('@/features/briefs/api/briefQueries', () => ({
  fetchBriefBatch: async () => ({ items: [], cursor: null }),
  fetchOwnBids: async () => ({}),
  countOwnPending: async () => 0,
}));

async function open(path: string, user: SessionUser | null = null) {
  const { router } = await renderAppRoutes(path, user);
  return router;
}

describe('router', () => {
  it('shows the landing page at / to a visitor, and its sign-in leads to the login form', async () => {
    const router = await open('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Markalar ile influencer'ları güvenle buluşturan pazar yeri",
      }),
    ).toBeTruthy();
    expect(router.pathname()).toBe('/');
    expect(await screen.findByText('18.500')).toBeTruthy();
    await act(() => router.navigate('/user/login'));
    // The navigation is a transition: the landing page stays until the login page has loaded.
    expect(
      await screen.findByRole('heading', { name: 'Giriş Yap' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.pathname()).toBe('/user/login');
    expect(screen.getByLabelText('E-posta')).toBeTruthy();
    expect(screen.getByLabelText('Parola')).toBeTruthy();
  });

  it('continues a signed-in user from / to the app', async () => {
    const router = await open('/', brand);
    await waitFor(() => expect(router.pathname()).toBe('/app/myProjects'));
  });

  it('shows the error page for an unknown route', async () => {
    await open('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeTruthy();
  });

  it('lands a brand on myProjects, the project list', async () => {
    const router = await open('/app', brand);
    // The first lazy load of the page is slow under the test transform.
    expect(
      await screen.findByRole('heading', { name: 'Projelerim' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.pathname()).toBe('/app/myProjects');
  });

  it('sends a brand away from an admin-only page', async () => {
    const router = await open('/app/brands', brand);
    expect(await screen.findByRole('heading', { name: 'Yetkisiz erişim' })).toBeTruthy();
    expect(router.pathname()).toBe('/unauthorized');
  });

  it('redirects addNewInfluencer to createUserDetail', async () => {
    const router = await open('/user/addNewInfluencer');
    await waitFor(() => expect(router.pathname()).not.toBe('/user/addNewInfluencer'));
    // createUserDetail itself sends a signed-out visitor on to sign in.
    expect(['/user/createUserDetail', '/user/login']).toContain(router.pathname());
  });
});
