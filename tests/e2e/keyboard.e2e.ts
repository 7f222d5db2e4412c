// Issue 19: the brief journey with the keyboard only. A new brand registers through the form,
// opens the mail link, signs in, completes her details, opens the brief form, fills and sends
// it; the seeded approved influencer signs in, uses the skip link, picks the brief in 'Bütçeli'
// and sends an offer. Only page.keyboard acts (Tab, Shift+Tab, Enter, Space, arrows, typing);
// locators and page.evaluate only read, and page.goto stands for opening the mail link. The
// admin's approval of the brief is not under test here (briefFlow clicks it), so the Admin SDK
// sets it. Along the way: each route's tab title, and focus on the new page's h1 after every
// route change.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demo, mailLink } from './accounts';
import { e2e, eventually, expectPath } from './browser';
import { adminDb } from './firestoreAdmin';

/** What the focused element is, as the checks below need it. */
type Focused = {
  tag: string;
  id: string;
  type: string;
  role: string;
  testId: string;
  href: string;
  checked: boolean;
  /** Its label (a form field), aria-label, or text. */
  name: string;
};

function readFocused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const input = element instanceof HTMLInputElement ? element : null;
    const label =
      input?.labels?.[0]?.textContent ??
      element?.getAttribute('aria-label') ??
      element?.textContent ??
      '';
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      type: input?.type ?? '',
      role: element?.getAttribute('role') ?? '',
      testId: element?.getAttribute('data-testid') ?? '',
      href: element?.getAttribute('href') ?? '',
      checked: input?.checked ?? false,
      name: label.replace(/\s+/g, ' ').trim(),
    };
  });
}

const show = (focused: Focused) =>
  `<${focused.tag}${focused.id ? `#${focused.id}` : ''}> "${focused.name.slice(0, 60)}"`;

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches, at most `max` times;
 * fails naming what had focus last.
 */
async function tabTo(
  page: Page,
  what: string,
  matches: (focused: Focused) => boolean,
  { back = false, max = 60 } = {},
): Promise<Focused> {
  let focused = await readFocused(page);
  for (let presses = 0; !matches(focused); presses += 1) {
    if (presses === max) {
      assert.fail(
        `${what}: not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses, last ${show(focused)}`,
      );
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    focused = await readFocused(page);
  }
  return focused;
}

const byId = (id: string) => (focused: Focused) => focused.id === id;
const field = (type: string, name: string) => (focused: Focused) =>
  focused.tag === 'input' && focused.type === type && focused.name === name;

/** After a route change the new page's h1 gets focus (src/app/RouteTitleAndFocus). */
function expectHeadingFocused(page: Page, text: string): Promise<void> {
  return eventually(
    async () => {
      const focused = await readFocused(page);
      return focused.tag === 'h1' ? focused.name : show(focused);
    },
    text,
    `focus on the h1 "${text}"`,
  );
}

/** The tab title: the page, then the app's name; an unread count may stand in front. */
function expectTitle(page: Page, pageName: string): Promise<void> {
  return eventually(
    async () => (await page.title()).replace(/^\(\d+\+?\) /, ''),
    `${pageName} · Influencer Pazaryeri`,
    `the tab title names ${pageName}`,
  );
}

async function signInWithKeyboard(page: Page, email: string, password: string) {
  await tabTo(page, 'the e-mail field', byId('login-email'));
  await page.keyboard.type(email);
  await tabTo(page, 'the password field', byId('login-password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Space on a checkbox or radio, which must then be checked. */
async function tick(page: Page, what: string) {
  await page.keyboard.press('Space');
  assert.equal((await readFocused(page)).checked, true, `${what} is checked`);
}

/** Tabs to the field with this id and types into it. */
async function typeInto(page: Page, id: string, text: string) {
  await tabTo(page, `#${id}`, byId(id));
  await page.keyboard.type(text);
}

/** Registers a brand through the form and opens the mail link; she is signed out after. */
async function registerBrandWithKeyboard(
  page: Page,
  brand: { name: string; surname: string; brandName: string; email: string; password: string },
) {
  await page.goto('/user/register');
  await expectTitle(page, 'Kayıt Ol');
  // The account type is a native select: the arrow key moves it from Influencer to Marka.
  await tabTo(page, 'the account type', byId('register-type'));
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.locator('#register-type').inputValue(), 'brand', 'Marka is chosen');
  await typeInto(page, 'register-name', brand.name);
  await typeInto(page, 'register-surname', brand.surname);
  await typeInto(page, 'register-brand', brand.brandName);
  await typeInto(page, 'register-email', brand.email);
  await typeInto(page, 'register-password', brand.password);
  await typeInto(page, 'register-password-confirm', brand.password);
  await tabTo(page, 'the KVKK consent', byId('register-kvkk'));
  await tick(page, 'the KVKK consent');
  await tabTo(page, 'the register button', (f) => f.tag === 'button' && f.name === 'Kayıt Ol');
  await page.keyboard.press('Enter');
  await page.getByText('Hesabınız oluşturuldu.', { exact: false }).waitFor();
  const link = await mailLink(brand.email, 'VERIFY_EMAIL');
  await page.goto(`/auth/action${link.search}`);
  await page.getByText('E-posta adresiniz onaylandı.', { exact: false }).waitFor();
}

e2e(
  'a new brand creates a brief and an influencer offers on it, keyboard only',
  async ({ page }) => {
    const run = Date.now().toString(36);
    const brand = {
      name: 'Selin',
      surname: 'Tuş',
      brandName: `Klavye Kozmetik ${run}`,
      email: `klavye.${run}@demo.test`,
      password: 'Klavye.2026',
    };
    const influencer = demo('influencer');
    const title = `Klavye ile proje ${run}`;

    await registerBrandWithKeyboard(page, brand);
    await page.goto('/user/login');
    await expectTitle(page, 'Giriş Yap');
    await signInWithKeyboard(page, brand.email, brand.password);

    // Her first sign-in asks for her details; the phone number is the one she must give.
    await expectPath(page, '/user/createUserDetail');
    await expectHeadingFocused(page, 'Kullanıcı bilgileri');
    await expectTitle(page, 'Kullanıcı Bilgileri');
    await tabTo(
      page,
      'the phone field',
      (f) => f.tag === 'input' && /^Telefon numarası/.test(f.name),
    );
    await page.keyboard.type('05321234567');
    await tabTo(page, 'the continue button', (f) => f.tag === 'button' && f.name === 'Devam et');
    await page.keyboard.press('Enter');
    await expectPath(page, '/app/myProjects');
    await expectHeadingFocused(page, 'Projelerim');
    await expectTitle(page, 'Projelerim');

    // The heading's own "new project" link is the next stop after the focused h1.
    await tabTo(page, 'the new project link', (focused) => focused.href === '/app/addNewBrief', {
      max: 3,
    });
    await page.keyboard.press('Enter');
    await expectPath(page, '/app/addNewBrief');
    await expectHeadingFocused(page, 'Yeni Proje');
    await expectTitle(page, 'Yeni Proje');

    await tabTo(page, 'the title field', byId('brief-title'));
    await page.keyboard.type(title);
    await tabTo(page, 'the description field', byId('brief-description'));
    await page.keyboard.type('Klavyeyle doldurulan bir proje: Instagram gönderileri.');
    await tabTo(page, 'the Moda category', field('checkbox', 'Moda'));
    await tick(page, 'Moda');
    await tabTo(page, 'the Kadın target', field('checkbox', 'Kadın'));
    await tick(page, 'Kadın');
    await tabTo(page, 'the Instagram platform', field('checkbox', 'Instagram'));
    await tick(page, 'Instagram');
    // A radio group without a choice takes Tab on its first option ('#reklam', the one wanted).
    await tabTo(page, 'the #reklam disclosure', field('radio', '#reklam'));
    await tick(page, '#reklam');
    await tabTo(page, 'the budget field', byId('brief-budget'));
    await page.keyboard.type('15000');
    await tabTo(page, 'the submit button', (focused) => focused.testId === 'brief-submit');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/app/briefDetail?briefId=*');
    const briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
    assert.ok(briefId, 'the detail page names the new brief');
    await expectHeadingFocused(page, title);
    await expectTitle(page, 'Proje Detayı');

    // Sign out through the user menu, backwards from the heading through the menus.
    await tabTo(page, 'the user menu', (focused) => focused.testId === 'user-menu-button', {
      back: true,
      max: 80,
    });
    await page.keyboard.press('Enter');
    await tabTo(page, 'sign out', (focused) => focused.name === 'Çıkış Yap', { max: 5 });
    await page.keyboard.press('Enter');
    await expectPath(page, '/user/login');
    await expectHeadingFocused(page, 'Giriş Yap');

    // The admin's approval (clicked in briefFlow.e2e.ts). The emulator tests, which run first on
    // the same emulators in CI, leave open briefs stamped in the year 2100; this one is stamped
    // later, so it leads the newest-first list the influencer tabs through.
    await adminDb()
      .doc(`briefs/${briefId}`)
      .update({ isVerified: true, verifiedAt: new Date(), timestamp: new Date('2200-01-01') });

    await signInWithKeyboard(page, influencer.email, influencer.password);
    await expectPath(page, '/app/projects');
    await expectHeadingFocused(page, 'Projeler');
    // The gate and both lists read Firestore first; in CI, after the emulator tests, that can take
    // seconds, and Tab presses meanwhile would pass an empty page. Wait (reading only) for the list.
    await page.getByRole('link', { name: title, exact: true }).first().waitFor({ timeout: 30_000 });

    // The skip link is still the first stop, and still leads into the page.
    await tabTo(page, 'the skip link', (focused) => focused.name === 'İçeriğe geç', {
      back: true,
      max: 80,
    });
    await page.keyboard.press('Enter');
    await eventually(async () => (await readFocused(page)).id, 'main-content', 'focus on <main>');

    // 'Bütçeli' is the tab that starts selected; the new brief is the newest in it.
    const tab = await tabTo(page, 'the list tabs', (focused) => focused.role === 'tab');
    assert.match(tab.name, /^Bütçeli/);
    await tabTo(page, 'the new brief', (focused) => focused.tag === 'a' && focused.name === title, {
      max: 80,
    });
    await page.keyboard.press('Enter');
    await expectPath(page, '/app/briefDetail');
    await expectHeadingFocused(page, title);

    await tabTo(page, 'the offer amount', byId('offer-price'));
    await page.keyboard.type('5000');
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').getByText('Teklifiniz Gönderilmiştir.').waitFor();
    await page.getByTestId('offer-state').waitFor();
  },
);
