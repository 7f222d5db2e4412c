// The app shell: the Turkish sign-in page, the appearance switches and their persistence,
// the error page, and start-up that survives bad local storage.
import assert from 'node:assert/strict';
import {
  e2e,
  expectHeading,
  expectHtmlAttribute,
  expectPath,
  screenshot,
  settleAfterReloadingChange,
} from './browser';

const themeSelect = 'select[data-testid="theme-select"]';
const languageSelect = 'select[data-testid="language-select"]';

/** The landing page's one h1 (src/i18n/locales/parts/home.tr.json). */
const LANDING_HEADING = "Markalar ile influencer'ları güvenle buluşturan pazar yeri";

e2e('the landing page leads a visitor to the Turkish sign-in page', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, LANDING_HEADING);
  await page.getByRole('link', { name: 'Giriş Yap' }).first().click();
  await expectPath(page, '/user/login');
  await expectHeading(page, 'Giriş Yap');
  assert.equal(await page.getByLabel('E-posta', { exact: true }).getAttribute('type'), 'email');
  assert.equal(await page.getByLabel('Parola', { exact: true }).getAttribute('type'), 'password');
  assert.equal(await page.locator('html').getAttribute('lang'), 'tr');
  await screenshot(page, 'login-tr-light');
});

e2e('theme and language switches apply to <html> and survive a reload', async ({ page }) => {
  await page.goto('/user/login');
  await expectHeading(page, 'Giriş Yap');
  await expectHtmlAttribute(page, 'data-bs-theme', 'light');

  await page.locator(themeSelect).selectOption('dark.bluenavy');
  await settleAfterReloadingChange(page);
  await expectHtmlAttribute(page, 'data-bs-theme', 'dark');
  await expectHtmlAttribute(page, 'data-theme', 'dark.bluenavy');
  await expectHeading(page, 'Giriş Yap');
  await screenshot(page, 'login-dark');

  await page.locator(languageSelect).selectOption('en-rtl');
  await settleAfterReloadingChange(page);
  await expectHtmlAttribute(page, 'dir', 'rtl');
  await expectHtmlAttribute(page, 'lang', 'en');
  await expectHeading(page, 'Sign In');
  await screenshot(page, 'login-en-rtl');

  await page.reload();
  await expectHeading(page, 'Sign In');
  await expectHtmlAttribute(page, 'data-bs-theme', 'dark');
  await expectHtmlAttribute(page, 'data-theme', 'dark.bluenavy');
  await expectHtmlAttribute(page, 'dir', 'rtl');
  await expectHtmlAttribute(page, 'lang', 'en');
  assert.equal(await page.locator(themeSelect).inputValue(), 'dark.bluenavy');
  assert.equal(await page.locator(languageSelect).inputValue(), 'en-rtl');
});

e2e('an unknown route shows the error page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expectHeading(page, 'Sayfa bulunamadı');
  assert.equal(await page.getByRole('heading', { name: 'Giriş Yap' }).count(), 0);
});

e2e(
  'a corrupt stored user still opens the landing and sign-in pages',
  async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, LANDING_HEADING);
    await page.goto('/user/login');
    await expectHeading(page, 'Giriş Yap');
  },
  { localStorage: { currentUser: '{not json' } },
);

e2e(
  'a corrupt stored theme still opens the landing and sign-in pages',
  async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, LANDING_HEADING);
    await page.goto('/user/login');
    await expectHeading(page, 'Giriş Yap');
  },
  { localStorage: { themeColor: 'nonsense' } },
);

e2e('a storage message from an origin off the allow-list is ignored', async ({ page }) => {
  await page.goto('/user/login');
  await expectHeading(page, 'Giriş Yap');
  const result = await page.evaluate(
    () =>
      new Promise<{ origin: string; stored: string | null }>((done) => {
        // Added after the app's listener, so it runs after the app has handled the message.
        window.addEventListener(
          'message',
          (event) => done({ origin: event.origin, stored: window.localStorage.getItem('x') }),
          { once: true },
        );
        window.postMessage({ type: 'setLocalStorage', key: 'x', value: '1' }, '*');
      }),
  );
  assert.equal(result.origin, new URL(page.url()).origin, 'the message was delivered');
  assert.equal(result.stored, null);
  assert.equal(await page.evaluate(() => window.localStorage.getItem('x')), null);
});
