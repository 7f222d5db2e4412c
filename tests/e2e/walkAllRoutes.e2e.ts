// Issue 12: every route of spec section 2, as every role the route table lets in, renders a real
// page: a visible h1, no placeholder, no error page, no console error. The routes come from
// src/config/paths.ts (the router builds its table from it) and the roles from the guard, so a
// route added there is walked here without touching this file.
// Issue 19: on each of those pages axe-core finds no serious or critical violation (every rule
// axe runs by default; tests/e2e/themeContrast.e2e.ts checks contrast in the other 19 themes).
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
import { axeProblems, withAxe } from './axe';
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

const urlOf = (path: string) => (sampleQuery[path] ? `${path}?${sampleQuery[path]}` : path);

/** Opens one route and checks what a visitor sees; returns what is wrong, one line each. */
async function visit(page: Page, session: Session, path: string, lands: string) {
  const errorsBefore = session.consoleErrors.length;
  await page.goto(urlOf(path));
  const heading = page.locator('h1').first();
  try {
    await heading.waitFor({ state: 'visible' });
  } catch {
    return [`${path}: no visible h1 (at ${pathOf(page)})`];
  }
  // Let the page's data arrive, so a failing read shows up as a console error and axe sees
  // the page as drawn, not its loading spinner (bounded: a page may keep one).
  await page.waitForTimeout(400);
  await page
    .waitForFunction(() => !document.querySelector('.spinner-border'), null, { timeout: 5000 })
    .catch(() => undefined);
  const problems: string[] = [];
  if (pathOf(page) !== lands) problems.push(`landed on ${pathOf(page)}, not ${lands}`);
  if (await page.getByText(placeholder).count()) problems.push('placeholder page');
  if (path !== paths.error && (await heading.textContent())?.includes(errorTitle))
    problems.push('error page');
  const errors = session.consoleErrors.slice(errorsBefore);
  if (errors.length) problems.push(`console errors: ${errors.join(' | ')}`);
  const findings = await axeProblems(page, path);
  return [...(problems.length ? [`${path}: ${problems.join('; ')}`] : []), ...findings];
}

async function walk(page: Page, session: Session, routes: [path: string, lands: string][]) {
  const problems: string[] = [];
  for (const [path, lands] of routes) {
    problems.push(...(await visit(page, session, path, lands)));
  }
  assert.deepEqual(problems, [], 'pages that are not right (axe: route, rule, element)');
  // The session's own check would report the same console lines again.
  session.consoleErrors.length = 0;
}

e2e('a signed-out visitor sees a real page on every public route', async (session) => {
  const routes = publicRoutes.map((path): [string, string] => [path, forwards[path] ?? path]);
  assert.ok(routes.length >= 12, 'the public routes were read from paths.ts');
  await withAxe(session.context);
  await walk(session.page, session, routes);
});

for (const { role, code } of walkedRoles) {
  const allowed = appRoutes.filter(
    (path) => needsLogin(path) && !guardRedirect({ pathname: path, role: code }),
  );
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
          routes.map((path): [string, string] => [path, path]),
        );
      },
    );
  }
}
