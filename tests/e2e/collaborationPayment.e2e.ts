// Issue 20, the collaboration's money end to end: a new influencer and a new brand, both
// registered, verified and profiled through the UI. The influencer gives her payout details and
// offers; the brand accepts and pays on the local marketplace checkout page (the emulators'
// stand-in for iyzico's). The insufficient-funds card leaves the payment awaiting with iyzico's
// Turkish reason; the success card holds it, and both sides see it held. Then either the
// influencer posts her link and the brand completes her, which releases the money (her
// earnings show the net after withholding, the brand's invoices the payment with KDV), or the
// brand cancels before the delivery and the money goes back, which both sides see. The stored
// payment and its ledger are checked with the Admin SDK.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signIn, signOut } from './accounts';
import { e2e, eventually, expectPath, screenshot } from './browser';
import {
  approveBriefAsAdmin,
  chooseDisclosure,
  fillInstagramBrief,
  offerOnBrief,
  submitAndApproveDraft,
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

type Person = { name: string; surname: string; email: string; password: string };
type Collaboration = {
  influencer: Person;
  brand: Person & { brandName: string };
  influencerUid: string;
  briefId: string;
};

/**
 * Both accounts through the UI, the brand's approved brief, the influencer's ₺5.000 offer and
 * its acceptance; `refusedFirst` pays once with the insufficient-funds card before the success
 * card. Ends signed out with the money held.
 */
async function paidCollaboration(
  page: Page,
  run: string,
  refusedFirst: boolean,
): Promise<Collaboration> {
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

  if (refusedFirst) {
    await screenshot(page, 'collaboration-payment-due');
    // A refused card: still awaiting, with iyzico's Turkish reason, and 'Öde' again.
    await payWith(page, briefId, '4111 1111 1111 1129');
    await cell
      .getByText('Son ödeme denemesi başarısız oldu: Kart limiti yetersiz, yetersiz bakiye')
      .waitFor();
    await cell.getByText('Ödeme bekleniyor').waitFor();
    await screenshot(page, 'collaboration-payment-refused');
  }

  // The success card: held.
  await payWith(page, briefId, '5528 7900 0000 0008');
  await cell.getByText('Ödendi, güvencede').waitFor();
  await cell.getByText('₺6.000,00 (KDV dahil)').waitFor();
  assert.equal(await cell.getByRole('button', { name: /için öde$/ }).count(), 0, 'paid');
  await signOut(page);
  return { influencer, brand, influencerUid, briefId };
}

/** The brand's invoice page lists the collaboration's payment: ₺5.000 + ₺1.000 KDV = ₺6.000. */
async function brandSeesInvoice(page: Page, run: string, state: string): Promise<void> {
  await page.goto('/app/pages/invoice');
  const row = page
    .getByTestId('collaboration-invoice-row')
    .filter({ hasText: `Sonbahar koleksiyonu ${run}` });
  await row.getByTestId('collaboration-net').getByText('₺5.000,00').waitFor();
  await row.getByTestId('collaboration-kdv').getByText('₺1.000,00').waitFor();
  await row.getByTestId('collaboration-gross').getByText('₺6.000,00').waitFor();
  await row.getByText(state).waitFor();
}

const paymentDoc = (briefId: string, uid: string) =>
  adminDb().doc(`CollaborationPayments/${briefId}_${uid}`);

/** The ledger's kinds in the order they were written. */
async function ledgerKinds(briefId: string, uid: string): Promise<string[]> {
  const entries = await paymentDoc(briefId, uid).collection('ledger').orderBy('at').get();
  return entries.docs.map((entry) => String(entry.get('kind')));
}

e2e(
  'a brand pays an accepted offer, it is held, and completing her releases it',
  async ({ page }) => {
    const run = Date.now().toString(36);
    const { influencer, brand, influencerUid, briefId } = await paidCollaboration(page, run, true);

    const payment = paymentDoc(briefId, influencerUid);
    const stored = (await payment.get()).data() ?? {};
    assert.equal(stored.state, 'held');
    assert.equal(stored.amounts?.gross, 600000, 'the price with KDV, in kuruş');
    assert.equal(stored.amounts?.payee, 400000, 'her share');
    await eventually(
      async () => (await ledgerKinds(briefId, influencerUid)).join(),
      'held',
      'held',
    );

    // Issue 21: her draft is approved before the live link.
    await submitAndApproveDraft(page, {
      briefId,
      party: influencer,
      owner: brand,
      link: `https://drive.example.com/taslak/${run}`,
    });

    // The influencer sees her share held, and posts her link.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page
      .getByTestId('own-payment-state')
      .getByText('Marka ödemeyi yaptı: ₺4.000,00 iyzico güvencesinde tutuluyor', { exact: false })
      .waitFor();
    await screenshot(page, 'collaboration-payment-influencer');
    await page.getByLabel('Paylaşım bağlantısı').fill(`https://www.instagram.com/p/Od${run}/`);
    await page
      .getByLabel('Paylaşımda #reklam ibaresinin ilk bakışta görünür olduğunu onaylıyorum.')
      .check();
    await page.getByRole('button', { name: 'Paylaşımı Gönder' }).click();
    await page.getByTestId('toast').getByText('Paylaşım bağlantınız gönderildi.').waitFor();
    // Delivered: she can no longer cancel, and the automatic release date shows.
    await page.getByTestId(`payment-auto-${influencerUid}`).waitFor();
    assert.equal(await page.getByRole('button', { name: /^İş birliğini iptal et/ }).count(), 0);
    await signOut(page);

    // The brand sees the held money and the automatic release date, and completes her.
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    const cell = page.getByTestId(`payment-${influencerUid}`);
    await cell.getByText('Ödendi, güvencede').waitFor();
    await page.getByTestId(`payment-auto-${influencerUid}`).waitFor();
    await screenshot(page, 'collaboration-payment-delivered');
    await page.getByRole('button', { name: 'Ece Aydın için çalışmayı tamamla' }).click();
    await page
      .getByTestId('toast')
      .getByText('Kullanıcının çalışması tamamlandı olarak işaretlendi.')
      .waitFor();
    // The release runs in a function after the completion; the cell follows it live.
    await cell.getByText('Ödeme aktarıldı').waitFor({ timeout: 30_000 });
    await cell
      .getByText("Marka işi onayladı, ödeme influencer'a aktarıldı", { exact: false })
      .waitFor();
    await screenshot(page, 'collaboration-payment-released');
    await brandSeesInvoice(page, run, "Influencer'a aktarıldı");
    await screenshot(page, 'collaboration-payment-invoice');
    await signOut(page);

    assert.equal((await payment.get()).get('state'), 'released');
    assert.deepEqual(await ledgerKinds(briefId, influencerUid), ['held', 'released']);
    const earning = (
      await adminDb().doc(`Earnings/collab-${briefId}_${influencerUid}`).get()
    ).data();
    assert.equal(earning?.amount, 400000);
    assert.equal(earning?.withholding, 60000, '15 % withheld for a creator without a company');

    // The influencer sees it released, and her earnings: ₺4.000 gross, ₺600 withheld, ₺3.400 net.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page
      .getByTestId('own-payment-state')
      .getByText('Ödemeniz hesabınıza aktarıldı.')
      .waitFor();
    await page.goto('/app/myEarnings');
    const row = page.getByTestId('earning-row').filter({ hasText: `Sonbahar koleksiyonu ${run}` });
    await row.getByTestId('earning-gross').getByText('₺4.000,00').waitFor();
    await row.getByTestId('earning-withholding').getByText('₺600,00').waitFor();
    await row.getByTestId('earning-net').getByText('₺3.400,00', { exact: false }).waitFor();
    await screenshot(page, 'collaboration-payment-earnings');
  },
  // Issue 21's draft and its approval (two more sign-ins) before the live link.
  { timeoutMs: 150_000 },
);

e2e(
  'a brand cancels a paid collaboration before the delivery: refunded for both',
  async ({ page }) => {
    const run = `${Date.now().toString(36)}c`;
    const { influencer, brand, influencerUid, briefId } = await paidCollaboration(page, run, false);

    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    const cell = page.getByTestId(`payment-${influencerUid}`);
    await cell.getByText('Ödendi, güvencede').waitFor();
    // Held money keeps her on the brief: no Kaldır, the payment's cancel instead.
    const row = page.getByTestId(`bid-${influencerUid}`);
    assert.equal(await row.getByRole('button', { name: /kaldır/i }).count(), 0);
    await cell.getByRole('button', { name: 'İş birliğini iptal et: Ece Aydın' }).click();
    await cell
      .getByText('İş birliği iptal edilecek ve ödemenin tamamı markanın kartına iade edilecek.', {
        exact: false,
      })
      .waitFor();
    await screenshot(page, 'collaboration-cancel-confirm');
    await cell.getByRole('button', { name: 'Evet, iptal et' }).click();
    await page
      .getByTestId('toast')
      .getByText('İş birliği iptal edildi, ödeme iade edildi.')
      .waitFor();
    await eventually(
      async () => (await paymentDoc(briefId, influencerUid).get()).get('state'),
      'refunded',
      'refunded',
    );
    assert.deepEqual(await ledgerKinds(briefId, influencerUid), ['held', 'refunded']);
    // Refunded, then removed from the brief by the usual Kaldır.
    await eventually(
      async () =>
        ((await adminDb().doc(`briefs/${briefId}`).get()).get('acceptedUsers') as string[]).length,
      0,
      'she left acceptedUsers',
    );
    await screenshot(page, 'collaboration-cancelled-brand');
    await brandSeesInvoice(page, run, 'İade edildi');
    await signOut(page);

    // The influencer is told, and her offer shows the refund.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page.getByTestId('notifications-button').click();
    await page
      .getByTestId('notifications-list')
      .getByText(`"Sonbahar koleksiyonu ${run}" iş birliğinin ₺6.000,00 ödemesi iade edildi.`)
      .waitFor();
    await screenshot(page, 'collaboration-cancelled-influencer');
  },
);
