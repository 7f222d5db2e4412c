import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '@/store/roles';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import * as profileSave from '../api/profileSave';
import SocialVerificationPage from '../pages/SocialVerificationPage';
import { renderPage } from './pageHarness';

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

const path = '/user/social-verification';
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf-1');

/** Signed in, with the Users document the session follows already delivered. */
const withDoc = (user: Parameters<typeof signedIn>[0]) =>
  signedIn(user, null, {
    'inf-1': { uid: 'inf-1', type: 'influencer', socialMedia: { instagram: { username: '  ' } } },
  });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('SocialVerificationPage', () => {
  it('sends a visitor who is not signed in to the login page with login-required', async () => {
    await renderPage(<SocialVerificationPage />, path, signedIn(null));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/login?message=login-required',
    );
  });

  it('shows the Sosyal Medya Gerekli dialog when every account is blank, and saves nothing', async () => {
    const { user } = await renderPage(<SocialVerificationPage />, path, withDoc(influencer));
    await user.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sosyal Medya Gerekli')).toBeTruthy();
    expect(
      within(dialog).getByText('Hesap onayı için en az 1 tane sosyal medya hesabı eklemelisiniz.'),
    ).toBeTruthy();
    expect(saveProfile).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves one account to Users.socialMedia and continues to /app', async () => {
    saveProfile.mockResolvedValue(undefined);
    const { user, router } = await renderPage(
      <SocialVerificationPage />,
      path,
      withDoc(influencer),
    );
    await user.type(screen.getByLabelText('TikTok kullanıcı adı'), '@ayse');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saveProfile).toHaveBeenCalledWith({
      uid: 'inf-1',
      type: 'influencer',
      update: {
        socialMedia: {
          instagram: { username: '' },
          tiktok: { username: 'ayse' },
          youtube: { channelLink: '' },
          twitter: { username: '' },
          twitch: { username: '' },
        },
      },
    });
  });

  it('offers to skip the step with Daha sonra', async () => {
    await renderPage(<SocialVerificationPage />, path, withDoc(influencer));
    expect(screen.getByRole('link', { name: 'Daha sonra' }).getAttribute('href')).toBe('/app');
  });
});
