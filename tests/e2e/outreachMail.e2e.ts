// Issue 23, mail outside the app: a brand registered, verified and profiled through the UI
// publishes a brief (the admin approves it); the demo influencer offers 4.000 TL. The real
// functions write the brand's newOffer notification and mail it through SMTP to the local mail
// catcher, read here through its API: Turkish, with the offer's figure, the bidder and the brief.
// The mail's link, opened in a fresh signed-out browser, leads through sign-in to that brief.
// Then the brand switches new-offer mails off on her account page; an agency's offer on the same
// brief still reaches her bell, but no mail: the delivery log records it as skipped.
import assert from 'node:assert/strict';
import { demo, signIn, signOut } from './accounts';
import { baseURL, e2e, eventually, expectPath, screenshot, waitMs } from './browser';
import {
  approveBriefAsAdmin,
  chooseDisclosure,
  fillInstagramBrief,
  offerOnBrief,
} from './briefSteps';
import { adminDb } from './firestoreAdmin';
import { linkIn, mailsTo, sourceOf, type CaughtMail } from './mailCatcher';
import { registerBrand } from './onboarding';

const run = Date.now().toString(36);
const brand = {
  name: 'Selin',
  surname: 'Aydın',
  email: `selin.${run}@demo.test`,
  password: 'Parola123',
  brandName: `Mavi Ev ${run}`,
};
const title = `Kış koleksiyonu tanıtımı ${run}`;
const state = { briefId: '', brandUid: '' };

/** Waits until the catcher holds a mail to the brand for which `match` holds. */
async function mailFor(match: (mail: CaughtMail) => boolean, what: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await eventually(
    async () => {
      found = (await mailsTo(brand.email)).find(match);
      return found !== undefined;
    },
    true,
    what,
    30_000,
  );
  return found as CaughtMail;
}

const newOfferNotifications = async () =>
  (
    await adminDb()
      .collection(`Users/${state.brandUid}/Notifications`)
      .where('type', '==', 'newOffer')
      .get()
  ).docs;

e2e(
  'a new offer reaches the brand by mail in Turkish; its link leads through sign-in to the brief',
  async ({ page, context }) => {
    await registerBrand(page, brand);
    await fillInstagramBrief(page, {
      title,
      description: 'Kış koleksiyonumuz için iki Instagram gönderisi.',
      budget: '9000',
    });
    await chooseDisclosure(page);
    await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
    await page.waitForURL('**/app/briefDetail?briefId=*');
    state.briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
    assert.ok(state.briefId, 'the detail page names the new brief');
    state.brandUid =
      (await adminDb().collection('Users').where('email', '==', brand.email).get()).docs[0]?.id ??
      '';
    assert.ok(state.brandUid, 'her Users document exists');
    await signOut(page);
    await approveBriefAsAdmin(page, title);
    await signOut(page);

    const influencer = demo('influencer');
    await signIn(page, influencer.email, influencer.password);
    await offerOnBrief(page, state.briefId, '4000');
    await signOut(page);

    const mail = await mailFor(
      (candidate) => candidate.text.includes(title) && candidate.text.includes('4.000 TL'),
      'the new-offer mail reached the catcher',
    );
    const bidder = `${influencer.name} ${influencer.surname}`;
    assert.match(mail.subject, /teklif/i, `a Turkish subject: ${mail.subject}`);
    assert.ok(mail.text.includes(bidder), `the mail names the bidder: ${mail.text}`);
    assert.ok(mail.html.includes('4.000 TL'), 'the HTML part has the figure too');
    assert.ok(mail.html.includes('lang="tr"'), 'the HTML part is marked Turkish');
    assert.match(
      await sourceOf(mail),
      /^List-Unsubscribe:\s*<[^>]+unsubscribe\?[^>]+>/im,
      'a new-offer mail can be unsubscribed from',
    );
    const link = linkIn(mail, '/app/briefDetail');
    assert.equal(link.origin, new URL(baseURL).origin, 'the link opens this app');
    assert.equal(link.searchParams.get('briefId'), state.briefId, 'the link names the brief');

    // Opened from the mailbox: a fresh browser, nobody signed in.
    const fresh = await context.browser()!.newContext({ baseURL });
    try {
      const reader = await fresh.newPage();
      reader.setDefaultTimeout(waitMs);
      await reader.goto(link.href);
      await expectPath(reader, '/user/login');
      await reader.getByLabel('E-posta').fill(brand.email);
      await reader.getByLabel('Parola').fill(brand.password);
      await reader.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
      await expectPath(reader, '/app/briefDetail');
      assert.equal(new URL(reader.url()).searchParams.get('briefId'), state.briefId);
      await reader.getByRole('heading', { name: title }).waitFor();
      await screenshot(reader, 'mail-link-opens-brief');
    } finally {
      await fresh.close();
    }
  },
  { timeoutMs: 180_000 },
);

e2e(
  'with new-offer mails switched off, an offer reaches the bell but sends no mail',
  async ({ page }) => {
    assert.ok(state.briefId, 'the brief of the first test');
    await signIn(page, brand.email, brand.password);
    await page.goto('/app/pages/account');
    const settings = page.getByTestId('notification-settings');
    const newOfferMail = settings.getByRole('checkbox', { name: 'Yeni teklif: E-posta' });
    await newOfferMail.waitFor();
    assert.equal(await newOfferMail.isChecked(), true, 'on until she switches it off');
    await newOfferMail.uncheck();
    await settings.getByRole('button', { name: 'Kaydet' }).click();
    await settings.getByText('Bildirim tercihleriniz kaydedildi.').waitFor();
    await screenshot(page, 'notification-preferences-off');
    await signOut(page);
    const stored = (await adminDb().doc(`Users/${state.brandUid}`).get()).data();
    assert.equal(stored?.notificationPreferences?.email?.newOffer, false);

    const mailsBefore = (await mailsTo(brand.email)).filter((mail) => mail.text.includes(title));
    const agency = demo('influencerAgency');
    await signIn(page, agency.email, agency.password);
    await page.goto(`/app/briefDetail?briefId=${state.briefId}`);
    await page.getByLabel('Teklif tutarı (TL, KDV hariç)').fill('5500');
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.getByLabel('Teklif verilecek influencer').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.getByTestId('toast').getByText('Teklifiniz Gönderilmiştir.').waitFor();
    await signOut(page);

    // The bell has it; the delivery log says why no mail went.
    await eventually(
      async () => (await newOfferNotifications()).length,
      2,
      'the agency offer notified the brand',
      30_000,
    );
    const second = (await newOfferNotifications()).find((doc) => doc.id.includes(agency.uid));
    assert.ok(second, 'the agency offer has its own notification');
    const logEntry = adminDb().doc(`Users/${state.brandUid}/deliveryLog/${second.id}-email`);
    await eventually(
      async () => (await logEntry.get()).data()?.status,
      'skipped',
      'the mail was skipped by her preference',
      30_000,
    );
    const mailsAfter = (await mailsTo(brand.email)).filter((mail) => mail.text.includes(title));
    assert.equal(mailsAfter.length, mailsBefore.length, 'no mail for the second offer');
    assert.ok(
      !mailsAfter.some((mail) => mail.text.includes('5.500 TL')),
      'nothing about 5.500 TL reached her mailbox',
    );
  },
  { timeoutMs: 120_000 },
);
