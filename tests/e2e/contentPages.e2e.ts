// Issue 12, content from Firestore: a signed-in influencer reads the blog list and a post (by
// its Turkish slug) and searches the FAQ with Turkish case rules; the admin edits an FAQ answer
// in place (a blank answer is refused with the typed question kept), the change shows at once,
// survives a reload and is the stored document; the category labels follow Contents/Categories.
import assert from 'node:assert/strict';
import { seedBlogPosts, seedFaq } from '../../scripts/seed/contents';
import { categoryNamesTr } from '../../src/lib/categories';
import { demo, signIn } from './accounts';
import { e2e, expectHeading, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

e2e('an influencer reads the blog and a post, then searches the FAQ', async ({ page }) => {
  const influencer = demo('influencer');
  await signIn(page, influencer.email, influencer.password);

  await page.goto('/app/pages/blog/blog-list');
  await expectHeading(page, 'Blog Yazıları');
  const cards = page.getByTestId('blog-card');
  await cards.first().waitFor();
  assert.equal(await cards.count(), seedBlogPosts.length);
  const newest = seedBlogPosts[0];
  const card = cards.first();
  assert.equal(await card.getByRole('heading').textContent(), newest.title);
  await card.getByText(/\d+ dk okuma/).waitFor();
  assert.ok(await card.locator('img').getAttribute('src'), 'the card shows the cover image');
  await screenshot(page, 'content-blog-list');

  await card.getByRole('link', { name: newest.title }).click();
  await page.waitForURL(`**/app/pages/blog/blog-detail?slug=${newest.slug}`);
  await expectHeading(page, newest.title);
  const post = page.getByTestId('blog-post');
  await post.getByText(/\d+ dk okuma/).waitFor();
  await post.getByRole('heading', { name: '1. Etkileşim oranı daha yüksek' }).waitFor();
  await screenshot(page, 'content-blog-detail');

  // A slug nobody wrote: the page says so instead of spinning.
  await page.goto('/app/pages/blog/blog-detail?slug=boyle-bir-yazi-yok');
  await expectHeading(page, 'Yazı bulunamadı');

  await page.goto('/app/pages/faq');
  await expectHeading(page, 'Sıkça Sorulan Sorular');
  const items = page.getByTestId('faq-item');
  await items.first().waitFor();
  assert.equal(await items.count(), seedFaq.length);
  // Upper-case İ finds the lower-case i of 'iade' (Turkish rules, not the default ones).
  await page.getByLabel('Sorularda ara').fill('İADE');
  await page.getByText('1 soru bulundu').waitFor();
  const refund = seedFaq.find((entry) => entry.id === 'iade-iptal');
  assert.ok(refund);
  await page.getByRole('button', { name: refund.question }).click();
  await page.getByTestId('faq-answer').getByText('Aboneliğinizi istediğiniz zaman').waitFor();
  await screenshot(page, 'content-faq-search');
  await page.getByLabel('Sorularda ara').fill('zzyzx');
  await page.getByText('"zzyzx" için sonuç bulunamadı.', { exact: false }).waitFor();
  // No edit button for anyone but an admin.
  await page.getByLabel('Sorularda ara').fill('');
  await page.getByRole('button', { name: refund.question }).click();
  assert.equal(await page.getByRole('button', { name: 'Düzenle' }).count(), 0);

  await page.goto('/app/pages/knowledge-base');
  await expectHeading(page, 'Bilgi Bankası');
  await page.getByRole('link', { name: 'İlk briefinizi yayınlayın' }).click();
  const article = page.getByTestId('knowledge-article');
  await article.getByRole('heading', { name: 'İlk briefinizi yayınlayın' }).waitFor();
  await article.getByText('Markalar İçin').waitFor();
  await article.getByRole('listitem').first().waitFor();
  await screenshot(page, 'content-knowledge-base');

  await page.goto('/app/pages/mailing');
  await expectHeading(page, 'E-posta Şablonu');
  const preview = page.getByTestId('mailing-preview');
  // {{name}} filled with the sample recipient's name.
  await preview.getByRole('heading', { name: 'Merhaba Ayşe!' }).waitFor();
  await preview.getByText('Ayşe, yeni iş birliği fırsatları seni bekliyor').waitFor();
  await preview.getByRole('link', { name: 'Briefleri Gör' }).waitFor();
  await screenshot(page, 'content-mailing');
});

e2e('the admin edits an FAQ answer in place and the change shows', async ({ page }) => {
  const admin = demo('admin');
  const run = Date.now().toString(36);
  const entry = seedFaq.find((item) => item.id === 'odeme-zamani');
  assert.ok(entry);
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/pages/faq');
  await expectHeading(page, 'Sıkça Sorulan Sorular');
  await page.getByRole('button', { name: entry.question }).click();
  await page.getByRole('button', { name: 'Düzenle' }).click();

  const editor = page.getByTestId('content-editor');
  const answer = editor.getByLabel('Cevap');
  await answer.fill('   ');
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await editor.getByText('Bu alan boş bırakılamaz.').waitFor();
  assert.equal(await editor.getByLabel('Soru').inputValue(), entry.question);

  const newAnswer = `Hakedişler her ayın **15'inde** ödenir. (E2E ${run})`;
  await answer.fill(newAnswer);
  await editor.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByText('Değişiklikler kaydedildi.').waitFor();
  const shown = page.getByTestId('faq-answer');
  await shown.getByText(`(E2E ${run})`, { exact: false }).waitFor();
  assert.equal(await shown.locator('strong').textContent(), "15'inde", 'Markdown rendered');
  await screenshot(page, 'content-faq-edited');

  const stored = await adminDb().doc(`Contents/Faq/entries/${entry.id}`).get();
  assert.equal(stored.get('answer'), newAnswer);
  assert.equal(stored.get('question'), entry.question);

  await page.reload();
  await page.getByRole('button', { name: entry.question }).click();
  await page.getByTestId('faq-answer').getByText(`(E2E ${run})`, { exact: false }).waitFor();
});

e2e('the category names the app shows come from Contents/Categories', async ({ page }) => {
  const admin = demo('admin');
  const categories = adminDb().doc('Contents/Categories');
  const before = (await categories.get()).data();
  const names = [...categoryNamesTr];
  names[4] = 'Sanat ve Tasarım';
  try {
    await categories.set({ tr: names, updatedAt: new Date() });
    await signIn(page, admin.email, admin.password);
    await page.goto('/app/influencers');
    const options = page.locator('#filter-category option');
    await options.filter({ hasText: 'Sanat ve Tasarım' }).waitFor({ state: 'attached' });
    assert.equal(await options.filter({ hasText: 'Sanat/Tasarım' }).count(), 0);
    // Kept for the next visit, so the names show before Firestore answers.
    const cached = await page.evaluate(() => localStorage.getItem('contentCategoryNames'));
    assert.ok(cached?.includes('Sanat ve Tasarım'), 'the names are cached');
  } finally {
    if (before) await categories.set(before);
    else await categories.delete();
  }
});
