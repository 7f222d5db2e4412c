// Issue 8, the directory: a brand filters /app/influencers by category and Instagram follower
// range and gets exactly the seeded matches in follower order (expectations computed from the
// seed, scripts/seed/directory.ts); name search finds 'ayşe'; an influencer agency's
// /app/myInfluencers lists its own roster and nobody else's.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  FASHION_INSTAGRAM_MICRO,
  directoryInfluencers,
  expectedDirectoryResults,
} from '../../scripts/seed/directory';
import { demo, signIn } from './accounts';
import { e2e, eventually, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

const cardNames = (page: Page) => page.getByTestId('influencer-name').allInnerTexts();
const namesOf = (docs: { name: string }[]) => docs.map((doc) => doc.name);

e2e('a brand filters the directory by category and Instagram followers', async ({ page }) => {
  const brand = demo('brand');
  const expected = namesOf(expectedDirectoryResults(FASHION_INSTAGRAM_MICRO));
  assert.ok(expected.length >= 3, 'the seed has several fashion micro-influencers');

  await signIn(page, brand.email, brand.password);
  await page.goto('/app/influencers');
  await page.getByTestId('influencer-card').first().waitFor();

  await page.getByLabel('Kategori').selectOption({ label: 'Moda' });
  await page.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await page.getByLabel('En az takipçi').fill('10000');
  await page.getByLabel('En çok takipçi').fill('100000');
  await page.getByText('Sıralama: Instagram takipçi sayısı, çoktan aza').waitFor();
  await eventually(
    async () => (await cardNames(page)).join(' | '),
    expected.join(' | '),
    'exactly the seeded fashion influencers with 10k-100k Instagram followers, most first',
  );
  // Counts in Turkish number format on the cards.
  const first = expectedDirectoryResults(FASHION_INSTAGRAM_MICRO)[0]!;
  const count = first.socialMedia.instagram?.followerCount ?? 0;
  await page
    .getByTestId('influencer-card')
    .first()
    .getByTestId('count-instagram')
    .getByText(count.toLocaleString('tr-TR'), { exact: false })
    .waitFor();
  await screenshot(page, 'directory-fashion-instagram-micro');

  // Name search, in Turkish lower case, finds Ayşe Yılmaz.
  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await page.getByLabel('İsimle ara').fill('ayşe');
  // The cleared list also holds her: wait until every card answers the search.
  const matches = (name: string) => /(^|\s)ayşe/.test(name.toLocaleLowerCase('tr-TR'));
  await eventually(
    async () => {
      const names = await cardNames(page);
      return names.includes('Ayşe Yılmaz') && names.every(matches);
    },
    true,
    "searching 'ayşe' lists Ayşe Yılmaz and only names that match",
  );
  await screenshot(page, 'directory-search-ayse');
});

e2e('an influencer agency sees only its own influencers', async ({ page }) => {
  const agency = demo('influencerAgency');
  const roster = directoryInfluencers()
    .filter((doc) => doc.imitatorAgencyUID === agency.uid)
    .map((doc) => doc.name);
  assert.ok(roster.length > 0, 'the seed gives the agency a roster');

  await signIn(page, agency.email, agency.password);
  await page.goto('/app/myInfluencers');
  await page.getByRole('link', { name: 'Yeni Influencer Ekle' }).waitFor();
  await page.getByTestId('influencer-card').first().waitFor();
  // Every seeded member is listed...
  await eventually(
    async () => {
      const shown = new Set(await cardNames(page));
      return roster.every((name) => shown.has(name));
    },
    true,
    'every seeded influencer of the agency is listed',
  );
  // ...and nothing else: each card (managed logins other journeys made included) is the
  // agency's, per its public profile.
  const uids = await page
    .getByTestId('influencer-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-uid') ?? ''));
  const owners = await Promise.all(
    uids.map(async (uid) =>
      (await adminDb().doc(`Influencers/${uid}`).get()).get('imitatorAgencyUID'),
    ),
  );
  assert.deepEqual(
    owners.filter((owner) => owner !== agency.uid),
    [],
    'no other agency’s or self-managed influencer is listed',
  );
  await screenshot(page, 'my-influencers-agency');
});
