import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { UserRole } from '@/store/roles';
import { setLanguage } from '@/i18n';
import { renderWithProviders } from './renderWithProviders';
import { sessionUser, signedIn } from './sessionUsers';

/** Renders `routes` in a memory router at `at`, signed in as an admin; returns the router too. */
export async function renderRoutesAsAdmin(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const view = await renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: signedIn(sessionUser(UserRole.Admin, 'Demo Admin')),
  });
  return { ...view, router };
}

/** Leaves <html> and the language as the next test expects them (after appearance switches). */
export async function resetDocumentAppearance() {
  const html = document.documentElement;
  for (const name of ['data-theme', 'data-bs-theme', 'data-radius', 'dir'])
    html.removeAttribute(name);
  await setLanguage('tr');
}
