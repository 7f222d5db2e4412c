// Issue 12, /app/pages/product/*: the demo brand opens 'Ürünlerim' from the side menu and finds
// a seeded barter product with its price and its briefs, switches to the picture cards, and
// narrows both views with a Turkish search ('AKILLI' finds 'Akıllı Saat', as Turkish lower
// case says); an influencer is kept out. The expected product is read from the seeded briefs
// with the Admin SDK, so the test follows the seed rather than repeating it.
import assert from 'node:assert/strict';
import { demo, signIn } from './accounts';
import { e2e, eventually, expectHeading, expectPath, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

const PRODUCT = 'Akıllı Saat';
const SEARCH = 'AKILLI';

/** The demo brand's barter briefs that name the product, newest first. */
async function seededUses(ownerUid: string) {
  const snapshot = await adminDb()
    .collection('briefs')
    .where('briefOwnerUserId', '==', ownerUid)
    .get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string })
    .filter((brief) => brief.paymentType === 'product' || brief.paymentType === 'both')
    .map((brief) => ({
      id: brief.id,
      millis: (brief.timestamp as { toMillis: () => number }).toMillis(),
      product: ((brief.products ?? []) as { name: string; price: number }[]).find(
        (row) => row.name === PRODUCT,
      ),
    }))
    .filter((use) => use.product !== undefined)
    .sort((a, b) => b.millis - a.millis);
}

e2e('the demo brand sees its barter products in both views and searches them', async ({ page }) => {
  const brand = demo('brand');
  const uses = await seededUses(brand.uid);
  assert.ok(uses.length > 0, `a seeded barter brief of the demo brand offers ${PRODUCT}`);
  const price = `₺${new Intl.NumberFormat('tr-TR').format(uses[0]!.product!.price)}`;

  await signIn(page, brand.email, brand.password);
  // The side menu links the page (its sub-menu column is folded at this width).
  const menuLink = page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Ürünlerim', includeHidden: true });
  assert.equal(await menuLink.getAttribute('href'), '/app/pages/product/thumb-list');
  await page.goto('/app/pages/product/thumb-list');
  await expectPath(page, '/app/pages/product/thumb-list');
  await expectHeading(page, 'Ürünlerim');
  const row = page.getByTestId('product-row').filter({ hasText: PRODUCT });
  await row.waitFor();
  await row.getByText(price, { exact: true }).waitFor();
  await row.getByText(`${uses.length} proje`, { exact: true }).waitFor();
  assert.ok((await page.getByTestId('product-row').count()) > 1, 'more than one product listed');
  await screenshot(page, 'products-thumb-list');

  // The picture cards, and no broken image among them.
  await page.getByRole('link', { name: 'Görsel Liste' }).click();
  await expectPath(page, '/app/pages/product/image-list');
  await expectHeading(page, 'Ürünlerim');
  const card = page.getByTestId('product-card').filter({ hasText: PRODUCT });
  await card.waitFor();
  await card.getByText(price, { exact: true }).waitFor();
  await page.waitForLoadState('load');
  const broken = await page
    .getByTestId('product-image')
    .evaluateAll(
      (images) =>
        images.filter(
          (img) =>
            !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0,
        ).length,
    );
  assert.equal(broken, 0, 'every product image loaded');

  // A Turkish upper-case prefix: 'AKILLI' is 'akıllı', never 'akilli'.
  await page.getByLabel('Ürün adına göre ara').fill(SEARCH);
  await eventually(() => page.getByTestId('product-card').count(), 1, 'only the searched product');
  await card.waitFor();
  assert.equal(new URL(page.url()).searchParams.get('q'), SEARCH);
  await screenshot(page, 'products-image-list-search');

  // Back to the compact list: the search comes along.
  await page.getByRole('link', { name: 'Küçük Liste' }).click();
  await expectPath(page, '/app/pages/product/thumb-list');
  assert.equal(await page.getByLabel('Ürün adına göre ara').inputValue(), SEARCH);
  await row.waitFor();
  await eventually(() => page.getByTestId('product-row').count(), 1, 'the search carried over');

  // The newest brief naming it opens its detail page.
  await row.getByRole('link').first().click();
  await expectPath(page, '/app/briefDetail');
  assert.equal(new URL(page.url()).searchParams.get('briefId'), uses[0]!.id);
});

e2e('an influencer opening the products pages goes to /unauthorized', async ({ page }) => {
  const influencer = demo('influencer');
  await signIn(page, influencer.email, influencer.password);
  await page.goto('/app/pages/product/thumb-list');
  await expectPath(page, '/unauthorized');
  await expectHeading(page, 'Yetkisiz erişim');
  await page.goto('/app/pages/product/image-list');
  await expectPath(page, '/unauthorized');
  assert.equal(
    await page.getByRole('link', { name: 'Ürünlerim', includeHidden: true }).count(),
    0,
    'no menu link',
  );
});
