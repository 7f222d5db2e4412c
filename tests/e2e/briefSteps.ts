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
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Onayla' })
    .click();
  await page.getByTestId('toast').getByText('Proje başarıyla onaylandı.').waitFor();
}

/** On the brief's detail page, the signed-in influencer offers `price` lira (before KDV). */
export async function offerOnBrief(page: Page, briefId: string, price: string): Promise<void> {
  await page.goto(`/app/briefDetail?briefId=${briefId}`);
  await page.getByLabel('Teklif tutarı (TL, KDV hariç)').fill(price);
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('toast').getByText('Teklifiniz Gönderilmiştir.').waitFor();
}
