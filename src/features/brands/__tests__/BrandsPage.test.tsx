import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/brandsApi';
import * as writes from '../api/brandWrites';
import type { BrandsCursor } from '../api/brandsQuery';
import { BrandsApiError } from '../brandsErrors';
import BrandsPage from '../pages/BrandsPage';
import { makeAccount, makeBrand } from './brandFixture';

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
const fetchUserDoc = vi.mocked(api.fetchUserDoc);
const setBrandVerified = vi.mocked(writes.setBrandVerified);
const grantBusinessPlan = vi.mocked(writes.grantBusinessPlan);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const nova = makeBrand('b-nova', 'Nova Market', { isVerifiedAccount: true });
const yesil = makeBrand('b-yesil', 'Yeşil Bahçe', { imitatorAgencyUID: 'ad1', brandLogoUrl: '' });
const accounts = {
  'b-nova': makeAccount('b-nova', { title: 'Nova Market', subscriptionType: 'business' }),
  'b-yesil': makeAccount('b-yesil', { title: 'Yeşil Bahçe' }),
  ad1: makeAccount('ad1', { type: 'advertisementAgency', title: 'Parlak Reklam' }),
};
const yesilUser: UserDoc = {
  uid: 'b-yesil',
  email: 'yesil@demo.test',
  type: 'brand',
  name: 'Elif',
  surname: 'Şahin',
  brandName: 'Yeşil Bahçe',
  isApproved: true,
  subscriptionType: 'free',
};

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');

async function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.brands,
        element: (
          <>
            <BrandsPage />
            <ToastContainer />
          </>
        ),
      },
      { path: paths.app.myProjects, element: <p>projects</p> },
      { path: '/u/:userId', element: <p>profile</p> },
    ],
    { initialEntries: [paths.app.brands] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(admin),
  });
  return { ...view, router };
}

const rowOf = (uid: string) =>
  screen.getAllByTestId('brand-row').find((row) => row.getAttribute('data-uid') === uid)!;
const lastSpec = () => fetchBrandsPage.mock.calls.at(-1)!;

beforeEach(() => {
  fetchBrandsPage.mockResolvedValue({ brands: [nova, yesil], cursor: null });
  fetchBrandAccounts.mockResolvedValue(accounts);
});

afterEach(() => vi.clearAllMocks());

describe('BrandsPage', () => {
  it('shows loading, then a row per brand: logo, name, badge, agency and plan', async () => {
    const page = deferred<api.BrandsPage>();
    fetchBrandsPage.mockReturnValueOnce(page.promise);
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Markalar' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('Markalar yükleniyor');
    expect(fetchBrandsPage).toHaveBeenCalledWith(
      { view: 'admin', verified: 'all', search: '' },
      null,
      20,
    );

    page.resolve({ brands: [nova, yesil], cursor: null });
    await screen.findByText('Nova Market');
    expect(fetchBrandAccounts).toHaveBeenCalledWith(['b-nova', '', 'b-yesil', 'ad1']);
    const novaRow = within(rowOf('b-nova'));
    expect(novaRow.getByText('Doğrulanmış')).toBeDefined();
    expect(novaRow.getByText('Yok (kendi hesabı)')).toBeDefined();
    expect(novaRow.getByText('Business')).toBeDefined();
    expect(rowOf('b-nova').querySelector('img')?.getAttribute('src')).toBe(
      '/demo/logos/b-nova.svg',
    );
    expect(novaRow.getByRole('link', { name: 'Profili gör' }).getAttribute('href')).toBe(
      '/u/b-nova',
    );
    const yesilRow = within(rowOf('b-yesil'));
    expect(yesilRow.getByText('Doğrulanmamış')).toBeDefined();
    expect(yesilRow.getByText('Parlak Reklam')).toBeDefined();
    expect(yesilRow.getByText('Ücretsiz')).toBeDefined();
    // No logo: the initial stands in for it.
    expect(yesilRow.getByText('Y')).toBeDefined();
  });

  it('offers each row its actions', async () => {
    await renderPage();
    await screen.findAllByTestId('brand-row');
    const names = (uid: string) =>
      within(rowOf(uid))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names('b-nova')).toEqual(['Doğrulamayı Kaldır', 'Projelerini gör']);
    expect(names('b-yesil')).toEqual(['Doğrula', 'Business ver', 'Projelerini gör']);
  });

  it('asks again when the verification filter changes, and searches once typing pauses', async () => {
    const { user } = await renderPage();
    await screen.findAllByTestId('brand-row');
    await user.selectOptions(screen.getByLabelText('Doğrulama durumu'), 'unverified');
    await waitFor(() =>
      expect(lastSpec()[0]).toEqual({ view: 'admin', verified: 'unverified', search: '' }),
    );
    const before = fetchBrandsPage.mock.calls.length;
    await user.type(screen.getByLabelText('Marka adına göre ara'), 'YEŞ');
    await waitFor(() => expect(fetchBrandsPage.mock.calls.length).toBe(before + 1));
    expect(lastSpec()[0]).toEqual({ view: 'admin', verified: 'unverified', search: 'YEŞ' });
  });

  it('says so when no brand matches', async () => {
    fetchBrandsPage.mockResolvedValue({ brands: [], cursor: null });
    await renderPage();
    expect(await screen.findByText('Marka bulunamadı.')).toBeDefined();
    expect(screen.queryByTestId('brands-table')).toBeNull();
  });

  it('shows a load error with a retry that asks again', async () => {
    fetchBrandsPage.mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Marka listesi yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Nova Market')).toBeDefined();
    expect(fetchBrandsPage).toHaveBeenCalledTimes(2);
  });

  it('loads the next page after the cursor', async () => {
    const cursor: BrandsCursor = { by: 'timestamp', seconds: 5, nanoseconds: 7, uid: 'b-nova' };
    fetchBrandsPage.mockResolvedValueOnce({ brands: [nova], cursor });
    fetchBrandsPage.mockResolvedValueOnce({ brands: [yesil], cursor: null });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Daha fazla yükle' }));
    expect(lastSpec()).toEqual([{ view: 'admin', verified: 'all', search: '' }, cursor, 20]);
    await screen.findByText('Yeşil Bahçe');
    expect(screen.getAllByTestId('brand-row').map((row) => row.dataset.uid)).toEqual([
      'b-nova',
      'b-yesil',
    ]);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).toBeNull();
  });

  it('verifies a brand: the button waits, then the badge changes and a toast confirms', async () => {
    const write = deferred<void>();
    setBrandVerified.mockReturnValueOnce(write.promise);
    const { user } = await renderPage();
    await screen.findAllByTestId('brand-row');
    const row = within(rowOf('b-yesil'));
    await user.click(row.getByRole('button', { name: 'Doğrula' }));
    expect(setBrandVerified).toHaveBeenCalledWith('b-yesil', true);
    await waitFor(() =>
      expect(row.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true),
    );
    write.resolve();
    expect(await row.findByRole('button', { name: 'Doğrulamayı Kaldır' })).toBeDefined();
    expect(row.getByText('Doğrulanmış')).toBeDefined();
    expect((await screen.findByTestId('toast')).textContent).toBe('Yeşil Bahçe doğrulandı.');
  });

  it('removes a verification', async () => {
    setBrandVerified.mockResolvedValueOnce();
    const { user } = await renderPage();
    await screen.findAllByTestId('brand-row');
    await user.click(within(rowOf('b-nova')).getByRole('button', { name: 'Doğrulamayı Kaldır' }));
    expect(setBrandVerified).toHaveBeenCalledWith('b-nova', false);
    expect(await within(rowOf('b-nova')).findByText('Doğrulanmamış')).toBeDefined();
  });

  it('grants the business plan and hides the button', async () => {
    grantBusinessPlan.mockResolvedValueOnce({
      ...accounts['b-yesil'],
      subscriptionType: 'business',
    });
    const { user } = await renderPage();
    await screen.findAllByTestId('brand-row');
    const row = within(rowOf('b-yesil'));
    await user.click(row.getByRole('button', { name: 'Business ver' }));
    expect(grantBusinessPlan).toHaveBeenCalledWith('b-yesil');
    expect(await row.findByText('Business')).toBeDefined();
    expect(row.queryByRole('button', { name: 'Business ver' })).toBeNull();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Yeşil Bahçe artık Business abonelikte.',
    );
  });

  it('explains a refused business grant and shows the account as it is now', async () => {
    grantBusinessPlan.mockRejectedValueOnce(new BrandsApiError('not-eligible'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    await screen.findAllByTestId('brand-row');
    fetchBrandAccounts.mockResolvedValueOnce({
      'b-yesil': makeAccount('b-yesil', { subscriptionType: 'pro' }),
    });
    await user.click(within(rowOf('b-yesil')).getByRole('button', { name: 'Business ver' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Business abonelik yalnızca onaylı ve ücretsiz plandaki markalara verilebilir.',
    );
    expect(await within(rowOf('b-yesil')).findByText('Pro')).toBeDefined();
  });

  it('shows a Turkish error toast when a write is refused, and keeps the row', async () => {
    setBrandVerified.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'permission-denied' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    await screen.findAllByTestId('brand-row');
    const row = within(rowOf('b-yesil'));
    await user.click(row.getByRole('button', { name: 'Doğrula' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Bu işlem için yetkiniz bulunmamaktadır.',
    );
    expect(row.getByText('Doğrulanmamış')).toBeDefined();
    expect((row.getByRole('button', { name: 'Doğrula' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('opens the brand’s briefs as the brand: acting-as starts and myProjects opens', async () => {
    fetchUserDoc.mockResolvedValueOnce(yesilUser);
    const { user, store, router } = await renderPage();
    await screen.findAllByTestId('brand-row');
    await user.click(within(rowOf('b-yesil')).getByRole('button', { name: 'Projelerini gör' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.myProjects));
    expect(fetchUserDoc).toHaveBeenCalledWith('b-yesil');
    const session = store.getState().session;
    expect(session.user).toEqual(admin);
    expect(session.actingAs).toMatchObject({
      uid: 'b-yesil',
      title: 'Yeşil Bahçe',
      role: UserRole.Brand,
    });
  });

  it('stays when the brand’s account is gone', async () => {
    fetchUserDoc.mockResolvedValueOnce(null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store, router } = await renderPage();
    await screen.findAllByTestId('brand-row');
    await user.click(within(rowOf('b-yesil')).getByRole('button', { name: 'Projelerini gör' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Marka bulunamadı. Lütfen listeyi yenileyiniz.',
    );
    expect(router.state.location.pathname).toBe(paths.app.brands);
    expect(store.getState().session.actingAs).toBeNull();
  });
});
