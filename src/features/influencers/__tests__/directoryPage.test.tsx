import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { SessionUser } from '@/store/session/sessionUser';
import { paths } from '@/config/paths';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/influencerQueries';
import type { DirectoryQueryDescription } from '../model/directoryQuery';
import { makeInfluencer } from '../model/__tests__/influencerFixture';
import InfluencersPage from '../pages/InfluencersPage';
import MyInfluencersPage from '../pages/MyInfluencersPage';

vi.mock('../api/influencerQueries', () => ({
  fetchDirectoryPage: vi.fn(),
  runNameSearch: vi.fn(),
  fetchInfluencerAgencies: vi.fn(),
  findByInstagram: vi.fn(),
  fetchCollaborations: vi.fn(),
  fetchTotalEarned: vi.fn(),
}));

const fetchDirectoryPage = vi.mocked(api.fetchDirectoryPage);
const runNameSearch = vi.mocked(api.runNameSearch);
const fetchInfluencerAgencies = vi.mocked(api.fetchInfluencerAgencies);

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'demo-brand');
const agency = sessionUser(UserRole.InfluencerAgency, 'Yıldız Yetenek', 'demo-agency');

const ayse = makeInfluencer({ uid: 'ayse', name: 'Ayşe Yılmaz', isVerifiedAccount: true });
const mert = makeInfluencer({
  uid: 'mert',
  name: 'Mert Demir',
  isGenderFemale: false,
  selectedPartnerships: ['money'],
  userCategoriesName: ['Spor'],
  generalInfo: { ...ayse.generalInfo, selectedCategories: [9] },
  socialMedia: {
    youtube: { channelLink: 'https://youtube.com/@m', totalSubscriberCount: 1_250_000 },
  },
});

/** Serves `docs` as one page, the end of the list. */
function serve(docs: InfluencerDoc[]) {
  fetchDirectoryPage.mockResolvedValue({ items: docs, cursor: null, reads: docs.length });
}

const lastDescription = (): DirectoryQueryDescription => fetchDirectoryPage.mock.lastCall![0];

async function renderPage(user: SessionUser, path: string = paths.app.influencers) {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.influencers,
        element: (
          <>
            <InfluencersPage />
            <ToastContainer />
          </>
        ),
      },
      { path: paths.app.myInfluencers, element: <MyInfluencersPage /> },
      { path: paths.app.influencerDetail, element: <p>influencer detail</p> },
      { path: paths.app.addNewInfluencer, element: <p>new influencer</p> },
    ],
    { initialEntries: [path] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user),
  });
  return { ...view, router };
}

beforeEach(() => {
  serve([ayse, mert]);
  fetchInfluencerAgencies.mockResolvedValue([{ uid: 'demo-agency', name: 'Yıldız Yetenek' }]);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('/app/influencers for a brand', () => {
  it('shows approved profiles newest first as cards with counts in Turkish format', async () => {
    await renderPage(brand);
    const cards = await screen.findAllByTestId('influencer-card');
    expect(cards).toHaveLength(2);
    expect(lastDescription()).toEqual({
      where: [['isApproved', '==', true]],
      orderBy: ['timestamp', 'desc'],
      limit: 50,
    });
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Ayşe Yılmaz' }).getAttribute('href')).toBe(
      '/app/influencerDetail?userId=ayse',
    );
    expect(first.getByText('Moda')).toBeTruthy();
    expect(first.getByTestId('count-instagram').textContent).toContain('Instagram84.300');
    expect(first.getByText('Onaylı')).toBeTruthy();
    expect(first.getByText('Doğrulanmış hesap')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('count-youtube').textContent).toContain('1.250.000');
    expect(screen.getByTestId('directory-order').textContent).toContain(
      'Sıralama: en yeni profiller önce',
    );
    // Admin-only controls are not there.
    expect(screen.queryByLabelText('Onay durumu')).toBeNull();
    expect(screen.queryByLabelText('Ajans')).toBeNull();
    expect(screen.queryByTestId('instagram-lookup')).toBeNull();
  });

  it('category Moda and Instagram 10.000-100.000: one query, ordered by followers', async () => {
    const { user } = await renderPage(brand);
    await screen.findAllByTestId('influencer-card');
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Moda');
    await user.selectOptions(screen.getByLabelText('Platform'), 'Instagram');
    await user.type(screen.getByLabelText('En az takipçi'), '10.000');
    await user.type(screen.getByLabelText('En çok takipçi'), '100.000');
    await waitFor(() =>
      expect(lastDescription()).toEqual({
        where: [
          ['isApproved', '==', true],
          ['userCategoriesName', 'array-contains', 'Moda'],
          ['socialMedia.instagram.followerCount', '>=', 10_000],
          ['socialMedia.instagram.followerCount', '<=', 100_000],
        ],
        orderBy: ['socialMedia.instagram.followerCount', 'desc'],
        limit: 50,
      }),
    );
    expect(screen.getByTestId('directory-order').textContent).toContain(
      'Sıralama: Instagram takipçi sayısı, çoktan aza',
    );
  });

  it('with a category, the partnership is filtered in the browser (one array-contains)', async () => {
    const { user } = await renderPage(brand);
    await screen.findAllByTestId('influencer-card');
    const barterOnly = makeInfluencer({
      uid: 'b',
      name: 'Barış Barter',
      selectedPartnerships: ['product'],
    });
    serve([ayse, mert, barterOnly]);
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Spor');
    await user.selectOptions(screen.getByLabelText('Çalışma modeli'), 'Barter');
    await waitFor(() =>
      expect(lastDescription().where).toEqual([
        ['isApproved', '==', true],
        ['userCategoriesName', 'array-contains', 'Spor'],
      ]),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('influencer-name').map((el) => el.textContent)).toEqual([
        'Ayşe Yılmaz',
        'Barış Barter',
      ]),
    );
  });

  it('gender and hiding agency influencers are query filters', async () => {
    const { user } = await renderPage(brand);
    await screen.findAllByTestId('influencer-card');
    await user.selectOptions(screen.getByLabelText('Cinsiyet'), 'Kadın');
    await user.click(screen.getByLabelText("Ajans influencer'larını gizle"));
    await waitFor(() =>
      expect(lastDescription().where).toEqual([
        ['isApproved', '==', true],
        ['isGenderFemale', '==', true],
        ['imitatorAgencyUID', '==', ''],
      ]),
    );
  });

  it('loads 50 more after the cursor', async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      makeInfluencer({ uid: `p${String(i).padStart(2, '0')}`, name: `Profil ${i}` }),
    );
    const cursor: api.DirectoryCursor = { by: 'timestamp', seconds: 5, nanoseconds: 0, id: 'p49' };
    fetchDirectoryPage
      .mockResolvedValueOnce({ items: many, cursor, reads: 50 })
      .mockResolvedValueOnce({ items: [ayse], cursor: null, reads: 1 });
    const { user } = await renderPage(brand);
    expect(await screen.findAllByTestId('influencer-card')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(screen.getAllByTestId('influencer-card')).toHaveLength(51));
    expect(fetchDirectoryPage.mock.lastCall![1]).toEqual(cursor);
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('a failure shows the spec text and an empty list, and can be retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchDirectoryPage.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'unavailable' }),
    );
    const { user } = await renderPage(brand);
    const alert = await screen.findByTestId('directory-error');
    expect(alert.textContent).toContain('Influencer listesi yüklenirken hata oluştu.');
    expect(screen.queryAllByTestId('influencer-card')).toEqual([]);
    expect(screen.getByText('Bu filtrelere uyan influencer bulunamadı.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('influencer-card')).toHaveLength(2);
  });

  it('an empty directory says so', async () => {
    serve([]);
    await renderPage(brand);
    expect((await screen.findByTestId('directory-empty')).textContent).toContain(
      'Bu filtrelere uyan influencer bulunamadı.',
    );
  });

  it('the name search waits for typing to stop and runs the three strategies', async () => {
    runNameSearch.mockResolvedValue({ results: [[ayse], null, [ayse]], reads: 2 });
    const { user } = await renderPage(brand);
    await screen.findAllByTestId('influencer-card');
    await user.type(screen.getByLabelText('İsimle ara'), 'AYŞE');
    await waitFor(() => expect(runNameSearch).toHaveBeenCalledTimes(1));
    const descriptions = runNameSearch.mock.lastCall![0];
    expect(descriptions.map((d) => d.orderBy[0])).toEqual([
      'lowerCaseFullName',
      'lowerCaseName',
      'lowerCaseSurname',
    ]);
    expect(descriptions[0]!.where[1]).toEqual(['lowerCaseFullName', '>=', 'ayşe']);
    await waitFor(() =>
      expect(screen.getAllByTestId('influencer-name').map((el) => el.textContent)).toEqual([
        'Ayşe Yılmaz',
      ]),
    );
    // One strategy failed and was skipped: the results say they may be incomplete.
    expect(screen.getByTestId('search-partial')).toBeTruthy();
  });

  it('a search without matches says so', async () => {
    runNameSearch.mockResolvedValue({ results: [[], [], []], reads: 3 });
    const { user } = await renderPage(brand);
    await screen.findAllByTestId('influencer-card');
    await user.type(screen.getByLabelText('İsimle ara'), 'zz');
    expect((await screen.findByTestId('directory-empty')).textContent).toContain(
      'Aramanızla eşleşen influencer bulunamadı.',
    );
  });
});

describe('/app/influencers for others', () => {
  it('an admin filters by approval and agency and can look up an Instagram name', async () => {
    const { user, router } = await renderPage(admin);
    await screen.findAllByTestId('influencer-card');
    expect(lastDescription().where).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Onay durumu'), 'Onay bekleyen');
    await user.selectOptions(await screen.findByLabelText('Ajans'), 'Yıldız Yetenek');
    await waitFor(() =>
      expect(lastDescription().where).toEqual([
        ['isApproved', '==', false],
        ['imitatorAgencyUID', '==', 'demo-agency'],
      ]),
    );
    expect(
      (screen.getByLabelText("Ajans influencer'larını gizle") as HTMLInputElement).disabled,
    ).toBe(true);
    await user.type(screen.getByLabelText('Instagram kullanıcı adıyla bul'), '@aysedemo');
    await user.click(screen.getByRole('button', { name: 'Bul' }));
    expect(router.state.location.pathname).toBe(paths.app.influencerDetail);
    expect(router.state.location.search).toBe('?instagram=aysedemo');
  });

  it('an influencer agency sees only its own roster', async () => {
    await renderPage(agency);
    await screen.findAllByTestId('influencer-card');
    expect(lastDescription().where).toEqual([['imitatorAgencyUID', '==', 'demo-agency']]);
    expect(screen.queryByLabelText("Ajans influencer'larını gizle")).toBeNull();
  });
});

describe('/app/myInfluencers', () => {
  it("lists the agency's own influencers with the way to add one", async () => {
    const { user, router } = await renderPage(agency, paths.app.myInfluencers);
    expect(await screen.findByRole('heading', { name: 'Influencerlarım' })).toBeTruthy();
    await screen.findAllByTestId('influencer-card');
    expect(lastDescription().where).toEqual([['imitatorAgencyUID', '==', 'demo-agency']]);
    await user.click(screen.getByRole('link', { name: 'Yeni Influencer Ekle' }));
    expect(router.state.location.pathname).toBe(paths.app.addNewInfluencer);
  });

  it('says it is for agencies to anyone else, and queries nothing', async () => {
    await renderPage(brand, paths.app.myInfluencers);
    expect((await screen.findByTestId('not-an-agency')).textContent).toContain(
      'Bu sayfa influencer ajansları içindir.',
    );
    expect(fetchDirectoryPage).not.toHaveBeenCalled();
  });
});
