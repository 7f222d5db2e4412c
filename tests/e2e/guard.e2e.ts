// The page guard of spec section 2 in the built app, driven by the stored session user.
import assert from 'node:assert/strict';
import { e2e, expectHeading, expectPath, pathOf } from './browser';

const storedUser = (uid: string, title: string, role: number) =>
  JSON.stringify({ uid, id: uid, title, role, isApproved: true });

const brand = { currentUser: storedUser('u-brand', 'Demo Marka', 3) };
const admin = { currentUser: storedUser('u-admin', 'Demo Yönetici', 0) };

e2e('signed out, an /app page sends the visitor to sign in', async ({ page }) => {
  await page.goto('/app/myProjects');
  await expectPath(page, '/user/login');
  await expectHeading(page, 'Giriş Yap');
});

e2e(
  'a brand lands on myProjects and is kept out of admin pages',
  async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/app/myProjects');

    await page.goto('/app');
    await expectPath(page, '/app/myProjects');

    await page.goto('/app/projects');
    await expectPath(page, '/app/myProjects');

    await page.goto('/app/brands');
    await expectPath(page, '/unauthorized');
    await expectHeading(page, 'Yetkisiz erişim');
  },
  { localStorage: brand },
);

e2e(
  'an admin lands on projects',
  async ({ page }) => {
    await page.goto('/app');
    await expectPath(page, '/app/projects');

    // Once a page heading shows, the guard has decided: it let the admin stay.
    await page.goto('/app/brands');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(pathOf(page), '/app/brands');
    assert.equal(await page.getByRole('heading', { name: 'Yetkisiz erişim' }).count(), 0);
  },
  { localStorage: admin },
);
