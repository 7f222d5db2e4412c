import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { UserDoc } from '@/lib/collections/users';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as profileSave from '../api/profileSave';
import { AccountActionError } from '../api/accountErrors';
import CreateUserDetailPage from '../pages/CreateUserDetailPage';
import { deferred, renderPage } from './pageHarness';

vi.mock('../api/accountApi', () => ({
  changePassword: vi.fn(),
  deleteOwnAccount: vi.fn(),
}));
vi.mock('../api/profileSave', () => ({ saveProfile: vi.fn() }));
// An influencer's public profile: absent (before her first save) unless a test says otherwise.
const stored = vi.hoisted(() => ({ profiles: {} as Record<string, unknown> }));
vi.mock('../api/accountSubscriptions', () => ({
  subscribeInfluencerProfile: (uid: string, onData: (doc: unknown) => void) => {
    onData(stored.profiles[uid] ?? null);
    return () => undefined;
  },
  subscribeUser: () => () => undefined,
}));

const saveProfile = vi.mocked(profileSave.saveProfile);

const path = '/user/createUserDetail';
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf-1');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'brand-1');

const docs: Record<string, UserDoc> = {
  'inf-1': { uid: 'inf-1', type: 'influencer', name: 'Ayşe', surname: 'Yılmaz', brandName: '' },
  'brand-1': { uid: 'brand-1', type: 'brand', name: 'Mert', surname: 'Aydın', brandName: 'Nova' },
};

/** Signed in, with the Users documents the session follows already delivered. */
const withDocs = (user: Parameters<typeof signedIn>[0]) => signedIn(user, null, docs);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('CreateUserDetailPage', () => {
  it('sends a visitor who is not signed in to the login page with login-required', async () => {
    await renderPage(<CreateUserDetailPage />, path, signedIn(null));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/login?message=login-required',
    );
  });

  it('shows a loading state until the Users document arrives', async () => {
    // The session's listener has not delivered the document yet.
    await renderPage(<CreateUserDetailPage />, path, signedIn(influencer));
    expect(screen.getByRole('status').textContent).toContain('Hesap bilgileri yükleniyor...');
  });

  it('asks an influencer for personal details and continues to social verification', async () => {
    saveProfile.mockResolvedValue(undefined);
    const { user, router } = await renderPage(<CreateUserDetailPage />, path, withDocs(influencer));
    expect(screen.queryByLabelText(/Marka adı/)).toBeNull();
    await user.type(screen.getByLabelText(/Telefon numarası/), '0555 123 45 67');
    await user.type(screen.getByLabelText(/Şehir/), 'izmir');
    await user.type(screen.getByLabelText('Hakkımda'), 'Merhaba');
    // The directory choices: at least one category is required.
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(screen.getByText('En az bir kategori seçiniz.')).toBeTruthy();
    expect(saveProfile).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Moda'));
    await user.click(screen.getByLabelText('Kadın'));
    await user.click(screen.getByLabelText('Bütçeli (ücretli)'));
    await user.click(screen.getByRole('button', { name: 'Devam et' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/social-verification'));
    expect(saveProfile).toHaveBeenCalledWith({
      uid: 'inf-1',
      type: 'influencer',
      update: expect.objectContaining({
        name: 'Ayşe',
        lowerCaseFullName: 'ayşe yılmaz',
        // Stored as +905XXXXXXXXX, whatever the spelling typed.
        phoneNumber: '+905551234567',
        city: 'izmir',
        aboutMe: 'Merhaba',
        brandName: '',
      }),
      directory: {
        categories: [2],
        gender: 'female',
        partnerships: ['money'],
        affiliateMarketplaces: [],
      },
    });
  });

  it('continues a brand to /app after saving its brand name', async () => {
    saveProfile.mockResolvedValue(undefined);
    const { user, router } = await renderPage(<CreateUserDetailPage />, path, withDocs(brand));
    expect(screen.queryByLabelText(/Şehir/)).toBeNull();
    await user.type(screen.getByLabelText(/Telefon numarası/), '+905551234567');
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(saveProfile).toHaveBeenCalledWith({
      uid: 'brand-1',
      type: 'brand',
      update: {
        name: 'Mert',
        surname: 'Aydın',
        lowerCaseFullName: 'mert aydın',
        phoneNumber: '+905551234567',
        brandName: 'Nova',
      },
    });
    expect(screen.queryByLabelText('Moda')).toBeNull();
  });

  it('shows the Turkish message and does not save when required fields are missing', async () => {
    const { user } = await renderPage(<CreateUserDetailPage />, path, withDocs(brand));
    await user.clear(screen.getByLabelText(/^Ad/));
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(screen.getByText('Ad zorunludur.')).toBeTruthy();
    expect(screen.getByText('Telefon numarası zorunludur.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ad/));
    expect(saveProfile).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, showing Kaydediliyor... meanwhile', async () => {
    const save = deferred();
    saveProfile.mockReturnValue(save.promise);
    const { user, router } = await renderPage(<CreateUserDetailPage />, path, withDocs(brand));
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
