import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as portfolio from '../api/portfolioApi';
import * as social from '../api/socialApi';
import ProfilePortfolioPage from '../pages/ProfilePortfolioPage';
import ProfileSocialPage from '../pages/ProfileSocialPage';
import { portfolioClosed, profilePagesSlice } from '../profilePagesSlice';
import { openPortfolio } from '../profilePagesThunks';

vi.mock('../api/portfolioApi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/portfolioApi')>()),
  fetchPortfolioPage: vi.fn(),
}));
vi.mock('../api/socialApi', () => ({ fetchInfluencerSocial: vi.fn() }));

const fetchPortfolioPage = vi.mocked(portfolio.fetchPortfolioPage);
const fetchInfluencerSocial = vi.mocked(social.fetchInfluencerSocial);

const influencer = sessionUser(UserRole.Influencer, 'Deniz Kaya', 'deniz');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'nova');
const admin = sessionUser(UserRole.Admin, 'Yönetici', 'admin1');

const entry = (key: string): portfolio.PortfolioEntry => ({
  id: `${key}/b1`,
  briefId: 'b1',
  title: 'Kış Cilt Bakım Serisi',
  brandName: 'Nova Market',
  completedAt: Date.UTC(2026, 10, 19, 9),
  posts: [
    {
      userId: 'deniz',
      name: 'Deniz Kaya',
      postLink: 'https://www.instagram.com/p/abc/',
      disclosureConfirmed: true,
      submittedAt: Date.UTC(2026, 10, 18, 9),
    },
  ],
});

async function renderAt(path: string, user = influencer) {
  const router = createMemoryRouter(
    [
      { path: paths.pages.profileSocial, element: <ProfileSocialPage /> },
      { path: paths.pages.profilePortfolio, element: <ProfilePortfolioPage /> },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
}

beforeEach(() => {
  fetchInfluencerSocial.mockResolvedValue({
    instagram: { username: 'deniz.kaya', followerCount: 12_400 },
    youtube: { channelLink: 'https://www.youtube.com/@denizkaya', totalSubscriberCount: 3100 },
    tiktok: { username: 'deniz' },
  });
});

afterEach(() => vi.clearAllMocks());

describe('ProfileSocialPage', () => {
  it('shows an influencer’s accounts from her directory profile with their counts', async () => {
    await renderAt(paths.pages.profileSocial);
    expect(screen.getByRole('heading', { level: 1, name: 'Sosyal hesaplarım' })).toBeDefined();
    const cards = await screen.findByTestId('social-cards');
    expect(fetchInfluencerSocial).toHaveBeenCalledWith('deniz');
    const instagram = within(cards).getByText('@deniz.kaya').closest('li')!;
    expect(within(instagram).getByText('12.400')).toBeDefined();
    expect(within(instagram).getByText('takipçi')).toBeDefined();
    expect(
      within(instagram).getByRole('link', { name: 'Instagram hesabını aç: @deniz.kaya' }),
    ).toHaveProperty('href', 'https://www.instagram.com/deniz.kaya/');
    const youtube = cards.querySelector('[data-platform="youtube"]') as HTMLElement;
    expect(within(youtube).getByText('abone')).toBeDefined();
    const tiktok = cards.querySelector('[data-platform="tiktok"]') as HTMLElement;
    expect(within(tiktok).getByText('Takipçi sayısı henüz ölçülmedi')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Herkese açık profilimi gör' })).toHaveProperty(
      'pathname',
      '/u/deniz',
    );
  });

  it('sends an influencer without accounts to her profile form, and retries a failed read', async () => {
    fetchInfluencerSocial.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderAt(paths.pages.profileSocial);
    await screen.findByText('Sosyal hesaplar yüklenemedi. Lütfen tekrar deneyin.');
    fetchInfluencerSocial.mockResolvedValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByText('Profilinizde henüz bir sosyal medya hesabı yok.');
    expect(
      screen.getByRole('link', { name: 'Hesaplarınızı profilinize ekleyin' }).getAttribute('href'),
    ).toBe('/app/editInfluencer?userId=deniz');
  });

  it('tells an admin she has none, without reading anything', async () => {
    await renderAt(paths.pages.profileSocial, admin);
    expect(screen.getByTestId('social-admin')).toBeDefined();
    expect(fetchInfluencerSocial).not.toHaveBeenCalled();
  });
});

describe('ProfilePortfolioPage', () => {
  it('lists an influencer’s collaborations with her post link, without names', async () => {
    fetchPortfolioPage.mockResolvedValue({ items: [entry('collaborator:deniz')], cursor: null });
    await renderAt(paths.pages.profilePortfolio);
    expect(screen.getByRole('heading', { level: 1, name: 'Portföyüm' })).toBeDefined();
    const item = await screen.findByTestId('portfolio-entry');
    expect(fetchPortfolioPage).toHaveBeenCalledWith({ view: 'collaborator', uid: 'deniz' }, null);
    expect(within(item).getByRole('link', { name: 'Paylaşımı aç' })).toHaveProperty(
      'href',
      'https://www.instagram.com/p/abc/',
    );
    expect(within(item).getByText('Reklam bildirimi onaylandı')).toBeDefined();
    expect(within(item).queryByText('Deniz Kaya')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();
  });

  it('shows a brand the influencers’ names and pages on with the cursor', async () => {
    const cursor = { seconds: 1, nanoseconds: 0, id: 'b1' };
    fetchPortfolioPage.mockResolvedValueOnce({ items: [entry('owner:nova')], cursor });
    fetchPortfolioPage.mockResolvedValueOnce({
      items: [{ ...entry('owner:nova'), id: 'owner:nova/b2', briefId: 'b2', posts: [] }],
      cursor: null,
    });
    const { user } = await renderAt(paths.pages.profilePortfolio, brand);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tamamlanan iş birliklerim' }),
    ).toBeDefined();
    const first = await screen.findByTestId('portfolio-entry');
    expect(within(first).getByText('Deniz Kaya')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Daha fazla' }));
    expect(
      await screen.findByText('Bu iş birliği için paylaşım bağlantısı gönderilmedi.'),
    ).toBeDefined();
    expect(fetchPortfolioPage).toHaveBeenLastCalledWith({ view: 'owner', uid: 'nova' }, cursor);
    expect(screen.getAllByTestId('portfolio-entry')).toHaveLength(2);
  });

  it('says so when there is nothing yet', async () => {
    fetchPortfolioPage.mockResolvedValue({ items: [], cursor: null });
    await renderAt(paths.pages.profilePortfolio, admin);
    expect(await screen.findByTestId('portfolio-empty')).toBeDefined();
    expect(fetchPortfolioPage).toHaveBeenCalledWith({ view: 'all' }, null);
  });
});

describe('profilePagesSlice', () => {
  it('holds plain values and drops a closed list’s entries', () => {
    const reducer = profilePagesSlice.reducer;
    const spec = { view: 'owner', uid: 'nova' } as const;
    let state = reducer(undefined, openPortfolio.pending('r1', spec));
    state = reducer(
      state,
      openPortfolio.fulfilled({ items: [entry('owner:nova')], cursor: null }, 'r1', spec),
    );
    expect(state.lists['owner:nova']).toMatchObject({ status: 'ready', ids: ['owner:nova/b1'] });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    // An earlier opening's answer is dropped.
    state = reducer(state, openPortfolio.pending('r2', spec));
    state = reducer(state, openPortfolio.fulfilled({ items: [], cursor: null }, 'r1', spec));
    expect(state.lists['owner:nova']?.status).toBe('loading');
    state = reducer(state, portfolioClosed('owner:nova'));
    expect(state.lists).toEqual({});
    expect(state.entries.ids).toEqual([]);
  });
});
