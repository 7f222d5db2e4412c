// @vitest-environment jsdom
// The account page's "Ödeme bilgileri" (issue 20) against the emulators: a new influencer
// fills in her payout details, the real savePayoutDetails callable registers her with the
// local sub-merchant provider and stores payoutDetails/{uid}, and the page reads it back under
// the real rules and shows it as saved. Then she opens the page again and finds it saved.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../src/store/roles';
import AccountPage from '../../src/features/account/pages/AccountPage';
import { renderPage } from '../../src/features/account/__tests__/pageHarness';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, signInNewUser } from './appUser';

const admin = adminApp('payout-section');
const IBAN = 'TR330006100519786457841326';
let uid = '';

const stored = () => admin.db.doc(`payoutDetails/${uid}`);

beforeAll(async () => {
  uid = await signInNewUser(admin, 'payout-section', {
    type: 'influencer',
    name: 'Ödeme',
    surname: 'Deneme',
  });
});

afterAll(async () => {
  cleanup();
  await stored().delete();
  await removeUser(admin, uid);
});

async function openAccountPage() {
  const user = sessionUser(UserRole.Influencer, 'Ödeme Deneme', uid);
  const doc = { uid, email: user.email, type: 'influencer' as const, name: 'Ödeme' };
  const rendered = await renderPage(
    <AccountPage />,
    '/app/pages/account',
    signedIn(user, null, { [uid]: doc }),
  );
  const section = await screen.findByTestId('payout-section');
  await within(section).findByTestId('payout-form', {}, { timeout: 10_000 });
  return { ...rendered, section };
}

describe('payout details on the account page, against the emulators', () => {
  it('an influencer saves valid details and sees them saved', async () => {
    const { user, section, unmount } = await openAccountPage();
    const form = within(section);
    expect(form.getByTestId('payout-state').textContent).toBe(
      'Ödeme bilgileriniz henüz kayıtlı değil.',
    );
    await user.type(form.getByLabelText(/^Ad\s/), 'Ödeme');
    await user.type(form.getByLabelText(/^Soyad\s/), 'Deneme');
    await user.type(form.getByLabelText(/^T\.C\. kimlik numarası/), '10000000146');
    await user.type(form.getByLabelText(/^IBAN/), 'TR33 0006 1005 1978 6457 8413 26');
    await user.type(form.getByLabelText(/^Cep telefonu/), '0532 123 45 67');
    await user.type(form.getByLabelText(/^Adres/), 'Alsancak Mah. 1453 Sok. No: 5, Konak, İzmir');
    await user.click(form.getByRole('button', { name: 'Kaydet' }));

    expect(
      (await form.findByTestId('payout-registered', {}, { timeout: 15_000 })).textContent,
    ).toBe('Kayıtlı');
    expect(await screen.findByText('Ödeme bilgileriniz kaydedildi.')).toBeTruthy();
    expect(form.getByTestId('payout-state').textContent).toBe(
      'Kayıtlı IBAN: TR•• •••• •••• •••• •••• ••13 26',
    );
    const saved = (await stored().get()).data();
    expect(saved).toMatchObject({
      kind: 'PERSONAL',
      name: 'Ödeme',
      iban: IBAN,
      gsmNumber: '+905321234567',
      provider: 'local',
    });
    expect(saved?.subMerchantKey).toEqual(expect.any(String));
    unmount();

    // A later visit reads the stored document under the rules: saved, the form filled in.
    const again = await openAccountPage();
    expect(within(again.section).getByTestId('payout-registered').textContent).toBe('Kayıtlı');
    expect((within(again.section).getByLabelText(/^IBAN/) as HTMLInputElement).value).toBe(IBAN);
  });
});
