// Issue 18 point 10 on the sign-in page: after signing in (email or username) the visitor lands
// on the app page the guard sent her from (`?next=`), never on another site's, and the register
// link keeps `next`. The sign-in thunk is mocked; routing and the store are real.
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { signedIn } from '@/test/sessionUsers';
import LoginPage from '../pages/LoginPage';

// The sign-in itself (Firebase) is the thunk's; here it succeeds, or asks for the profile step.
const auth = vi.hoisted(() => ({ signIn: vi.fn(), completeProfile: false }));
vi.mock('@/features/auth/authThunks', async (original) => ({
  ...(await original<object>()),
  signIn: (...args: unknown[]) => {
    auth.signIn(...args);
    return async () => ({ completeProfile: auth.completeProfile });
  },
}));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function openLogin(query: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/login', element: <LoginPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/user/login${query}`] },
  );
  const rendered = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(null),
  });
  return { ...rendered, router };
}

const landing = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  auth.signIn.mockReset();
  auth.completeProfile = false;
});

describe('LoginPage and ?next=', () => {
  it('lands on the deep link after an email sign-in', async () => {
    const { user, router } = await openLogin('?next=%2Fapp%2FbriefDetail%3FbriefId%3Db7');
    await user.type(screen.getByLabelText('E-posta'), 'marka@demo.test');
    await user.type(screen.getByLabelText('Parola'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(landing(router)).toBe('/app/briefDetail?briefId=b7'));
  });

  it('lands on the deep link after a username sign-in too', async () => {
    const { user, router } = await openLogin('?next=%2Fapp%2Fchat');
    await user.click(screen.getByRole('button', { name: 'Kullanıcı adıyla giriş yap' }));
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'ayse.ajans');
    await user.type(screen.getByLabelText('Parola'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(landing(router)).toBe('/app/chat'));
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ayse.ajans' }, 'secret123');
  });

  it.each(['%2F%2Fevil.com', 'https%3A%2F%2Fevil.com', '%2F%5Cevil.com', '%2Fuser%2Flogin'])(
    'goes to the app home for next=%s',
    async (next) => {
      const { user, router } = await openLogin(`?next=${next}`);
      await user.type(screen.getByLabelText('E-posta'), 'marka@demo.test');
      await user.type(screen.getByLabelText('Parola'), 'secret123');
      await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
      await waitFor(() => expect(landing(router)).toBe('/app'));
    },
  );

  it('sends a first sign-in to profile completion whatever next says', async () => {
    auth.completeProfile = true;
    const { user, router } = await openLogin('?next=%2Fapp%2Fchat');
    await user.type(screen.getByLabelText('E-posta'), 'marka@demo.test');
    await user.type(screen.getByLabelText('Parola'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(landing(router)).toBe('/user/createUserDetail'));
  });

  it('keeps a safe next on the register link', async () => {
    await openLogin('?next=%2Fapp%2Fchat');
    expect(screen.getByRole('link', { name: 'Kayıt olun' }).getAttribute('href')).toBe(
      '/user/register?next=%2Fapp%2Fchat',
    );
  });

  it('drops an unsafe next from the register link', async () => {
    await openLogin('?next=%2F%2Fevil.com');
    expect(screen.getByRole('link', { name: 'Kayıt olun' }).getAttribute('href')).toBe(
      '/user/register',
    );
  });
});
