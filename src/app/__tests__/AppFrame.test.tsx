import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UserAreaLayout from '@/features/auth/pages/UserAreaLayout';
import { renderRoutesAsAdmin, resetDocumentAppearance } from '@/test/renderRoutes';
import { paths } from '@/config/paths';
import AppFrame from '../AppFrame';

// The /app frame as the router renders it: the layout with the notifications feature's bell in
// its slot. The bell's listener is Firestore's; here the user simply has no notifications.
vi.mock(
  '@/features/notifications/api/notifications',
  () => import('@/features/notifications/__tests__/noNotifications'),
);

const routes: RouteObject[] = [
  {
    path: '/app',
    element: <AppFrame />,
    children: [{ path: '*', element: <p>page body</p> }],
  },
  {
    path: '/user',
    element: <UserAreaLayout />,
    children: [{ path: 'login', element: <p>login form</p> }],
  },
];

const renderApp = (at: string = paths.app.myProjects) => renderRoutesAsAdmin(routes, at);

const html = document.documentElement;

afterEach(resetDocumentAppearance);

describe('AppFrame', () => {
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
