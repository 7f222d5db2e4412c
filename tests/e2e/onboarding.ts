// The start of every journey that begins with a new user: registering through the form and
// verifying the mail, then an influencer's profile steps (details, then her Instagram account).
import type { Locator, Page } from 'playwright-core';
import { demo, mailLink, signIn } from './accounts';
import { baseURL, eventually, expectHeading, expectPath, waitMs } from './browser';
import { adminDb } from './firestoreAdmin';

/** Ticks the registration form's required KVKK consent (never pre-ticked, design.md section 12). */
export async function acceptRegistrationConsent(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }).check();
}

export type NewAccount = { name: string; surname: string; email: string; password: string };

/**
 * Registers through the form as `type` (brands and agencies also give their company name),
 * with the KVKK consent, and verifies the mail through the Auth emulator's link.
 */
export async function registerAccount(
  page: Page,
  type: 'influencer' | 'brand' | 'influencerAgency' | 'proInfluencerAgency' | 'advertisementAgency',
  user: NewAccount & { brandName?: string },
): Promise<void> {
  await page.goto('/user/register');
  await page.getByLabel('Hesap türü').selectOption(type);
  await page.getByLabel('Ad', { exact: true }).fill(user.name);
  await page.getByLabel('Soyad').fill(user.surname);
  if (type !== 'influencer') await page.getByLabel('Marka / şirket adı').fill(user.brandName ?? '');
  await page.getByLabel('E-posta').fill(user.email);
  await page.getByLabel('Parola', { exact: true }).fill(user.password);
  await page.getByLabel('Parola (tekrar)').fill(user.password);
  await acceptRegistrationConsent(page);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.getByText('Hesabınız oluşturuldu.', { exact: false }).waitFor();
  const link = await mailLink(user.email, 'VERIFY_EMAIL');
  await page.goto(`/auth/action${link.search}`);
  await page.getByText('E-posta adresiniz onaylandı.', { exact: false }).waitFor();
}

export const registerInfluencer = (page: Page, user: NewAccount) =>
  registerAccount(page, 'influencer', user);

/**
 * A brand registers through the form, verifies her mail, signs in (which leads to the profile
 * step), gives her phone number and lands in the app.
 */
export async function registerBrand(
  page: Page,
  user: NewAccount & { brandName: string },
): Promise<void> {
  await registerAccount(page, 'brand', user);
  await signIn(page, user.email, user.password, '/user/createUserDetail');
  await expectHeading(page, 'Kullanıcı bilgileri');
  await page.getByLabel(/^Telefon numarası/).fill('05321234567');
  await page.getByRole('button', { name: 'Devam et' }).click();
  await eventually(async () => new URL(page.url()).pathname.startsWith('/app'), true, 'in /app');
}

/**
 * Signs the new influencer in (which leads to the profile step), fills her details (Moda,
 * woman, paid work) and her Instagram account, and waits until she is in the app.
 */
export async function completeInfluencerProfile(
  page: Page,
  user: { email: string; password: string; instagram: string },
  beforeContinue?: () => Promise<void>,
): Promise<void> {
  await signIn(page, user.email, user.password, '/user/createUserDetail');
  await expectHeading(page, 'Kullanıcı bilgileri');
  await page.getByLabel(/^Telefon numarası/).fill('05321234567');
  await page.getByLabel('Şehir').fill('İzmir');
  await beforeContinue?.();
  await page.getByRole('checkbox', { name: 'Moda' }).check();
  await page.getByRole('radio', { name: 'Kadın' }).check();
  await page.getByRole('checkbox', { name: 'Bütçeli (ücretli)' }).check();
  await page.getByRole('button', { name: 'Devam et' }).click();
  await expectPath(page, '/user/social-verification');
  await expectHeading(page, 'Sosyal medya doğrulama');
  await page.getByLabel('Instagram kullanıcı adı').fill(user.instagram);
  await page.getByRole('button', { name: 'Kaydet ve devam et' }).click();
  await eventually(async () => new URL(page.url()).pathname.startsWith('/app'), true, 'in /app');
}

/**
 * The admin, in a browser of her own (the influencer stays signed in on `page`), approves the
 * influencer on her profile page, as after a verify request. Only approved influencers may
 * offer (firestore.rules mayOffer).
 */
export async function approveInfluencerAsAdmin(page: Page, uid: string): Promise<void> {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(waitMs);
  try {
    const adminPage = await context.newPage();
    const admin = demo('admin');
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto(`/app/influencerDetail?userId=${uid}`);
    await adminPage.getByTestId('toggle-approval').click();
    await adminPage.getByTestId('toast').getByText('Influencer onaylandı.').waitFor();
  } finally {
    await context.close();
  }
}

/**
 * Fills the account page's payout form ('Ödeme bilgileri') for a person: name, a valid TCKN,
 * `iban`, an address and a mobile. The caller saves.
 */
export async function fillPersonalPayoutDetails(
  section: Locator,
  person: { name: string; surname: string; iban: string },
): Promise<void> {
  await section.getByLabel('Hesap türü').selectOption('PERSONAL');
  await section.getByLabel(/^Ad( \*)?$/).fill(person.name);
  await section.getByLabel(/^Soyad/).fill(person.surname);
  await section.getByLabel(/^T\.C\. kimlik numarası/).fill('10000000146');
  await section.getByLabel(/^IBAN/).fill(person.iban);
  await section.getByLabel(/^Adres/).fill('Alsancak Mah. 1453 Sok. No:5 Konak İzmir');
  await section.getByLabel(/^Cep telefonu/).fill('0532 123 45 67');
}

/** Opens the account page and saves valid personal payout details (a sub-merchant is made). */
export async function savePayoutDetails(
  page: Page,
  person: { name: string; surname: string },
): Promise<void> {
  await page.goto('/app/pages/account');
  const section = page.getByRole('region', { name: 'Ödeme bilgileri' });
  await fillPersonalPayoutDetails(section, { ...person, iban: 'TR33 0006 1005 1978 6457 8413 26' });
  await section.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByTestId('toast').getByText('Ödeme bilgileriniz kaydedildi.').waitFor();
}

/**
 * Gives the influencer a profile photo as a finished upload would: the Storage emulator cannot
 * run offline (its rules jar is downloaded on first use), so the URL is written directly, and
 * the skip is printed. The upload itself is covered by the storage tests where they can run.
 */
export async function givePhotoAsUploaded(uid: string, photo: string): Promise<void> {
  console.log('# photo upload skipped: storage emulator unavailable offline; URL written directly');
  await adminDb().doc(`Users/${uid}`).update({ profileImage: photo });
  await adminDb()
    .doc(`Influencers/${uid}`)
    .update({ profileImage: photo, 'generalInfo.profilePhotoUrl': photo });
}
