// Issue 4's journey: a brand creates a brief; the admin approves it; the approved influencer
// finds it under 'Bütçeli' and sends an offer; the brand accepts; the pair's conversation holds
// the project and a first message; the admin completes the brief; it shows under
// 'Tamamlananlar' and the conversation lists it as archived. Screenshots of each list view.
import assert from 'node:assert/strict';
import { demo, signIn, signOut } from './accounts';
import { e2e, eventually, screenshot } from './browser';
import { offerOnBrief } from './briefSteps';
import { adminDb } from './firestoreAdmin';

const conversationOf = (a: string, b: string) => [a, b].sort().join('_');

e2e('a brief goes from creation to a completed collaboration', async ({ page }) => {
  const brand = demo('brand');
  const admin = demo('admin');
  const influencer = demo('influencer');
  const title = `Yaz koleksiyonu tanıtımı ${Date.now().toString(36)}`;

  // The brand creates the brief.
  await signIn(page, brand.email, brand.password);
  await page.goto('/app/addNewBrief');
  await page.getByLabel('Proje başlığı').fill(title);
  await page
    .getByLabel('Açıklama')
    .fill('Yeni yaz koleksiyonumuz için Instagram gönderileri arıyoruz.');
  await page.getByRole('checkbox', { name: 'Moda' }).check();
  await page.getByRole('checkbox', { name: 'Kadın' }).check();
  await page.getByRole('checkbox', { name: 'Instagram' }).first().check();
  await page.getByRole('radio', { name: '#reklam' }).first().check();
  await page.getByLabel('Bütçe (TL, KDV hariç)').fill('15000');
  await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
  await page.waitForURL('**/app/briefDetail?briefId=*');
  const briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
  assert.ok(briefId, 'the detail page names the new brief');
  await page.getByText('Onay Bekliyor').first().waitFor();

  await page.goto('/app/myProjects');
  await page.getByText(title).first().waitFor();
  await screenshot(page, 'list-brand-image');
  for (const [mode, name] of [
    ['Küçük', 'list-brand-thumb'],
    ['Liste', 'list-brand-list'],
  ] as const) {
    await page.getByRole('button', { name: mode, exact: true }).click();
    await page.getByText(title).first().waitFor();
    await screenshot(page, name);
  }
  await signOut(page);

  // The admin approves it.
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/projects');
  const pendingRow = page.getByRole('row').filter({ hasText: title });
  await pendingRow.getByRole('button', { name: 'Onayla' }).click();
  await page.getByTestId('toast').getByText('Proje başarıyla onaylandı.').waitFor();
  await screenshot(page, 'list-admin-table');
  await signOut(page);

  // The approved influencer finds it under 'Bütçeli' and sends an offer.
  await signIn(page, influencer.email, influencer.password);
  await page.goto('/app/projects');
  await page.getByRole('tab', { name: /Bütçeli/ }).click();
  await page.getByText(title).first().waitFor();
  await screenshot(page, 'list-influencer-budget');
  await offerOnBrief(page, briefId, '5000');
  await signOut(page);

  // The brand accepts the offer.
  await signIn(page, brand.email, brand.password);
  await page.goto(`/app/briefDetail?briefId=${briefId}`);
  await page
    .getByRole('button', { name: /teklifini kabul et/i })
    .first()
    .click();
  await page.getByTestId('toast').getByText('Influencer başarıyla seçildi.').waitFor();
  await signOut(page);

  const conversation = adminDb().doc(
    `project-conversations/${conversationOf(brand.uid, influencer.uid)}`,
  );
  const active = (await conversation.get()).data();
  assert.ok(
    active?.activeProjects?.some((project: { briefId: string }) => project.briefId === briefId),
    'the conversation lists the project as active',
  );
  const messages = await conversation.collection('messages').where('briefId', '==', briefId).get();
  assert.ok(messages.size >= 1, 'the conversation has the first message of the project');

  // The admin completes the brief; it moves to 'Tamamlananlar' and is archived in the chat.
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/projects');
  await page.getByRole('tab', { name: 'Devam Edenler' }).click();
  const ongoingRow = page.getByRole('row').filter({ hasText: title });
  await ongoingRow.getByRole('button', { name: 'Tamamla' }).click();
  await page.getByTestId('toast').getByText('Proje başarıyla tamamlandı.').waitFor();
  await page.getByRole('tab', { name: 'Tamamlananlar' }).click();
  await page.getByRole('row').filter({ hasText: title }).waitFor();
  await screenshot(page, 'list-admin-completed');

  await eventually(
    async () =>
      ((await conversation.get()).data()?.archivedProjects ?? []).some(
        (project: { briefId: string }) => project.briefId === briefId,
      ),
    true,
    'the conversation lists the project as archived',
  );
});
