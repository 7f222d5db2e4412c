// Issue 11, ad disclosure (Reklam Kurulu 2021/2): the demo brand creates a brief in the UI with
// "#reklam" for Instagram (the form refuses it without a choice first); the admin approves it;
// an influencer registered through the UI offers; the brand accepts. The accepted influencer
// sees the #reklam instruction on the brief detail and in the acceptance message of the project
// chat, then completes with her post link and the (not pre-ticked) confirmation. The stored
// delivery is checked with the Admin SDK, and the brand sees link and confirmation.
import assert from 'node:assert/strict';
import { demo, signIn, signOut } from './accounts';
import { e2e, eventually, screenshot } from './browser';
import {
  approveBriefAsAdmin,
  chooseDisclosure,
  fillInstagramBrief,
  submitAndApproveDraft,
} from './briefSteps';
import { adminDb } from './firestoreAdmin';
import {
  approveInfluencerAsAdmin,
  completeInfluencerProfile,
  givePhotoAsUploaded,
  registerInfluencer,
} from './onboarding';

const run = Date.now().toString(36);
const title = `Reklam bildirimli kampanya ${run}`;
const email = `deniz.${run}@demo.test`;
const password = 'Parola123';
const postLink = `https://www.instagram.com/p/Rk${run}/`;
const instruction = 'Instagram paylaşımınızın başına #reklam ekleyin.';
const state = { briefId: '', uid: '' };

e2e(
  'the brand creates a brief with #reklam for Instagram; the admin approves it',
  async ({ page }) => {
    const brand = demo('brand');
    await signIn(page, brand.email, brand.password);
    await fillInstagramBrief(page, {
      title,
      description: 'Yeni sezon ürünlerimiz için Instagram gönderileri.',
      budget: '9000',
    });

    // Without a disclosure the form says what is missing and keeps what was typed.
    await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
    await page
      .getByText('Her platform için bir reklam bildirimi seçin', { exact: false })
      .waitFor();
    assert.equal(await page.getByLabel('Proje başlığı').inputValue(), title);
    await screenshot(page, 'disclosure-form-required');

    await chooseDisclosure(page);
    await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
    await page.waitForURL('**/app/briefDetail?briefId=*');
    state.briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
    assert.ok(state.briefId, 'the detail page names the new brief');
    await page.getByTestId('brief-disclosure').getByText('Instagram: #reklam').waitFor();
    const stored = (await adminDb().doc(`briefs/${state.briefId}`).get()).data();
    assert.deepEqual(stored?.adDisclosure, { instagram: 'reklam' });
    await signOut(page);

    await approveBriefAsAdmin(page, title);
  },
);

e2e('a new influencer offers and the brand accepts her', async ({ page }) => {
  assert.ok(state.briefId, 'the brief of the first test');
  await registerInfluencer(page, { name: 'Deniz', surname: 'Kaya', email, password });
  await completeInfluencerProfile(page, { email, password, instagram: `deniz.${run}` });
  state.uid =
    (await adminDb().collection('Users').where('email', '==', email).get()).docs[0]?.id ?? '';
  assert.ok(state.uid, 'her Users document exists');
  await givePhotoAsUploaded(state.uid, '/demo/avatars/female-3.svg');

  // Only approved influencers offer: the admin approves her, as after her verify request.
  await approveInfluencerAsAdmin(page, state.uid);

  // Before offering she already reads what the brief will ask of her post.
  await page.goto(`/app/briefDetail?briefId=${state.briefId}`);
  await page.getByTestId('offer-panel').getByText(instruction).waitFor();
  await page.getByLabel('Teklif tutarı (TL, KDV hariç)').fill('8000');
  await page.getByRole('button', { name: 'Teklif Ver' }).click();
  await page.getByTestId('offer-state').waitFor();
  await signOut(page);

  const brand = demo('brand');
  await signIn(page, brand.email, brand.password);
  await page.goto(`/app/briefDetail?briefId=${state.briefId}`);
  const bid = page.getByTestId(`bid-${state.uid}`);
  await bid.waitFor({ timeout: 20_000 });
  await bid.getByRole('button', { name: 'Deniz Kaya teklifini kabul et' }).click();
  await bid.getByText('Kabul Edildi').waitFor();
  await page.getByTestId(`delivery-${state.uid}`).getByText('Bağlantı bekleniyor').waitFor();
});

e2e(
  'the accepted influencer is told to use #reklam and completes with her post link',
  async ({ page }) => {
    assert.ok(state.uid, 'the influencer of the second test');
    const brand = demo('brand');
    // Issue 21: the live link follows an approved draft.
    await submitAndApproveDraft(page, {
      briefId: state.briefId,
      party: { email, password },
      owner: brand,
      link: `https://drive.example.com/taslak/${state.uid}`,
    });
    await signIn(page, email, password);

    // The acceptance message in the project chat names the disclosure.
    const conversationId = [brand.uid, state.uid].sort().join('_');
    await page.goto(`/app/chat?c=${conversationId}`);
    await page.getByTestId('message-thread').getByText(instruction, { exact: false }).waitFor();
    await screenshot(page, 'disclosure-acceptance-message');
    const notifications = await adminDb()
      .collection(`Users/${state.uid}/Notifications`)
      .where('type', '==', 'projectAccepted')
      .get();
    assert.match(String(notifications.docs[0]?.get('message')), /#reklam/);

    // The brief detail says it too, and asks for the link and the confirmation.
    await page.goto(`/app/briefDetail?briefId=${state.briefId}`);
    await page.getByTestId('disclosure-instagram').getByText(instruction).waitFor();
    await page
      .getByTestId('disclosure-notice')
      .getByText('Reklam Kurulu', { exact: false })
      .waitFor();
    await page.getByLabel('Paylaşım bağlantısı').fill('http://www.instagram.com/p/x');
    await page.getByRole('button', { name: 'Paylaşımı Gönder' }).click();
    await page.getByText('Geçerli bir paylaşım bağlantısı girin', { exact: false }).waitFor();
    await page.getByLabel('Paylaşım bağlantısı').fill(postLink);
    const confirm = page.getByLabel(
      'Paylaşımda #reklam ibaresinin ilk bakışta görünür olduğunu onaylıyorum.',
    );
    assert.equal(await confirm.isChecked(), false, 'the confirmation is not pre-ticked');
    await page.getByRole('button', { name: 'Paylaşımı Gönder' }).click();
    await page.getByText('Göndermeden önce reklam bildiriminin', { exact: false }).waitFor();
    await confirm.check();
    await page.getByRole('button', { name: 'Paylaşımı Gönder' }).click();
    await page.getByTestId('toast').getByText('Paylaşım bağlantınız gönderildi.').waitFor();
    await page.getByTestId('delivery-sent').getByText(postLink).waitFor();
    await screenshot(page, 'disclosure-influencer-delivered');

    const deliveryRef = adminDb().doc(`briefs/${state.briefId}/deliveries/${state.uid}`);
    await eventually(async () => (await deliveryRef.get()).exists, true, 'the delivery is stored');
    const delivery = (await deliveryRef.get()).data();
    assert.equal(delivery?.postLink, postLink);
    assert.equal(delivery?.disclosureConfirmed, true);
    assert.deepEqual(delivery?.disclosure, { instagram: 'reklam' });
    assert.equal(delivery?.submittedBy, state.uid);
    await signOut(page);

    // The brand sees the link and the confirmation before completing her.
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${state.briefId}`);
    const cell = page.getByTestId(`delivery-${state.uid}`);
    await cell.getByText(postLink).waitFor();
    await cell.getByText('Reklam bildirimi onaylandı', { exact: false }).waitFor();
    await screenshot(page, 'disclosure-brand-sees-delivery');
  },
);

// Issue 12, /app/pages/profile: once the brand completes her, the collaboration with its post
// is in both portfolios, and her social page shows the account she registered with.
e2e(
  'the brand completes her; both portfolios show the post, her social page the account',
  async ({ page }) => {
    assert.ok(state.briefId && state.uid, 'the brief and the influencer of the tests above');
    const brand = demo('brand');
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${state.briefId}`);
    await page.getByRole('button', { name: 'Deniz Kaya için çalışmayı tamamla' }).click();
    await page
      .getByTestId('toast')
      .getByText('Kullanıcının çalışması tamamlandı olarak işaretlendi.')
      .waitFor();
    await eventually(
      async () =>
        (
          (await adminDb().doc(`briefs/${state.briefId}`).get()).get('completedUsers') ?? []
        ).includes(state.uid),
      true,
      'she is completed',
    );

    // The brand's portfolio: the brief with her name, the link and the confirmation.
    await page.goto('/app/pages/profile/portfolio');
    await page.getByRole('heading', { level: 1, name: 'Tamamlanan iş birliklerim' }).waitFor();
    const brandEntry = page.locator(
      `[data-testid="portfolio-entry"][data-brief-id="${state.briefId}"]`,
    );
    await brandEntry.getByText('Deniz Kaya').waitFor();
    assert.equal(
      await brandEntry.getByRole('link', { name: 'Paylaşımı aç' }).getAttribute('href'),
      postLink,
    );
    await brandEntry.getByText('Reklam bildirimi onaylandı').waitFor();
    await screenshot(page, 'profile-portfolio-brand');
    await signOut(page);

    // Hers: the same collaboration, and the account she registered with on the social page.
    await signIn(page, email, password);
    await page.goto('/app/pages/profile/portfolio');
    await page.getByRole('heading', { level: 1, name: 'Portföyüm' }).waitFor();
    const entry = page.locator(`[data-testid="portfolio-entry"][data-brief-id="${state.briefId}"]`);
    await entry.getByRole('link', { name: title }).waitFor();
    assert.equal(
      await entry.getByRole('link', { name: 'Paylaşımı aç' }).getAttribute('href'),
      postLink,
    );
    await screenshot(page, 'profile-portfolio-influencer');

    await page.getByRole('link', { name: 'Sosyal hesaplar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sosyal hesaplarım' }).waitFor();
    const instagram = page.locator('[data-testid="social-cards"] [data-platform="instagram"]');
    await instagram.getByRole('link', { name: `@deniz.${run}` }).waitFor();
    const stored = (await adminDb().doc(`Influencers/${state.uid}`).get()).get(
      'socialMedia.instagram.followerCount',
    );
    // A count shows once measured; until then the card says so.
    await instagram
      .getByText(typeof stored === 'number' ? 'takipçi' : 'Takipçi sayısı henüz ölçülmedi')
      .waitFor();
    await screenshot(page, 'profile-social-influencer');
  },
);
