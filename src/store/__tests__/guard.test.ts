import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  guardRedirect,
  loginPathFor,
  needsLogin,
  routeRoles,
  safeNextPath,
  withNext,
} from '../guard';
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
  // Issue 22's campaign report: the brief owner's side and admins (the page checks the brief).
  [
    paths.app.briefReport,
    [Admin, Brand, AdvertisementAgency, InfluencerAgency, ProInfluencerAgency],
  ],
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
    expect(guardRedirect({ pathname: paths.app.root, role: null })).toBe(paths.user.login);
    for (const path of [paths.app.chat, paths.app.projects, paths.pages.account]) {
      expect(guardRedirect({ pathname: path, role: null })).toBe(
        `${paths.user.login}?next=${encodeURIComponent(path)}`,
      );
    }
  });

  it('carries the page and its query to sign-in as ?next=', () => {
    expect(
      guardRedirect({ pathname: '/app/briefDetail', search: '?briefId=b1&tab=2', role: null }),
    ).toBe('/user/login?next=%2Fapp%2FbriefDetail%3FbriefId%3Db1%26tab%3D2');
    const back = new URLSearchParams(
      guardRedirect({ pathname: '/app/briefDetail', search: '?briefId=b1', role: null })!.split(
        '?',
      )[1],
    ).get('next');
    expect(safeNextPath(back)).toBe('/app/briefDetail?briefId=b1');
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

describe('the page to return to after sign-in (?next=)', () => {
  it('accepts same-origin /app paths with their query and hash, normalised', () => {
    expect(safeNextPath('/app/briefDetail?briefId=abc')).toBe('/app/briefDetail?briefId=abc');
    expect(safeNextPath('/app')).toBe('/app');
    expect(safeNextPath('/app/chat#last')).toBe('/app/chat#last');
    expect(safeNextPath('/app/pages/profile/social')).toBe('/app/pages/profile/social');
    expect(safeNextPath('/app/./chat')).toBe('/app/chat');
    expect(safeNextPath('/app/briefDetail?title=%C3%A7i%C3%A7ek')).toBe(
      '/app/briefDetail?title=%C3%A7i%C3%A7ek',
    );
  });

  it('refuses nothing at all and over-long values', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath(`/app/chat?x=${'a'.repeat(2000)}`)).toBeNull();
  });

  it('refuses open redirects to another origin', () => {
    for (const attempt of [
      '//evil.com',
      '//evil.com/app',
      '/\\evil.com',
      '\\evil.com',
      '/\\/evil.com/app',
      'https://evil.com',
      'https://evil.com/app/chat',
      'http:/evil.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)//',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.com',
      'app/chat',
      ' /app/chat',
      '/\tapp',
      '/app/chat\n',
      '///evil.com',
    ]) {
      expect(safeNextPath(attempt), attempt).toBeNull();
    }
  });

  it('refuses the same attempts percent-encoded, once or more, and malformed escapes', () => {
    for (const attempt of [
      '%2F%2Fevil.com',
      '/%2Fevil.com',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '/app/%5C%5Cevil.com',
      '/%252F%252Fevil.com',
      '/%25252F%25252Fevil.com',
      'https%3A%2F%2Fevil.com',
      'javascript%3Aalert(1)',
      '/app/chat%0d%0aSet-Cookie:x',
      '/app/%E0%A4%A',
      '/app/..%2F..%2Fuser/login',
    ]) {
      expect(safeNextPath(attempt), attempt).toBeNull();
    }
  });

  it('refuses pages outside the app, so sign-in never loops back to itself', () => {
    for (const attempt of [
      '/user/login',
      '/user/login?next=%2Fuser%2Flogin',
      '/user/register',
      '/app/../user/login',
      '/app/%2e%2e/user/login',
      '/apple',
      '/',
      '/policies',
    ]) {
      expect(safeNextPath(attempt), attempt).toBeNull();
    }
  });

  it('adds next to a path only when it is safe, after any query it has', () => {
    expect(withNext('/user/register', '/app/chat')).toBe('/user/register?next=%2Fapp%2Fchat');
    expect(withNext('/user/login?message=account-created', '/app/chat')).toBe(
      '/user/login?message=account-created&next=%2Fapp%2Fchat',
    );
    expect(withNext('/user/register', '//evil.com')).toBe('/user/register');
    expect(withNext('/user/register', null)).toBe('/user/register');
  });

  it('sends to the plain sign-in page when the page is the app home or not safe', () => {
    expect(loginPathFor('/app')).toBe(paths.user.login);
    expect(loginPathFor('/app/')).toBe(paths.user.login);
    expect(loginPathFor('/app?x=1')).toBe(paths.user.login);
    expect(loginPathFor('//evil.com')).toBe(paths.user.login);
    expect(loginPathFor('/app/chat')).toBe('/user/login?next=%2Fapp%2Fchat');
  });
});
