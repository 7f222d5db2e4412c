import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedCast, seedDocs } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Brands/{uid} (spec sections 3, 6, 7; docs/influencers-model.md): a brand's public directory
// profile. The cast: brand1 (verified, self-managed), brand2 (not verified), brand3 (a brand
// without a profile yet), managedBrand1 (ad1's, not verified), managedBrand2 (ad1's login without
// a profile), inf1 (an influencer), ad1 (the managing advertisement agency), ad2 and agency1
// (other agencies), admin1.

const logo = 'https://example.com/logo.png';

/** What a profile save writes (src/features/brands/api/brandWrites.ts): valid unless overridden. */
function newBrand(uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    uid,
    imitatorAgencyUID: '',
    isVerifiedAccount: false,
    timestamp: serverTimestamp(),
    updatedAt: serverTimestamp(),
    generalInfo: { brandName: 'Nova Market', profilePhotoUrl: logo, brandLogoUrl: logo },
    profilePhotoUrl: logo,
    brandLogoUrl: logo,
    lowerCaseBrandName: 'nova market',
    ...overrides,
  };
}

function storedBrand(uid: string, overrides: DocumentData = {}): DocumentData {
  const stamp = Timestamp.fromDate(new Date('2024-01-20T10:00:00Z'));
  return { ...newBrand(uid), timestamp: stamp, updatedAt: stamp, ...overrides };
}

const brandUser = (uid: string, extra: DocumentData = {}) => ({
  ...seedUsers.brand1,
  uid,
  email: emailOf(uid),
  ...extra,
});

describe('brand profile rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Users/brand3': brandUser('brand3'),
      'Users/managedBrand1': brandUser('managedBrand1', {
        imitatorAgencyUID: 'ad1',
        isApproved: false,
      }),
      'Users/managedBrand2': brandUser('managedBrand2', {
        imitatorAgencyUID: 'ad1',
        isApproved: false,
      }),
      'Users/ad2': brandUser('ad2', { type: 'advertisementAgency' }),
      'Brands/brand1': storedBrand('brand1', { isVerifiedAccount: true }),
      'Brands/brand2': storedBrand('brand2', {
        generalInfo: { brandName: 'Yeşil Bahçe', profilePhotoUrl: '', brandLogoUrl: '' },
        lowerCaseBrandName: 'yeşil bahçe',
      }),
      'Brands/managedBrand1': storedBrand('managedBrand1', { imitatorAgencyUID: 'ad1' }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const brand = (db: Firestore, uid: string) => doc(db, 'Brands', uid);
  const brands = (db: Firestore) => collection(db, 'Brands');
  const verified = (db: Firestore) =>
    getDocs(
      query(
        brands(db),
        where('isVerifiedAccount', '==', true),
        orderBy('timestamp', 'desc'),
        limit(20),
      ),
    );
  const ofAgency = (db: Firestore, agencyUid: string) =>
    getDocs(
      query(
        brands(db),
        where('imitatorAgencyUID', '==', agencyUid),
        orderBy('timestamp', 'desc'),
        limit(20),
      ),
    );
  const update = (db: Firestore, uid: string, data: DocumentData) =>
    updateDoc(brand(db, uid), data);
  const rename = { generalInfo: { brandName: 'Nova', profilePhotoUrl: '', brandLogoUrl: '' } };

  describe('signed out', () => {
    it('get: a verified profile is public (/u/{uid}); an unverified or missing one denied', async () => {
      await assertSucceeds(getDoc(brand(signedOut(), 'brand1')));
      await assertFails(getDoc(brand(signedOut(), 'brand2')));
      await assertFails(getDoc(brand(signedOut(), 'brand3')));
    });

    it('list: denied, even of verified profiles (a signed-in user may)', async () => {
      await assertFails(verified(signedOut()));
      await assertSucceeds(verified(as('inf1')));
    });

    it('create, update, delete: denied', async () => {
      await assertFails(setDoc(brand(signedOut(), 'brand3'), newBrand('brand3')));
      await assertFails(update(signedOut(), 'brand2', rename));
      await assertFails(deleteDoc(brand(signedOut(), 'brand2')));
      await assertSucceeds(update(as('brand2'), 'brand2', rename));
    });
  });

  describe('brand (herself)', () => {
    it('get: her own profile, verified or not, and a missing one (reads as absent)', async () => {
      await assertSucceeds(getDoc(brand(as('brand2'), 'brand2')));
      await assertSucceeds(getDoc(brand(as('brand3'), 'brand3')));
    });

    it('list: verified profiles allowed, an unconstrained or unverified list denied', async () => {
      await assertSucceeds(verified(as('brand2')));
      await assertFails(getDocs(brands(as('brand2'))));
      await assertFails(
        getDocs(query(brands(as('brand2')), where('isVerifiedAccount', '==', false))),
      );
    });

    it('create: the first profile save, unverified and self-managed, is allowed', async () => {
      await assertSucceeds(setDoc(brand(as('brand3'), 'brand3'), newBrand('brand3')));
    });

    it('create: verifying herself, another link, another uid, bad shapes are denied', async () => {
      const db = as('brand3');
      for (const bad of [
        { isVerifiedAccount: true },
        { imitatorAgencyUID: 'ad1' },
        { uid: 'brand1' },
        { email: 'brand3@demo.test' },
        { phoneNumber: '+905551112233' },
        { generalInfo: { brandName: '', profilePhotoUrl: '', brandLogoUrl: '' } },
        { generalInfo: { brandName: 'a'.repeat(202), profilePhotoUrl: '', brandLogoUrl: '' } },
        { generalInfo: { brandName: 'Nova', taxNumber: '123' } },
        { generalInfo: 'Nova' },
        { brandLogoUrl: 42 },
        { brandLogoUrl: 'x'.repeat(2049) },
        { timestamp: '2024-01-01' },
        { lowerCaseBrandName: 'a'.repeat(202) },
      ])
        await assertFails(setDoc(brand(db, 'brand3'), newBrand('brand3', bad)));
      await assertSucceeds(setDoc(brand(db, 'brand3'), newBrand('brand3')));
    });

    it('create: her managed link comes from her Users document', async () => {
      const db = as('managedBrand2');
      await assertFails(setDoc(brand(db, 'managedBrand2'), newBrand('managedBrand2')));
      await assertFails(
        setDoc(brand(db, 'managedBrand2'), newBrand('managedBrand2', { imitatorAgencyUID: 'ad2' })),
      );
      await assertSucceeds(
        setDoc(brand(db, 'managedBrand2'), newBrand('managedBrand2', { imitatorAgencyUID: 'ad1' })),
      );
    });

    it('update: the name, logo, photo, search name and updatedAt are allowed', async () => {
      await assertSucceeds(
        update(as('brand2'), 'brand2', {
          generalInfo: { brandName: 'Yeşil Bahçe Gıda', profilePhotoUrl: logo, brandLogoUrl: logo },
          profilePhotoUrl: logo,
          brandLogoUrl: logo,
          lowerCaseBrandName: 'yeşil bahçe gıda',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertSucceeds(update(as('brand2'), 'brand2', { 'generalInfo.brandLogoUrl': '' }));
      // The account page's profile save (src/features/account): the name by its path.
      await assertSucceeds(
        update(as('brand2'), 'brand2', {
          'generalInfo.brandName': 'Yeşil Bahçe',
          lowerCaseBrandName: 'yeşil bahçe',
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('update: the verified badge, the agency link, the uid and other keys are denied', async () => {
      for (const change of [
        { isVerifiedAccount: true },
        { imitatorAgencyUID: 'ad1' },
        { uid: 'brand9' },
        { timestamp: serverTimestamp() },
        { email: 'x@demo.test' },
        { 'generalInfo.brandName': '' },
        { 'generalInfo.taxNumber': '123' },
        { brandLogoUrl: false },
        { updatedAt: 'yesterday' },
      ])
        await assertFails(update(as('brand2'), 'brand2', change));
      await assertSucceeds(update(as('admin1'), 'brand2', { isVerifiedAccount: true }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brand(as('brand2'), 'brand2')));
      await assertSucceeds(deleteDoc(brand(as('admin1'), 'brand2')));
    });
  });

  describe('other brand', () => {
    it('get: an unverified profile is denied, a verified one allowed', async () => {
      await assertFails(getDoc(brand(as('brand1'), 'brand2')));
      await assertSucceeds(getDoc(brand(as('brand2'), 'brand1')));
    });

    it('list: another agency link is denied', async () => {
      await assertFails(ofAgency(as('brand1'), 'ad1'));
      await assertSucceeds(ofAgency(as('ad1'), 'ad1'));
    });

    it('create: a profile for another brand is denied (she may)', async () => {
      await assertFails(setDoc(brand(as('brand1'), 'brand3'), newBrand('brand3')));
      await assertSucceeds(setDoc(brand(as('brand3'), 'brand3'), newBrand('brand3')));
    });

    it('update and delete: denied', async () => {
      await assertFails(update(as('brand1'), 'brand2', rename));
      await assertFails(deleteDoc(brand(as('brand1'), 'brand2')));
    });
  });

  describe('influencer', () => {
    it('get: verified allowed, unverified denied', async () => {
      await assertSucceeds(getDoc(brand(as('inf1'), 'brand1')));
      await assertFails(getDoc(brand(as('inf1'), 'brand2')));
    });

    it('create: a brand profile for herself is denied (she is no brand)', async () => {
      await assertFails(setDoc(brand(as('inf1'), 'inf1'), newBrand('inf1')));
      await assertFails(setDoc(brand(as('inf1'), 'brand3'), newBrand('brand3')));
    });

    it('update and delete: denied', async () => {
      await assertFails(update(as('inf1'), 'brand1', rename));
      await assertFails(deleteDoc(brand(as('inf1'), 'brand1')));
    });
  });

  describe('managing agency', () => {
    it('get: its brand’s unverified profile, and a missing one of its login', async () => {
      await assertSucceeds(getDoc(brand(as('ad1'), 'managedBrand1')));
      await assertSucceeds(getDoc(brand(as('ad1'), 'managedBrand2')));
      await assertFails(getDoc(brand(as('ad1'), 'brand2')));
    });

    it('list: constrained to imitatorAgencyUID == its uid (/app/myBrands)', async () => {
      await assertSucceeds(ofAgency(as('ad1'), 'ad1'));
      await assertFails(getDocs(brands(as('ad1'))));
    });

    it('create: the profile of its brand login, linked to itself, unverified', async () => {
      const db = as('ad1');
      await assertFails(setDoc(brand(db, 'managedBrand2'), newBrand('managedBrand2')));
      await assertFails(
        setDoc(
          brand(db, 'managedBrand2'),
          newBrand('managedBrand2', { imitatorAgencyUID: 'ad1', isVerifiedAccount: true }),
        ),
      );
      await assertSucceeds(
        setDoc(brand(db, 'managedBrand2'), newBrand('managedBrand2', { imitatorAgencyUID: 'ad1' })),
      );
    });

    it('create: a brand it does not manage is denied', async () => {
      await assertFails(
        setDoc(brand(as('ad1'), 'brand3'), newBrand('brand3', { imitatorAgencyUID: 'ad1' })),
      );
    });

    it('update: profile keys of its brand allowed; the badge or the link denied', async () => {
      const db = as('ad1');
      await assertSucceeds(update(db, 'managedBrand1', { ...rename, lowerCaseBrandName: 'nova' }));
      await assertFails(update(db, 'managedBrand1', { isVerifiedAccount: true }));
      await assertFails(update(db, 'managedBrand1', { imitatorAgencyUID: 'ad2' }));
      await assertFails(update(db, 'brand2', rename));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brand(as('ad1'), 'managedBrand1')));
      await assertSucceeds(deleteDoc(brand(as('admin1'), 'managedBrand1')));
    });
  });

  describe('another agency', () => {
    it('get: another agency’s unverified brand is denied; a verified one allowed', async () => {
      await assertFails(getDoc(brand(as('ad2'), 'managedBrand1')));
      await assertFails(getDoc(brand(as('agency1'), 'managedBrand1')));
      await assertFails(getDoc(brand(as('ad2'), 'managedBrand2')));
      await assertSucceeds(getDoc(brand(as('ad2'), 'brand1')));
    });

    it('list: another agency’s brands are denied, its own (none) allowed', async () => {
      await assertFails(ofAgency(as('ad2'), 'ad1'));
      await assertSucceeds(ofAgency(as('ad2'), 'ad2'));
    });

    it('create: for a brand it does not manage, even linked to its manager, is denied', async () => {
      await assertFails(
        setDoc(
          brand(as('ad2'), 'managedBrand2'),
          newBrand('managedBrand2', { imitatorAgencyUID: 'ad1' }),
        ),
      );
      await assertFails(
        setDoc(
          brand(as('ad2'), 'managedBrand2'),
          newBrand('managedBrand2', { imitatorAgencyUID: 'ad2' }),
        ),
      );
    });

    it('update and delete: denied', async () => {
      await assertFails(update(as('ad2'), 'managedBrand1', rename));
      await assertFails(deleteDoc(brand(as('ad2'), 'managedBrand1')));
    });
  });

  describe('admin', () => {
    it('get and list: any profile, with any filter', async () => {
      const db = as('admin1');
      await assertSucceeds(getDoc(brand(db, 'managedBrand1')));
      await assertSucceeds(getDoc(brand(db, 'brand3')));
      await assertSucceeds(getDocs(brands(db)));
      await assertSucceeds(
        getDocs(
          query(
            brands(db),
            where('isVerifiedAccount', '==', false),
            where('lowerCaseBrandName', '>=', 'ye'),
            where('lowerCaseBrandName', '<', 'ye\uf8ff'),
            orderBy('lowerCaseBrandName'),
          ),
        ),
      );
    });

    it('create: any brand, verified and linked', async () => {
      await assertSucceeds(
        setDoc(
          brand(as('admin1'), 'managedBrand2'),
          newBrand('managedBrand2', { imitatorAgencyUID: 'ad1', isVerifiedAccount: true }),
        ),
      );
    });

    it('create: another uid, unknown keys or bad types are denied', async () => {
      const db = as('admin1');
      await assertFails(setDoc(brand(db, 'brand3'), newBrand('brand3', { uid: 'brand1' })));
      await assertFails(setDoc(brand(db, 'brand3'), newBrand('brand3', { notes: 'x' })));
      await assertFails(
        setDoc(brand(db, 'brand3'), newBrand('brand3', { isVerifiedAccount: 'yes' })),
      );
    });

    it('update: verify, un-verify and relink allowed; the uid, bad types, new keys denied', async () => {
      const db = as('admin1');
      await assertSucceeds(
        update(db, 'brand2', { isVerifiedAccount: true, updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(update(db, 'brand1', { isVerifiedAccount: false }));
      await assertSucceeds(update(db, 'managedBrand1', { imitatorAgencyUID: '' }));
      await assertFails(update(db, 'brand1', { uid: 'brand9' }));
      await assertFails(update(db, 'brand1', { isVerifiedAccount: 'yes' }));
      await assertFails(update(db, 'brand1', { email: 'x@demo.test' }));
    });

    it('update: a legacy key may be removed', async () => {
      await seedDocs(env(), { 'Brands/brand2': storedBrand('brand2', { legacy: 1 }) });
      await assertSucceeds(update(as('admin1'), 'brand2', { legacy: deleteField() }));
    });

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(brand(as('admin1'), 'brand2')));
    });
  });

  // Brands/{uid}.rating is the reviewAggregates function's (issue 21): no client writes it.
  describe('rating (the reviews average)', () => {
    const rating = { average: 5, count: 1 };

    it('create: the brand, her agency and an admin may not set it', async () => {
      await assertFails(setDoc(brand(as('brand3'), 'brand3'), newBrand('brand3', { rating })));
      await assertFails(
        setDoc(
          brand(as('ad1'), 'managedBrand2'),
          newBrand('managedBrand2', { imitatorAgencyUID: 'ad1', rating }),
        ),
      );
      await assertFails(setDoc(brand(as('admin1'), 'brand3'), newBrand('brand3', { rating })));
      await assertSucceeds(setDoc(brand(as('brand3'), 'brand3'), newBrand('brand3')));
    });

    it('update: nobody sets, changes or removes it; other keys still save beside it', async () => {
      await seedDocs(env(), {
        'Brands/brand2': storedBrand('brand2', { rating: { average: 4, count: 2 } }),
      });
      await assertFails(update(as('brand2'), 'brand2', { rating }));
      await assertFails(update(as('brand2'), 'brand2', { 'rating.average': 5 }));
      await assertFails(update(as('ad1'), 'managedBrand1', { rating }));
      await assertFails(update(as('admin1'), 'brand2', { rating }));
      await assertFails(update(as('admin1'), 'brand2', { rating: deleteField() }));
      await assertFails(update(as('admin1'), 'brand1', { rating }));
      await assertSucceeds(update(as('brand2'), 'brand2', rename));
      await assertSucceeds(update(as('admin1'), 'brand2', { isVerifiedAccount: true }));
    });
  });
});
