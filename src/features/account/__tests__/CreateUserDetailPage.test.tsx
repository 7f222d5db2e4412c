import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../../app/roles';
import type { UserDoc } from '../../../lib/collections/users';
import { sessionUser, signedIn } from '../../../test/sessionUsers';
import * as api from '../api/accountApi';
import { AccountActionError } from '../api/accountErrors';
import CreateUserDetailPage from '../pages/CreateUserDetailPage';
import { deferred, renderPage } from './pageHarness';

vi.mock('../api/accountApi', () => ({
  subscribeUser: vi.fn(),
  updateProfile: vi.fn(),
  changePassword: vi.fn(),
  deleteOwnAccount: vi.fn(),
}));

const subscribeUser = vi.mocked(api.subscribeUser);
const updateProfile = vi.mocked(api.updateProfile);

const path = '/user/createUserDetail';
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf-1');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'brand-1');

const docs: Record<string, UserDoc> = {
  'inf-1': { uid: 'inf-1', type: 'influencer', name: 'Ayşe', surname: 'Yılmaz', brandName: '' },
  'brand-1': { uid: 'brand-1', type: 'brand', name: 'Mert', surname: 'Aydın', brandName: 'Nova' },
};

beforeEach(() => {
  vi.clearAllMocks();
  subscribeUser.mockImplementation((uid, onData) => {
    onData(docs[uid] ?? null);
    return () => undefined;
  });
});

describe('CreateUserDetailPage', () => {
  it('sends a visitor who is not signed in to the login page with login-required', async () => {
    await renderPage(<CreateUserDetailPage />, path, signedIn(null));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/login?message=login-required',
    );
    expect(subscribeUser).not.toHaveBeenCalled();
  });

  it('shows a loading state until the Users document arrives', async () => {
    subscribeUser.mockImplementation(() => () => undefined);
    await renderPage(<CreateUserDetailPage />, path, signedIn(influencer));
    expect(screen.getByRole('status').textContent).toContain('Hesap bilgileri yükleniyor...');
  });

  it('asks an influencer for personal details and continues to social verification', async () => {
    updateProfile.mockResolvedValue(undefined);
    const { user, router } = await renderPage(<CreateUserDetailPage />, path, signedIn(influencer));
    expect(screen.queryByLabelText(/Marka adı/)).toBeNull();
    await user.type(screen.getByLabelText(/Telefon numarası/), '0555 123 45 67');
    await user.type(screen.getByLabelText(/Şehir/), 'izmir');
    await user.type(screen.getByLabelText('Hakkımda'), 'Merhaba');
    await user.click(screen.getByRole('button', { name: 'Devam et' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/social-verification'));
    expect(updateProfile).toHaveBeenCalledWith(
      'inf-1',
      expect.objectContaining({
        name: 'Ayşe',
        lowerCaseFullName: 'ayşe yılmaz',
        phoneNumber: '0555 123 45 67',
        city: 'izmir',
        aboutMe: 'Merhaba',
        brandName: '',
      }),
    );
  });

  it('continues a brand to /app after saving its brand name', async () => {
    updateProfile.mockResolvedValue(undefined);
    const { user, router } = await renderPage(<CreateUserDetailPage />, path, signedIn(brand));
    expect(screen.queryByLabelText(/Şehir/)).toBeNull();
    await user.type(screen.getByLabelText(/Telefon numarası/), '+905551234567');
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(updateProfile).toHaveBeenCalledWith('brand-1', {
      name: 'Mert',
      surname: 'Aydın',
      lowerCaseFullName: 'mert aydın',
      phoneNumber: '+905551234567',
      brandName: 'Nova',
    });
  });

  it('shows the Turkish message and does not save when required fields are missing', async () => {
    const { user } = await renderPage(<CreateUserDetailPage />, path, signedIn(brand));
    await user.clear(screen.getByLabelText(/^Ad/));
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(screen.getByText('Ad zorunludur.')).toBeTruthy();
    expect(screen.getByText('Telefon numarası zorunludur.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ad/));
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, showing Kaydediliyor... meanwhile', async () => {
    const save = deferred();
    updateProfile.mockReturnValue(save.promise);
    const { user, router } = await renderPage(<CreateUserDetailPage />, path, signedIn(brand));
    await user.type(screen.getByLabelText(/Telefon numarası/), '+905551234567');
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(screen.getByRole('button', { name: 'Kaydediliyor...' })).toBeTruthy();

    save.reject(new AccountActionError({ key: 'account.errors.network' }));
    expect(await screen.findByText('İnternet bağlantınızı kontrol edin')).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect((screen.getByLabelText(/Telefon numarası/) as HTMLInputElement).value).toBe(
      '+905551234567',
    );
    expect(screen.getByRole('button', { name: 'Devam et' })).toBeTruthy();
  });
});
