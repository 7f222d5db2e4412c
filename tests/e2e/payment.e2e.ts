// Issue 10, the payment half: the demo brand (free) opens the prices, upgrades to business,
// pays on the local checkout page (the emulators' stand-in for iyzico's hosted page) and lands
// on /app/completeTransaction with success, and Users.subscriptionType is business. With the
// insufficient-funds card she stays free and the Turkish reason shows. The demo brand's plan
// is put back to free afterwards so other journeys are unaffected.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { demo, signIn } from './accounts';
import { e2e, eventually, expectPath, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

const brand = demo('brand');

async function brandUid(): Promise<string> {
  const found = await adminDb()
    .collection('Users')
    .where('email', '==', brand.email)
    .limit(1)
    .get();
  const uid = found.docs[0]?.id;
  assert.ok(uid, 'the demo brand has a Users document');
  return uid;
}

const planOf = async (uid: string) =>
  (await adminDb().doc(`Users/${uid}`).get()).get('subscriptionType') as string;

/** From the prices page through the local checkout page, paying with `card`. */
async function upgradeAndPay(page: Page, card: string): Promise<void> {
  await page.goto('/app/pages/prices');
  const business = page.getByTestId('plan-business');
  await business.getByText('KDV dahil toplam ₺1.798,80', { exact: false }).waitFor();
  await page.getByTestId('plan-free').getByText('Mevcut planınız').waitFor();
  await business.getByRole('link', { name: 'Yükselt' }).click();
  // /app/payment starts the checkout and sends the browser to the hosted page.
  await page.getByRole('heading', { name: 'Güvenli ödeme' }).waitFor();
  assert.match(page.url(), /\/payment\/localCheckout\?token=/);
  await page.getByLabel('Kart üzerindeki isim').fill('Deniz Kaya');
  await page.getByLabel('Kart numarası').fill(card);
  await page.getByLabel('Son kullanma tarihi (AA/YY)').fill('12/30');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await page.getByRole('button', { name: 'Öde' }).click();
  await expectPath(page, '/app/completeTransaction');
}

e2e('a free brand upgrades to business with the success card', async ({ page }) => {
  const uid = await brandUid();
  await adminDb().doc(`Users/${uid}`).update({ subscriptionType: 'free' });
  try {
    await signIn(page, brand.email, brand.password);
    await upgradeAndPay(page, '5528 7900 0000 0008');
    await page
      .getByTestId('payment-success')
      .getByText('Ödemeniz alındı. Business planınız etkinleştirildi.')
      .waitFor();
    await screenshot(page, 'payment-success');
    await eventually(() => planOf(uid), 'business', 'the plan is business');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('userId'), uid);

    // Opening the same result again changes nothing (the plan taken back stays taken back).
    await adminDb().doc(`Users/${uid}`).update({ subscriptionType: 'free' });
    await page.reload();
    await page.getByTestId('payment-success').waitFor();
    assert.equal(await planOf(uid), 'free');

    // Its invoice: the newest paid subscription, the plan's line, KDV and the total.
    await page.goto('/app/pages/invoice');
    await page.getByTestId('invoice').getByText('Business planı — aylık abonelik').waitFor();
    assert.equal(await page.getByTestId('invoice-total').innerText(), '₺1.798,80');
    await screenshot(page, 'payment-invoice');
  } finally {
    await adminDb().doc(`Users/${uid}`).update({ subscriptionType: 'free' });
  }
});

e2e('with the insufficient-funds card the brand stays free and sees why', async ({ page }) => {
  const uid = await brandUid();
  await adminDb().doc(`Users/${uid}`).update({ subscriptionType: 'free' });
  try {
    await signIn(page, brand.email, brand.password);
    await upgradeAndPay(page, '4111111111111129');
    const failure = page.getByTestId('payment-failure');
    await failure.getByText('Kartınızın bakiyesi ya da limiti yetersiz.').waitFor();
    await page.getByRole('link', { name: 'Tekrar dene' }).waitFor();
    await screenshot(page, 'payment-failure');
    assert.equal(await planOf(uid), 'free');
  } finally {
    await adminDb().doc(`Users/${uid}`).update({ subscriptionType: 'free' });
  }
});
