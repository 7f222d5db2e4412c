import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import type { UserDoc } from '@/lib/collections/users';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as api from '../api/accountApi';
import * as profileSave from '../api/profileSave';
import { AccountActionError } from '../api/accountErrors';
import AccountPage from '../pages/AccountPage';
import { deferred, renderPage } from './pageHarness';

vi.mock('../api/accountApi', () => ({
  changePassword: vi.fn(),
  deleteOwnAccount: vi.fn(),
}));
vi.mock('../api/profileSave', () => ({ saveProfile: vi.fn() }));
// The consents section reads its log from Firestore: an empty log here (the section has its
// own tests), so no read goes out and no 'not loaded' alert races the page's own alerts.
vi.mock('../api/consentsApi', () => ({
  readOwnConsents: vi.fn(() => Promise.resolve([])),
  appendOwnConsent: vi.fn(() => Promise.resolve()),
}));
// An influencer's payout details: none registered (the section has its own tests).
vi.mock('../payout/api/payoutDetailsApi', () => ({
  readPayoutDetails: vi.fn(() => Promise.resolve(null)),
  savePayoutDetails: vi.fn(),
}));
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
const changePassword = vi.mocked(api.changePassword);
const deleteOwnAccount = vi.mocked(api.deleteOwnAccount);

const path = '/app/pages/account';
const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');
const brand = sessionUser(UserRole.Brand, 'Nova Market', 'demo-brand');
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'demo-influencer');

const docs: Record<string, UserDoc> = {
  'demo-admin': { uid: 'demo-admin', email: 'admin@demo.test', type: 'admin', name: 'Deniz' },
  'demo-brand': {
    uid: 'demo-brand',
    email: 'brand@demo.test',
    type: 'brand',
    name: 'Mert',
    surname: 'Aydın',
    brandName: 'Nova Market',
    isApproved: true,
    subscriptionType: 'business',
    socialMedia: { instagram: { username: 'novamarket', followerCount: 10 } },
  },
  'demo-influencer': {
    uid: 'demo-influencer',
    email: 'influencer@demo.test',
    type: 'influencer',
    name: 'Ayşe',
    surname: 'Yılmaz',
    brandName: '',
    isApproved: false,
    city: 'İzmir',
  },
};

/** Signed in, with the Users documents the session follows already delivered. */
const withDocs = (...users: Parameters<typeof signedIn>) => signedIn(users[0], users[1], docs);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('AccountPage', () => {
  it('shows a loading state while the Users document loads', async () => {
    // The session's listener has not delivered the document yet.
    await renderPage(<AccountPage />, path, signedIn(brand));
    expect(screen.getByTestId('account-loading').textContent).toBe('Hesap bilgileri yükleniyor...');
  });

  it('shows the account summary and the brand profile of the signed-in user', async () => {
    await renderPage(<AccountPage />, path, withDocs(brand));
    expect(screen.getByTestId('account-email').textContent).toBe('brand@demo.test');
    expect(screen.getByTestId('account-type').textContent).toBe('Marka');
    expect(screen.getByTestId('account-status').textContent).toBe('Onaylı');
    expect(screen.getByTestId('account-subscription').textContent).toBe('Business');
    expect((screen.getByLabelText('Marka adı') as HTMLInputElement).value).toBe('Nova Market');
    expect((screen.getByLabelText('Instagram kullanıcı adı') as HTMLInputElement).value).toBe(
      'novamarket',
    );
    expect(screen.queryByLabelText('T.C. kimlik numarası')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Parola değiştir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hesabımı sil' })).toBeTruthy();
  });

  it('edits the acting-as user and hides password change and deletion from an admin', async () => {
    await renderPage(<AccountPage />, path, withDocs(admin, influencer));
    expect(screen.getByTestId('account-acting-as').textContent).toContain('Ayşe Yılmaz');
    expect(screen.getByTestId('account-status').textContent).toBe('Onay Bekliyor');
    expect((screen.getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('Ayşe');
    expect((screen.getByLabelText('Şehir') as HTMLInputElement).value).toBe('İzmir');
    // The rules let an admin set her tax status too.
    expect(screen.getByLabelText('Vergi durumu')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Parola değiştir' })).toBeNull();
    expect(screen.queryByLabelText(/Mevcut parola/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hesabımı sil' })).toBeNull();
  });

  it('saves the profile: Kaydediliyor... while saving, then the success toast', async () => {
    const save = deferred();
    saveProfile.mockReturnValue(save.promise);
    const { user } = await renderPage(<AccountPage />, path, withDocs(brand));
    const name = screen.getByLabelText(/^Ad/);
    await user.clear(name);
    await user.type(name, 'mERT');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByRole('button', { name: 'Kaydediliyor...' })).toBeTruthy();
    expect(saveProfile).toHaveBeenCalledWith({
      uid: 'demo-brand',
      type: 'brand',
      update: {
        name: 'Mert',
        surname: 'Aydın',
        lowerCaseFullName: 'mert aydın',
        phoneNumber: '',
        brandName: 'Nova Market',
        socialMedia: {
          instagram: { username: 'novamarket' },
          tiktok: { username: '' },
          youtube: { channelLink: '' },
          twitter: { username: '' },
          twitch: { username: '' },
        },
      },
    });
    save.resolve();
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeTruthy();
    expect((screen.getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('Mert');
  });

  it('an influencer chooses her tax status (Vergi durumu) and it is saved', async () => {
    const { user } = await renderPage(<AccountPage />, path, withDocs(influencer));
    const select = screen.getByLabelText('Vergi durumu') as HTMLSelectElement;
    // Nothing stored and no company: a 20/B content creator.
    expect(select.value).toBe('creatorExempt');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Şirketim yok — sosyal içerik üreticisi (GVK 20/B, %15 stopaj)',
      'Şahıs şirketi (fatura keserim)',
      'Şirket (Ltd./A.Ş.)',
    ]);
    await user.selectOptions(select, 'soleProprietor');
    await user.click(screen.getByRole('checkbox', { name: 'Moda' }));
    // Her payout details have a save button of their own.
    const profile = screen.getByRole('form', { name: 'Profil bilgileri' });
    await user.click(within(profile).getByRole('button', { name: 'Kaydet' }));
    expect(saveProfile).toHaveBeenCalledTimes(1);
    // The spec's boolean travels with it (hasIndividualCompany), so older readers agree.
    expect(saveProfile.mock.calls[0]![0].update).toMatchObject({
      taxStatus: 'soleProprietor',
      hasIndividualCompany: true,
    });
  });

  it('starts from the stored tax status, else from hasIndividualCompany', async () => {
    const stored = {
      ...docs,
      'demo-influencer': { ...docs['demo-influencer']!, taxStatus: 'company' },
    };
    const first = await renderPage(
      <AccountPage />,
      path,
      signedIn(influencer, null, stored as typeof docs),
    );
    expect((screen.getByLabelText('Vergi durumu') as HTMLSelectElement).value).toBe('company');
    first.unmount();
    const company = {
      ...docs,
      'demo-influencer': { ...docs['demo-influencer']!, hasIndividualCompany: true },
    };
    await renderPage(<AccountPage />, path, signedIn(influencer, null, company));
    expect((screen.getByLabelText('Vergi durumu') as HTMLSelectElement).value).toBe(
      'soleProprietor',
    );
  });

  it('shows the payout details to influencers and influencer agencies only', async () => {
    const agency = sessionUser(UserRole.InfluencerAgency, 'Yıldız Ajans', 'demo-agency');
    for (const user of [influencer, agency]) {
      const page = await renderPage(<AccountPage />, path, withDocs(user));
      expect(await screen.findByRole('heading', { name: 'Ödeme bilgileri' })).toBeTruthy();
      page.unmount();
    }
    for (const [user, actingAs] of [
      [brand, null],
      [admin, null],
      [admin, influencer],
    ] as const) {
      const page = await renderPage(<AccountPage />, path, withDocs(user, actingAs));
      // The section's heading shows at once (before its read): absent means not rendered.
      expect(screen.getByTestId('account-email')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Ödeme bilgileri' })).toBeNull();
      page.unmount();
    }
  });

  it('a brand has no tax status field and saves none', async () => {
    const { user } = await renderPage(<AccountPage />, path, withDocs(brand));
    expect(screen.queryByLabelText('Vergi durumu')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(saveProfile.mock.calls[0]![0].update).not.toHaveProperty('taxStatus');
    expect(saveProfile.mock.calls[0]![0].update).not.toHaveProperty('hasIndividualCompany');
  });

  it('keeps the typed values and shows an error toast when the save fails', async () => {
    saveProfile.mockRejectedValue(
      new AccountActionError({ key: 'account.errors.permissionDenied' }),
    );
    const { user } = await renderPage(<AccountPage />, path, withDocs(brand));
    await user.type(screen.getByLabelText('TikTok kullanıcı adı'), 'nova.tt');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu işlem için yetkiniz bulunmamaktadır.')).toBeTruthy();
    expect((screen.getByLabelText('TikTok kullanıcı adı') as HTMLInputElement).value).toBe(
      'nova.tt',
    );
  });

  it('checks the new password before calling Auth', async () => {
    const { user } = await renderPage(<AccountPage />, path, withDocs(brand));
    await user.type(screen.getByLabelText(/Mevcut parola/), 'Demo123!');
    await user.type(screen.getByLabelText(/^Yeni parola\s*\*?$/), 'abc');
    await user.type(screen.getByLabelText(/Yeni parola \(tekrar\)/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Parolayı değiştir' }));
    expect(screen.getByText('Parola en az 6 karakter olmalıdır.')).toBeTruthy();
    expect(screen.getByText('Parolalar eşleşmiyor.')).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows the wrong current password message from the api', async () => {
    changePassword.mockRejectedValue(
      new AccountActionError({ key: 'account.password.wrongCurrent' }),
    );
    const { user } = await renderPage(<AccountPage />, path, withDocs(brand));
    await user.type(screen.getByLabelText(/Mevcut parola/), 'yanlis1');
    await user.type(screen.getByLabelText(/^Yeni parola\s*\*?$/), 'Yeni123!');
    await user.type(screen.getByLabelText(/Yeni parola \(tekrar\)/), 'Yeni123!');
    await user.click(screen.getByRole('button', { name: 'Parolayı değiştir' }));
    expect(changePassword).toHaveBeenCalledWith('yanlis1', 'Yeni123!');
    expect((await screen.findByRole('alert')).textContent).toBe('Mevcut parolanız hatalıdır.');
  });

  it('marks the self-deletion before deleting, then ends the session and goes to login', async () => {
    const call = deferred();
    let markedDuringCall: string | null = null;
    deleteOwnAccount.mockImplementation(() => {
      markedDuringCall = sessionStorage.getItem('selfDeletion');
      return call.promise;
    });
    const { user, store, router } = await renderPage(<AccountPage />, path, withDocs(brand));
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, hesabımı sil' }));

    expect(deleteOwnAccount).toHaveBeenCalledWith('demo-brand');
    expect(markedDuringCall).toBe('demo-brand');
    expect(within(dialog).getByRole('button', { name: 'Siliniyor...' })).toBeTruthy();
    call.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(store.getState().session.deletedBy).toBe('self');
    expect(store.getState().session.user).toBeNull();
  });

  it('clears the mark and stays signed in when the deletion fails', async () => {
    deleteOwnAccount.mockRejectedValue(new AccountActionError({ key: 'account.delete.failed' }));
    const { user, store, router } = await renderPage(<AccountPage />, path, withDocs(brand));
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Evet, hesabımı sil' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Hesap silinirken bir hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(sessionStorage.getItem('selfDeletion')).toBeNull();
    expect(store.getState().session.user?.uid).toBe('demo-brand');
    expect(store.getState().session.deletedBy).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });
});
