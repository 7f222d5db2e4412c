// Issue 12, admins add and delete content: the seeded admin publishes a post with a Turkish
// title (the slug is made from it, a slug another post has is refused with the text kept),
// a signed-in brand in her own browser finds it in the list and opens it, the admin deletes it
// after confirming and it is gone for both and in Firestore; the admin adds an FAQ question,
// placed last, and deletes it. Non-admins creating or deleting is refused by the rules
// (tests/rules/contents.test.ts).
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { seedBlogPosts, seedFaq } from '../../scripts/seed/contents';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, expectHeading, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

const title = 'Çekim günü için 7 ipucu';
const slug = 'cekim-gunu-icin-7-ipucu';
const cover = 'https://images.example.com/cekim-gunu.jpg';

async function newContext(context: BrowserContext) {
  const other = await context
    .browser()!
    .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  other.setDefaultTimeout(waitMs);
  return other;
}

e2e('the admin publishes a post a brand reads, then deletes it', async ({ page, context }) => {
  const stored = adminDb().doc(`Contents/Blog/posts/${slug}`);
  await stored.delete(); // a run that failed half-way may have left it
  const admin = demo('admin');
  const brand = demo('brand');
  const brandContext = await newContext(context);
  try {
    await signIn(page, admin.email, admin.password);
    await page.goto('/app/pages/blog/blog-list');
    await expectHeading(page, 'Blog Yazıları');
    await page.getByTestId('blog-card').first().waitFor();
    await page.getByRole('button', { name: 'Yeni yazı' }).click();

    const form = page.getByTestId('content-editor');
    await form.getByLabel('Başlık').fill(title);
    const slugField = form.getByLabel('Adres (slug)');
    assert.equal(await slugField.inputValue(), slug, 'the slug folds the Turkish letters');
    await form.getByLabel('Özet').fill('Işık, ses ve yedek pil: çekimden önce kontrol listesi.');
    await form.getByLabel('Kapak görseli adresi').fill('http://images.example.com/a.jpg');
    const body = '## Hazırlık\n\n1. **Işığı** önceden deneyin.\n2. Yedek pil alın.';
    await form.getByLabel('Metin').fill(body);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.getByText('Görsel adresi https:// ile başlamalı.').waitFor();
    await form.getByLabel('Kapak görseli adresi').fill(cover);

    // Another post's address: refused, nothing overwritten, every typed value kept.
    const taken = seedBlogPosts[0];
    await slugField.fill(taken.slug);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.getByText('Bu adres başka bir yazıda kullanılıyor.', { exact: false }).waitFor();
    assert.equal(await form.getByLabel('Metin').inputValue(), body);
    const untouched = await adminDb().doc(`Contents/Blog/posts/${taken.slug}`).get();
    assert.equal(untouched.get('title'), taken.title, 'the existing post is not overwritten');
    await screenshot(page, 'content-admin-slug-taken');

    await slugField.fill(slug);
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await page.waitForURL(`**/app/pages/blog/blog-detail?slug=${slug}`);
    await expectHeading(page, title);
    await page.getByTestId('blog-body').getByRole('heading', { name: 'Hazırlık' }).waitFor();
    await screenshot(page, 'content-admin-post-published');

    const saved = await stored.get();
    assert.equal(saved.get('title'), title);
    assert.equal(saved.get('coverImage'), cover);
    const publishedAt = saved.get('publishedAt')?.toMillis() as number;
    assert.ok(Math.abs(publishedAt - Date.now()) < 5 * 60_000, 'published at the server time');

    // A signed-in brand, in her own browser, finds it first in the list and opens it.
    const brandPage = await brandContext.newPage();
    await signIn(brandPage, brand.email, brand.password);
    await brandPage.goto('/app/pages/blog/blog-list');
    const first = brandPage.getByTestId('blog-card').first();
    await first.getByRole('link', { name: title }).click();
    await brandPage.waitForURL(`**/app/pages/blog/blog-detail?slug=${slug}`);
    await expectHeading(brandPage, title);
    assert.equal(await brandPage.getByRole('button', { name: 'Sil', exact: true }).count(), 0);

    await page.getByRole('button', { name: 'Sil', exact: true }).click();
    const dialog = page.getByTestId('content-delete-dialog');
    await dialog.getByText(`"${title}" kalıcı olarak silinecek.`, { exact: false }).waitFor();
    await screenshot(page, 'content-admin-delete-confirm');
    await page.getByTestId('content-delete-confirm').click();
    await page.waitForURL('**/app/pages/blog/blog-list');
    await page.getByTestId('blog-card').first().waitFor();
    assert.equal(await page.getByRole('link', { name: title }).count(), 0);
    await eventually(async () => (await stored.get()).exists, false, 'the post is deleted');

    await brandPage.goto('/app/pages/blog/blog-list');
    await brandPage.getByTestId('blog-card').first().waitFor();
    assert.equal(await brandPage.getByTestId('blog-card').count(), seedBlogPosts.length);
    assert.equal(await brandPage.getByRole('link', { name: title }).count(), 0);
    await brandPage.goto(`/app/pages/blog/blog-detail?slug=${slug}`);
    await expectHeading(brandPage, 'Yazı bulunamadı');
  } finally {
    await brandContext.close();
    await stored.delete();
  }
});

e2e('the admin adds an FAQ question at the end and deletes it', async ({ page }) => {
  const admin = demo('admin');
  const question = `Fatura kimin adına kesilir? (E2E ${Date.now().toString(36)})`;
  const entries = adminDb().collection('Contents/Faq/entries');
  const ours = async () => (await entries.where('question', '==', question).get()).docs;
  try {
    await signIn(page, admin.email, admin.password);
    await page.goto('/app/pages/faq');
    await expectHeading(page, 'Sıkça Sorulan Sorular');
    await page.getByTestId('faq-item').first().waitFor();
    const before = await page.getByTestId('faq-item').count();
    assert.ok(before >= seedFaq.length);
    await page.getByRole('button', { name: 'Yeni soru' }).click();
    const form = page.getByTestId('content-editor');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.getByText('Bu alan boş bırakılamaz.').first().waitFor();
    await form.getByLabel('Soru').fill(question);
    await form.getByLabel('Cevap').fill('Faturayı **marka** adına kesiyoruz.');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Yayınlandı.').waitFor();

    const items = page.getByTestId('faq-item');
    await eventually(() => items.count(), before + 1, 'the new question is listed');
    assert.equal(await items.last().getByRole('button').first().textContent(), question);
    await page.getByTestId('faq-answer').getByText('marka').waitFor();
    const stored = await ours();
    assert.equal(stored.length, 1);
    const orders = (await entries.get()).docs.map((item) => Number(item.get('order') ?? 0));
    assert.equal(stored[0].get('order'), Math.max(...orders), 'placed last');
    await screenshot(page, 'content-admin-faq-added');

    await page.reload();
    await page.getByRole('button', { name: question }).click();
    await items.last().getByRole('button', { name: 'Sil', exact: true }).click();
    await page.getByTestId('content-delete-confirm').click();
    await eventually(() => page.getByRole('button', { name: question }).count(), 0, 'gone');
    assert.equal(await items.count(), before);
    await eventually(async () => (await ours()).length, 0, 'the entry is deleted');
  } finally {
    for (const item of await ours()) await item.ref.delete();
  }
});
