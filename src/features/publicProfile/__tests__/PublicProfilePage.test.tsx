import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/publicProfileApi';
import { formatCount } from '@/lib/numberFormat';
import { fromBrand, fromInfluencer, type PublicProfile } from '../model/publicProfile';
import PublicProfilePage from '../pages/PublicProfilePage';
import { makeBrandDoc, makeInfluencer } from './profileFixture';

vi.mock('../api/publicProfileApi', () => ({ fetchPublicProfile: vi.fn() }));

const fetchPublicProfile = vi.mocked(api.fetchPublicProfile);

const influencer = fromInfluencer(makeInfluencer());
const brand = fromBrand(makeBrandDoc());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** The page alone at /u/:userId. */
async function renderPage(userId: string, user: SessionUser | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/u/:userId', element: <PublicProfilePage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [`/u/${userId}`] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
  return { ...view, router };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('PublicProfilePage', () => {
  it('shows loading, then an influencer’s public fields in Turkish', async () => {
    const answer = deferred<PublicProfile | null>();
    fetchPublicProfile.mockReturnValueOnce(answer.promise);
    await renderPage('inf-1');
    expect((await screen.findByRole('status')).textContent).toContain('Profil yükleniyor…');
    answer.resolve(influencer);

    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz' })).toBeDefined();
    expect(screen.getByText('Kadıköy, İstanbul')).toBeDefined();
    expect(screen.getByText('Moda ve seyahat içerikleri üretiyorum.')).toBeDefined();
    expect(screen.getByText('Moda')).toBeDefined();
    expect(screen.getByText('Seyahat')).toBeDefined();
    const badges = within(screen.getByTestId('profile-badges'));
    expect(badges.getByText('Influencer')).toBeDefined();
    expect(badges.getByText('Onaylı')).toBeDefined();
    expect(badges.queryByText('Doğrulanmış hesap')).toBeNull();
    expect(screen.getByTestId('profile-influencer').querySelector('img')?.getAttribute('src')).toBe(
      '/demo/avatars/ayse.svg',
    );
    expect(screen.queryByTestId('not-public')).toBeNull();
    expect(document.title).toContain('Ayşe Yılmaz');
  });

  it('lists the social accounts with links and Turkish follower counts', async () => {
    fetchPublicProfile.mockResolvedValueOnce(influencer);
    await renderPage('inf-1');
    const list = within(await screen.findByTestId('social-accounts'));
    const instagram = list.getByRole('link', { name: /Instagram hesabı @ayse\.yilmaz/ });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/ayse.yilmaz/');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(list.getByText('12.500 takipçi')).toBeDefined();
    expect(list.getByText('1.234.567 abone')).toBeDefined();
    // TikTok has a handle but no measured count yet.
    const tiktok = screen.getByTestId('social-accounts').querySelector('[data-platform="tiktok"]')!;
    expect(tiktok.textContent).toContain('@ayseyilmaz');
    expect(within(tiktok as HTMLElement).queryByTestId('follower-count')).toBeNull();
  });

  it('shows her average engagement rate in Turkish format, and nothing without one', async () => {
    fetchPublicProfile.mockResolvedValueOnce({
      ...influencer,
      engagement: { average: 4.25, count: 2 },
    });
    const first = await renderPage('inf-1');
    expect((await screen.findByTestId('engagement-summary')).textContent).toBe(
      'Ortalama etkileşim oranı: %4,25',
    );
    first.unmount();
    fetchPublicProfile.mockResolvedValueOnce({ ...influencer, engagement: null });
    await renderPage('inf-1');
    await screen.findByRole('heading', { name: 'Ayşe Yılmaz' });
    expect(screen.queryByTestId('engagement-summary')).toBeNull();
  });

  it('says so when an influencer has no social account', async () => {
    fetchPublicProfile.mockResolvedValueOnce({ ...influencer, accounts: [], categories: [] });
    await renderPage('inf-1');
    expect(await screen.findByText('Henüz sosyal medya hesabı eklenmemiş.')).toBeDefined();
    expect(screen.queryByText('Kategoriler')).toBeNull();
  });

  it('shows a brand’s name, logo and verified badge', async () => {
    fetchPublicProfile.mockResolvedValueOnce(brand);
    await renderPage('b-nova');
    expect(await screen.findByRole('heading', { name: 'Nova Market' })).toBeDefined();
    const card = screen.getByTestId('profile-brand');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/demo/logos/nova-market.svg');
    const badges = within(screen.getByTestId('profile-badges'));
    expect(badges.getByText('Marka')).toBeDefined();
    expect(badges.getByText('Doğrulanmış hesap')).toBeDefined();
    expect(screen.queryByTestId('social-accounts')).toBeNull();
  });

  it('tells the owner (or her agency, or an admin) that the profile is not public yet', async () => {
    fetchPublicProfile.mockResolvedValueOnce(fromBrand(makeBrandDoc({ isVerifiedAccount: false })));
    await renderPage('b-nova', sessionUser(UserRole.Brand, 'Nova Market', 'b-nova'));
    expect((await screen.findByTestId('not-public')).textContent).toBe(
      'Bu profil henüz herkese açık değil; yalnızca siz ve yetkili kişiler görebilir.',
    );
  });

  it('says “not found” for a missing or non-public profile, with a way home', async () => {
    fetchPublicProfile.mockResolvedValueOnce(null);
    const { user, router } = await renderPage('nobody');
    expect(await screen.findByRole('heading', { name: 'Profil bulunamadı' })).toBeDefined();
    expect(
      screen.getByText('Aradığınız profil bulunamadı ya da herkese açık değil.'),
    ).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Ana sayfaya dön' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a load failure with a retry that reads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchPublicProfile.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'unavailable' }),
    );
    fetchPublicProfile.mockResolvedValueOnce(brand);
    const { user } = await renderPage('b-nova');
    expect(await screen.findByRole('heading', { name: 'Profil yüklenemedi' })).toBeDefined();
    expect(
      screen.getByText('Profil yüklenirken bir hata oluştu. Lütfen tekrar deneyiniz.'),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('heading', { name: 'Nova Market' })).toBeDefined();
    expect(fetchPublicProfile).toHaveBeenCalledTimes(2);
  });

  it('copies the profile’s link', async () => {
    fetchPublicProfile.mockResolvedValueOnce(brand);
    const { user } = await renderPage('b-nova');
    await user.click(await screen.findByRole('button', { name: 'Bağlantıyı kopyala' }));
    expect(await screen.findByText('Profil bağlantısı kopyalandı.')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/u/b-nova`);
  });

  it('shows the link to share by hand when copying fails', async () => {
    fetchPublicProfile.mockResolvedValueOnce(brand);
    const { user } = await renderPage('b-nova');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Bağlantıyı kopyala' }));
    await waitFor(() =>
      expect(screen.getByText(/Bağlantı kopyalanamadı/).textContent).toContain(
        `${window.location.origin}/u/b-nova`,
      ),
    );
  });
});

describe('formatCount', () => {
  it('uses the interface language’s digit grouping, Turkish by default', () => {
    expect(formatCount(1234567, 'tr')).toBe('1.234.567');
    expect(formatCount(12500, 'en')).toBe('12,500');
    expect(formatCount(12500, 'xx')).toBe('12.500');
  });
});
