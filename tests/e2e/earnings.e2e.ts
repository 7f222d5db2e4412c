// Issue 10: the demo admin records an earning for the demo influencer's completed
// collaboration on /app/earnings. The influencer, signed in in a second browser, sees her bell
// count go up live and the notification in it, then finds the record on /app/myEarnings with
// the breakdown in lira (gross, 15 % withheld under GVK 20/B, net ≈).
import assert from 'node:assert/strict';
import { buildDemoDataset } from '../../scripts/seed/demoDataset';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

e2e(
  'the admin records an earning and the influencer sees it live and on myEarnings',
  async ({ page, context }) => {
    const run = Date.now().toString(36);
    const influencer = demo('influencer');
    const admin = demo('admin');
    const { scenario, briefs } = buildDemoDataset();
    const brief = briefs.find((b) => b.id === scenario.completedBriefId);
    assert.ok(brief, 'the seed has the completed collaboration');

    await signIn(page, influencer.email, influencer.password);
    const badge = page.getByTestId('notifications-badge');
    const countBefore = Number(
      (await adminDb().doc(`Users/${influencer.uid}`).get()).get('notificationCount') ?? 0,
    );

    const other = await context
      .browser()!
      .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    other.setDefaultTimeout(waitMs);
    const adminPage = await other.newPage();
    try {
      await signIn(adminPage, admin.email, admin.password);
      await adminPage.goto('/app/earnings');
      const group = adminPage
        .getByTestId('earnings-influencer')
        .filter({ hasText: `${influencer.name} ${influencer.surname}` });
      const row = group.locator(`[data-testid="collaboration-row"][data-brief-id="${brief.id}"]`);
      await row.waitFor({ timeout: 20_000 });
      // The accepted 4000 TL offer and her 80 % share, in lira.
      await row.getByText('₺4.000,00').waitFor();
      await row.getByText('₺3.200,00').waitFor();
      await row.getByRole('button', { name: 'Hakediş Kaydet' }).click();
      const form = group.getByTestId('record-earning-form');
      await form.getByLabel('Tutar (₺)').fill('1.250,50');
      await form.getByLabel('Not').fill(`E2E ${run}`);
      await form.getByRole('button', { name: 'Kaydet' }).click();
      await adminPage.getByText('Hakediş kaydedildi.').waitFor();

      // Live on the influencer's screen: the count goes up and the bell lists it.
      await eventually(
        async () => ((await badge.count()) > 0 ? Number(await badge.textContent()) : 0),
        countBefore + 1,
        'the bell count after the earning',
      );
      await page.getByTestId('notifications-button').click();
      await page
        .getByTestId('notifications-list')
        .getByText(`"${brief.title}" projesi için ₺1.250,50 hakedişiniz eklendi.`)
        .waitFor();
      await screenshot(page, 'earnings-bell');

      await page.goto('/app/myEarnings');
      const record = page.getByTestId('earning-row').filter({ hasText: `E2E ${run}` });
      await record.waitFor();
      assert.equal(await record.getByTestId('earning-gross').textContent(), '₺1.250,50');
      assert.equal(await record.getByTestId('earning-withholding').textContent(), '₺187,58');
      assert.equal(await record.getByTestId('earning-net').textContent(), '≈ ₺1.062,92');
      const total = (await adminDb().doc(`Users/${influencer.uid}`).get()).get('totalEarnedPrice');
      assert.equal(total, '4450.5', 'the seeded 3200 TL plus 1250,50 TL');
      assert.equal(await page.getByTestId('earnings-total').textContent(), '₺4.450,50');
      await screenshot(page, 'my-earnings');
    } finally {
      await other.close();
    }
  },
);
