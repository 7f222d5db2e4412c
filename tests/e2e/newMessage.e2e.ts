// Issue 9, contacts and general chat: the admin opens "Yeni Mesaj" on /app/chat, the picker
// lists contacts from the `api` function, a Turkish search ('irem' finds 'İrem') narrows them,
// and picking someone with no conversation starts a general chat (a pair conversation with no
// project) where the admin writes.
import assert from 'node:assert/strict';
import { demo, signIn } from './accounts';
import { e2e, eventually, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

e2e('the admin starts a general chat from the contact picker', async ({ page }) => {
  const admin = demo('admin');
  const run = Date.now().toString(36);
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/chat');
  await page.getByTestId('new-message').click();
  const picker = page.getByTestId('new-message-picker');
  await picker.locator('[data-contact-row]').first().waitFor();

  await picker.getByLabel('Kişi ara').fill('irem');
  const irem = picker.locator('[data-contact-row]').filter({ hasText: 'İrem Güneş' });
  await irem.waitFor();
  await eventually(
    async () =>
      (await picker.locator('[data-contact-row]').allInnerTexts()).every((row) =>
        row.toLocaleLowerCase('tr-TR').includes('irem'),
      ),
    true,
    'every contact shown matches the search',
  );
  await screenshot(page, 'chat-new-message-picker');
  await irem.click();

  await page.getByRole('heading', { name: 'İrem Güneş' }).waitFor();
  const text = `Merhaba İrem, profiliniz hakkında kısa bir bilgi rica ediyoruz. ${run}`;
  await page.getByLabel('Mesajınız').fill(text);
  await page.getByLabel('Mesajınız').press('Enter');
  await page.getByTestId('message-thread').getByText(text).waitFor();

  const conversationId = new URL(page.url()).searchParams.get('c') ?? '';
  assert.ok(conversationId.includes(admin.uid), 'the pair conversation is open');
  const stored = adminDb().doc(`project-conversations/${conversationId}`);
  // On screen at once (pending); stored when the server has it.
  await eventually(async () => (await stored.get()).get('lastMessage'), text, 'message stored');
  const data = (await stored.get()).data();
  assert.deepEqual(data?.activeProjects, []);
  assert.deepEqual(data?.archivedProjects, []);
});
