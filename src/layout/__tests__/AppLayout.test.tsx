import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoutesAsAdmin, resetDocumentAppearance } from '@/test/renderRoutes';
import AppLayout from '../AppLayout';
import { toast } from '@/components/toasts/toast';

// The layout imports no feature: its notifications slot gets a stand-in here; the real bell in
// the frame is tested in src/app/__tests__/AppFrame.test.tsx.

const routes: RouteObject[] = [
  {
    path: '/app',
    element: <AppLayout notifications={<p data-testid="notifications-slot">bell</p>} />,
    children: [{ path: '*', element: <p>page body</p> }],
  },
  { path: paths.user.login, element: <p>login form</p> },
];

const renderApp = (at: string = paths.app.myProjects) => renderRoutesAsAdmin(routes, at);

afterEach(resetDocumentAppearance);

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

  it('shows what src/app puts in the notifications slot, between the appearance and user menus', async () => {
    await renderApp();
    const slot = screen.getByTestId('notifications-slot');
    expect(slot.parentElement?.className).toBe('topbar-actions');
    expect(slot.previousElementSibling?.contains(screen.getByTestId('theme-select'))).toBe(true);
    expect(slot.nextElementSibling?.contains(screen.getByTestId('user-menu-button'))).toBe(true);
  });

  it('renders queued toasts', async () => {
    const { store } = await renderApp();
    store.dispatch(toast.success('layout.notifications.empty'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Henüz bildirim yok');
  });
});
