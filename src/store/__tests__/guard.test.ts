import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { guardRedirect, needsLogin, routeRoles } from '../guard';
import { UserRole } from '../roles';

const allRoles = Object.values(UserRole);
const {
  Admin,
  Editor,
  Influencer,
  Brand,
  InfluencerAgency,
  AdvertisementAgency,
  ProInfluencerAgency,
} = UserRole;

// The role table of spec section 6, written out independently of the module under test.
const table: [string, UserRole[]][] = [
  [paths.app.projects, [Admin, Influencer]],
  [
    paths.app.myProjects,
    [Admin, Influencer, Brand, AdvertisementAgency, InfluencerAgency, ProInfluencerAgency],
  ],
  [
    paths.app.influencers,
    [Admin, ProInfluencerAgency, Brand, InfluencerAgency, AdvertisementAgency],
  ],
  [paths.app.earnings, [Admin]],
  [paths.app.myEarnings, [Influencer, InfluencerAgency]],
  [paths.app.brands, [Admin]],
  [paths.app.users, [Admin]],
  [paths.pages.account, [Admin, Influencer, Brand, AdvertisementAgency, InfluencerAgency]],
  // Issue 12's products pages: the brand side and admins, not influencers (docs/decisions.md).
  [
    paths.pages.productThumbList,
    [Admin, Brand, AdvertisementAgency, InfluencerAgency, ProInfluencerAgency],
  ],
  [
    paths.pages.productImageList,
    [Admin, Brand, AdvertisementAgency, InfluencerAgency, ProInfluencerAgency],
  ],
];

describe('role table', () => {
  it('lists exactly the restricted routes of the spec', () => {
    expect(Object.keys(routeRoles).sort()).toEqual(table.map(([path]) => path).sort());
  });

  for (const [path, allowed] of table) {
    for (const role of allRoles) {
      const expected = allowed.includes(role)
        ? null
        : path === paths.app.projects && role >= Brand
          ? paths.app.myProjects // roles 3-6 are sent to their own list instead
          : paths.unauthorized;
      it(`${path} for role ${role} → ${expected ?? 'renders'}`, () => {
        expect(guardRedirect({ pathname: path, role })).toBe(expected);
      });
    }
  }

  it('lets any signed-in role open a route that is not in the table', () => {
    for (const role of allRoles) {
      expect(guardRedirect({ pathname: paths.app.chat, role })).toBeNull();
      expect(guardRedirect({ pathname: paths.pages.faq, role })).toBeNull();
    }
  });
});

describe('page guard redirects', () => {
  it('sends a visitor without a stored user to /user/login from every /app route', () => {
    for (const path of [paths.app.root, paths.app.chat, paths.app.projects, paths.pages.account]) {
      expect(guardRedirect({ pathname: path, role: null })).toBe(paths.user.login);
    }
  });

  it('does not guard public, /user and /auth routes', () => {
    for (const path of [
      paths.home,
      paths.user.login,
      paths.auth.action,
      paths.error,
      '/u/x',
      '/apple',
    ]) {
      expect(needsLogin(path)).toBe(false);
      expect(guardRedirect({ pathname: path, role: null })).toBeNull();
    }
  });

  it('lands admins and influencers on /app/projects from exactly /app', () => {
    expect(guardRedirect({ pathname: '/app', role: Admin })).toBe(paths.app.projects);
    expect(guardRedirect({ pathname: '/app/', role: Influencer })).toBe(paths.app.projects);
  });

  it('lands every other role on /app/myProjects from exactly /app', () => {
    for (const role of [
      Editor,
      Brand,
      InfluencerAgency,
      AdvertisementAgency,
      ProInfluencerAgency,
    ]) {
      expect(guardRedirect({ pathname: '/app', role })).toBe(paths.app.myProjects);
    }
  });

  it('sends roles 3 to 6 from /app/projects to /app/myProjects', () => {
    for (const role of [Brand, InfluencerAgency, AdvertisementAgency, ProInfluencerAgency]) {
      expect(guardRedirect({ pathname: '/app/projects/', role })).toBe(paths.app.myProjects);
    }
  });

  it('sends a role outside the list to /unauthorized', () => {
    expect(guardRedirect({ pathname: paths.app.projects, role: Editor })).toBe(paths.unauthorized);
    expect(guardRedirect({ pathname: paths.app.brands, role: Brand })).toBe(paths.unauthorized);
    expect(guardRedirect({ pathname: paths.app.myEarnings, role: Admin })).toBe(paths.unauthorized);
    expect(guardRedirect({ pathname: paths.pages.productImageList, role: Influencer })).toBe(
      paths.unauthorized,
    );
  });
});
