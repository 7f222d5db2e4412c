import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { paths } from '@/config/paths';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as queries from '../api/influencerQueries';
import * as subscriptions from '../api/influencerSubscriptions';
import * as stats from '@/lib/socialStatsFunctions';
import * as writes from '../api/influencerWrites';
import { makeInfluencer } from '../model/__tests__/influencerFixture';
import InfluencerDetailPage from '../pages/InfluencerDetailPage';

vi.mock('../api/influencerSubscriptions', () => ({ subscribeInfluencer: vi.fn() }));
vi.mock('../api/influencerQueries', () => ({
  findByInstagram: vi.fn(),
  fetchCollaborations: vi.fn(),
  fetchTotalEarned: vi.fn(),
  fetchDirectoryPage: vi.fn(),
  runNameSearch: vi.fn(),
  fetchInfluencerAgencies: vi.fn(),
}));
vi.mock('@/lib/socialStatsFunctions', () => ({
  refreshInstagram: vi.fn(),
  refreshTwitch: vi.fn(),
  refreshYoutube: vi.fn(),
}));
vi.mock('../api/influencerWrites', () => ({
  setInfluencerApproval: vi.fn(),
  setInfluencerVerified: vi.fn(),
}));

const subscribeInfluencer = vi.mocked(subscriptions.subscribeInfluencer);
const findByInstagram = vi.mocked(queries.findByInstagram);
const fetchCollaborations = vi.mocked(queries.fetchCollaborations);
const fetchTotalEarned = vi.mocked(queries.fetchTotalEarned);
const setInfluencerApproval = vi.mocked(writes.setInfluencerApproval);
const setInfluencerVerified = vi.mocked(writes.setInfluencerVerified);
const refreshInstagram = vi.mocked(stats.refreshInstagram);
const refreshTwitch = vi.mocked(stats.refreshTwitch);
const refreshYoutube = vi.mocked(stats.refreshYoutube);

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'demo-brand');
const agency = sessionUser(UserRole.InfluencerAgency, 'Yıldız', 'demo-agency');
const herself = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'ayse');

const ayse = makeInfluencer({
  uid: 'ayse',
  name: 'Ayşe Yılmaz',
  socialMedia: {
    instagram: { username: 'aysedemo', followerCount: 84_300 },
    youtube: {
      username: 'Ayşe Yılmaz',
      channelLink: 'https://www.youtube.com/@aysedemo',
      totalSubscriberCount: 23_900,
    },
  },
});

/** The live profiles the mocked listener serves, by uid; absent: no such document. */
let live: Record<string, InfluencerDoc | Error> = {};

async function renderPage(user: SessionUser, search: string, docs: Record<string, UserDoc> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.influencerDetail,
        element: (
          <>
            <InfluencerDetailPage />
            <ToastContainer />
          </>
        ),
      },
      { path: paths.app.influencers, element: <p>directory</p> },
      { path: paths.app.editInfluencer, element: <p>edit page</p> },
    ],
    { initialEntries: [`${paths.app.influencerDetail}${search}`] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user, null, docs),
  });
  return { ...view, router };
}

beforeEach(() => {
  live = { ayse };
  subscribeInfluencer.mockImplementation((uid, onData, onError) => {
    const value = live[uid];
    queueMicrotask(() => (value instanceof Error ? onError(value) : onData(value ?? null)));
    return () => undefined;
  });
  fetchTotalEarned.mockResolvedValue('12750');
  fetchCollaborations.mockResolvedValue([
    {
      briefId: 'b1',
      title: 'Kış Cilt Bakımı',
      brandName: 'Nova Market',
      at: Date.UTC(2025, 0, 15),
    },
  ]);
  setInfluencerApproval.mockResolvedValue();
  setInfluencerVerified.mockResolvedValue();
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('/app/influencerDetail for a brand', () => {
  it('shows the public profile live: accounts with counts and links, categories, partnerships', async () => {
    await renderPage(brand, '?userId=ayse');
    expect(await screen.findByRole('heading', { name: 'Ayşe Yılmaz', level: 1 })).toBeTruthy();
    expect(subscribeInfluencer.mock.lastCall![0]).toBe('ayse');
    const instagram = screen.getByTestId('account-instagram');
    expect(instagram.textContent).toContain('84.300 takipçi');
    expect(within(instagram).getByRole('link').getAttribute('href')).toBe(
      'https://www.instagram.com/aysedemo/',
    );
    expect(screen.getByTestId('account-youtube').textContent).toContain('23.900 abone');
    expect(screen.getByTestId('detail-categories').textContent).toBe('Moda');
    expect(screen.getByTestId('detail-partnerships').textContent).toBe('Bütçeli, Barter');
    // Private sections and admin actions are not for brands, and nothing private is read.
    expect(screen.queryByTestId('earnings')).toBeNull();
    expect(screen.queryByTestId('collaborations')).toBeNull();
    expect(screen.queryByTestId('influencer-admin-actions')).toBeNull();
    expect(screen.queryByTestId('refresh-counts')).toBeNull();
    expect(fetchTotalEarned).not.toHaveBeenCalled();
    expect(fetchCollaborations).not.toHaveBeenCalled();
    expect(
      screen.getByRole('link', { name: 'Influencer listesine dön' }).getAttribute('href'),
    ).toBe(paths.app.influencers);
  });

  it('a missing or refused profile reads as not found', async () => {
    live = { refused: Object.assign(new Error('no'), { code: 'permission-denied' }) };
    await renderPage(brand, '?userId=refused');
    expect((await screen.findByTestId('influencer-detail-message')).textContent).toBe(
      'Influencer bulunamadı ya da bu profili görüntüleme yetkiniz yok.',
    );
  });

  it('without a userId it says none was chosen', async () => {
    await renderPage(brand, '');
    expect((await screen.findByTestId('influencer-detail-message')).textContent).toBe(
      'Görüntülenecek influencer seçilmedi.',
    );
    expect(subscribeInfluencer).not.toHaveBeenCalled();
  });
});

describe('/app/influencerDetail for an admin', () => {
  it('shows earnings and collaborations, and approves through both documents', async () => {
    const { user } = await renderPage(admin, '?userId=ayse');
    expect((await screen.findByTestId('earnings-total')).textContent).toBe('₺12.750');
    expect(fetchTotalEarned).toHaveBeenCalledWith('ayse');
    expect(await screen.findByRole('link', { name: 'Kış Cilt Bakımı' })).toBeTruthy();
    expect(fetchCollaborations).toHaveBeenCalledWith('ayse');

    await user.click(screen.getByRole('button', { name: 'Onayı Kaldır' }));
    expect(setInfluencerApproval).toHaveBeenCalledWith('ayse', false);
    expect(await screen.findByText('Influencer onayı kaldırıldı.')).toBeTruthy();
    // The store's copy follows at once (the live listener would too).
    expect(await screen.findByRole('button', { name: 'Onayla' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Doğrulanmış hesap işaretle' }));
    expect(setInfluencerVerified).toHaveBeenCalledWith('ayse', true);
    expect(screen.getByRole('link', { name: 'Profili Düzenle' }).getAttribute('href')).toBe(
      '/app/editInfluencer?userId=ayse',
    );
  });

  it("a failed approval shows the spec's text and changes nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setInfluencerApproval.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'aborted' }));
    const { user } = await renderPage(admin, '?userId=ayse');
    await user.click(await screen.findByRole('button', { name: 'Onayı Kaldır' }));
    expect(await screen.findByText('Influencer onaylanırken hata oluştu.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('toggle-approval') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByTestId('toggle-approval').textContent).toBe('Onayı Kaldır');
  });

  it("an Instagram lookup of an unapproved profile says 'Influencer onaylanmamış' and shows it", async () => {
    const pending = makeInfluencer({ uid: 'pending', name: 'Can Öz', isApproved: false });
    live = { pending };
    findByInstagram.mockResolvedValue(pending);
    await renderPage(admin, '?instagram=%40candemo');
    expect((await screen.findByTestId('not-approved')).textContent).toBe('Influencer onaylanmamış');
    expect(findByInstagram).toHaveBeenCalledWith('candemo', false);
    expect(screen.getByRole('heading', { name: 'Can Öz', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Onayla' })).toBeTruthy();
  });

  it('refreshes the counts through the social stats functions of the platforms she is on', async () => {
    refreshInstagram.mockResolvedValue({
      username: 'aysedemo',
      followerCount: 85_000,
      totalMediaCount: 1,
      interactionRate: 1,
    });
    refreshYoutube.mockResolvedValue({
      id: 'UC1',
      username: 'Ayşe',
      totalSubscriberCount: 1,
      totalVideoCount: 1,
      totalWatchTime: 1,
    });
    const { user } = await renderPage(admin, '?userId=ayse');
    await user.click(await screen.findByRole('button', { name: 'Takipçi sayılarını güncelle' }));
    expect(await screen.findByText('Takipçi sayıları güncellendi.')).toBeTruthy();
    expect(refreshInstagram).toHaveBeenCalledWith('ayse');
    expect(refreshYoutube).toHaveBeenCalledWith('ayse');
    expect(refreshTwitch).not.toHaveBeenCalled();
  });

  it("a refused refresh shows the function's own Turkish message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refreshInstagram.mockRejectedValue(new Error('Instagram hesabı bulunamadı.'));
    refreshYoutube.mockRejectedValue(new Error('internal'));
    const { user } = await renderPage(admin, '?userId=ayse');
    await user.click(await screen.findByRole('button', { name: 'Takipçi sayılarını güncelle' }));
    expect(await screen.findByText('Instagram hesabı bulunamadı.')).toBeTruthy();
  });

  it('a lookup without a match says so', async () => {
    findByInstagram.mockResolvedValue(null);
    await renderPage(admin, '?instagram=nobody');
    expect((await screen.findByTestId('influencer-detail-message')).textContent).toBe(
      'Bu Instagram kullanıcı adına sahip bir influencer bulunamadı.',
    );
    // Tried as typed, then in lower case only when that differs.
    expect(findByInstagram).toHaveBeenCalledTimes(1);
  });
});

describe('/app/influencerDetail for the influencer and her agency', () => {
  it('the influencer sees the approval hint and her earnings from the session document', async () => {
    live = { ayse: { ...ayse, isApproved: false } };
    const doc: UserDoc = { uid: 'ayse', type: 'influencer', totalEarnedPrice: '500' } as UserDoc;
    await renderPage(herself, '?userId=ayse', { ayse: doc });
    expect((await screen.findByTestId('approval-hint')).textContent).toContain(
      'Profiliniz onay bekliyor.',
    );
    expect(screen.getByTestId('earnings-total').textContent).toBe('₺500');
    expect(fetchTotalEarned).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Kış Cilt Bakımı' })).toBeTruthy();
    expect(screen.queryByTestId('influencer-admin-actions')).toBeNull();
  });

  it('her agency sees the hint and the earnings, not the collaborations', async () => {
    live = { ayse: { ...ayse, isApproved: false, imitatorAgencyUID: 'demo-agency' } };
    await renderPage(agency, '?userId=ayse');
    expect((await screen.findByTestId('approval-hint')).textContent).toContain(
      'Bu profil onay bekliyor.',
    );
    expect((await screen.findByTestId('earnings-total')).textContent).toBe('₺12.750');
    expect(screen.queryByTestId('collaborations')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Influencer listesine dön' }).getAttribute('href'),
    ).toBe(paths.app.myInfluencers);
  });
});
