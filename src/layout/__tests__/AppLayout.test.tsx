import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRole } from '../../app/roles';
import { paths } from '../../config/paths';
import UserAreaLayout from '../../features/auth/pages/UserAreaLayout';
import { setLanguage } from '../../i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import AppLayout from '../AppLayout';
import { toast } from '../toasts/toast';
import { sessionUser, signedIn } from '../../test/sessionUsers';

// The bell's listeners are Firestore's; here the user simply has no notifications.
vi.mock('../../features/briefs/api/notifications', () => import('./noNotifications'));

function appRouter(at: string) {
  return createMemoryRouter(
    [
      {
        path: '/app',
        element: <AppLayout />,
        children: [{ path: '*', element: <p>page body</p> }],
      },
      {
        path: '/user',
        element: <UserAreaLayout />,
        children: [{ path: 'login', element: <p>login form</p> }],
      },
    ],
    { initialEntries: [at] },
  );
}

async function renderApp(at: string = paths.app.myProjects) {
  const router = appRouter(at);
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(sessionUser(UserRole.Admin, 'Demo Admin')),
  });
  return { ...view, router };
}

const html = document.documentElement;

afterEach(async () => {
  // Leave <html> and the language as the next test expects them.
  for (const name of ['data-theme', 'data-bs-theme', 'data-radius', 'dir'])
    html.removeAttribute(name);
  await setLanguage('tr');
});

describe('AppLayout', () => {
  it('renders the page inside the frame with breadcrumbs', async () => {
    await renderApp();
    expect(screen.getByRole('main').textContent).toContain('page body');
    const crumbs = screen.getByRole('navigation', { name: 'Bulunduğunuz sayfa' });
    expect(within(crumbs).getByText('Projelerim')).toBeDefined();
    expect(screen.getByRole('banner').textContent).toContain('Influencer Pazaryeri');
  });

  it('the toggle cycles the menu and reports it through aria-expanded', async () => {
    const { user, container, store } = await renderApp(); // jsdom is 1024 px wide: tablet
    const toggle = screen.getByRole('button', { name: 'Menüyü göster veya gizle' });
    const shell = container.querySelector('.app-shell')!;
    expect(shell.getAttribute('data-menu')).toBe('subHidden');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(
      screen.getByRole('navigation', { name: 'Ana menü' }).id,
    );

    await user.click(toggle);
    expect(shell.getAttribute('data-menu')).toBe('hidden');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(store.getState().ui.menu.state).toBe('default');
    expect(shell.getAttribute('data-menu')).toBe('default');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the user name and signs out to the login page', async () => {
    const { user, store, router } = await renderApp();
    await user.click(screen.getByTestId('user-menu-button'));
    expect(screen.getByTestId('user-menu-button').textContent).toContain('Demo Admin');
    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    expect(router.state.location.pathname).toBe(paths.user.login);
  });

  it('the bell opens an empty notifications panel', async () => {
    const { user } = await renderApp();
    const bell = screen.getByRole('button', { name: 'Bildirimler' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Henüz bildirim yok')).toBeDefined();
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders queued toasts', async () => {
    const { store } = await renderApp();
    store.dispatch(toast.success('layout.notifications.empty'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Henüz bildirim yok');
  });
});

describe.each([
  ['top bar', paths.app.myProjects],
  ['signed-out area', paths.user.login],
])('appearance switchers in the %s', (_where, at) => {
  it('have labelled selects with the contract’s option values', async () => {
    await renderApp(at);
    const language = screen.getByTestId('language-select');
    expect(screen.getByLabelText('Dil')).toBe(language);
    expect(screen.getByLabelText('Renk teması')).toBe(screen.getByTestId('theme-select'));
    expect(screen.getByLabelText('Köşe stili')).toBe(screen.getByTestId('radius-select'));
    const values = (id: string) =>
      [...screen.getByTestId(id).querySelectorAll('option')].map((o) => o.value);
    expect(values('language-select')).toEqual(['tr', 'en', 'es', 'en-rtl']);
    expect(values('radius-select')).toEqual(['rounded', 'flat']);
    expect(values('theme-select')).toHaveLength(20);
    expect(values('theme-select')).toContain('dark.bluenavy');
  });

  it('apply theme, radius and English right-to-left to <html> and storage', async () => {
    const { user } = await renderApp(at);
    await user.selectOptions(screen.getByTestId('theme-select'), 'dark.bluenavy');
    await waitFor(() => expect(html.getAttribute('data-theme')).toBe('dark.bluenavy'));
    expect(html.getAttribute('data-bs-theme')).toBe('dark');

    await user.selectOptions(screen.getByTestId('radius-select'), 'flat');
    expect(html.getAttribute('data-radius')).toBe('flat');

    await user.selectOptions(screen.getByTestId('language-select'), 'en-rtl');
    expect(html.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(html.getAttribute('lang')).toBe('en'));
    expect((screen.getByTestId('language-select') as HTMLSelectElement).value).toBe('en-rtl');

    await user.selectOptions(screen.getByTestId('language-select'), 'es');
    expect(html.getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(html.getAttribute('lang')).toBe('es'));

    expect({ ...window.localStorage }).toMatchObject({
      themeColor: 'dark.bluenavy',
      themeRadius: 'flat',
      direction: 'ltr',
      currentLanguage: 'es',
    });
  });
});
