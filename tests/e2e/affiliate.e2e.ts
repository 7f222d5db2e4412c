// Issue 11, affiliate marketing: a brand registered through the UI gets affiliate marketing
// switched on by the admin on /app/users, opens a programme on /app/addNewAffiliate (the form
// first refuses an empty save in Turkish), allows the demo influencer (her Trendyol flag is on)
// on /app/affiliateDetail, and the influencer, in her own browser, finds the programme on
// /app/affiliateMarketing. The stored documents are checked with the Admin SDK. Outsiders
// reading nothing is proven by tests/rules/affiliates.test.ts.
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, expectPath, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';
import { registerBrand } from './onboarding';

/** Letters only: names and their search prefixes stay plain words. */
const runTag = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);

async function newContext(context: BrowserContext) {
  const other = await context
    .browser()!
    .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  other.setDefaultTimeout(waitMs);
  return other;
}

e2e(
  'a UI-registered brand runs an affiliate programme and the allowed influencer sees it',
  async ({ page, context }) => {
    const run = runTag();
    const brand = {
      name: 'Selin',
      surname: `Affiliate${run}`,
      brandName: `Nova Kozmetik ${run}`,
      email: `affiliate-${run}@demo.test`,
      password: 'Parola123!',
    };
    const product = `Gece Kremi ${run}`;
    const influencer = demo('influencer');
    const admin = demo('admin');

    await registerBrand(page, brand);
    const users = await adminDb().collection('Users').where('email', '==', brand.email).get();
    const brandUid = users.docs[0]?.id;
    assert.ok(brandUid, 'the brand has a Users document');

    // Not enabled yet: the page explains, it does not fail.
    await page.goto('/app/addNewAffiliate');
    await page.getByText('Satış ortaklığı hesabınızda açık değil').waitFor();

    const adminContext = await newContext(context);
    const influencerContext = await newContext(context);
    try {
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, admin.email, admin.password);
      await adminPage.goto('/app/users');
      await adminPage.getByLabel('Ada göre ara').fill(`${brand.name} ${brand.surname}`);
      // The search has settled (only her row): a late page of the unfiltered list cannot
      // replace the row after the click.
      await eventually(() => adminPage.getByTestId('user-row').count(), 1, 'the search result');
      const row = adminPage.getByTestId('user-row').filter({ hasText: brand.surname });
      await row.getByRole('button', { name: 'Affiliate aç' }).click();
      await row.getByRole('button', { name: 'Affiliate kapat' }).waitFor();
      await eventually(
        async () =>
          (await adminDb().doc(`Users/${brandUid}`).get()).get('isAffiliateMarketingEnabled'),
        true,
        'the flag stored',
      );

      // The brand's session follows her Users document: the form opens without a reload.
      await page.getByRole('link', { name: 'Affiliate pazarlama' }).first().waitFor();
      await page.goto('/app/addNewAffiliate');
      const form = page.getByTestId('affiliate-form');
      await form.getByRole('button', { name: 'Programı oluştur' }).click();
      await page.getByText('Lütfen işaretli alanları düzeltin.').waitFor();
      await form.getByText('Ürün adı gerekli.').waitFor();
      await form.getByLabel('Ürün adı').fill(product);
      await form.getByLabel('Pazaryeri').selectOption('trendyol');
      await form.getByLabel('Ürün bağlantısı').fill('http://www.trendyol.com/nova/gece-kremi');
      await form.getByLabel('Komisyon', { exact: true }).fill('12,5');
      await form.getByLabel('Başlangıç tarihi').fill('2026-11-01');
      await form.getByLabel('Bitiş tarihi').fill('2026-10-01');
      await form.getByLabel('Açıklama').fill('Bağlantınızdan gelen her satıştan komisyon.');
      await form.getByText('Geçerli bir bağlantı girin; https:// ile başlamalı.').waitFor();
      await form.getByText('Bitiş tarihi başlangıç tarihinden sonra olmalı.').waitFor();
      await form.getByLabel('Ürün bağlantısı').fill('https://www.trendyol.com/nova/gece-kremi-p-1');
      await form.getByLabel('Bitiş tarihi').fill('2027-02-28');
      await form.getByRole('button', { name: 'Programı oluştur' }).click();
      await expectPath(page, '/app/affiliateDetail');
      await page.getByTestId('affiliate-title').getByText(product).waitFor();
      const affiliateId = new URL(page.url()).searchParams.get('affiliateId');
      assert.ok(affiliateId, 'the detail page names the programme');

      const stored = (await adminDb().doc(`Affiliates/${affiliateId}`).get()).data();
      assert.equal(stored?.ownerId, brandUid);
      assert.equal(stored?.ownerName, brand.brandName);
      assert.equal(stored?.commissionKind, 'rate');
      assert.equal(stored?.commissionValue, 1250);
      assert.equal(stored?.marketplace, 'trendyol');
      assert.equal(stored?.startDate, '2026-11-01');
      assert.equal(stored?.endDate, '2027-02-28');

      // Allow the demo influencer, picked by a Turkish name prefix.
      await page.getByTestId('affiliate-candidate-search').fill(influencer.name.slice(0, 3));
      const candidate = page
        .getByTestId('affiliate-candidate')
        .filter({ hasText: `${influencer.name} ${influencer.surname}` });
      await candidate.getByRole('button', { name: /izin ver/ }).click();
      await page.getByText(`${influencer.name} ${influencer.surname} programa eklendi.`).waitFor();
      await page
        .getByTestId('allowed-influencer')
        .filter({ hasText: `${influencer.name} ${influencer.surname}` })
        .waitFor();
      await screenshot(page, 'affiliate-detail-owner');
      const allowance = (await adminDb().doc(`AffiliateAllowance/${affiliateId}`).get()).data();
      assert.deepEqual(allowance?.influencers, [influencer.uid]);

      // The influencer, in her own browser, finds it among the programmes she may join.
      const influencerPage = await influencerContext.newPage();
      await signIn(influencerPage, influencer.email, influencer.password);
      await influencerPage.goto('/app/affiliateMarketing');
      const card = influencerPage
        .getByTestId('affiliate-list-allowed')
        .getByTestId('affiliate-card')
        .filter({ hasText: product });
      await card.waitFor();
      await card.getByText('Satış başına %12,5').waitFor();
      await screenshot(influencerPage, 'affiliate-marketing-influencer');
      await card.getByRole('link', { name: 'Detay' }).click();
      await influencerPage.getByTestId('affiliate-allowed-note').waitFor();
      assert.equal(await influencerPage.getByTestId('affiliate-candidate-search').count(), 0);

      // Her marketplace flags are on her profile form (seeded on for both).
      await influencerPage.goto('/app/pages/account');
      const trendyol = influencerPage.getByRole('checkbox', { name: 'Trendyol' });
      await trendyol.waitFor();
      assert.equal(await trendyol.isChecked(), true);
      assert.equal(
        await influencerPage.getByRole('checkbox', { name: 'Hepsiburada' }).isChecked(),
        true,
      );
    } finally {
      await adminContext.close();
      await influencerContext.close();
    }
  },
);
