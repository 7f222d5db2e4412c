// Issue 22, the campaign report: a brand registered, verified and profiled through the UI has a
// brief with two completed collaborations (seeded directory influencers, one Instagram post and
// one YouTube video). Their deliveries go through the real functions: the delivery trigger takes
// the first reading; the 24-hour and 7-day readings are then set to known figures, as the
// scheduler would have stored them. The brand opens the report from the brief, checks each row
// and the totals against those figures (worked out here by hand), sees both charts drawn with
// the same numbers in their tables, prints it to PDF, downloads the CSV, shares a link that a
// signed-out visitor opens in a fresh context, revokes it, and the link then says it is no
// longer shared.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { e2e, eventually } from './browser';
import { adminDb } from './firestoreAdmin';
import { registerBrand } from './onboarding';

const HOUR = 60 * 60 * 1000;

/** Two posts and the figures of their last (7-day) reading, the ones the report shows. */
const posts = [
  {
    bidderName: 'Ece Yıldız',
    link: 'https://www.instagram.com/p/CkRapor01x/',
    price: 4000,
    followers: 20_000,
    day1: { likes: 1100, comments: 70, views: null },
    day7: { likes: 1500, comments: 100, views: null },
  },
  {
    // Typed by people, so a name may look like a formula: the CSV must keep it as text.
    bidderName: '=Deniz Kaya',
    link: 'https://www.youtube.com/watch?v=RaporVideo1',
    price: 7200,
    followers: 50_000,
    day1: { likes: 1200, comments: 250, views: 18_000 },
    day7: { likes: 2000, comments: 400, views: 30_000 },
  },
];

// Worked out by hand from the figures above:
// Ece: (1500 + 100) / 20 000 = %8,00; 4 000 TL / 1 600 = 2,50 TL.
// Deniz: (2000 + 400) / 50 000 = %4,80; 7 200 TL / 2 400 = 3,00 TL.
// Total: 4 000 / 70 000 = %5,71; 11 200 TL / 4 000 = 2,80 TL.
const expectedRows = [
  {
    reach: '20.000',
    likes: '1.500',
    comments: '100',
    views: '—',
    rate: '%8,00',
    cost: '4.000',
    cpe: '2,50',
  },
  {
    reach: '50.000',
    likes: '2.000',
    comments: '400',
    views: '30.000',
    rate: '%4,80',
    cost: '7.200',
    cpe: '3,00',
  },
];
const expectedTotals = {
  posts: '2',
  reach: '70.000',
  likes: '3.500',
  comments: '500',
  views: '30.000',
  rate: '%5,71',
  cost: '11.200',
  cpe: '2,80',
};

async function cell(row: Locator, column: string): Promise<string> {
  return ((await row.getByTestId(`report-${column}`).textContent()) ?? '').trim();
}

async function checkFigures(row: Locator, expected: (typeof expectedRows)[number]) {
  assert.equal(await cell(row, 'reach'), expected.reach);
  assert.equal(await cell(row, 'likes'), expected.likes);
  assert.equal(await cell(row, 'comments'), expected.comments);
  assert.equal(await cell(row, 'views'), expected.views);
  assert.equal(await cell(row, 'engagementRate'), expected.rate);
  assert.match(await cell(row, 'cost'), new RegExp(expected.cost.replace('.', '\\.')));
  assert.match(await cell(row, 'costPerEngagement'), new RegExp(expected.cpe.replace(',', ',')));
}

/** The report's rows and totals, on the owner's page or the shared one. */
async function checkReport(page: Page) {
  for (const [index, expected] of expectedRows.entries()) {
    await checkFigures(page.getByTestId(`report-row-${index}`), expected);
  }
  const totals = page.getByTestId('report-totals');
  assert.equal(await cell(totals, 'posts'), expectedTotals.posts);
  await checkFigures(totals, expectedTotals);
}

/** A chart drew its canvas, and its accessible table (shown by its toggle) holds `figures`. */
async function checkChart(page: Page, testId: string, figures: string[]) {
  const chart = page.getByTestId(testId);
  await chart
    .locator('[data-state="ready"]')
    .or(chart.and(page.locator('[data-state="ready"]')))
    .first()
    .waitFor();
  assert.equal(await page.getByTestId(`${testId}-canvas`).count(), 1, `${testId} has a canvas`);
  await page.getByTestId(`${testId}-toggle`).click();
  const table = ((await page.getByTestId(`${testId}-table`).textContent()) ?? '').replace(
    /\s+/g,
    ' ',
  );
  for (const figure of figures)
    assert.ok(table.includes(figure), `${testId} table has ${figure}: ${table}`);
}

async function uidOf(email: string): Promise<string> {
  const found = await adminDb().collection('Users').where('email', '==', email).limit(1).get();
  const uid = found.docs[0]?.id;
  assert.ok(uid, `${email} has a Users document`);
  return uid;
}

/** Two seeded, approved directory influencers (their uids). */
async function twoInfluencers(): Promise<string[]> {
  const found = await adminDb()
    .collection('Influencers')
    .where('isApproved', '==', true)
    .limit(2)
    .get();
  assert.equal(found.size, 2, 'the seed has approved influencers');
  return found.docs.map((doc) => doc.id);
}

/** A completed money brief of the brand with both influencers, their offers and deliveries. */
async function completedBrief(brandUid: string, brandName: string, run: string) {
  const db = adminDb();
  const influencers = await twoInfluencers();
  const id = `report-brief-${run}`;
  const now = Date.now();
  await db.doc(`briefs/${id}`).set({
    id,
    title: `Kış kampanyası ${run}`,
    description: 'Kış koleksiyonumuzu tanıtan paylaşımlar.',
    targetedCategories: [1],
    targetedGenders: ['female', 'male'],
    targetMaleInfluencers: true,
    targetFemaleInfluencers: true,
    targetedMinimumAge: 18,
    targetedMaximumAge: 45,
    images: [],
    briefOwnerUserId: brandUid,
    briefSenderId: brandUid,
    briefSenderName: brandName,
    briefSenderImageUrl: '',
    briefOwnerType: 'brand',
    visibility: 'brand',
    paymentType: 'money',
    budget: 11200,
    briefPlatforms: ['instagram', 'youtube'],
    contentTypes: ['post', 'video'],
    adDisclosure: { instagram: 'reklam', youtube: 'reklam' },
    revisionRounds: 0,
    products: [],
    urlLinks: [],
    maturityTime: 14,
    followerCountLimitation: 0,
    isVerified: true,
    verifiedAt: new Date(now - 10 * 24 * HOUR),
    isCompleted: false,
    completedAt: null,
    shouldHideBrief: false,
    bidderIds: influencers,
    acceptedUsers: influencers,
    completedUsers: influencers,
    declinedUser: [],
    targetedAgencies: [],
    timestamp: new Date(now - 12 * 24 * HOUR),
  });
  await db.doc(`bidders/${id}`).set({
    id,
    title: `Kış kampanyası ${run}`,
    briefSenderId: brandUid,
    briefSenderName: brandName,
    briefOwnerUserId: brandUid,
    timestamp: new Date(now - 11 * 24 * HOUR),
    lastUpdated: new Date(now - 9 * 24 * HOUR),
    bidders: posts.map((post, index) => ({
      bidderId: influencers[index],
      bidderName: post.bidderName,
      price: post.price,
      influencerEarnings: post.price * 0.8,
      selectedUserId: influencers[index],
    })),
  });
  for (const [index, post] of posts.entries()) {
    const userId = influencers[index]!;
    await db.doc(`briefs/${id}/deliveries/${userId}`).set({
      userId,
      briefId: id,
      postLink: post.link,
      disclosure: { instagram: 'reklam', youtube: 'reklam' },
      disclosureConfirmed: true,
      submittedBy: userId,
      submittedAt: new Date(now - 8 * 24 * HOUR),
      updatedAt: new Date(now - 8 * 24 * HOUR),
    });
  }
  // The delivery trigger reads each post at once (the local provider on the emulators).
  const metrics = db.collection(`briefs/${id}/postMetrics`);
  await eventually(
    async () =>
      (await metrics.get()).docs.filter((doc) => doc.get('readings.initial.source') === 'provider')
        .length,
    2,
    'the delivery trigger took both first readings',
  );
  // The later readings as the scheduler stores them 24 hours and 7 days after posting.
  for (const [index, post] of posts.entries()) {
    const liveAt = new Date(now - 8 * 24 * HOUR);
    await metrics.doc(influencers[index]!).update({
      liveAt,
      followersAtPosting: post.followers,
      'readings.day1': {
        at: new Date(liveAt.getTime() + 24 * HOUR),
        source: 'provider',
        ...post.day1,
      },
      'readings.day7': {
        at: new Date(liveAt.getTime() + 7 * 24 * HOUR),
        source: 'provider',
        ...post.day7,
      },
      nextSlot: null,
      nextReadingAt: null,
    });
  }
  return id;
}

e2e(
  'a brand reads its campaign report, prints it, downloads the CSV and shares then revokes a link',
  async ({ page, context }) => {
    const run = Date.now().toString(36);
    const brand = {
      name: 'Selin',
      surname: 'Aydın',
      brandName: `Kuzey Giyim ${run}`,
      email: `selin.rapor.${run}@demo.test`,
      password: 'Rapor.2026',
    };
    await registerBrand(page, brand);
    const briefId = await completedBrief(await uidOf(brand.email), brand.brandName, run);

    // From the brief to its report.
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page.getByTestId('brief-report-link').click();
    await page.waitForURL(`**/app/briefReport?briefId=${briefId}`);
    await page.getByTestId('report-page').waitFor();
    assert.match(await page.title(), /^Kampanya Raporu · /);
    await checkReport(page);

    // Both charts drew, and their tables hold the figures: engagement per reading; likes and
    // comments per party.
    await checkChart(page, 'report-chart-engagement', ['1.170', '1.600', '1.450', '2.400']);
    await checkChart(page, 'report-chart-parties', ['1.500', '100', '2.000', '400']);

    // Printed to PDF (the print stylesheet: A4, the app frame hidden).
    await page.emulateMedia({ media: 'print' });
    assert.equal(
      await page
        .locator('.sidebar, nav[aria-label]')
        .first()
        .isVisible()
        .catch(() => false),
      false,
    );
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF', 'a PDF');
    assert.ok(pdf.length > 20_000, `the PDF holds the report (${pdf.length} bytes)`);

    // The CSV: a row per party and the totals; a formula-like name stays text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-csv').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert.equal(lines.length, 4, `header, two parties, totals: ${csv}`);
    assert.ok(
      lines[2]!.startsWith(`"'=Deniz Kaya"`) || lines[2]!.startsWith(`'=Deniz Kaya`),
      lines[2],
    );
    assert.ok(lines[3]!.startsWith('Toplam;;2;70000;3500;500;30000;5,71;11200;2,8'), lines[3]);

    // A share link, opened signed out in a fresh context.
    await page.getByTestId('report-share-create').click();
    const url = await page.getByTestId('report-share-url').inputValue();
    assert.match(url, /\/r\/[A-Za-z0-9_-]{43}$/);
    const browser = context.browser();
    assert.ok(browser);
    const visitor = await browser.newContext();
    try {
      const shared = await visitor.newPage();
      await shared.goto(url);
      await shared.getByTestId('shared-report').waitFor();
      await checkReport(shared);
      const text = (await shared.getByTestId('shared-report').textContent()) ?? '';
      assert.ok(
        !text.includes('Ece Yıldız') && !text.includes('Deniz Kaya'),
        'no names on the shared page',
      );

      // Revoked: the same link now says it is no longer shared.
      await page.getByTestId('report-share-revoke').click();
      await page.getByTestId('report-share-confirm-revoke').click();
      await page.getByTestId('report-share-create').waitFor();
      await shared.reload();
      await shared
        .getByTestId('shared-report-gone')
        .getByText('Bu rapor artık paylaşılmıyor.')
        .waitFor();
    } finally {
      await visitor.close();
    }
  },
  { timeoutMs: 150_000 },
);
