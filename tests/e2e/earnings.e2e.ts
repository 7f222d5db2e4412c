// Issue 10: the demo admin records an earning for the demo influencer's completed
// collaboration on /app/earnings. The influencer, signed in in a second browser, sees her bell
// count go up live and the notification in it, then finds the record on /app/myEarnings with
// the breakdown in lira (gross, 15 % withheld under GVK 20/B, net ≈).
// Issue 18 point 9: the CSV of a month holds every record of it (more than the page on screen)
// and a brief titled like a formula opens as text (its cell starts with a single quote).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { buildDemoDataset } from '../../scripts/seed/demoDataset';
import { demo, signIn, signOut } from './accounts';
import { baseURL, e2e, eventually, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';
import { recentMonths } from '../../src/features/earnings/model/month';

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
      // Paid in the app (the seed's released payment): the admin is told before recording more.
      await row.getByTestId('paid-in-app').waitFor();
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
        // The seed keeps notifications of earlier runs: the newest comes first.
        .first()
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

/** Presses 'CSV indir' and returns the downloaded file's lines (without the BOM and the last CRLF). */
async function downloadCsv(page: Page, month: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV indir' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `hakedisler-${month}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

e2e('the CSV holds the whole month and a formula-like title opens as text', async ({ page }) => {
  const run = Date.now().toString(36);
  const influencer = demo('influencer');
  const admin = demo('admin');
  // The oldest month the filter offers, filled past the screen's page of 20 for this run.
  const month = recentMonths(Date.now()).at(-1)!;
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const formula = '=HYPERLINK("http://x","y")';
  const db = adminDb();
  const refs = Array.from({ length: 23 }, () => db.collection('Earnings').doc());
  await Promise.all(
    refs.map((ref, n) =>
      ref.set({
        influencerId: influencer.uid,
        influencerName: `${influencer.name} ${influencer.surname}`,
        agencyId: '',
        briefId: `e2e-csv-${run}`,
        briefTitle: n === 7 ? formula : `CSV ${run} ${n}`,
        amount: 10_000 + n,
        kind: 'earning',
        note: '',
        createdBy: 'e2e',
        createdAt: Timestamp.fromMillis(Date.UTC(year, monthNumber - 1, 10, 9, 0, n)),
        month,
      }),
    ),
  );
  try {
    const stored = await db
      .collection('Earnings')
      .where('influencerId', '==', influencer.uid)
      .where('month', '==', month)
      .count()
      .get();
    const monthRows = stored.data().count;
    assert.ok(monthRows > 20, 'the month holds more than one screen page');

    await signIn(page, influencer.email, influencer.password);
    await page.goto('/app/myEarnings');
    await page.getByTestId('my-earnings').getByLabel('Ay', { exact: true }).selectOption(month);
    await eventually(
      async () => page.getByTestId('earning-row').count(),
      20,
      'the screen shows its first page only',
    );
    const lines = await downloadCsv(page, month);
    assert.equal(lines.length, 1 + monthRows, 'the header and every record of the month');
    const cells = lines.map((line) => line.split(';'));
    const formulaRow = lines.find((line) => line.includes('HYPERLINK'));
    assert.ok(formulaRow, 'the formula-like title is in the file');
    // The title's cell: quoted (it holds quotes and a comma) and starting with ' inside.
    assert.ok(
      formulaRow.includes(`;"'=HYPERLINK(""http://x"",""y"")";`),
      `the title cell is neutralised: ${formulaRow}`,
    );
    assert.ok(cells.slice(1).every((row) => !/^[=+\-@]/.test(row[2] ?? '')));

    // The admin exports every influencer's records of the month, the same way.
    const everyone = (
      await db.collection('Earnings').where('month', '==', month).count().get()
    ).data().count;
    await signOut(page);
    await signIn(page, admin.email, admin.password);
    await page.goto('/app/earnings');
    await page.getByTestId('earnings-admin').getByLabel('Ay', { exact: true }).selectOption(month);
    const adminLines = await downloadCsv(page, month);
    assert.equal(adminLines.length, 1 + everyone, "the header and every influencer's records");
    assert.ok(adminLines.some((line) => line.includes(`;"'=HYPERLINK(""http://x"",""y"")";`)));
  } finally {
    await Promise.all(refs.map((ref) => ref.delete()));
  }
});
