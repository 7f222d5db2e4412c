// Issue 20, pay on acceptance: a new influencer and a new brand, both registered, verified and
// profiled through the UI. The influencer gives her payout details and offers; the brand accepts
// and pays on the local marketplace checkout page (the emulators' stand-in for iyzico's). The
// insufficient-funds card leaves the payment awaiting with iyzico's Turkish reason; the success
// card holds it, and both sides see it held. The stored payment and its ledger are checked with
// the Admin SDK.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signIn, signOut } from './accounts';
import { e2e, eventually, expectPath, screenshot } from './browser';
import {
  approveBriefAsAdmin,
  chooseDisclosure,
  fillInstagramBrief,
  offerOnBrief,
} from './briefSteps';
import { adminDb } from './firestoreAdmin';
import {
  approveInfluencerAsAdmin,
  completeInfluencerProfile,
  givePhotoAsUploaded,
  registerBrand,
  registerInfluencer,
  savePayoutDetails,
} from './onboarding';

async function uidOf(email: string): Promise<string> {
  const found = await adminDb().collection('Users').where('email', '==', email).limit(1).get();
  const uid = found.docs[0]?.id;
  assert.ok(uid, `${email} has a Users document`);
  return uid;
}

/** On the brief, the owner presses the bidder's 'Öde' and pays on the checkout page. */
async function payWith(page: Page, briefId: string, card: string): Promise<void> {
  await page.getByRole('button', { name: /için öde$/ }).click();
  await page.getByRole('heading', { name: 'Güvenli ödeme' }).waitFor();
  await page.getByText('₺6000,0', { exact: false }).waitFor();
  await page.getByLabel('Kart üzerindeki isim').fill('Selin Koç');
  await page.getByLabel('Kart numarası').fill(card);
  await page.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await page.getByRole('button', { name: 'Öde' }).click();
  // The callback brings the browser back to the brief.
  await expectPath(page, '/app/briefDetail');
  assert.equal(new URL(page.url()).searchParams.get('briefId'), briefId);
}

e2e('a brand pays an accepted offer: a refused card, then the money is held', async ({ page }) => {
  const run = Date.now().toString(36);
  const influencer = {
    name: 'Ece',
    surname: 'Aydın',
    email: `ece.odeme.${run}@demo.test`,
    password: 'Odeme.2026',
  };
  const brand = {
    name: 'Selin',
    surname: 'Koç',
    brandName: `Kuzey Tekstil ${run}`,
    email: `selin.odeme.${run}@demo.test`,
    password: 'Marka.2026',
  };
  const title = `Sonbahar koleksiyonu ${run}`;

  // The influencer: registered, profiled, approved, with payout details.
  await registerInfluencer(page, influencer);
  await completeInfluencerProfile(page, {
    email: influencer.email,
    password: influencer.password,
    instagram: `ece.${run}`,
  });
  const influencerUid = await uidOf(influencer.email);
  await givePhotoAsUploaded(influencerUid, '/demo/avatars/female-2.svg');
  await approveInfluencerAsAdmin(page, influencerUid);
  await savePayoutDetails(page, influencer);
  await signOut(page);

  // The brand: registered and profiled; her brief is approved by the admin.
  await registerBrand(page, brand);
  await fillInstagramBrief(page, {
    title,
    description: 'Sonbahar koleksiyonumuz için Instagram gönderileri arıyoruz.',
    budget: '15000',
  });
  await chooseDisclosure(page);
  await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
  await page.waitForURL('**/app/briefDetail?briefId=*');
  const briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
  assert.ok(briefId, 'the detail page names the new brief');
  await signOut(page);
  await approveBriefAsAdmin(page, title);
  await signOut(page);

  // The influencer offers ₺5.000 + KDV.
  await signIn(page, influencer.email, influencer.password);
  await offerOnBrief(page, briefId, '5000');
  await signOut(page);

  // The brand accepts; the payment is due.
  await signIn(page, brand.email, brand.password);
  await page.goto(`/app/briefDetail?briefId=${briefId}`);
  await page
    .getByRole('button', { name: /teklifini kabul et/i })
    .first()
    .click();
  await page.getByTestId('toast').getByText('Influencer başarıyla seçildi.').waitFor();
  const cell = page.getByTestId(`payment-${influencerUid}`);
  await cell.getByText('Ödeme bekleniyor').waitFor();
  await screenshot(page, 'collaboration-payment-due');

  // A refused card: still awaiting, with iyzico's Turkish reason, and 'Öde' again.
  await payWith(page, briefId, '4111 1111 1111 1129');
  await cell
    .getByText('Son ödeme denemesi başarısız oldu: Kart limiti yetersiz, yetersiz bakiye')
    .waitFor();
  await cell.getByText('Ödeme bekleniyor').waitFor();
  await screenshot(page, 'collaboration-payment-refused');

  // The success card: held.
  await payWith(page, briefId, '5528 7900 0000 0008');
  await cell.getByText('Ödendi, güvencede').waitFor();
  await cell.getByText('₺6.000,00 (KDV dahil)').waitFor();
  assert.equal(await cell.getByRole('button').count(), 0, 'nothing left to pay');
  await screenshot(page, 'collaboration-payment-held');
  await signOut(page);

  const payment = adminDb().doc(`CollaborationPayments/${briefId}_${influencerUid}`);
  const stored = (await payment.get()).data() ?? {};
  assert.equal(stored.state, 'held');
  assert.equal(stored.amounts?.gross, 600000, 'the price with KDV, in kuruş');
  assert.equal(stored.amounts?.payee, 400000, 'her share');
  await eventually(
    async () => (await payment.collection('ledger').get()).size,
    1,
    'one ledger entry: held',
  );

  // The influencer sees her share held.
  await signIn(page, influencer.email, influencer.password);
  await page.goto(`/app/briefDetail?briefId=${briefId}`);
  await page
    .getByTestId('own-payment-state')
    .getByText('Marka ödemeyi yaptı: ₺4.000,00 iyzico güvencesinde tutuluyor', { exact: false })
    .waitFor();
  await screenshot(page, 'collaboration-payment-influencer');
});
