// Issue 21, the collaboration from acceptance to reviews: a new brand and a new influencer,
// both registered, verified and profiled through the UI. The brand's barter brief is approved;
// the influencer shows interest and is accepted; she shares her delivery address (KVKK
// consent); the brand ships with a carrier and tracking number and both see the tracking link;
// she marks the product received; her first draft gets a change request, her second is
// approved; she posts the live link; the brand completes her; each side reviews the other
// (the influencer by keyboard) and both public profiles show the review. The timeline follows
// every step live, and the influencer's bell carries the brand's steps.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signIn, signOut } from './accounts';
import { e2e, eventually, screenshot } from './browser';
import { approveBriefAsAdmin, chooseDisclosure } from './briefSteps';
import { adminDb } from './firestoreAdmin';
import {
  approveInfluencerAsAdmin,
  completeInfluencerProfile,
  givePhotoAsUploaded,
  registerBrand,
  registerInfluencer,
} from './onboarding';

async function uidOf(email: string): Promise<string> {
  const found = await adminDb().collection('Users').where('email', '==', email).limit(1).get();
  const uid = found.docs[0]?.id;
  assert.ok(uid, `${email} has a Users document`);
  return uid;
}

/** The timeline's step `id` reads done (the functions record each step a moment later). */
async function stepDone(page: Page, id: string): Promise<void> {
  await page
    .getByTestId('collaboration-timeline')
    .locator(`[data-testid="timeline-step-${id}"][data-state="done"]`)
    .waitFor({ timeout: 30_000 });
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByTestId('toast').getByText(text).waitFor();
}

e2e(
  'a barter collaboration from acceptance to reviews: address, shipment, drafts, live link',
  async ({ page }) => {
    const run = Date.now().toString(36);
    const influencer = {
      name: 'Defne',
      surname: 'Yalçın',
      email: `defne.surec.${run}@demo.test`,
      password: 'Surec.2026',
    };
    const brand = {
      name: 'Murat',
      surname: 'Öztürk',
      brandName: `Ege Kozmetik ${run}`,
      email: `murat.surec.${run}@demo.test`,
      password: 'Marka.2026',
    };
    const title = `Güneş kremi barter ${run}`;

    // The influencer: registered, profiled and approved.
    await registerInfluencer(page, influencer);
    await completeInfluencerProfile(page, {
      email: influencer.email,
      password: influencer.password,
      instagram: `defne.${run}`,
    });
    const influencerUid = await uidOf(influencer.email);
    await givePhotoAsUploaded(influencerUid, '/demo/avatars/female-3.svg');
    await approveInfluencerAsAdmin(page, influencerUid);
    // Reloaded with her photo, the page no longer asks for one.
    await page.reload();
    await signOut(page);

    // The brand: registered and profiled; a barter brief with two included revision rounds.
    await registerBrand(page, brand);
    const brandUid = await uidOf(brand.email);
    await page.goto('/app/addNewBrief');
    await page.getByLabel('Proje başlığı').fill(title);
    await page.getByLabel('Açıklama').fill('Yeni güneş kremimizi yaz öncesi tanıtacak içerikler.');
    await page.getByRole('checkbox', { name: 'Moda' }).check();
    await page.getByRole('checkbox', { name: 'Kadın' }).check();
    await page.getByRole('checkbox', { name: 'Instagram' }).first().check();
    await page.getByRole('radio', { name: 'Barter' }).check();
    await page.getByLabel('1. ürünün adı').fill('SPF 50 Güneş Kremi');
    await page.getByLabel('1. ürünün değeri (TL)').fill('450');
    assert.equal(await page.getByLabel('Dahil revizyon sayısı').inputValue(), '2');
    await chooseDisclosure(page);
    await page.getByRole('button', { name: 'Projeyi Oluştur' }).click();
    await page.waitForURL('**/app/briefDetail?briefId=*');
    const briefId = new URL(page.url()).searchParams.get('briefId') ?? '';
    assert.ok(briefId, 'the detail page names the new brief');
    await signOut(page);
    await approveBriefAsAdmin(page, title);
    // The admin also verifies the brand, so its public profile (and its reviews) are public.
    await page.goto('/app/brands');
    await page.getByLabel('Doğrulama durumu').selectOption('unverified');
    await page.getByLabel('Marka adına göre ara').fill(brand.brandName);
    const brandRow = page.locator(`[data-testid="brand-row"][data-uid="${brandUid}"]`);
    await brandRow.getByRole('button', { name: 'Doğrula' }).click();
    await toast(page, `${brand.brandName} doğrulandı.`);
    await signOut(page);

    // She shows interest; the brand accepts her.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page.getByRole('button', { name: 'İlgileniyorum' }).click();
    await page.getByText('Bu projeyle ilgilendiğinizi belirttiniz.').waitFor();
    await signOut(page);
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page
      .getByRole('button', { name: /teklifini kabul et/i })
      .first()
      .click();
    await toast(page, 'Influencer başarıyla seçildi.');
    const card = page.getByTestId(`collaboration-${influencerUid}`);
    await card.getByTestId('shipment-awaiting-address').waitFor();
    await stepDone(page, 'accepted');
    await signOut(page);

    // She shares her address with the KVKK consent.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    const mine = page.getByTestId('collaboration-workspace');
    await mine.getByTestId('shipment-kvkk-notice').waitFor();
    assert.equal(await mine.getByTestId('shipment-address-consent').isChecked(), false);
    await mine.getByTestId('shipment-address-fullName').fill('Defne Yalçın');
    await mine.getByTestId('shipment-address-phone').fill('0532 123 45 67');
    await mine
      .getByTestId('shipment-address-addressLine')
      .fill('Alsancak Mah. Kıbrıs Şehitleri Cad. No: 40 D: 5');
    await mine.getByTestId('shipment-address-district').fill('Konak');
    await mine.getByTestId('shipment-address-city').selectOption('İzmir');
    await mine.getByTestId('shipment-address-postalCode').fill('35220');
    await mine.getByTestId('shipment-address-consent').check();
    await mine.getByTestId('shipment-address-submit').click();
    await toast(page, 'Teslimat adresi kaydedildi.');
    await stepDone(page, 'addressShared');
    await signOut(page);

    // The brand sees it and ships with Yurtiçi Kargo; the tracking link opens the carrier's page.
    const tracking = `YK${run.replace(/[^0-9a-z]/g, '').toUpperCase()}01`;
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await card.getByTestId('shipment-address-card').getByText('Konak').waitFor();
    await card.getByTestId('shipment-carrier').selectOption('yurtici');
    await card.getByTestId('shipment-tracking').fill(tracking);
    await card.getByTestId('shipment-ship-submit').click();
    await toast(page, 'Kargo bilgileri kaydedildi.');
    const link = card.getByTestId('shipment-tracking-link');
    assert.match((await link.getAttribute('href')) ?? '', /yurticikargo\.com/);
    assert.ok(((await link.getAttribute('href')) ?? '').includes(tracking));
    await stepDone(page, 'shipped');
    await screenshot(page, 'collaboration-shipped-brand');
    await signOut(page);

    // She is told, sees the link, and marks the product received; then sends her first draft.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page.getByTestId('notifications-button').click();
    await page
      .getByTestId('notifications-list')
      .getByText(`"${title}" için ürününüzü kargoya verdi`, { exact: false })
      .waitFor();
    await page.keyboard.press('Escape');
    await mine.getByTestId('shipment-tracking-link').waitFor();
    await mine.getByTestId('shipment-received').click();
    await mine.getByTestId('shipment-received-confirm').click();
    await toast(page, 'Ürünün size ulaştığı kaydedildi.');
    await mine.getByTestId('shipment-received-date').waitFor();
    await stepDone(page, 'received');
    // The live link waits for an approved draft.
    await page
      .getByText('Canlı bağlantıyı taslağınız onaylandıktan sonra ekleyebilirsiniz.')
      .waitFor();
    await sendDraft(page, `https://www.instagram.com/p/Taslak1${run}/`, 'İlk taslak #reklam');
    // In review: the timeline's current step.
    await page
      .getByTestId('timeline-step-draft-1')
      .and(page.locator('[aria-current="step"]'))
      .waitFor({ timeout: 30_000 });
    await signOut(page);

    // The brand asks for changes: round 1 of 2 used.
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await card.getByTestId('draft-latest').getByText('İlk taslak #reklam').waitFor();
    await card.getByTestId('draft-request-changes').click();
    await card.getByTestId('draft-comment').fill('Ürünün ambalajı daha net görünsün lütfen.');
    await card.getByTestId('draft-changes-send').click();
    await toast(page, 'Değişiklik isteğiniz gönderildi.');
    await card.getByTestId('draft-round-counter').getByText('1 / 2', { exact: false }).waitFor();
    await signOut(page);

    // She reads the request and sends a second draft; the brand approves it.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await mine
      .getByTestId('draft-changes-requested')
      .getByText('Ürünün ambalajı daha net görünsün lütfen.')
      .waitFor();
    await mine.getByTestId('draft-round-counter').getByText('1 / 2', { exact: false }).waitFor();
    await sendDraft(page, `https://www.instagram.com/p/Taslak2${run}/`, 'İkinci taslak #reklam');
    await signOut(page);
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await card.getByTestId('draft-latest').getByText('İkinci taslak #reklam').waitFor();
    await card.getByTestId('draft-approve').click();
    await toast(page, 'Taslak onaylandı.');
    await stepDone(page, 'approved');
    await signOut(page);

    // Approved: she posts the live link.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await mine.getByTestId('draft-approved').waitFor();
    await page.getByLabel('Paylaşım bağlantısı').fill(`https://www.instagram.com/p/Canli${run}/`);
    await page
      .getByLabel('Paylaşımda #reklam ibaresinin ilk bakışta görünür olduğunu onaylıyorum.')
      .check();
    await page.getByRole('button', { name: 'Paylaşımı Gönder' }).click();
    await toast(page, 'Paylaşım bağlantınız gönderildi.');
    await stepDone(page, 'live');
    await signOut(page);

    // The brand completes her and reviews her with the mouse.
    await signIn(page, brand.email, brand.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await page.getByRole('button', { name: 'Defne Yalçın için çalışmayı tamamla' }).click();
    await toast(page, 'Kullanıcının çalışması tamamlandı olarak işaretlendi.');
    await stepDone(page, 'completed');
    await card.getByTestId('review-star-label-5').click();
    await card.getByTestId('review-comment').fill('Zamanında ve özenli içerik, tekrar çalışırız.');
    await card.getByTestId('review-submit').click();
    await toast(page, 'Değerlendirmeniz gönderildi.');
    await card
      .getByTestId('review-mine')
      .getByText('Zamanında ve özenli içerik', { exact: false })
      .waitFor();
    await screenshot(page, 'collaboration-completed-brand');
    await signOut(page);

    // She reviews the brand by keyboard: 4 stars.
    await signIn(page, influencer.email, influencer.password);
    await page.goto(`/app/briefDetail?briefId=${briefId}`);
    await mine
      .getByTestId('review-theirs')
      .getByText('Zamanında ve özenli içerik', { exact: false })
      .waitFor();
    await mine.getByTestId('review-star-1').focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    assert.equal(
      await mine.getByTestId('review-star-4').isChecked(),
      true,
      'four stars by keyboard',
    );
    await mine.getByTestId('review-comment').fill('Ürün hızlı geldi, geri bildirimleri açıktı.');
    await mine.getByTestId('review-submit').click();
    await toast(page, 'Değerlendirmeniz gönderildi.');
    await screenshot(page, 'collaboration-completed-influencer');
    await signOut(page);

    // Both public profiles show the review and the average, signed out.
    const ratingCount = async (path: string) =>
      Number(
        ((await adminDb().doc(path).get()).get('rating') as { count?: number } | undefined)
          ?.count ?? 0,
      );
    await eventually(() => ratingCount(`Influencers/${influencerUid}`), 1, 'her rating', 30_000);
    await eventually(() => ratingCount(`Brands/${brandUid}`), 1, 'the brand rating', 30_000);
    await page.goto(`/u/${influencerUid}`);
    const herReviews = page.getByTestId('profile-reviews');
    await herReviews.getByTestId('rating-summary').getByText('5 ★ (1 değerlendirme)').waitFor();
    await herReviews.getByText('Zamanında ve özenli içerik, tekrar çalışırız.').waitFor();
    await page.goto(`/u/${brandUid}`);
    const brandReviews = page.getByTestId('profile-reviews');
    await brandReviews.getByTestId('rating-summary').getByText('4 ★ (1 değerlendirme)').waitFor();
    await brandReviews.getByText('Ürün hızlı geldi, geri bildirimleri açıktı.').waitFor();
    await screenshot(page, 'collaboration-brand-profile-review');

    // The stored timeline holds every step once, in order.
    const timeline = (
      await adminDb().doc(`briefs/${briefId}/collaborations/${influencerUid}`).get()
    ).data();
    const steps = timeline?.steps as Record<string, { toMillis(): number }>;
    const order = [
      'accepted',
      'addressShared',
      'shipped',
      'received',
      'approved',
      'live',
      'completed',
    ];
    const times = order.map((key) => steps[key]?.toMillis() ?? NaN);
    assert.ok(
      times.every((t) => Number.isFinite(t)),
      `every step recorded: ${Object.keys(steps)}`,
    );
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
      'in order',
    );
  },
  // Two accounts through the UI and a dozen sign-ins: several times a usual journey.
  { timeoutMs: 300_000 },
);

/** On her own card: a draft as a link with its caption and the disclosure confirmed. */
async function sendDraft(page: Page, link: string, caption: string): Promise<void> {
  const mine = page.getByTestId('collaboration-workspace');
  await mine.getByTestId('draft-link').fill(link);
  await mine.getByTestId('draft-caption').fill(caption);
  await mine.getByTestId('draft-confirm').check();
  await mine.getByTestId('draft-submit').click();
  await toast(page, 'Taslağınız markaya gönderildi.');
}
