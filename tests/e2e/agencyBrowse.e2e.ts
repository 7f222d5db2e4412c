// Issue 11, influencer agencies browse briefs (spec sections 3 and 6): an influencer agency
// registers through the form and adds an influencer login; the demo brand publishes a private
// brief for that agency only (picked by name) and the admin approves it; the agency sees the
// open briefs with the private one merged in, and offers for its influencer (selectedUserId);
// the brand sees whose offer it is. An influencer outside that agency never sees the brief.
import assert from 'node:assert/strict';
import { demo, signIn, signOut } from './accounts';
import { approveBriefAsAdmin, chooseDisclosure, fillInstagramBrief } from './briefSteps';
import { registerAccount } from './onboarding';
import { e2e, eventually, screenshot } from './browser';
import { adminDb } from './firestoreAdmin';

const stamp = Date.now().toString(36);
const agency = {
  name: 'Ece',
  surname: 'Yıldız',
  brandName: `Lale Yetenek ${stamp}`,
  email: `ajans.${stamp}@demo.test`,
  password: 'Ajans123!',
};
const influencerLogin = { username: `lale.${stamp}`, name: 'Defne', surname: 'Aksoy' };
const title = `Ajanslara özel kış kampanyası ${stamp}`;
let agencyUid = '';
let managedUid = '';
let briefId = '';

const uidOf = async (field: string, value: string) => {
  const found = await adminDb().collection('Users').where(field, '==', value).limit(1).get();
  return found.docs[0]?.id ?? '';
};

e2e('an influencer agency registers and adds an influencer login', async ({ page }) => {
  await registerAccount(page, 'influencerAgency', agency);

  await signIn(page, agency.email, agency.password);
  agencyUid = await uidOf('email', agency.email);
  assert.ok(agencyUid, 'the agency has a Users document');

  await page.goto('/app/addNewInfluencer');
  await page.getByLabel('Kullanıcı adı').fill(influencerLogin.username);
  await page.getByText('Bu kullanıcı adı kullanılabilir.').waitFor();
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(influencerLogin.name);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(influencerLogin.surname);
  await page.getByLabel('Parola').fill('Gizli123');
  await page.getByRole('button', { name: 'Giriş Oluştur' }).click();
  await page.getByText('kullanıcı adıyla giriş oluşturuldu.', { exact: false }).waitFor();
  await eventually(
    async () => {
      managedUid = await uidOf('imitatorAgencyUID', agencyUid);
      return managedUid !== '';
    },
    true,
    'the new influencer belongs to the agency',
  );
});

e2e(
  'the brand publishes a brief for that agency only and the admin approves it',
  async ({ page }) => {
    assert.ok(agencyUid, 'the agency registered in the test before');
    const brand = demo('brand');
    await signIn(page, brand.email, brand.password);
    await fillInstagramBrief(page, {
      title,
      description: 'Yalnızca seçtiğimiz ajansın influencerları için.',
      budget: '20000',
    });
    await chooseDisclosure(page);

    // Private without an agency is refused; the agency is found by a Turkish prefix.
    await page.getByLabel('Özel: yalnızca seçtiğim influencer ajansları görür').check();
    await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
    await page.getByText('Özel proje için en az bir ajans seçin.').waitFor();
    await page.getByLabel('Ajans ara').fill(`lale yetenek ${stamp}`);
    await page.getByRole('button', { name: `${agency.brandName} ajansını ekle` }).click();
    await page.getByTestId('target-agency').getByText(agency.brandName).waitFor();
    await screenshot(page, 'agency-private-brief-form');
    await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
    await page.waitForURL('**/app/briefDetail?briefId=*');
    briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
    const stored = (await adminDb().doc(`briefs/${briefId}`).get()).data();
    assert.equal(stored?.visibility, 'influencer');
    assert.deepEqual(stored?.targetedAgencies, [agencyUid]);
    await signOut(page);

    await approveBriefAsAdmin(page, title);
    // Agencies offer only for approved influencers: the admin approves the agency's new one.
    assert.ok(managedUid, 'the influencer login of the first test');
    await page.goto(`/app/influencerDetail?userId=${managedUid}`);
    await page.getByTestId('toggle-approval').click();
    await page.getByTestId('toast').getByText('Influencer onaylandı.').waitFor();
  },
);

e2e(
  'the agency sees open briefs with its private one and offers for its influencer',
  async ({ page }) => {
    assert.ok(briefId, 'the private brief was created in the test before');
    await signIn(page, agency.email, agency.password);
    await page.goto('/app/myProjects');
    await page.getByRole('tab', { name: /Bütçeli/ }).click();
    const card = page.getByTestId('brief-card').filter({ hasText: title });
    await card.getByTestId('card-private').waitFor();
    // The public open briefs are there too: more cards than the private one.
    await eventually(
      async () => (await page.getByTestId('brief-card').count()) > 1,
      true,
      'the public open briefs are listed beside the private one',
    );
    await page.getByRole('tab', { name: /Tümü/ }).click();
    await page.getByTestId('brief-card').filter({ hasText: title }).waitFor();
    await screenshot(page, 'agency-open-briefs');

    await card.first().getByRole('link', { name: title }).click();
    await page.waitForURL(`**/app/briefDetail?briefId=${briefId}*`);
    await page.getByLabel('Teklif tutarı (TL, KDV hariç)').fill('7500');
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.getByText("Teklif vereceğiniz influencer'ı seçin.").waitFor();
    await page
      .getByLabel('Teklif verilecek influencer')
      .selectOption({ label: `${influencerLogin.name} ${influencerLogin.surname}` });
    await page.getByRole('button', { name: 'Teklif Ver' }).click();
    await page.getByTestId('toast').getByText('Teklifiniz Gönderilmiştir.').waitFor();
    await page
      .getByTestId('offer-for')
      .getByText(
        `${influencerLogin.name} ${influencerLogin.surname} (${agency.brandName}) adına teklif verdiniz.`,
      )
      .waitFor();
    await screenshot(page, 'agency-offer-sent');

    const bidders = (await adminDb().doc(`bidders/${briefId}`).get()).data();
    assert.deepEqual(
      bidders?.bidders?.map((bid: Record<string, unknown>) => [
        bid.bidderId,
        bid.selectedUserId,
        bid.price,
      ]),
      [[agencyUid, managedUid, 7500]],
    );
    await signOut(page);

    const brand = demo('brand');
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    // In the offers panel (the bell's closed list names the offer too, issue 23).
    await page
      .getByTestId('bidders-panel')
      .getByText(`${influencerLogin.name} ${influencerLogin.surname} (${agency.brandName})`)
      .first()
      .waitFor();
  },
);

e2e('an influencer of another agency never sees the private brief', async ({ page }) => {
  assert.ok(briefId, 'the private brief was created before');
  const influencer = demo('influencer');
  await signIn(page, influencer.email, influencer.password);
  await page.goto(`/app/briefDetail?briefId=${briefId}`);
  await page
    .getByText('Proje bulunamadı. Silinmiş olabilir ya da görüntüleme yetkiniz bulunmuyor.')
    .waitFor();
  await page.goto('/app/projects');
  await page.getByRole('tab', { name: /Bütçeli/ }).click();
  // The list has settled once its first brief (the demo data has several) is shown.
  await page.getByTestId('brief-card').first().waitFor();
  assert.equal(await page.getByTestId('brief-card').filter({ hasText: title }).count(), 0);
});
