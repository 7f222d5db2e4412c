// Issue 8, the brand half: an advertisement agency opens a brand login and names its brand
// profile on /app/myBrands; the profile is not public until the admin verifies it on
// /app/brands; then anyone, signed out, sees it on /u/{uid}. And a visitor sees an approved
// influencer's public profile without signing in.
import assert from 'node:assert/strict';
import { demo, signIn, signOut } from './accounts';
import { e2e, expectPath, screenshot } from './browser';

e2e('an agency names its new brand, the admin verifies it, anyone sees it', async ({ page }) => {
  const agency = demo('advertisementAgency');
  const admin = demo('admin');
  const run = Date.now().toString(36);
  const username = `marka.${run}`;
  const brandName = `Deneme Marka ${run}`;

  // The agency opens a brand login.
  await signIn(page, agency.email, agency.password);
  await page.goto('/app/addNewBrand');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByText('Bu kullanıcı adı kullanılabilir.').waitFor();
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('deniz');
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(`kaya${run}`);
  await page.getByLabel('Parola').fill('Gizli123');
  await page.getByRole('button', { name: 'Giriş Oluştur' }).click();
  await page
    .getByText(`${username} kullanıcı adıyla giriş oluşturuldu.`, { exact: false })
    .waitFor();

  // On My Brands the new brand is listed (createManagedLogin made its unverified profile,
  // named after the login) and the agency gives it its brand name.
  await page.goto('/app/myBrands');
  await page.getByRole('heading', { name: 'Markalarım' }).waitFor();
  const row = page.getByTestId('brand-row').filter({ hasText: `Kaya${run}` });
  await row.getByText('Doğrulanmamış').waitFor();
  const uid = await row.getAttribute('data-uid');
  assert.ok(uid, 'the new brand row names its uid');
  await row.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Marka adı').fill(brandName);
  await dialog.getByLabel('Logo bağlantısı').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  // Only web addresses are links: the form says so before anything is written.
  await dialog.getByText('Geçerli bir https:// bağlantısı giriniz.').waitFor();
  await dialog.getByLabel('Logo bağlantısı').fill('/demo/logos/kahve-duragi.svg');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByTestId('toast').getByText('Marka profili güncellendi.').waitFor();
  const edited = page.locator(`[data-testid="brand-row"][data-uid="${uid}"]`);
  await edited.getByText(brandName).waitFor();
  assert.equal(await edited.locator('img').getAttribute('src'), '/demo/logos/kahve-duragi.svg');
  await screenshot(page, 'my-brands-profile-edited');

  // Not public yet: a signed-out visitor finds nothing.
  await signOut(page);
  await page.goto(`/u/${uid}`);
  await page.getByRole('heading', { name: 'Profil bulunamadı' }).waitFor();

  // The admin finds it among the unverified brands and verifies it.
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/brands');
  await page.getByLabel('Doğrulama durumu').selectOption('unverified');
  await page.getByLabel('Marka adına göre ara').fill(brandName);
  const adminRow = page.locator(`[data-testid="brand-row"][data-uid="${uid}"]`);
  await adminRow.getByText(agency.brandName ?? '').waitFor(); // its managing agency
  await screenshot(page, 'admin-brands-unverified');
  await adminRow.getByRole('button', { name: 'Doğrula' }).click();
  await page.getByTestId('toast').getByText(`${brandName} doğrulandı.`).waitFor();
  // It no longer fits the "not verified" filter.
  await adminRow.waitFor({ state: 'detached' });

  // The admin opens a brand's briefs as the brand.
  const brand = demo('brand');
  await page.getByLabel('Marka adına göre ara').fill('');
  await page.getByLabel('Doğrulama durumu').selectOption('all');
  const brandRow = page.locator(`[data-testid="brand-row"][data-uid="${brand.uid}"]`);
  await brandRow.getByRole('button', { name: 'Projelerini gör' }).click();
  await expectPath(page, '/app/myProjects');
  await page.getByTestId('acting-as-banner').waitFor();
  await page.getByTestId('acting-as-banner').getByRole('button').click();
  await signOut(page);

  // Now public.
  await page.goto(`/u/${uid}`);
  await page.getByRole('heading', { name: brandName }).waitFor();
  await page.getByTestId('profile-badges').getByText('Doğrulanmış hesap').waitFor();
  await screenshot(page, 'public-brand-profile');
});

e2e(
  'a visitor sees an approved influencer’s public profile without signing in',
  async ({ page }) => {
    const influencer = demo('influencer');
    await page.goto(`/u/${influencer.uid}`);
    await expectPath(page, `/u/${influencer.uid}`);
    await page.getByTestId('profile-influencer').waitFor();
    await page.getByTestId('profile-badges').getByText('Onaylı').waitFor();
    const counts = await page.getByTestId('follower-count').allTextContents();
    assert.ok(counts.length > 0, 'follower counts are shown');
    for (const count of counts) assert.match(count, /^[\d.]+ (takipçi|abone)$/);
    await screenshot(page, 'public-influencer-profile');

    // An account that is not public (the unapproved influencer) reads as not found.
    await page.goto(`/u/${demo('pendingInfluencer').uid}`);
    await page.getByRole('heading', { name: 'Profil bulunamadı' }).waitFor();
  },
);
