import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../../app/roles';
import { sessionUser, signedIn } from '../../../test/sessionUsers';
import * as api from '../api/accountApi';
import SocialVerificationPage from '../pages/SocialVerificationPage';
import { renderPage } from './pageHarness';

vi.mock('../api/accountApi', () => ({
  subscribeUser: vi.fn(),
  updateProfile: vi.fn(),
  changePassword: vi.fn(),
  deleteOwnAccount: vi.fn(),
}));

const subscribeUser = vi.mocked(api.subscribeUser);
const updateProfile = vi.mocked(api.updateProfile);

const path = '/user/social-verification';
const influencer = sessionUser(UserRole.Influencer, 'Ayşe Yılmaz', 'inf-1');

beforeEach(() => {
  vi.clearAllMocks();
  subscribeUser.mockImplementation((uid, onData) => {
    onData({ uid, type: 'influencer', socialMedia: { instagram: { username: '  ' } } });
    return () => undefined;
  });
});

describe('SocialVerificationPage', () => {
  it('sends a visitor who is not signed in to the login page with login-required', async () => {
    await renderPage(<SocialVerificationPage />, path, signedIn(null));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/user/login?message=login-required',
    );
  });

  it('shows the Sosyal Medya Gerekli dialog when every account is blank, and saves nothing', async () => {
    const { user } = await renderPage(<SocialVerificationPage />, path, signedIn(influencer));
    await user.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sosyal Medya Gerekli')).toBeTruthy();
    expect(
      within(dialog).getByText('Hesap onayı için en az 1 tane sosyal medya hesabı eklemelisiniz.'),
    ).toBeTruthy();
    expect(updateProfile).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves one account to Users.socialMedia and continues to /app', async () => {
    updateProfile.mockResolvedValue(undefined);
    const { user, router } = await renderPage(
      <SocialVerificationPage />,
      path,
      signedIn(influencer),
    );
    await user.type(screen.getByLabelText('TikTok kullanıcı adı'), '@ayse');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updateProfile).toHaveBeenCalledWith('inf-1', {
      socialMedia: {
        instagram: { username: '' },
        tiktok: { username: 'ayse' },
        youtube: { channelLink: '' },
        twitter: { username: '' },
        twitch: { username: '' },
      },
    });
  });

  it('offers to skip the step with Daha sonra', async () => {
    await renderPage(<SocialVerificationPage />, path, signedIn(influencer));
    expect(screen.getByRole('link', { name: 'Daha sonra' }).getAttribute('href')).toBe('/app');
  });
});
