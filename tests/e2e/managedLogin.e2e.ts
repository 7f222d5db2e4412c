// An influencer agency creates a username login (a real Auth account made by the Cloud
// Function; no password stored), and the new influencer signs in with that username.
import { demo, signIn } from './accounts';
import { e2e, expectPath, screenshot } from './browser';

e2e('an agency creates a username login and the influencer signs in with it', async ({ page }) => {
  const agency = demo('influencerAgency');
  const username = `inf.${Date.now().toString(36)}`;
  const password = 'Gizli123';

  await signIn(page, agency.email, agency.password);
  await page.goto('/app/addNewInfluencer');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByText('Bu kullanıcı adı kullanılabilir.').waitFor();
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('elif');
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill('kaya');
  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş Oluştur' }).click();
  await page
    .getByText(`${username} kullanıcı adıyla giriş oluşturuldu.`, { exact: false })
    .waitFor();
  await screenshot(page, 'managed-login-created');

  // The same name again is refused before anything is sent.
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByText('Bu kullanıcı adı zaten kullanılıyor.').waitFor();

  await page.getByTestId('user-menu-button').click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expectPath(page, '/user/login');

  await page.getByRole('button', { name: 'Kullanıcı adıyla giriş yap' }).click();
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Parola').fill('yanlis-parola');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await page.getByTestId('auth-error').getByText('Kullanıcı adı veya parola yanlış.').waitFor();

  await page.getByLabel('Parola').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expectPath(page, '/app/projects');
  await page.getByTestId('user-menu-button').getByText('Elif Kaya').waitFor();
});
