// Issue 18 point 10: a signed-out click on a brief link (as in a notification mail) goes to
// sign-in and, after signing in, ends on that very brief (path and query), not the role's home;
// a `next` pointing elsewhere (another site) is ignored and the role's home opens instead.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { buildDemoDataset } from '../../scripts/seed/demoDataset';
import { demo } from './accounts';
import { baseURL, e2e, eventually, expectHeading, expectPath, pathOf, screenshot } from './browser';

async function fillSignIn(page: Page, role: 'brand') {
  const account = demo(role);
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Parola').fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

e2e('a signed-out click on a brief link ends on that brief after sign-in', async ({ page }) => {
  const { scenario, briefs } = buildDemoDataset();
  const brief = briefs.find((b) => b.id === scenario.acceptedBriefId);
  assert.ok(brief, 'the seed has the brand-owned brief');
  const link = `/app/briefDetail?briefId=${brief.id}`;

  // A link in a mail or a notification, clicked while signed out.
  await page.goto('/policies');
  await page.evaluate((href) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = 'Brief';
    anchor.id = 'mail-link';
    document.body.prepend(anchor);
  }, `${baseURL}${link}`);
  await page.locator('#mail-link').click();

  await expectPath(page, '/user/login');
  await expectHeading(page, 'Giriş Yap');
  assert.equal(new URL(page.url()).searchParams.get('next'), link, 'the page rides along');

  // A full load of the sign-in page keeps it (a query parameter, not router state).
  await page.reload();
  await fillSignIn(page, 'brand');
  await eventually(
    async () => `${pathOf(page)}${new URL(page.url()).search}`,
    link,
    'lands on the brief, not the home',
  );
  await page.getByText(brief.title).first().waitFor();
  await screenshot(page, 'deep-link-brief');
});

e2e('a next pointing to another site is ignored: the role home opens', async ({ page }) => {
  for (const attempt of [
    '//evil.example/app',
    'https://evil.example/app/chat',
    '/\\evil.example',
  ]) {
    await page.goto(`/user/login?next=${encodeURIComponent(attempt)}`);
    await fillSignIn(page, 'brand');
    await expectPath(page, '/app/myProjects');
    assert.equal(new URL(page.url()).origin, new URL(baseURL).origin);
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expectPath(page, '/user/login');
  }
});
