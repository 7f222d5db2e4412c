import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/brandsApi';
import * as writes from '../api/brandWrites';
import MyBrandsPage from '../pages/MyBrandsPage';
import { makeBrand } from './brandFixture';

vi.mock('../api/brandsApi', () => ({
  fetchBrandsPage: vi.fn(),
  fetchBrandAccounts: vi.fn(),
  fetchUserDoc: vi.fn(),
  fetchBrandLoginsWithoutProfile: vi.fn(),
}));
vi.mock('../api/brandWrites', () => ({
  setBrandVerified: vi.fn(),
  grantBusinessPlan: vi.fn(),
  createBrandProfile: vi.fn(),
  updateBrandProfile: vi.fn(),
}));

const fetchBrandsPage = vi.mocked(api.fetchBrandsPage);
const fetchBrandAccounts = vi.mocked(api.fetchBrandAccounts);
const fetchLogins = vi.mocked(api.fetchBrandLoginsWithoutProfile);
const createBrandProfile = vi.mocked(writes.createBrandProfile);
const updateBrandProfile = vi.mocked(writes.updateBrandProfile);

const agency = sessionUser(UserRole.AdvertisementAgency, 'Parlak Reklam', 'ad1');
const nova = makeBrand('b-nova', 'Nova Market', {
  imitatorAgencyUID: 'ad1',
  isVerifiedAccount: true,
});
const login = { uid: 'b-new', title: 'Deniz Kaya', brandName: '' };

async function renderPage(user = agency, actingAs: typeof agency | null = null) {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.myBrands,
        element: (
          <>
            <MyBrandsPage />
            <ToastContainer />
          </>
        ),
      },
      { path: paths.app.addNewBrand, element: <p>new brand login</p> },
    ],
    { initialEntries: [paths.app.myBrands] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user, actingAs),
  });
  return { ...view, router };
}

beforeEach(() => {
  fetchBrandsPage.mockResolvedValue({ brands: [nova], cursor: null });
  fetchLogins.mockResolvedValue([]);
});

afterEach(() => vi.clearAllMocks());

describe('MyBrandsPage', () => {
  it('lists only the agency’s own brands, without reading Users for them', async () => {
    await renderPage();
    expect(await screen.findByText('Nova Market')).toBeDefined();
    expect(fetchBrandsPage).toHaveBeenCalledWith(
      { view: 'agency', agencyUid: 'ad1', search: '' },
      null,
      20,
    );
    expect(fetchBrandAccounts).not.toHaveBeenCalled();
    expect(fetchLogins).toHaveBeenCalledWith('ad1');
    expect(screen.getByText('Doğrulanmış')).toBeDefined();
    expect(screen.queryByTestId('brand-logins')).toBeNull();
  });

  it('leads to a new brand login', async () => {
    const { user, router } = await renderPage();
    await user.click(screen.getByRole('link', { name: 'Yeni Marka' }));
    expect(router.state.location.pathname).toBe(paths.app.addNewBrand);
  });

  it('says so when the agency has no brand yet', async () => {
    fetchBrandsPage.mockResolvedValue({ brands: [], cursor: null });
    await renderPage();
    expect(
      await screen.findByText(
        'Henüz yönettiğiniz bir marka profili yok. Yeni Marka ile bir marka hesabı açabilirsiniz.',
      ),
    ).toBeDefined();
  });

  it('creates the profile of a brand login, which then joins the list', async () => {
    fetchLogins.mockResolvedValue([login]);
    const created = makeBrand('b-new', 'Kahve Durağı', {
      imitatorAgencyUID: 'ad1',
      brandLogoUrl: '',
    });
    createBrandProfile.mockResolvedValueOnce(created);
    const { user } = await renderPage();
    const panel = await screen.findByTestId('brand-logins');
    expect(within(panel).getByText('Deniz Kaya')).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Profil oluştur' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Marka profili oluştur')).toBeDefined();

    // The name is required, the logo must be an https address.
    await user.type(within(dialog).getByLabelText('Logo bağlantısı'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(within(dialog).getByText('Bu alan zorunludur.')).toBeDefined();
    expect(within(dialog).getByText('Geçerli bir https:// bağlantısı giriniz.')).toBeDefined();
    expect(createBrandProfile).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Logo bağlantısı'));
    await user.type(within(dialog).getByLabelText(/Marka adı/), 'Kahve Durağı');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(createBrandProfile).toHaveBeenCalledWith('b-new', 'ad1', {
      brandName: 'Kahve Durağı',
      logoUrl: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('toast')).textContent).toBe('Marka profili oluşturuldu.');
    expect(screen.getAllByTestId('brand-row').map((row) => row.dataset.uid)).toEqual([
      'b-new',
      'b-nova',
    ]);
    expect(screen.queryByTestId('brand-logins')).toBeNull();
  });

  it('a failed create says “Marka yaratılırken hata oluştu.” and keeps the dialog', async () => {
    fetchLogins.mockResolvedValue([{ ...login, brandName: 'Kahve Durağı' }]);
    createBrandProfile.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'permission-denied' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Profil oluştur' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Marka adı/) as HTMLInputElement).value).toBe(
      'Kahve Durağı',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Marka yaratılırken hata oluştu.',
    );
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('edits a brand’s name and logo in place', async () => {
    updateBrandProfile.mockResolvedValueOnce({
      generalInfo: { brandName: 'Nova', profilePhotoUrl: '', brandLogoUrl: '' },
      profilePhotoUrl: '',
      brandLogoUrl: '',
      lowerCaseBrandName: 'nova',
      updatedAt: 1,
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Marka profilini düzenle')).toBeDefined();
    const name = within(dialog).getByLabelText(/Marka adı/);
    await user.clear(name);
    await user.type(name, 'Nova');
    await user.clear(within(dialog).getByLabelText('Logo bağlantısı'));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(updateBrandProfile).toHaveBeenCalledWith('b-nova', { brandName: 'Nova', logoUrl: '' });
    expect(await screen.findByText('Nova')).toBeDefined();
    expect((await screen.findByTestId('toast')).textContent).toBe('Marka profili güncellendi.');
  });

  it('shows a list error, and a logins error with its own retry', async () => {
    fetchBrandsPage.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    fetchLogins.mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    const panel = await screen.findByTestId('brand-logins');
    expect(
      await within(panel).findByText('Marka hesapları yüklenirken bir hata oluştu.'),
    ).toBeDefined();
    expect(
      await screen.findByText(
        'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edip tekrar deneyiniz.',
      ),
    ).toBeDefined();
    await user.click(within(panel).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(screen.queryByTestId('brand-logins')).toBeNull());
    expect(fetchLogins).toHaveBeenCalledTimes(2);
  });

  it('an admin acting as the agency sees the agency’s brands', async () => {
    const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');
    await renderPage(admin, agency);
    await screen.findByText('Nova Market');
    expect(fetchBrandsPage).toHaveBeenCalledWith(
      { view: 'agency', agencyUid: 'ad1', search: '' },
      null,
      20,
    );
  });

  it('tells a user who is no agency that the page is not for them, and reads nothing', async () => {
    await renderPage(sessionUser(UserRole.Brand, 'Nova Market', 'b-nova'));
    expect(await screen.findByText('Bu sayfa yalnızca ajans hesapları içindir.')).toBeDefined();
    expect(fetchBrandsPage).not.toHaveBeenCalled();
    expect(fetchLogins).not.toHaveBeenCalled();
  });
});
