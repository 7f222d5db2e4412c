// Issue 12: every route of spec section 2, as every role the route table lets in, renders a real
// page: a visible h1, no placeholder, no error page, no console error. The routes come from
// src/config/paths.ts (the router builds its table from it) and the roles from the guard, so a
// route added there is walked here without touching this file.
// Issue 19: on each of those pages axe-core finds no serious or critical violation (every rule
// axe runs by default; tests/e2e/themeContrast.e2e.ts checks contrast in the other 19 themes).
// Signed in, a route is either loaded from the address bar or reached in the app from the route
// before (see visit): each route is loaded by one role and reached in the app by the others.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { paths } from '../../src/config/paths';
import { guardRedirect, needsLogin } from '../../src/store/guard';
import { UserRole } from '../../src/store/roles';
import type { DemoRole } from '../../scripts/seed/accounts';
import { DEMO_AFFILIATE_ID } from '../../scripts/seed/affiliates';
import { seedBlogPosts } from '../../scripts/seed/contents';
import { buildDemoDataset } from '../../scripts/seed/demoDataset';
import { demo, signIn } from './accounts';
import { axeProblems, untilSettled, withAxe } from './axe';
import { e2e, pathOf, type Session } from './browser';

const placeholder = 'Bu sayfa henüz hazır değil';
const errorTitle = 'Sayfa bulunamadı';

// Pages that show one record get a seeded one; every other route is opened bare.
const influencerUid = demo('influencer').uid;
const { scenario } = buildDemoDataset();
const sampleQuery: Partial<Record<string, string>> = {
  [paths.app.briefDetail]: `briefId=${scenario.acceptedBriefId}`,
  [paths.app.affiliateDetail]: `affiliateId=${DEMO_AFFILIATE_ID}`,
  [paths.app.influencerDetail]: `userId=${influencerUid}`,
  [paths.app.editInfluencer]: `userId=${influencerUid}`,
  [paths.pages.blogDetail]: `slug=${seedBlogPosts[0]!.slug}`,
  // Arriving with a query shows the grouped results listbox (and records a recent search).
  [paths.app.search]: 'q=de',
};

/** Routes that only forward elsewhere, with where they land. */
const forwards: Partial<Record<string, string>> = {
  [paths.user.signupForm]: paths.user.register,
  [paths.user.addNewInfluencer]: paths.user.login,
  // They need a signed-in user (spec section 2): a visitor is sent to sign in.
  [paths.user.createUserDetail]: paths.user.login,
  [paths.user.socialVerification]: paths.user.login,
};

const routeStrings = (group: Record<string, unknown>, root: string) =>
  Object.values(group).filter((path): path is string => typeof path === 'string' && path !== root);

const appRoutes = [
  ...routeStrings(paths.app, paths.app.root),
  ...routeStrings(paths.pages, paths.pages.root),
];
const publicRoutes = [
  paths.home,
  paths.policies,
  paths.error,
  paths.unauthorized,
  paths.publicProfile(influencerUid),
  ...routeStrings(paths.user, paths.user.root),
  paths.auth.action,
];

const walkedRoles: { role: DemoRole; code: UserRole }[] = [
  { role: 'admin', code: UserRole.Admin },
  { role: 'influencer', code: UserRole.Influencer },
  { role: 'brand', code: UserRole.Brand },
  { role: 'influencerAgency', code: UserRole.InfluencerAgency },
  { role: 'advertisementAgency', code: UserRole.AdvertisementAgency },
  { role: 'proInfluencerAgency', code: UserRole.ProInfluencerAgency },
];

/** A route to open, where it should land, and whether from the address bar. */
type Route = { path: string; lands: string; cold: boolean };

const urlOf = (path: string) => (sampleQuery[path] ? `${path}?${sampleQuery[path]}` : path);

/**
 * Follows a history entry in the app, as Back and Forward do: the router draws the route
 * without a reload. The h1s on screen are marked first, so the wait below finds the new page's
 * (every route is its own component, so its h1 is a new element), not the old one, which stays
 * on screen while the new page's code loads.
 */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((target) => {
    document.querySelectorAll('h1').forEach((heading) => (heading.dataset.walkSeen = ''));
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Opens one route and checks what a visitor sees; returns what is wrong, one line each. `cold`
 * loads the page from the address bar (a link from outside); otherwise the app navigates to it
 * from the page before, as a user does, with whatever that page left in the store.
 */
async function visit(page: Page, session: Session, route: Route) {
  const { path, lands, cold } = route;
  const how = cold ? 'loaded' : 'in the app';
  const errorsBefore = session.consoleErrors.length;
  if (cold) await page.goto(urlOf(path));
  else await navigateInApp(page, urlOf(path));
  // A forward (a visitor sent to sign in) lands a moment later; the check below reports a miss.
  await page.waitForURL((url) => url.pathname === lands).catch(() => undefined);
  const heading = page.locator('h1:not([data-walk-seen])').first();
  try {
    await heading.waitFor({ state: 'visible' });
  } catch {
    return [`${path}: no visible h1 (at ${pathOf(page)}, ${how})`];
  }
  await untilSettled(page);
  // A read that fails without a loading state of its own still reaches the console.
  await page.waitForTimeout(150);
  const problems: string[] = [];
  if (pathOf(page) !== lands) problems.push(`landed on ${pathOf(page)}, not ${lands}`);
  if (await page.getByText(placeholder).count()) problems.push('placeholder page');
  if (path !== paths.error && (await heading.textContent())?.includes(errorTitle))
    problems.push('error page');
  const errors = session.consoleErrors.slice(errorsBefore);
  if (errors.length) problems.push(`console errors: ${errors.join(' | ')}`);
  const findings = await axeProblems(page, path);
  return [...(problems.length ? [`${path} (${how}): ${problems.join('; ')}`] : []), ...findings];
}

async function walk(page: Page, session: Session, routes: Route[]) {
  const problems: string[] = [];
  for (const route of routes) problems.push(...(await visit(page, session, route)));
  assert.deepEqual(problems, [], 'pages that are not right (axe: route, rule, element)');
  // The session's own check would report the same console lines again.
  session.consoleErrors.length = 0;
}

e2e('a signed-out visitor sees a real page on every public route', async (session) => {
  // Visitors arrive by links from outside: every public route is loaded from the address bar.
  const routes = publicRoutes.map((path): Route => ({
    path,
    lands: forwards[path] ?? path,
    cold: true,
  }));
  assert.ok(routes.length >= 12, 'the public routes were read from paths.ts');
  await withAxe(session.context);
  await walk(session.page, session, routes);
});

const allowedTo = new Map(
  walkedRoles.map(({ code }) => [
    code,
    appRoutes.filter((path) => needsLogin(path) && !guardRedirect({ pathname: path, role: code })),
  ]),
);

/**
 * Who loads each route from the address bar: one of the roles it lets in, taken in turn along
 * the routes, so every role has some. The other roles reach it in the app. (A load costs about
 * 1 s more than a navigation in the app; loading every route for every role was 3 of the
 * walk's 7 minutes.)
 */
const loadedBy = new Map(
  appRoutes.map((path, index) => {
    const roles = walkedRoles.filter(({ code }) => allowedTo.get(code)?.includes(path));
    return [path, roles[index % Math.max(roles.length, 1)]?.code];
  }),
);

for (const { role, code } of walkedRoles) {
  const allowed = allowedTo.get(code) ?? [];
  // Two halves per role keep each test well inside its time limit.
  const half = Math.ceil(allowed.length / 2);
  for (const [part, routes] of [allowed.slice(0, half), allowed.slice(half)].entries()) {
    e2e(
      `${role} sees a real page on every route the table allows (${part + 1}/2)`,
      async (session) => {
        const account = demo(role);
        await withAxe(session.context);
        await signIn(session.page, account.email, account.password);
        await walk(
          session.page,
          session,
          routes.map((path, index) => ({
            path,
            lands: path,
            cold: index === 0 || loadedBy.get(path) === code,
          })),
        );
      },
    );
  }
}
