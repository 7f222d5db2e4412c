// Issue 12, landing: a signed-out visitor sees what the marketplace does with the live numbers
// of Contents/Statistics and reaches registration and sign-in; a signed-in user opening / lands
// in the app.
import assert from 'node:assert/strict';
import { demo, signIn } from './accounts';
import { e2e, expectHeading, expectPath, pathOf, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

const HERO = "Markalar ile influencer'ları güvenle buluşturan pazar yeri";
const count = (value: number) =>
  new Intl.NumberFormat('tr-TR', { useGrouping: true }).format(value);

e2e(
  'a visitor sees the landing page with live statistics and reaches register and sign-in',
  async ({ page }) => {
    const seeded = (await adminDb().doc('Contents/Statistics').get()).data();
    assert.ok(seeded, 'the seed wrote Contents/Statistics');

    await page.goto('/');
    await expectHeading(page, HERO);
    assert.equal(pathOf(page), '/', 'a visitor stays on /');
    assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, 'one h1');
    await page.getByRole('heading', { name: 'Markalar için' }).waitFor();
    await page.getByRole('heading', { name: "Influencer'lar için" }).waitFor();
    const statistics = page.getByTestId('home-statistics');
    for (const field of ['brandCount', 'influencerCount', 'briefCount', 'collaborationCount']) {
      await statistics.getByText(count(seeded[field] as number), { exact: true }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Site bağlantıları' }).waitFor();
    await screenshot(page, 'landing');

    await page.getByRole('link', { name: 'Ücretsiz kayıt ol' }).click();
    await expectPath(page, '/user/register');
    await expectHeading(page, 'Kayıt Ol');

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hesap' })
      .getByRole('link', { name: 'Giriş Yap' })
      .click();
    await expectPath(page, '/user/login');
    await expectHeading(page, 'Giriş Yap');
  },
);

e2e('a signed-in user opening / lands in the app', async ({ page }) => {
  const brand = demo('brand');
  await signIn(page, brand.email, brand.password);
  await page.goto('/');
  await expectPath(page, '/app/myProjects');
  assert.equal(await page.getByRole('heading', { name: HERO }).count(), 0, 'no landing page');
});
