// Issue 9, from a new account: an influencer registers, verifies her mail and fills her profile
// through the UI, makes an offer on the demo brand's open brief and writes to the brand from
// the offer panel (the brief chat). In a second browser the brand sees the unread count, opens
// the chat under 'Teklifler' and answers; she sees it live. The brand accepts her offer, opens
// /app/chat and writes in their project conversation; she sees it live with an unread badge
// (menu entry and tab title) that clears when she opens it, and the brand's message turns to
// read. Her typing shows on the brand's side and goes within 3 s; she replies; a message the
// brand sends offline shows as pending and arrives exactly once; after a reload both see the
// history in order.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';
import {
  approveInfluencerAsAdmin,
  completeInfluencerProfile,
  givePhotoAsUploaded,
  registerInfluencer,
} from './onboarding';

const inThread = (page: Page, text: string) => page.getByTestId('message-thread').getByText(text);

/**
 * A fresh open brief of the demo brand: a copy of one of its seeded public money briefs (never
 * one an earlier journey made, which may be private to an agency or half way through).
 */
async function openBriefOf(ownerId: string, title: string): Promise<string> {
  const open = await adminDb()
    .collection('briefs')
    .where('briefOwnerUserId', '==', ownerId)
    .where('isVerified', '==', true)
    .where('isCompleted', '==', false)
    .where('paymentType', '==', 'money')
    .where('visibility', '==', 'brand')
    .get();
  const source = open.docs.find((doc) => doc.id.startsWith('demo-brief-'));
  assert.ok(source, 'the demo brand has an open money brief in the seed');
  const id = `chat-brief-${Date.now().toString(36)}`;
  await adminDb()
    .doc(`briefs/${id}`)
    .set({
      ...source.data(),
      id,
      title,
      shouldHideBrief: false,
      bidderIds: [],
      acceptedUsers: [],
      completedUsers: [],
      declinedUser: [],
      timestamp: new Date(),
    });
  return id;
}

e2e(
  'a new influencer talks to a brand about a brief, is accepted and chats in the project',
  async ({ page, context }) => {
    const run = Date.now().toString(36);
    const email = `selin.${run}@demo.test`;
    const password = 'Parola123';
    const brand = demo('brand');
    const title = `Kış vitrini ${run}`;
    const briefId = await openBriefOf(brand.uid, title);

    await registerInfluencer(page, { name: 'Selin', surname: 'Aydın', email, password });
    await completeInfluencerProfile(page, { email, password, instagram: `selin.${run}` });
    const uid = (await adminDb().collection('Users').where('email', '==', email).get()).docs[0]?.id;
    assert.ok(uid, 'her Users document exists');
    await givePhotoAsUploaded(uid, '/demo/avatars/female-3.svg');

    // Only approved influencers offer: the admin approves her, as after her verify request.
    await approveInfluencerAsAdmin(page, uid);

    // She makes an offer and writes to the brand from the offer panel.
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page.getByLabel('Teklif tutarı (TL, KDV hariç)').fill('12000');
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.getByTestId('offer-state').waitFor();
    await page.getByTestId('offer-message').click();
    await page.getByText(`Brif: ${title}`).waitFor();
    const question = `Merhaba, teslim tarihi esnek mi? ${run}`;
    await page.getByLabel('Mesajınız').fill(question);
    await page.getByLabel('Mesajınız').press('Enter');
    await inThread(page, question).waitFor();

    // The brand, in a second browser, sees it counted and answers under 'Teklifler'.
    const other = await context
      .browser()!
      .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    other.setDefaultTimeout(waitMs);
    const brandPage = await other.newPage();
    try {
      await signIn(brandPage, brand.email, brand.password);
      await brandPage.getByTestId('messages-unread').waitFor();
      await brandPage.goto('/app/chat');
      await brandPage.getByRole('button', { name: 'Teklifler' }).click();
      const briefRow = brandPage.locator(
        `[data-testid="conversation-row"][data-conversation="Messages/${briefId}_${uid}/${briefId}"]`,
      );
      await briefRow.getByTestId('unread-badge').waitFor();
      await briefRow.click();
      await inThread(brandPage, question).waitFor();
      await briefRow.getByTestId('unread-badge').waitFor({ state: 'detached' });
      const answer = `Evet, iki hafta içinde olabilir. ${run}`;
      await brandPage.getByLabel('Mesajınız').fill(answer);
      await brandPage.getByLabel('Mesajınız').press('Enter');
      await inThread(page, answer).waitFor();
      await screenshot(page, 'brief-chat-influencer');

      // The brand accepts her offer, then writes in their project conversation.
      await brandPage.goto(`/app/briefDetail?briefId=${briefId}`);
      const bid = brandPage.getByTestId(`bid-${uid}`);
      await bid.waitFor({ timeout: 20_000 });
      await bid.getByRole('button', { name: 'Selin Aydın teklifini kabul et' }).click();
      await brandPage.getByTestId(`bid-${uid}`).getByText('Kabul Edildi').waitFor();
      await page.goto('/app/chat');
      const conversationId = [brand.uid, uid].sort().join('_');
      const projectRow = page.locator(
        `[data-testid="conversation-row"][data-conversation="${conversationId}"]`,
      );
      await projectRow.locator('.chat-row-projects').getByText(title).waitFor();

      await brandPage.goto(`/app/chat?c=${conversationId}`);
      await brandPage.getByTestId('message-thread').waitFor();
      const welcome = `Hoş geldiniz Selin, brief dosyasını paylaşıyorum. ${run}`;
      await brandPage.getByLabel('Mesajınız').fill(welcome);
      await brandPage.getByLabel('Mesajınız').press('Enter');

      // Live on her list with an unread badge (the acceptance message and this one).
      await projectRow.getByText(welcome).waitFor();
      await projectRow.getByTestId('unread-badge').waitFor();
      await page.getByTestId('messages-unread').waitFor();
      assert.match(await page.title(), /^\(\d+\) /);
      await projectRow.click();
      await inThread(page, welcome).waitFor();
      await projectRow.getByTestId('unread-badge').waitFor({ state: 'detached' });
      await screenshot(page, 'project-chat-after-accept');

      // The brand sees her message as read.
      const sent = brandPage.getByTestId('message').filter({ hasText: welcome });
      await eventually(async () => sent.getAttribute('data-state'), 'read', 'read receipt');
      await page.getByTestId('messages-unread').waitFor({ state: 'detached' });
      assert.doesNotMatch(await page.title(), /^\(\d+\) /);

      // Her typing shows on the brand's side and is gone within 3 s of stopping; she replies.
      const box = page.getByLabel('Mesajınız');
      await box.pressSequentially('Teşekkürler', { delay: 50 });
      await brandPage.getByTestId('typing').getByText('yazıyor…').waitFor();
      await eventually(
        async () => (await brandPage.getByTestId('typing').innerText()).trim(),
        '',
        'typing is gone after she stops',
        6000,
      );
      const reply = `Teşekkürler, taslağı yarın gönderiyorum. ${run}`;
      await box.fill(reply);
      await page.getByRole('button', { name: 'Gönder' }).click();
      await inThread(brandPage, reply).waitFor();

      // The brand goes offline: its message shows as pending, then arrives exactly once.
      await other.setOffline(true);
      const offlineText = `Çevrimdışı yazıldı ${run}`;
      await brandPage.getByLabel('Mesajınız').fill(offlineText);
      await brandPage.getByLabel('Mesajınız').press('Enter');
      const offline = brandPage.getByTestId('message').filter({ hasText: offlineText });
      await eventually(async () => offline.getAttribute('data-state'), 'pending', 'pending');
      await screenshot(brandPage, 'chat-offline-pending');
      await other.setOffline(false);
      await inThread(page, offlineText).waitFor({ timeout: 30_000 });
      await eventually(
        async () => (await offline.getAttribute('data-state')) !== 'pending',
        true,
        'delivered',
        30_000,
      );
      const stored = await adminDb()
        .collection(`project-conversations/${conversationId}/messages`)
        .where('text', '==', offlineText)
        .get();
      assert.equal(stored.size, 1, 'the offline message is stored exactly once');

      // After a reload both see the whole exchange in order.
      for (const reader of [brandPage, page]) {
        await reader.reload();
        await inThread(reader, offlineText).waitFor();
        const texts = (
          await reader.getByTestId('message').locator('.chat-bubble-text').allInnerTexts()
        ).filter((text) => text.endsWith(run));
        assert.deepEqual(texts, [welcome, reply, offlineText], 'the history in order');
      }
    } finally {
      await other.close();
    }
  },
);
