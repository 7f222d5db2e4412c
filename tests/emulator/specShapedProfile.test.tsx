// @vitest-environment jsdom
// Data written in the spec's shape keeps working (issue 24). firebase-admin writes a Users and an
// Influencers document with exactly the fields spec section 3 lists for them (and nothing of
// ours: no generalInfo, socialMedia or lower-case names on the profile, no taxStatus and no
// totalEarnedPrice on Users). Then the app's own pages, signed in through src/lib/firebase under
// the real rules, show them: a brand's directory (and its category and gender filters), an
// admin's detail page with the verification code and the earnings total, and the influencer's
// own earnings page with the total and the tax status that hasIndividualCompany implies.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import MyEarningsPage from '../../src/features/earnings/pages/MyEarningsPage';
import InfluencerDetailPage from '../../src/features/influencers/pages/InfluencerDetailPage';
import InfluencersPage from '../../src/features/influencers/pages/InfluencersPage';
import { auth } from '../../src/lib/firebase';
import { UserRole } from '../../src/store/roles';
import { renderWithProviders } from '../../src/test/renderWithProviders';
import { sessionUser, signedIn } from '../../src/test/sessionUsers';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('spec-shape');
const PASSWORD = 'secret123';
const email = `spec-shape-influencer-${run}@demo.test`;
const name = 'Şule';
const surname = `Öztürk ${run}`;
const fullName = `${name} ${surname}`;
let uid = '';
let brandUid = '';
let adminUid = '';

/** Users/{uid} with the fields of spec section 3's User list (a self-registered influencer). */
const specUser = (id: string) => ({
  uid: id,
  email,
  type: 'influencer',
  isApproved: true,
  emailVerified: true,
  createdAt: Timestamp.now(),
  socialMedia: { instagram: { username: `sule.${run}` } },
  name,
  surname,
  lowerCaseFullName: fullName.toLocaleLowerCase('tr-TR'),
  phoneNumber: '+905321112233',
  profileImage: '',
  brandName: '',
  targetedMinimumAge: 18,
  targetedMaximumAge: 45,
  targetedCategories: [],
  targetedGenders: [],
  // A sole proprietorship: she invoices, nothing is withheld.
  hasIndividualCompany: true,
  invoiceSupportEnabled: false,
  isInfluencerAccessOptionEnabled: false,
  isAffiliateMarketingEnabled: false,
  subscriptionType: 'free',
  paymentInfo: {},
  address: '',
  city: 'Antalya',
  district: 'Muratpaşa',
  identityNumber: '',
  tcNumber: '',
  aboutMe: 'Seyahat ve moda.',
  birthDate: '1995-05-05',
  isSelfLoginUser: true,
  imitatorAgencyUID: 'spec-agency',
  pushNotificationIds: [],
  notificationCount: 0,
  verificationCode: 4827,
});

/** Influencers/{uid} with the fields of spec section 3's Influencer profile list. */
const specProfile = (id: string) => ({
  uid: id,
  name: fullName,
  email,
  imitatorAgencyUID: 'spec-agency',
  imitatorAgencyName: 'Yıldız Yetenek',
  isSelfLoginEnabled: true,
  isApproved: true,
  isVerifiedAccount: true,
  isGenderFemale: true,
  selectedPartnerships: ['money', 'product'],
  totalEarnedPrice: '12500.5',
  verificationCode: 4827,
  userCategoriesName: ['Moda', 'Seyahat'],
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
  // The newest profile: first in the directory's default order.
  timestamp: Timestamp.now(),
});

async function signInAs(address: string) {
  await signOut(await auth());
  await signInWithEmailAndPassword(await auth(), address, PASSWORD);
}

function renderAt(path: string, element: JSX.Element, session: ReturnType<typeof signedIn>) {
  const [route] = path.split('?');
  const router = createMemoryRouter([{ path: route!, element }], { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />, { preloadedState: session });
}

beforeAll(async () => {
  const created = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
  uid = created.uid;
  await admin.db.doc(`Users/${uid}`).set(specUser(uid));
  await admin.db.doc(`Influencers/${uid}`).set(specProfile(uid));
  adminUid = await signInNewUser(admin, 'spec-shape-admin', { type: 'admin', isApproved: true });
  brandUid = await signInNewUser(admin, 'spec-shape-brand', {
    type: 'brand',
    name: 'Mert',
    surname: 'Aydın',
    isApproved: true,
  });
});

afterAll(async () => {
  cleanup();
  await admin.db.doc(`Influencers/${uid}`).delete();
  await admin.db.recursiveDelete(admin.db.doc(`Users/${uid}`));
  await admin.auth.deleteUser(uid);
  for (const other of [adminUid]) {
    await admin.db.doc(`Users/${other}`).delete();
    await admin.auth.deleteUser(other);
  }
  await removeUser(admin, brandUid); // signs out and closes the admin app too
});

describe('documents in the spec’s shape, shown by the app', () => {
  it('the directory lists the profile, and its category and gender filters find it', async () => {
    await signInAs(`spec-shape-brand-${run}@demo.test`);
    const brand = sessionUser(UserRole.Brand, 'Mert Aydın', brandUid);
    await renderAt('/app/influencers', <InfluencersPage />, signedIn(brand));
    const card = await waitFor(
      () => {
        const found = document.querySelector(`[data-testid="influencer-card"][data-uid="${uid}"]`);
        if (!found) throw new Error('card not yet listed');
        return found as HTMLElement;
      },
      { timeout: 10_000 },
    );
    const inCard = within(card);
    expect(inCard.getByTestId('influencer-name').textContent).toBe(fullName);
    expect(inCard.getByTestId('badge-approved').textContent).toBe('Onaylı');
    expect(inCard.getByTestId('badge-verified').textContent).toBe('Doğrulanmış hesap');
    // Categories from userCategoriesName alone (no generalInfo in the spec's shape).
    expect(inCard.getByTestId('influencer-categories').textContent).toBe('Moda, Seyahat');

    const user = userEvent.setup();
    const cardOf = () => document.querySelector(`[data-uid="${uid}"]`);
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Seyahat');
    await waitFor(() => expect(cardOf()).not.toBeNull(), { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Cinsiyet'), 'Erkek');
    await waitFor(() => expect(cardOf()).toBeNull(), { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Cinsiyet'), 'Kadın');
    await waitFor(() => expect(cardOf()).not.toBeNull(), { timeout: 10_000 });
    cleanup();
  });

  it('the detail page shows the profile, the verification code and the earnings total', async () => {
    await signInAs(`spec-shape-admin-${run}@demo.test`);
    const viewer = sessionUser(UserRole.Admin, 'Yönetici', adminUid);
    await renderAt(
      `/app/influencerDetail?userId=${uid}`,
      <InfluencerDetailPage />,
      signedIn(viewer),
    );
    const summary = await screen.findByTestId('profile-summary', {}, { timeout: 10_000 });
    expect(within(summary).getByRole('heading', { level: 1 }).textContent).toBe(fullName);
    expect(summary.textContent).toContain('Kadın');
    expect(summary.textContent).toContain('Yıldız Yetenek');
    expect(screen.getByTestId('detail-categories').textContent).toBe('ModaSeyahat');
    expect(screen.getByTestId('detail-partnerships').textContent).toBe('Bütçeli, Barter');
    // The code the spec keeps on the profile (a number here, as the spec's verify request wrote it).
    expect(screen.getByTestId('verification-code').textContent).toBe('Doğrulama kodu: 4827');
    // Users holds no total in the spec's shape: the profile's is shown.
    const total = await screen.findByTestId('earnings-total', {}, { timeout: 10_000 });
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('₺12.500,50');
    cleanup();
  });

  it('her own earnings page shows the profile’s total and the tax status of hasIndividualCompany', async () => {
    await signInAs(email);
    const self = sessionUser(UserRole.Influencer, fullName, uid);
    // The session follows her Users document; here it is handed over as the listener would
    // (its Timestamp as the converter leaves it: plain data).
    const followed = (await admin.db.doc(`Users/${uid}`).get()).data()!;
    const plain = { ...followed, createdAt: null };
    await renderAt('/app/myEarnings', <MyEarningsPage />, signedIn(self, null, { [uid]: plain }));
    await waitFor(
      () => expect(screen.getByTestId('earnings-total').textContent).toMatch(/12\.500,50/),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('tax-status').textContent).toBe(
      'Şahıs şirketi: fatura ile, stopaj yok',
    );
    cleanup();
  });
});
