// Issue 9, the support desk: a brand writes to support; the admin (second browser context) sees
// the unread count in the inbox, opens the conversation, replies and archives it; the brand sees
// the reply live and writes again, and the conversation comes back out of the archive.
import assert from 'node:assert/strict';
import { demo, signIn } from './accounts';
import { baseURL, e2e, eventually, screenshot, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

const SELECT_PROMPT = 'Soldan bir konuşma seçin.';

e2e(
  'a user writes to support, the admin replies and archives, a new message un-archives',
  async ({ page: userPage, context }) => {
    const user = demo('brand');
    const admin = demo('admin');
    const run = Date.now().toString(36);
    const adminContext = await context.browser()!.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    adminContext.setDefaultTimeout(waitMs);
    const adminPage = await adminContext.newPage();
    try {
      await signIn(userPage, user.email, user.password);
      await userPage.goto('/app/support');
      await userPage.getByTestId('support-messages').waitFor();
      await userPage.getByLabel('Mesajınız').fill(`Faturamı göremiyorum ${run}`);
      await userPage.getByLabel('Mesajınız').press('Enter');
      await userPage
        .getByTestId('support-messages')
        .getByText(`Faturamı göremiyorum ${run}`)
        .waitFor();

      // The admin's inbox shows it with an unread count.
      await signIn(adminPage, admin.email, admin.password);
      await adminPage.goto('/app/support');
      const row = adminPage.locator(`[data-testid="support-inbox-row"][data-uid="${user.uid}"]`);
      await row.getByText(`Faturamı göremiyorum ${run}`).waitFor();
      await row.getByTestId('support-unread').waitFor();
      await screenshot(adminPage, 'support-inbox-unread');

      // Opening reads it; the admin replies.
      await row.click();
      await adminPage
        .getByTestId('support-messages')
        .getByText(`Faturamı göremiyorum ${run}`)
        .waitFor();
      await row.getByTestId('support-unread').waitFor({ state: 'detached' });
      await adminPage.getByLabel('Mesajınız').fill(`Fatura sekmesine bakabilir misiniz? ${run}`);
      await adminPage.getByLabel('Mesajınız').press('Enter');
      await userPage
        .getByTestId('support-messages')
        .getByText(`Fatura sekmesine bakabilir misiniz? ${run}`)
        .waitFor();

      // The admin archives it: it leaves the active inbox.
      await adminPage.getByRole('button', { name: 'Arşivle', exact: true }).click();
      await eventually(
        async () => (await adminDb().doc(`Support/${user.uid}`).get()).get('isArchived'),
        true,
        'archived',
      );
      // Back to the inbox with nothing open (an open conversation is read as it arrives), in
      // the page: its inbox listener stays live. (After a reload the fresh-clone CI twice saw
      // only the cached inbox for 30 s; noted on issue 12.)
      await adminPage.goBack();
      await adminPage.getByText(SELECT_PROMPT).waitFor();
      await row.waitFor({ state: 'detached' });

      // The user writes again: back in the active inbox, unread, no longer archived.
      await userPage.getByLabel('Mesajınız').fill(`Buldum, teşekkürler ${run}`);
      await userPage.getByLabel('Mesajınız').press('Enter');
      // Stored first (a refused write would only show as a missing row below).
      await eventually(
        async () => (await adminDb().doc(`Support/${user.uid}`).get()).get('lastMessage.text'),
        `Buldum, teşekkürler ${run}`,
        'the user message stored',
      );
      await adminPage.getByTestId('support-inbox').waitFor();
      await row
        .getByText(`Buldum, teşekkürler ${run}`)
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshot(adminPage, 'failed-support-admin-inbox');
          // Which side failed: the inbox listener (its alert) or what the inbox shows.
          const alert = await adminPage.getByRole('alert').allTextContents();
          const rows = await adminPage.getByTestId('support-inbox-row').allTextContents();
          throw new Error(`inbox alerts ${JSON.stringify(alert)}, rows ${JSON.stringify(rows)}`, {
            cause: error,
          });
        });
      await row.getByTestId('support-unread').waitFor();
      const conversation = (await adminDb().doc(`Support/${user.uid}`).get()).data();
      assert.equal(conversation?.isArchived, false);
      await screenshot(adminPage, 'support-unarchived-by-new-message');
    } finally {
      await adminContext.close();
    }
  },
);
