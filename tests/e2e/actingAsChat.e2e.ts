// Issue 18 point 13 (docs/decisions.md "Chat identity"): the admin acts as the demo brand and
// answers in the brand's project chat with the demo influencer. The influencer, in her own
// browser, sees the answer from the brand (its name, on the other side of the thread), never
// from the admin; the stored message names the brand as its sender and the admin in actedBy.
import assert from 'node:assert/strict';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, expectPath, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

e2e('the admin acting as a brand answers in her project chat', async ({ page, context }) => {
  const admin = demo('admin');
  const brand = demo('brand');
  const influencer = demo('influencer');
  const conversationId = [brand.uid, influencer.uid].sort().join('_');
  const answer = `Taslağı onayladık, paylaşabilirsiniz. ${Date.now().toString(36)}`;

  await signIn(page, admin.email, admin.password);
  await page.goto('/app/users');
  await page.getByTestId('users-type-filter').selectOption('brand');
  await page.getByTestId('users-search').fill(brand.name);
  const row = page.locator(`[data-testid="user-row"][data-uid="${brand.uid}"]`);
  await row.getByRole('button', { name: 'Kullanıcı olarak görüntüle' }).click();
  await expectPath(page, '/app/myProjects');
  await page.getByTestId('acting-as-banner').waitFor();

  // The brand's chats, not the admin's: her conversation with the influencer is listed.
  await page.goto('/app/chat');
  const brandRow = page.locator(
    `[data-testid="conversation-row"][data-conversation="${conversationId}"]`,
  );
  await brandRow.click();
  await page.locator('#chat-with').getByText(`${influencer.name} ${influencer.surname}`).waitFor();
  await page.getByLabel('Mesajınız').fill(answer);
  await page.getByLabel('Mesajınız').press('Enter');
  // Her own message, on her side, and the server has it.
  const sent = page.locator('[data-testid="message"][data-own="true"]', { hasText: answer });
  await sent.waitFor();
  await page
    .locator('[data-testid="message"][data-own="true"][data-state="sent"]', { hasText: answer })
    .or(
      page.locator('[data-testid="message"][data-own="true"][data-state="read"]', {
        hasText: answer,
      }),
    )
    .waitFor();
  await screenshot(page, 'admin-acting-as-brand-chat');

  const storedAnswer = () =>
    adminDb()
      .collection(`project-conversations/${conversationId}/messages`)
      .where('text', '==', answer)
      .get();
  await eventually(async () => (await storedAnswer()).size, 1, 'the answer is stored once');
  const stored = (await storedAnswer()).docs[0]!.data();
  assert.equal(stored.senderId, brand.uid, 'the message is the brand’s');
  assert.equal(stored.actedBy, admin.uid, 'actedBy names the admin who wrote it');

  // The influencer, in her own browser, sees the brand's answer.
  const other = await context
    .browser()!
    .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  other.setDefaultTimeout(waitMs);
  const influencerPage = await other.newPage();
  try {
    await signIn(influencerPage, influencer.email, influencer.password);
    await influencerPage.goto(`/app/chat?c=${conversationId}`);
    await influencerPage
      .locator('#chat-with')
      .getByText(brand.brandName ?? '')
      .waitFor();
    await influencerPage
      .locator('[data-testid="message"][data-own="false"]', { hasText: answer })
      .waitFor();
    const listed = influencerPage.locator(
      `[data-testid="conversation-row"][data-conversation="${conversationId}"]`,
    );
    await listed.getByText(brand.brandName ?? '').waitFor();
    const thread = await influencerPage.getByTestId('conversation').innerText();
    assert.ok(!thread.includes(`${admin.name} ${admin.surname}`), 'the admin’s name is not shown');
    await screenshot(influencerPage, 'influencer-sees-brand-answer');
  } finally {
    await other.close();
  }
});
