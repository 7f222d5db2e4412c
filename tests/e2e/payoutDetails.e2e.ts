// Issue 20, payout details: a new influencer (registered, verified and profiled through the UI)
// gives her payout details on the account page. A wrong IBAN is refused in Turkish before
// anything is sent; valid details register her as a sub-merchant (the local provider on the
// emulators) and stay saved after a reload. The stored document is checked with the Admin SDK.
import assert from 'node:assert/strict';
import { e2e, expectHeading, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';
import {
  completeInfluencerProfile,
  fillPersonalPayoutDetails,
  registerInfluencer,
} from './onboarding';

e2e('a new influencer saves her payout details and is registered for payouts', async ({ page }) => {
  const run = Date.now().toString(36);
  const email = `odeme.${run}@demo.test`;
  const password = 'Odeme.2026';
  await registerInfluencer(page, { name: 'Ece', surname: 'Aydın', email, password });
  await completeInfluencerProfile(page, { email, password, instagram: `ece.${run}` });

  await page.goto('/app/pages/account');
  const section = page.getByRole('region', { name: 'Ödeme bilgileri' });
  await section.waitFor();
  await section.getByText('yalnızca siz ve yöneticiler görebilir', { exact: false }).waitFor();

  await fillPersonalPayoutDetails(section, {
    name: 'Ece',
    surname: 'Aydın',
    iban: 'TR33 0006 1005 1978 6457 8413 27',
  });
  // Required fields are marked with a star, which is not part of their names.
  await section.getByRole('button', { name: 'Kaydet' }).click();
  await section.getByText('Geçerli bir TR IBAN giriniz.').waitFor();
  await screenshot(page, 'payout-iban-refused');

  await section.getByLabel(/^IBAN/).fill('TR33 0006 1005 1978 6457 8413 26');
  await section.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByTestId('toast').getByText('Ödeme bilgileriniz kaydedildi.').waitFor();
  await section.getByText('Kayıtlı', { exact: true }).waitFor();

  const users = await adminDb().collection('Users').where('email', '==', email).get();
  const uid = users.docs[0]?.id ?? '';
  assert.ok(uid, 'her Users document exists');
  const stored = (await adminDb().doc(`payoutDetails/${uid}`).get()).data() ?? {};
  assert.equal(stored.iban, 'TR330006100519786457841326', 'the IBAN is stored without spaces');
  assert.equal(stored.gsmNumber, '+905321234567', 'the mobile is stored in E.164');
  assert.equal(stored.email, email, 'the e-mail comes from her account');
  assert.ok(typeof stored.subMerchantKey === 'string' && stored.subMerchantKey !== '', 'a key');

  await page.reload();
  await expectHeading(page, 'Hesabım');
  const after = page.getByRole('region', { name: 'Ödeme bilgileri' });
  await after.getByText('Kayıtlı', { exact: true }).waitFor();
  // Only the IBAN's last four digits are shown back.
  await after.getByText(/Kayıtlı IBAN: TR[•\s]+13 26$/).waitFor();
  await screenshot(page, 'payout-saved');
});
