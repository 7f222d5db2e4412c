// Issue 9, the project chat: the brand and the influencer of an accepted collaboration talk on
// /app/chat in two browser contexts at once: live delivery with an unread badge that clears on
// opening, typing shown and gone within 3 s, a reply, the history in order after a reload, and
// a message sent offline that shows as pending and arrives exactly once.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

const conversationId = (a: string, b: string) => [a, b].sort().join('_');
/** A message in the open conversation (the list row repeats the last one). */
const inThread = (page: Page, text: string) => page.getByTestId('message-thread').getByText(text);
const messageTexts = (page: Page) =>
  page.getByTestId('message').locator('.chat-bubble-text').allInnerTexts();

e2e(
  'brand and influencer chat live, with unread, typing and offline sends',
  async ({ page: brandPage, context }) => {
    const brand = demo('brand');
    const influencer = demo('influencer');
    const id = conversationId(brand.uid, influencer.uid);
    const run = Date.now().toString(36);

    const other = await context
      .browser()!
      .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    other.setDefaultTimeout(waitMs);
    const influencerPage = await other.newPage();
    try {
      await signIn(brandPage, brand.email, brand.password);
      await signIn(influencerPage, influencer.email, influencer.password);

      // The influencer waits on the chat page with the conversation closed.
      await influencerPage.goto('/app/chat');
      const row = influencerPage.locator(
        `[data-testid="conversation-row"][data-conversation="${id}"]`,
      );
      await row.waitFor();

      // The brand opens the conversation by link and writes.
      await brandPage.goto(`/app/chat?c=${id}`);
      await brandPage.getByTestId('message-thread').waitFor();
      const box = brandPage.getByLabel('Mesajınız');
      await box.fill(`Merhaba, çekim takvimi hazır mı? ${run}`);
      // Typing reaches the other side only once she has the conversation open; the send goes now.
      await box.press('Enter');
      await inThread(brandPage, `çekim takvimi hazır mı? ${run}`).waitFor();

      // Live on the influencer's list, with an unread badge; opening clears it.
      await row.getByText(`çekim takvimi hazır mı? ${run}`).waitFor();
      await row.getByTestId('unread-badge').waitFor();
      // ...and on the "Mesajlar" menu entry and in the tab title.
      await influencerPage.getByTestId('messages-unread').waitFor();
      assert.match(await influencerPage.title(), /^\(\d+\) /);
      await screenshot(influencerPage, 'chat-unread-badge');
      await row.click();
      await inThread(influencerPage, `çekim takvimi hazır mı? ${run}`).waitFor();
      await row.getByTestId('unread-badge').waitFor({ state: 'detached' });
      await influencerPage.getByTestId('messages-unread').waitFor({ state: 'detached' });
      assert.doesNotMatch(await influencerPage.title(), /^\(\d+\) /);
      await eventually(
        async () =>
          (await adminDb().doc(`project-conversations/${id}`).get()).get(
            `unreadCounts.${influencer.uid}`,
          ),
        0,
        'the reader’s unread count is back to 0',
      );
      // The brand sees its message read.
      await eventually(
        async () => brandPage.getByTestId('message').last().getAttribute('data-state'),
        'read',
        'the brand sees the message as read',
      );

      // Typing shows on the other side and disappears within 3 s of stopping.
      await influencerPage.getByLabel('Mesajınız').pressSequentially('Hazır', { delay: 50 });
      await brandPage.getByTestId('typing').getByText('yazıyor…').waitFor();
      await eventually(
        async () => (await brandPage.getByTestId('typing').innerText()).trim(),
        '',
        'typing is gone after she stops',
        6000,
      );
      await influencerPage.getByLabel('Mesajınız').fill(`Evet, yarın paylaşıyorum. ${run}`);
      await influencerPage.getByRole('button', { name: 'Gönder' }).click();
      await inThread(brandPage, `Evet, yarın paylaşıyorum. ${run}`).waitFor();
      await screenshot(brandPage, 'chat-conversation');

      // Offline: the message shows as pending, then arrives exactly once.
      await context.setOffline(true);
      await box.fill(`Çevrimdışı yazıldı ${run}`);
      await box.press('Enter');
      const offline = brandPage
        .getByTestId('message')
        .filter({ hasText: `Çevrimdışı yazıldı ${run}` });
      await eventually(
        async () => offline.getAttribute('data-state'),
        'pending',
        'pending while offline',
      );
      await screenshot(brandPage, 'chat-offline-pending');
      await context.setOffline(false);
      await inThread(influencerPage, `Çevrimdışı yazıldı ${run}`).waitFor({ timeout: 30_000 });
      // Acknowledged: sent, or already read by the influencer, whose conversation is open.
      await eventually(
        async () => (await offline.getAttribute('data-state')) !== 'pending',
        true,
        'delivered',
        30_000,
      );
      const stored = await adminDb()
        .collection(`project-conversations/${id}/messages`)
        .where('text', '==', `Çevrimdışı yazıldı ${run}`)
        .get();
      assert.equal(stored.size, 1, 'the offline message is stored exactly once');

      // After a reload both see the whole exchange in order.
      const expected = [
        `Merhaba, çekim takvimi hazır mı? ${run}`,
        `Evet, yarın paylaşıyorum. ${run}`,
        `Çevrimdışı yazıldı ${run}`,
      ];
      for (const page of [brandPage, influencerPage]) {
        await page.reload();
        await page.getByTestId('message-thread').waitFor();
        await inThread(page, `Çevrimdışı yazıldı ${run}`).waitFor();
        const texts = (await messageTexts(page)).filter((text) => text.endsWith(run));
        assert.deepEqual(texts, expected, 'the history in order');
      }
    } finally {
      await other.close();
    }
  },
);
