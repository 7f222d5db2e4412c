// Issue 11, /app/search: 'çiçek' typed in Turkish lower case finds 'Çiçek…' (seeded by
// scripts/seed/searchSamples.ts). A brand searches from the top bar and finds the brief and the
// influencer (brands may see briefs and the influencer directory, not the brands directory),
// opens a result with the keyboard and comes Back to its results; the admin also finds the brand
// and keeps the search among the recent ones; an influencer registered through the UI sees no
// briefs before approval and, once approved, only the public open 'Çiçek' brief: not the one
// waiting for approval, not the one private to an agency.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { SEARCH_SAMPLE } from '../../scripts/seed/searchSamples';
import { demo, signIn } from './accounts';
import { e2e, eventually, expectPath, pathOf, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';
import { completeInfluencerProfile, registerInfluencer } from './onboarding';

const group = (page: Page, kind: 'briefs' | 'influencers' | 'brands') =>
  page.getByTestId(`search-group-${kind}`);
const optionNames = (scope: Locator) => scope.locator('.search-option-name').allInnerTexts();
const influencerName = `${SEARCH_SAMPLE.influencer.name} ${SEARCH_SAMPLE.influencer.surname}`;

/** The top bar's field: type and press Enter, landing on /app/search?q=. */
async function searchFromTopBar(page: Page, text: string) {
  const field = page.getByRole('searchbox', { name: 'Ara' });
  await field.fill(text);
  await field.press('Enter');
  await expectPath(page, '/app/search');
  assert.equal(new URL(page.url()).searchParams.get('q'), text);
}

/** Each group's count badge says how many results it lists. */
async function expectCountsMatch(page: Page, kinds: ('briefs' | 'influencers' | 'brands')[]) {
  for (const kind of kinds) {
    const shown = (await optionNames(group(page, kind))).length;
    assert.equal(await group(page, kind).getByTestId('search-count').innerText(), String(shown));
  }
}

e2e(
  'a brand finds a brief and an influencer by a Turkish prefix from the top bar',
  async ({ page }) => {
    const brand = demo('brand');
    await signIn(page, brand.email, brand.password);
    await searchFromTopBar(page, SEARCH_SAMPLE.typed);

    await eventually(
      async () =>
        (await optionNames(group(page, 'briefs'))).includes(SEARCH_SAMPLE.openBrief.title),
      true,
      "the open 'Çiçek' brief is found by 'çiçek'",
    );
    await eventually(
      async () => (await optionNames(group(page, 'influencers'))).includes(influencerName),
      true,
      'the influencer Çiçek is found',
    );
    // The brand's own briefs count too (the samples are hers, one still waiting for approval).
    const briefNames = await optionNames(group(page, 'briefs'));
    assert.ok(briefNames.includes(SEARCH_SAMPLE.pendingBrief.title), 'her own pending brief');
    assert.ok(
      briefNames.every((name) => name.toLocaleLowerCase('tr-TR').startsWith('çiçek')),
      `only names starting with 'çiçek': ${briefNames.join(', ')}`,
    );
    assert.equal(await group(page, 'brands').count(), 0, 'the brands directory is the admin’s');
    await expectCountsMatch(page, ['briefs', 'influencers']);
    // The matched prefix is marked as written in the title.
    const openOption = group(page, 'briefs')
      .getByRole('option')
      .filter({ hasText: SEARCH_SAMPLE.openBrief.title });
    assert.equal(await openOption.locator('mark').innerText(), 'Çiçek');
    await screenshot(page, 'search-brand-cicek');

    // Keyboard: ArrowDown to the open brief, Enter opens it; Back returns to the results.
    const box = page.getByRole('combobox', { name: 'Ara' });
    const index = briefNames.indexOf(SEARCH_SAMPLE.openBrief.title);
    await box.focus();
    for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
    assert.equal(await openOption.getAttribute('aria-selected'), 'true');
    assert.equal(
      await box.getAttribute('aria-activedescendant'),
      await openOption.getAttribute('id'),
    );
    await box.press('Enter');
    await expectPath(page, '/app/briefDetail');
    assert.equal(new URL(page.url()).searchParams.get('briefId'), SEARCH_SAMPLE.openBrief.id);
    await page.getByRole('heading', { name: SEARCH_SAMPLE.openBrief.title }).waitFor();

    await page.goBack();
    await expectPath(page, '/app/search');
    await eventually(() => box.inputValue(), SEARCH_SAMPLE.typed, 'the box holds the search again');
    await openOption.waitFor();
  },
);

e2e(
  'the admin also finds the brand, and the search is kept among the recent ones',
  async ({ page }) => {
    const admin = demo('admin');
    await signIn(page, admin.email, admin.password);
    await searchFromTopBar(page, 'ÇİÇEK');

    for (const [kind, name] of [
      ['briefs', SEARCH_SAMPLE.privateBrief.title],
      ['influencers', influencerName],
      ['brands', SEARCH_SAMPLE.brand.brandName],
    ] as const) {
      await eventually(
        async () => (await optionNames(group(page, kind))).includes(name),
        true,
        `the admin finds ${name}`,
      );
    }
    // Admins see every brief, its state marked when it is not open.
    await group(page, 'briefs')
      .getByRole('option')
      .filter({ hasText: SEARCH_SAMPLE.pendingBrief.title })
      .getByText('Onay Bekliyor')
      .waitFor();
    await expectCountsMatch(page, ['briefs', 'influencers', 'brands']);
    await screenshot(page, 'search-admin-cicek');

    // Escape clears the box; the recent searches come back with this one first.
    const box = page.getByRole('combobox', { name: 'Ara' });
    await box.press('Escape');
    await eventually(() => box.inputValue(), '', 'Escape clears the box');
    await eventually(
      async () => (await page.getByTestId('recent-search').first().innerText()).trim(),
      'ÇİÇEK',
      'the search is the most recent one',
    );
    assert.equal(new URL(page.url()).searchParams.get('q'), null, 'the URL forgets it too');
    // A recent search runs again with Enter; the brand result opens its public profile.
    await box.press('ArrowDown');
    await box.press('Enter');
    await eventually(() => box.inputValue(), 'ÇİÇEK', 'the recent search fills the box');
    const brandOption = group(page, 'brands')
      .getByRole('option')
      .filter({ hasText: SEARCH_SAMPLE.brand.brandName });
    await brandOption.click();
    await expectPath(page, `/u/${SEARCH_SAMPLE.brand.uid}`);

    // On a phone the top bar offers an icon button with the same label.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/app/myProjects');
    await page.getByRole('link', { name: 'Ara' }).click();
    await expectPath(page, '/app/search');
    await screenshot(page, 'search-mobile-empty');
  },
);

e2e(
  'an influencer finds only the public open brief, and nothing before approval',
  async ({ page }) => {
    const run = Date.now().toString(36);
    const email = `derya.${run}@demo.test`;
    const password = 'Parola123';
    await registerInfluencer(page, { name: 'Derya', surname: 'Koç', email, password });
    await completeInfluencerProfile(page, { email, password, instagram: `derya.${run}` });

    await page.goto(`/app/search?q=${encodeURIComponent(SEARCH_SAMPLE.typed)}`);
    await page
      .getByTestId('search-awaiting')
      .getByText('Projeleri görebilmeniz için hesabınızın onaylanması gerekiyor!')
      .waitFor();
    assert.equal(
      await page.getByTestId('search-page').getByRole('option').count(),
      0,
      'no briefs before approval',
    );

    // The admin approves her (Users and Influencers, as the approve button does); her session
    // follows her Users document live.
    const uid = (await adminDb().collection('Users').where('email', '==', email).get()).docs[0]?.id;
    assert.ok(uid, 'her Users document exists');
    console.log(
      '# approval written as the admin’s approve button writes it (admin journey tested elsewhere)',
    );
    await adminDb().doc(`Users/${uid}`).update({ isApproved: true });
    await adminDb().doc(`Influencers/${uid}`).update({ isApproved: true });

    // Typed in the page's own box, in Turkish lower case, after the debounce.
    const box = page.getByRole('combobox', { name: 'Ara' });
    await box.fill('');
    await box.fill(SEARCH_SAMPLE.typed);
    await eventually(
      async () =>
        (await optionNames(group(page, 'briefs'))).includes(SEARCH_SAMPLE.openBrief.title),
      true,
      'the approved influencer finds the public open brief',
    );
    const names = await optionNames(group(page, 'briefs'));
    assert.ok(
      !names.includes(SEARCH_SAMPLE.pendingBrief.title),
      'not the brief waiting for approval',
    );
    assert.ok(!names.includes(SEARCH_SAMPLE.privateBrief.title), 'not the agency’s private brief');
    assert.equal(await group(page, 'influencers').count(), 0, 'no influencer directory for her');
    assert.equal(await group(page, 'brands').count(), 0, 'no brands directory for her');
    await expectCountsMatch(page, ['briefs']);
    assert.equal(pathOf(page), '/app/search');
    await screenshot(page, 'search-influencer-cicek');
  },
);
