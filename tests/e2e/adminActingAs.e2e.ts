// Issue 3, second journey: the admin approves a waiting brand, acts as that brand (the app
// shows the brand's own project area while the admin stays signed in), and returns.
import assert from 'node:assert/strict';
import { demo, signIn } from './accounts';
import { e2e, expectPath, screenshot } from './browser';

e2e('the admin approves a waiting brand, acts as it and returns', async ({ page }) => {
  const admin = demo('admin');
  const waiting = demo('pendingBrand');

  await signIn(page, admin.email, admin.password);
  await page.goto('/app/users');
  await page.getByTestId('preset-pending-brands').click();

  const row = page.locator(`[data-testid="user-row"][data-uid="${waiting.uid}"]`);
  await row.getByText('Onay Bekliyor').waitFor();
  await screenshot(page, 'admin-users-pending-brands');
  await row.getByRole('button', { name: 'Onayla' }).click();
  await page.getByTestId('toast').getByText(`${waiting.brandName} onaylandı.`).waitFor();
  await row.getByText('Onaylı').waitFor();

  await row.getByRole('button', { name: 'Kullanıcı olarak görüntüle' }).click();
  await expectPath(page, '/app/myProjects'); // the brand's landing page in the role table
  const banner = page.getByTestId('acting-as-banner');
  await banner.getByText(waiting.brandName ?? '', { exact: false }).waitFor();
  // The brand's own project list (this brand has no briefs yet: its tabs and empty state).
  await page.getByRole('heading', { name: 'Projelerim' }).waitFor();
  await page.getByRole('tab', { name: /Aktif Projeler/ }).waitFor();
  await page.getByRole('tab', { name: 'Tamamlanmış Projelerim' }).waitFor();
  await screenshot(page, 'admin-acting-as-brand');

  // The brand's view: admin-only pages are refused, and a reload keeps the switch.
  await page.goto('/app/users');
  await expectPath(page, '/unauthorized');
  await page.goto('/app');
  await expectPath(page, '/app/myProjects');
  await banner.waitFor();
  const signedIn = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('currentUser') ?? '{}'),
  );
  assert.equal(signedIn.uid, admin.uid, 'the admin stays signed in as themselves');

  await banner.getByRole('button', { name: 'Yönetici görünümüne dön' }).click();
  await expectPath(page, '/app/users');
  await banner.waitFor({ state: 'detached' });
  await screenshot(page, 'admin-back-to-own-view');
});
