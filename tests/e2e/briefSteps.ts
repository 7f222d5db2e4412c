// Steps several journeys share: a brand fills the brief form for a Moda brief for women on
// Instagram, and the admin approves a brief from her project table.
import type { Page } from 'playwright-core';
import { demo, signIn } from './accounts';

/** Opens /app/addNewBrief and fills a Moda / Kadın / Instagram money brief (no disclosure yet). */
export async function fillInstagramBrief(
  page: Page,
  brief: { title: string; description: string; budget: string },
): Promise<void> {
  await page.goto('/app/addNewBrief');
  await page.getByLabel('Proje başlığı').fill(brief.title);
  await page.getByLabel('Açıklama').fill(brief.description);
  await page.getByRole('checkbox', { name: 'Moda' }).check();
  await page.getByRole('checkbox', { name: 'Kadın' }).check();
  await page.getByRole('checkbox', { name: 'Instagram' }).first().check();
  await page.getByLabel('Bütçe (TL, KDV hariç)').fill(brief.budget);
}

/** The Instagram disclosure the influencer must use: '#reklam' unless told otherwise. */
export async function chooseDisclosure(page: Page, label = '#reklam'): Promise<void> {
  await page.getByTestId('disclosure-fields').getByRole('radio', { name: label }).check();
}

/** Signs the demo admin in and approves the brief titled `title` on /app/projects. */
export async function approveBriefAsAdmin(page: Page, title: string): Promise<void> {
  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/projects');
  // A cold first load of the admin's page (its chart chunk and weekly-stats call beside the
  // table) once took more than the default 10 s on the 2-core CI machine.
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Onayla' })
    .click({ timeout: 20_000 });
  await page.getByTestId('toast').getByText('Proje başarıyla onaylandı.').waitFor();
}

/** On the brief's detail page, the signed-in influencer offers `price` lira (before KDV). */
export async function offerOnBrief(page: Page, briefId: string, price: string): Promise<void> {
  await page.goto(`/app/briefDetail?briefId=${briefId}`);
  await page.getByLabel('Teklif tutarı (TL, KDV hariç)').fill(price);
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('toast').getByText('Teklifiniz Gönderilmiştir.').waitFor();
}

/**
 * Issue 21: briefs created through the form include revision rounds, so the live link follows
 * an approved draft. Starting signed out: the party sends a link draft (the caption, the
 * ticked #reklam confirmation), the owner approves it; ends signed out.
 */
export async function submitAndApproveDraft(
  page: Page,
  options: {
    briefId: string;
    party: { email: string; password: string };
    owner: { email: string; password: string };
    link: string;
  },
): Promise<void> {
  const detail = `/app/briefDetail?briefId=${options.briefId}`;
  await signIn(page, options.party.email, options.party.password);
  await page.goto(detail);
  const form = page.getByTestId('draft-form');
  await form.waitFor({ timeout: 20_000 });
  await page.getByTestId('draft-round-counter').getByText('Revizyon 0 / 2').waitFor();
  await form.getByTestId('draft-link').fill(options.link);
  await form.getByTestId('draft-caption').fill('Yeni koleksiyon sabah rutinimde #reklam');
  await form.getByTestId('draft-confirm').check();
  await form.getByTestId('draft-submit').click();
  await page.getByTestId('toast').getByText('Taslağınız markaya gönderildi.').waitFor();
  await page.getByTestId('draft-in-review').waitFor();
  await page.getByTestId('delivery-gated').waitFor();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL('**/user/login');

  await signIn(page, options.owner.email, options.owner.password);
  await page.goto(detail);
  const latest = page.getByTestId('draft-latest');
  await latest.getByText(options.link).waitFor({ timeout: 20_000 });
  await latest.getByTestId('draft-approve').click();
  await page.getByTestId('toast').getByText('Taslak onaylandı.').waitFor();
  await page.getByTestId('draft-approved').waitFor();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL('**/user/login');
}
