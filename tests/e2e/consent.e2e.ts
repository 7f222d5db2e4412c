// Issue 12, KVKK consent: a new visitor cannot register without ticking the KVKK consent;
// afterwards her consent records carry the policy version and the text hash; when the required
// version is raised (Contents/Policies, src/lib/policies.ts) the next sign-in asks again, and
// the account page lists the records and withdraws the optional marketing consent.
import assert from 'node:assert/strict';
import { mailLink, signIn, signOut } from './accounts';
import { e2e, eventually, expectHeading, expectPath, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

type StoredConsent = { kind: string; action: string; version: number; textHash: string };

async function consentsOf(email: string): Promise<StoredConsent[]> {
  const users = await adminDb().collection('Users').where('email', '==', email).get();
  if (users.empty) return [];
  // Registration writes its records in one batch, at one time: the kind orders those.
  const records = await users.docs[0].ref
    .collection('Consents')
    .orderBy('createdAt')
    .orderBy('kind')
    .get();
  return records.docs.map((record) => record.data() as StoredConsent);
}

const summary = (records: StoredConsent[]) =>
  records.map((record) => `${record.kind}:${record.action}:v${record.version}`).join(',');

e2e(
  'registration needs the KVKK consent, and a new policy version is asked again',
  async ({ page }) => {
    const email = `kvkk.ajans.${Date.now()}@demo.test`;
    const password = 'Parola123';
    const policies = adminDb().doc('Contents/Policies');
    try {
      await page.goto('/user/register');
      await expectHeading(page, 'Kayıt Ol');
      await page.getByLabel('Hesap türü').selectOption('advertisementAgency');
      await page.getByLabel('Ad', { exact: true }).fill('Deniz');
      await page.getByLabel('Soyad').fill('Kaya');
      await page.getByLabel('Marka / şirket adı').fill('Kaya Reklam');
      await page.getByLabel('E-posta').fill(email);
      await page.getByLabel('Parola', { exact: true }).fill(password);
      await page.getByLabel('Parola (tekrar)').fill(password);
      const kvkk = page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ });
      const marketing = page.getByRole('checkbox', { name: /Kampanya, duyuru/ });
      assert.equal(await kvkk.isChecked(), false, 'the KVKK consent is not pre-ticked');
      assert.equal(await marketing.isChecked(), false, 'the marketing consent is not pre-ticked');

      await page.getByRole('button', { name: 'Kayıt Ol' }).click();
      await page
        .getByText(
          "Kayıt olmak için KVKK Aydınlatma Metni'ni ve Kullanım Koşulları'nı onaylamanız gerekir.",
        )
        .waitFor();
      await screenshot(page, 'consent-required');
      await expectPath(page, '/user/register');
      assert.equal(
        (await adminDb().collection('Users').where('email', '==', email).get()).size,
        0,
        'no account without the consent',
      );

      await kvkk.check();
      await marketing.check();
      await page.getByRole('button', { name: 'Kayıt Ol' }).click();
      await page.getByText('Hesabınız oluşturuldu.', { exact: false }).waitFor();
      const records = await consentsOf(email);
      assert.equal(summary(records), 'kvkk:given:v1,marketing:given:v1');
      for (const record of records) assert.match(record.textHash, /^[0-9a-f]{64}$/);

      const link = await mailLink(email, 'VERIFY_EMAIL');
      await page.goto(`/auth/action${link.search}`);
      await page.getByText('E-posta adresiniz onaylandı.', { exact: false }).waitFor();
      await signIn(page, email, password);
      await expectPath(page, '/app/myProjects');
      // The current version is accepted: no dialog (the gate has checked when the menu shows).
      await page.getByTestId('user-menu-button').waitFor();
      assert.equal(await page.getByTestId('consent-gate').count(), 0, 'not asked again');
      await signOut(page);

      await policies.set({ requiredVersion: 2 });
      await signIn(page, email, password);
      const gate = page.getByTestId('consent-gate');
      await gate.getByRole('heading', { name: 'Politikalarımız güncellendi' }).waitFor();
      await gate.getByText('güncel sürümünü (sürüm 2)', { exact: false }).waitFor();
      await screenshot(page, 'consent-asked-again');
      await gate.getByRole('button', { name: 'Okudum, onaylıyorum' }).click();
      await gate.waitFor({ state: 'detached' });
      await eventually(
        async () => summary(await consentsOf(email)),
        'kvkk:given:v1,marketing:given:v1,kvkk:given:v2',
        'the new version is recorded',
      );

      await page.goto('/app/pages/account');
      const section = page.getByTestId('consents-section');
      await section.getByText('Ticari ileti izniniz açık.').waitFor();
      await section.getByText('Sürüm 2', { exact: false }).first().waitFor();
      await section.getByRole('button', { name: 'İzni geri al' }).click();
      await section.getByText('Ticari ileti izniniz kapalı.').waitFor();
      await screenshot(page, 'consent-account-list');
      await eventually(
        async () =>
          summary(await consentsOf(email))
            .split(',')
            .pop(),
        'marketing:withdrawn:v1',
        'the withdrawal is a new record',
      );
      assert.equal((await consentsOf(email)).length, 4, 'nothing was edited or removed');
    } finally {
      await policies.delete();
    }
  },
);
