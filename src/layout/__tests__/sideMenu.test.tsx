import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/test/renderWithProviders';
import { SideMenu } from '../menu/SideMenu';
import { activeGroup, visibleMenuGroups } from '../menu/menuVisibility';
import { sessionUser, signedIn } from '@/test/sessionUsers';

const visiblePaths = (role: UserRole | null) =>
  visibleMenuGroups(role).flatMap((group) => group.entries.map((entry) => entry.path));

describe('visibleMenuGroups', () => {
  it('shows an admin the admin-only pages', () => {
    const seen = visiblePaths(UserRole.Admin);
    expect(seen).toEqual(expect.arrayContaining([paths.app.projects, paths.app.earnings]));
    expect(seen).toContain(paths.app.brands);
    expect(seen).not.toContain(paths.app.myEarnings);
  });

  it('hides from a brand what routeRoles refuses it', () => {
    const seen = visiblePaths(UserRole.Brand);
    for (const refused of [paths.app.projects, paths.app.earnings, paths.app.brands]) {
      expect(seen).not.toContain(refused);
    }
    expect(seen).toEqual(expect.arrayContaining([paths.app.myProjects, paths.app.influencers]));
    expect(seen).toContain(paths.pages.account);
  });

  it('gives an influencer agency its earnings but not the account page', () => {
    const seen = visiblePaths(UserRole.ProInfluencerAgency);
    expect(seen).not.toContain(paths.pages.account);
    expect(seen).not.toContain(paths.app.myEarnings);
    expect(visiblePaths(UserRole.InfluencerAgency)).toContain(paths.app.myEarnings);
  });

  it('drops a whole group when none of its pages is open to the role', () => {
    const groups = visibleMenuGroups(UserRole.Editor).map((group) => group.id);
    expect(groups).not.toContain('earnings');
    expect(groups).not.toContain('influencers');
    expect(groups).toContain('messages');
  });

  it('offers affiliate marketing to admins, influencers and accounts an admin enabled', () => {
    const affiliatePaths = (role: UserRole, enabled: boolean) =>
      visibleMenuGroups(role, undefined, { isAffiliateMarketingEnabled: enabled })
        .flatMap((group) => group.entries.map((entry) => entry.path))
        .filter(
          (path) => path === paths.app.affiliateMarketing || path === paths.app.addNewAffiliate,
        );
    const both = [paths.app.affiliateMarketing, paths.app.addNewAffiliate];
    expect(affiliatePaths(UserRole.Admin, false)).toEqual(both);
    expect(affiliatePaths(UserRole.Brand, false)).toEqual([]);
    expect(affiliatePaths(UserRole.Brand, true)).toEqual(both);
    expect(affiliatePaths(UserRole.AdvertisementAgency, true)).toEqual(both);
    expect(affiliatePaths(UserRole.Influencer, false)).toEqual([paths.app.affiliateMarketing]);
    expect(affiliatePaths(UserRole.Influencer, true)).toEqual(both);
  });

  it('shows nothing without a session', () => {
    expect(visibleMenuGroups(null)).toEqual([]);
  });

  it('finds the section of the current page', () => {
    const groups = visibleMenuGroups(UserRole.Admin);
    expect(activeGroup(groups, paths.app.support)?.id).toBe('messages');
    expect(activeGroup(groups, paths.app.contact)).toBeNull();
  });
});

describe('SideMenu', () => {
  async function renderMenu(role: UserRole, at: string) {
    return renderWithProviders(
      <MemoryRouter initialEntries={[at]}>
        <SideMenu />
      </MemoryRouter>,
      { preloadedState: signedIn(sessionUser(role)) },
    );
  }

  it('renders a labelled nav without the links a brand may not open', async () => {
    await renderMenu(UserRole.Brand, paths.app.myProjects);
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(paths.app.myProjects);
    expect(hrefs).not.toContain(paths.app.projects);
    expect(hrefs).not.toContain(paths.app.earnings);
    expect(within(nav).queryByText('Markalar')).toBeNull();
  });

  it('shows an admin the sub-menu of the current section', async () => {
    await renderMenu(UserRole.Admin, paths.app.myProjects);
    const nav = screen.getByRole('navigation', { name: 'Ana menü' });
    const sub = within(nav).getByRole('list', { name: 'Projeler' });
    const links = within(sub).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Projeler', 'Projelerim', 'Yeni Proje']);
    expect(within(sub).getByRole('link', { name: 'Projelerim' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Kazançlar' })).toBeDefined();
  });
});
