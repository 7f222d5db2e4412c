import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import type { UserDoc } from '@/lib/collections/users';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as logApi from '../api/deliveryLogApi';
import * as api from '../api/usersApi';
import type { UsersCursor } from '../api/usersQuery';
import UsersPage from '../pages/UsersPage';

vi.mock('../api/usersApi', () => ({
  fetchUsersPage: vi.fn(),
  fetchUser: vi.fn(),
  setApproval: vi.fn(),
  grantBusiness: vi.fn(),
  setAffiliateMarketing: vi.fn(),
  deleteUser: vi.fn(),
}));
vi.mock('../api/deliveryLogApi', () => ({ fetchDeliveryLog: vi.fn() }));

const fetchUsersPage = vi.mocked(api.fetchUsersPage);
const fetchUser = vi.mocked(api.fetchUser);
const setApproval = vi.mocked(api.setApproval);
const grantBusiness = vi.mocked(api.grantBusiness);
const setAffiliateMarketing = vi.mocked(api.setAffiliateMarketing);
const deleteUser = vi.mocked(api.deleteUser);
const fetchDeliveryLog = vi.mocked(logApi.fetchDeliveryLog);

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const march12 = new Date(2025, 2, 12, 10, 0).getTime();

const pendingBrand: UserDoc = {
  uid: 'demo-brand-pending',
  email: 'pending-brand@demo.test',
  type: 'brand',
  name: 'Elif',
  surname: 'Şahin',
  brandName: 'Yeşil Bahçe Gıda',
  isApproved: false,
  subscriptionType: 'free',
  createdAt: march12,
};
const freeBrand: UserDoc = {
  uid: 'brand-free',
  email: 'free@demo.test',
  type: 'brand',
  name: 'Mert',
  surname: 'Aydın',
  brandName: 'Nova Market',
  isApproved: true,
  subscriptionType: 'free',
  createdAt: march12,
};
const influencer: UserDoc = {
  uid: 'inf-1',
  email: 'ayse@demo.test',
  type: 'influencer',
  name: 'Ayşe',
  surname: 'Yılmaz',
  brandName: '',
  isApproved: true,
  subscriptionType: 'free',
  createdAt: march12,
};
const adminDoc: UserDoc = {
  uid: 'demo-admin',
  email: 'admin@demo.test',
  type: 'admin',
  name: 'Deniz',
  surname: 'Kaya',
  brandName: null,
  isApproved: true,
  subscriptionType: 'free',
  createdAt: march12,
};

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');

async function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: paths.app.users,
        element: (
          <>
            <UsersPage />
            <ToastContainer />
          </>
        ),
      },
      { path: paths.app.root, element: <p>app home</p> },
    ],
    { initialEntries: [paths.app.users] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(admin),
  });
  return { ...view, router };
}

const rowOf = (uid: string) =>
  screen.getAllByTestId('user-row').find((row) => row.getAttribute('data-uid') === uid)!;

const lastQuery = () => fetchUsersPage.mock.calls.at(-1)![0];

beforeEach(() => {
  fetchUsersPage.mockResolvedValue({
    users: [pendingBrand, freeBrand, influencer, adminDoc],
    nextCursor: null,
  });
});

afterEach(() => vi.clearAllMocks());

describe('UsersPage', () => {
  it('shows loading, then a row per user with Turkish labels and dates', async () => {
    const page = deferred<api.UsersPage>();
    fetchUsersPage.mockReturnValueOnce(page.promise);
    await renderPage();
    expect(screen.getByRole('status').textContent).toContain('Kullanıcılar yükleniyor');
    expect(fetchUsersPage).toHaveBeenCalledWith({ type: 'all', approval: 'all', namePrefix: '' });

    page.resolve({ users: [pendingBrand, adminDoc], nextCursor: null });
    const row = within(await screen.findByText('Elif Şahin').then(() => rowOf(pendingBrand.uid)));
    expect(row.getByText('Yeşil Bahçe Gıda')).toBeDefined();
    expect(row.getByText('Marka')).toBeDefined();
    expect(row.getByText('Onay Bekliyor')).toBeDefined();
    expect(row.getByText('Ücretsiz')).toBeDefined();
    expect(row.getByText('12 Mart 2025')).toBeDefined();
    expect(within(rowOf(adminDoc.uid)).getByText('Yönetici')).toBeDefined();
    expect(within(rowOf(adminDoc.uid)).getByText('Onaylı')).toBeDefined();
  });

  it('offers each row only its actions; admins only their delivery log', async () => {
    await renderPage();
    await screen.findAllByTestId('user-row');
    const names = (uid: string) =>
      within(rowOf(uid))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    const rest = ['Affiliate aç', 'Kullanıcı olarak görüntüle', 'Sil', 'Gönderim kaydı'];
    expect(names(pendingBrand.uid)).toEqual(['Onayla', ...rest]);
    expect(names(freeBrand.uid)).toEqual(['Business ver', ...rest]);
    expect(names(influencer.uid)).toEqual(['Onayı Kaldır', ...rest]);
    expect(names(adminDoc.uid)).toEqual(['Gönderim kaydı']);
    // The row's group names the user for screen readers.
    expect(within(rowOf(adminDoc.uid)).getByRole('group').getAttribute('aria-label')).toBe(
      'Deniz Kaya için işlemler',
    );
  });

  it('asks the api again when a filter changes', async () => {
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');

    await user.selectOptions(screen.getByLabelText('Kullanıcı türü'), 'influencer');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ type: 'influencer', approval: 'all', namePrefix: '' }),
    );

    await user.selectOptions(screen.getByLabelText('Onay durumu'), 'approved');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ type: 'influencer', approval: 'approved', namePrefix: '' }),
    );

    await user.click(screen.getByRole('button', { name: 'Onay bekleyen markalar' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ type: 'brand', approval: 'pending', namePrefix: '' }),
    );
    expect(
      screen.getByRole('button', { name: 'Onay bekleyen markalar' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect((screen.getByLabelText('Kullanıcı türü') as HTMLSelectElement).value).toBe('brand');

    await user.click(screen.getByRole('button', { name: 'Tüm kullanıcılar' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ type: 'all', approval: 'all', namePrefix: '' }),
    );
  });

  it('searches by name prefix once typing pauses', async () => {
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const before = fetchUsersPage.mock.calls.length;

    await user.type(screen.getByLabelText('Ada göre ara'), 'AYŞE Y');
    // Each key press restarted the 300 ms wait: one query, for the whole text, Turkish-lowered.
    await waitFor(() => expect(fetchUsersPage.mock.calls.length).toBe(before + 1));
    expect(lastQuery()).toEqual({ type: 'all', approval: 'all', namePrefix: 'ayşe y' });
  });

  it('ignores an answer that arrives after the filters changed', async () => {
    const first = deferred<api.UsersPage>();
    const second = deferred<api.UsersPage>();
    fetchUsersPage.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { user } = await renderPage();
    await user.selectOptions(screen.getByLabelText('Kullanıcı türü'), 'influencer');
    second.resolve({ users: [influencer], nextCursor: null });
    await screen.findByText('Ayşe Yılmaz');
    first.resolve({ users: [pendingBrand], nextCursor: null });
    await first.promise;
    expect(screen.queryByText('Elif Şahin')).toBeNull();
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
  });

  it('says so when no user matches', async () => {
    fetchUsersPage.mockResolvedValue({ users: [], nextCursor: null });
    await renderPage();
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeDefined();
    expect(screen.queryByTestId('users-table')).toBeNull();
  });

  it('shows a load error with a retry that asks again', async () => {
    fetchUsersPage.mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kullanıcı listesi yüklenirken bir hata oluştu.');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Elif Şahin')).toBeDefined();
    expect(fetchUsersPage).toHaveBeenCalledTimes(2);
  });

  it('loads the next page after the cursor and appends it', async () => {
    const cursor: UsersCursor = {
      by: 'createdAt',
      createdAt: { seconds: 1741773600, nanoseconds: 0 },
      uid: pendingBrand.uid,
    };
    fetchUsersPage.mockResolvedValueOnce({ users: [pendingBrand], nextCursor: cursor });
    const next = deferred<api.UsersPage>();
    fetchUsersPage.mockReturnValueOnce(next.promise);
    const { user } = await renderPage();

    await user.click(await screen.findByRole('button', { name: 'Daha fazla yükle' }));
    expect(lastQuery()).toEqual({ type: 'all', approval: 'all', namePrefix: '', cursor });
    const waiting = screen.getByRole('button', { name: 'Yükleniyor…' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);

    next.resolve({ users: [influencer], nextCursor: null });
    await screen.findByText('Ayşe Yılmaz');
    expect(screen.getAllByTestId('user-row').map((row) => row.getAttribute('data-uid'))).toEqual([
      pendingBrand.uid,
      influencer.uid,
    ]);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).toBeNull();
  });

  it('approves a pending brand: the button waits, then the row updates and a toast confirms', async () => {
    const write = deferred<UserDoc>();
    setApproval.mockReturnValueOnce(write.promise);
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const row = within(rowOf(pendingBrand.uid));

    await user.click(row.getByRole('button', { name: 'Onayla' }));
    expect(setApproval).toHaveBeenCalledWith(pendingBrand.uid, true);
    expect(row.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(row.getByRole('button', { name: 'Onayla' }).getAttribute('aria-busy')).toBe('true');

    write.resolve({ ...pendingBrand, isApproved: true });
    expect(await row.findByText('Onaylı')).toBeDefined();
    expect(row.queryByRole('button', { name: 'Onayla' })).toBeNull();
    expect(row.getByRole('button', { name: 'Business ver' })).toBeDefined();
    expect((await screen.findByTestId('toast')).textContent).toBe('Yeşil Bahçe Gıda onaylandı.');
  });

  it('un-approves an influencer', async () => {
    setApproval.mockResolvedValueOnce({ ...influencer, isApproved: false });
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const row = within(rowOf(influencer.uid));
    await user.click(row.getByRole('button', { name: 'Onayı Kaldır' }));
    expect(setApproval).toHaveBeenCalledWith(influencer.uid, false);
    expect(await row.findByText('Onay Bekliyor')).toBeDefined();
    expect(row.getByRole('button', { name: 'Onayla' })).toBeDefined();
  });

  it('switches affiliate marketing on for a brand, then offers to switch it off', async () => {
    setAffiliateMarketing.mockResolvedValueOnce({
      ...freeBrand,
      isAffiliateMarketingEnabled: true,
    });
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const row = within(rowOf(freeBrand.uid));
    await user.click(row.getByRole('button', { name: 'Affiliate aç' }));
    expect(setAffiliateMarketing).toHaveBeenCalledWith(freeBrand.uid, true);
    expect(await row.findByRole('button', { name: 'Affiliate kapat' })).toBeDefined();
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'affiliate pazarlama açıldı',
    );
  });

  it('grants business and hides the button', async () => {
    grantBusiness.mockResolvedValueOnce({ ...freeBrand, subscriptionType: 'business' });
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const row = within(rowOf(freeBrand.uid));
    await user.click(row.getByRole('button', { name: 'Business ver' }));
    expect(grantBusiness).toHaveBeenCalledWith(freeBrand.uid);
    expect(await row.findByText('Business')).toBeDefined();
    expect(row.queryByRole('button', { name: 'Business ver' })).toBeNull();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Nova Market artık Business abonelikte.',
    );
  });

  it('shows a clear error toast when a write is refused', async () => {
    setApproval.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'permission-denied' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const row = within(rowOf(pendingBrand.uid));
    await user.click(row.getByRole('button', { name: 'Onayla' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Bu işlem için yetkiniz bulunmamaktadır.',
    );
    expect(row.getByText('Onay Bekliyor')).toBeDefined();
    expect((row.getByRole('button', { name: 'Onayla' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('acts as the user with their current document and goes to /app', async () => {
    fetchUser.mockResolvedValueOnce({ ...pendingBrand, isApproved: true });
    const { user, store, router } = await renderPage();
    await screen.findAllByTestId('user-row');
    await user.click(
      within(rowOf(pendingBrand.uid)).getByRole('button', { name: 'Kullanıcı olarak görüntüle' }),
    );
    expect(fetchUser).toHaveBeenCalledWith(pendingBrand.uid);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.root));
    const session = store.getState().session;
    expect(session.user).toEqual(admin); // the admin stays signed in as themselves
    expect(session.actingAs).toMatchObject({
      uid: pendingBrand.uid,
      title: 'Yeşil Bahçe Gıda',
      role: UserRole.Brand,
      isApproved: true,
    });
  });

  it('deletes only after confirming, then drops the row', async () => {
    deleteUser.mockResolvedValueOnce();
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    await user.click(within(rowOf(influencer.uid)).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Ayşe Yılmaz adlı kullanıcının hesabı');
    expect(deleteUser).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Kalıcı olarak sil' }));
    expect(deleteUser).toHaveBeenCalledWith(influencer.uid);
    await waitFor(() =>
      expect(
        screen.getAllByTestId('user-row').map((r) => r.getAttribute('data-uid')),
      ).not.toContain(influencer.uid),
    );
    expect((await screen.findByTestId('toast')).textContent).toBe('Ayşe Yılmaz silindi.');
  });

  it('cancelling the dialog deletes nothing', async () => {
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    await user.click(within(rowOf(influencer.uid)).getByRole('button', { name: 'Sil' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vazgeç' }),
    );
    expect(deleteUser).not.toHaveBeenCalled();
    expect(rowOf(influencer.uid)).toBeDefined();
  });

  it('opens a user’s delivery log from the row and closes it with Escape', async () => {
    fetchDeliveryLog.mockResolvedValue([]);
    const { user } = await renderPage();
    await screen.findAllByTestId('user-row');
    const opener = within(rowOf(influencer.uid)).getByRole('button', { name: 'Gönderim kaydı' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Gönderim kaydı: Ayşe Yılmaz' });
    expect(fetchDeliveryLog).toHaveBeenCalledWith(influencer.uid);
    expect(
      await within(dialog).findByText(
        'Bu kullanıcıya henüz e-posta ya da anlık bildirim gönderilmedi.',
      ),
    ).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // reactstrap reads keyCode, which user-event leaves out for Escape; a browser sends 27.
    fireEvent.keyUp(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back where the admin was.
    expect(document.activeElement).toBe(opener);
  });
});
