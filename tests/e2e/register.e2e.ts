// Issue 3, first journey: a new influencer registers, cannot sign in before verifying the
// email, verifies through the link the Auth emulator recorded, then signs in and lands on the
// profile-completion step (she has no public profile yet; issue 8 follows her further in
// influencerOnboarding.e2e.ts).
import assert from 'node:assert/strict';
import { mailLink, signIn } from './accounts';
import { acceptRegistrationConsent } from './onboarding';
import { e2e, expectHeading, expectPath, screenshot } from './browser';

e2e('an influencer registers, verifies the email and signs in', async ({ page }) => {
  const email = `yeni.influencer.${Date.now()}@demo.test`;
  const password = 'Parola123';

  await page.goto('/user/register');
  await expectHeading(page, 'Kayıt Ol');
  await page.getByLabel('Hesap türü').selectOption('influencer');
  await page.getByLabel('Ad', { exact: true }).fill('zeynep');
  await page.getByLabel('Soyad').fill('ŞAHİN');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola', { exact: true }).fill(password);
  await page.getByLabel('Parola (tekrar)').fill('Parola124');
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.getByText('Parolalar eşleşmiyor.').waitFor();

  await page.getByLabel('Parola (tekrar)').fill(password);
  await acceptRegistrationConsent(page);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expectPath(page, '/user/login');
  await page.getByText('Hesabınız oluşturuldu.', { exact: false }).waitFor();
  await screenshot(page, 'register-account-created');

  // Not verified yet: refused with the spec's message, and still on the sign-in page.
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await page
    .getByTestId('auth-error')
    .getByText('Lütfen emailinizi onaylayınız.', { exact: false })
    .waitFor();
  await expectPath(page, '/user/login');

  // The verification mail's link, opened through our own /auth/action handler.
  const link = await mailLink(email, 'VERIFY_EMAIL');
  assert.equal(link.searchParams.get('mode'), 'verifyEmail');
  await page.goto(`/auth/action${link.search}`);
  await page.getByText('E-posta adresiniz onaylandı.', { exact: false }).waitFor();
  await screenshot(page, 'register-email-verified');

  await signIn(page, email, password, '/user/createUserDetail');
  await expectHeading(page, 'Kullanıcı bilgileri');
  assert.equal(await page.getByLabel(/^Ad/).inputValue(), 'Zeynep');
  await screenshot(page, 'register-signed-in');
});

e2e('a used verification link is refused with a clear message', async ({ page }) => {
  await page.goto('/auth/action?mode=verifyEmail&oobCode=not-a-real-code');
  await page
    .getByTestId('auth-error')
    .getByText('Bağlantı kodu hatalı', { exact: false })
    .waitFor();
});
