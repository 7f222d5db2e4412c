import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '@/features/publicProfile/api/publicProfileApi';
import { fromInfluencer } from '@/features/publicProfile/model/publicProfile';
import { makeInfluencer } from '@/features/publicProfile/__tests__/profileFixture';
import { renderAppRoutes } from './renderAppRoutes';

// The public profile through the route table, which only src/app may import
// (features/publicProfile/__tests__ tests the page itself).
vi.mock('@/features/publicProfile/api/publicProfileApi', () => ({
  fetchPublicProfile: vi.fn(),
}));
// Routing only: no Firebase Auth behind these tests (as router.test.tsx).
vi.mock('@/store/session/watchSession', () => ({ watchSession: async () => () => {} }));

const fetchPublicProfile = vi.mocked(api.fetchPublicProfile);
const influencer = fromInfluencer(makeInfluencer());

afterEach(() => {
  vi.clearAllMocks();
});

describe('PublicProfilePage', () => {
  it('opens for a visitor who is not signed in, through the app’s route table', async () => {
    fetchPublicProfile.mockResolvedValue(influencer);
    const { router } = await renderAppRoutes('/u/inf-1');
    expect(
      await screen.findByRole('heading', { name: 'Ayşe Yılmaz' }, { timeout: 5000 }),
    ).toBeDefined();
    expect(router.pathname()).toBe('/u/inf-1');
    expect(fetchPublicProfile).toHaveBeenCalledWith('inf-1');
  });
});
