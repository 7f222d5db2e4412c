// Issue 12, contact: a signed-out visitor sends the contact form on /policies (a bad email is
// refused in Turkish, nothing typed is lost) and the admin sees the message on /app/contact;
// the footer leads to the about page, the policies and the media site.
import assert from 'node:assert/strict';
import { COMPANY } from '../../functions/src/shared/company';
import { demo, signIn } from './accounts';
import { e2e, expectHeading, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

e2e('a signed-out visitor writes to us and the admin sees the message', async ({ page }) => {
  const subject = `Marka iş birliği ${Date.now()}`;
  await page.goto('/policies');
  await expectHeading(page, 'Politikalar');
  await page.getByRole('heading', { name: 'KVKK Aydınlatma Metni' }).waitFor();
  const form = page.locator('#iletisim');
  await form.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
  await form.getByLabel('E-posta').fill('ayse-yilmaz');
  await form.getByLabel('Konu').fill(subject);
  await form.getByLabel('Mesajınız').fill('Kozmetik markamız için mikro influencer arıyoruz.');
  await form.getByRole('button', { name: 'Gönder' }).click();
  await form.getByText('Geçerli bir e-posta adresi yazın.').waitFor();
  assert.equal(await form.getByLabel('Konu').inputValue(), subject, 'nothing typed is lost');

  await form.getByLabel('E-posta').fill('ayse@example.com');
  await form.getByRole('button', { name: 'Gönder' }).click();
  await form.getByTestId('contact-sent').waitFor();
  await screenshot(page, 'contact-sent');
  const stored = await adminDb().collection('Contact').where('subject', '==', subject).get();
  assert.equal(stored.size, 1, 'one Contact document');
  assert.equal(stored.docs[0].get('email'), 'ayse@example.com');
  assert.equal(stored.docs[0].get('uid'), undefined, 'sent signed out');

  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/app/contact');
  await expectHeading(page, 'İletişim');
  const inbox = page.getByTestId('contact-inbox');
  await inbox.getByRole('heading', { name: subject }).waitFor();
  await inbox.getByText('Ayşe Yılmaz · ayse@example.com').waitFor();
  await screenshot(page, 'contact-admin-inbox');

  // The footer leads to the about page and the policies; the media site opens outside (the
  // company's own: the test build sets no VITE_MEDIA_SITE_URL).
  const footer = page.getByRole('navigation', { name: 'Site bağlantıları' });
  assert.equal(
    await footer.getByRole('link', { name: 'Medya sitemiz' }).getAttribute('href'),
    COMPANY.mediaSiteUrl,
  );
  await footer.getByRole('link', { name: 'Hakkımızda' }).click();
  await expectHeading(page, 'Hakkımızda');
  await page.getByText('Influencer Pazaryeri Teknoloji A.Ş.', { exact: false }).first().waitFor();
  await screenshot(page, 'about-us');
  await footer.getByRole('link', { name: 'Politikalar ve KVKK' }).click();
  await expectHeading(page, 'Politikalar');
  await page.getByRole('heading', { name: 'Kullanım Koşulları' }).waitFor();
  await page.getByText('Sürüm 1 · Yürürlük tarihi: 1 Kasım 2026').first().waitFor();
});
