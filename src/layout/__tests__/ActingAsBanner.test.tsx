import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/test/renderWithProviders';
import { sessionUser, signedIn } from '@/test/sessionUsers';
import { ActingAsBanner } from '../ActingAsBanner';
import AppLayout from '../AppLayout';

const admin = sessionUser(UserRole.Admin, 'Deniz Kaya', 'demo-admin');
const brand = sessionUser(UserRole.Brand, 'Yeşil Bahçe & <Gıda>', 'demo-brand-pending');

async function renderBanner(actingAs: typeof brand | null, user = admin) {
  const router = createMemoryRouter(
    [
      { path: paths.app.myProjects, element: <ActingAsBanner /> },
      { path: paths.app.users, element: <p>users page</p> },
    ],
    { initialEntries: [paths.app.myProjects] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(user, actingAs),
  });
  return { ...view, router };
}

describe('ActingAsBanner', () => {
  it('is absent while the admin is themselves', async () => {
    await renderBanner(null);
    expect(screen.queryByTestId('acting-as-banner')).toBeNull();
  });

  it('names the user being viewed, as text, in bold', async () => {
    await renderBanner(brand);
    const banner = screen.getByTestId('acting-as-banner');
    expect(banner.getAttribute('role')).toBe('status');
    // The message's markup loads on its own (ActingAsMessage).
    await waitFor(() =>
      expect(banner.textContent).toContain('Yeşil Bahçe & <Gıda> olarak görüntülüyorsunuz.'),
    );
    expect(banner.querySelector('strong')?.textContent).toBe('Yeşil Bahçe & <Gıda>');
  });

  it('ends the switch, keeps the admin signed in and returns to the users screen', async () => {
    window.localStorage.setItem('isAdminSwitched', 'true');
    const { user, store, router } = await renderBanner(brand);
    await user.click(screen.getByRole('button', { name: 'Yönetici görünümüne dön' }));
    expect(store.getState().session.actingAs).toBeNull();
    expect(store.getState().session.user).toEqual(admin);
    expect(router.state.location.pathname).toBe(paths.app.users);
    expect(screen.queryByTestId('acting-as-banner')).toBeNull();
    expect(window.localStorage.getItem('isAdminSwitched')).toBeNull();
  });

  it('does not show a stored switch to someone who is not an admin', async () => {
    await renderBanner(brand, sessionUser(UserRole.Influencer, 'Ayşe', 'inf'));
    expect(screen.queryByTestId('acting-as-banner')).toBeNull();
  });
});

describe('ActingAsBanner in the app frame', () => {
  it('sits at the top of the main content while acting as someone', async () => {
    const router = createMemoryRouter(
      [
        {
          path: paths.app.root,
          element: <AppLayout />,
          children: [{ path: '*', element: <p>page body</p> }],
        },
      ],
      { initialEntries: [paths.app.myProjects] },
    );
    await renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: signedIn(admin, brand),
    });
    const main = screen.getByRole('main');
    expect(main.firstElementChild).toBe(screen.getByTestId('acting-as-banner'));
  });
});
