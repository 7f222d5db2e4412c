import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, registration, seedAllUsers, setUserFields } from './users.fixtures';

// What `authenticatedContext(...).firestore()` returns; the modular functions accept it.
type Firestore = ReturnType<RulesTestContext['firestore']>;

// Users/{uid} (spec sections 3, 4, 6; design.md section 7). Every denial is paired with the
// same operation by the party that may do it, so a denial cannot pass for the wrong reason.
describe('Users rules', () => {
  const env = useRulesEnvironment();
  beforeEach(() => seedAllUsers(env()));

  const as = (uid: string, token: { email_verified?: boolean } = {}) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true, ...token })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const user = (db: Firestore, uid: string) => doc(db, 'Users', uid);
  const users = (db: Firestore) => collection(db, 'Users');
  const update = (db: Firestore, uid: string, data: DocumentData) => updateDoc(user(db, uid), data);

  describe('signed out', () => {
    it('get: denied (the user herself may)', async () => {
      await assertFails(getDoc(user(signedOut(), 'inf1')));
      await assertSucceeds(getDoc(user(as('inf1'), 'inf1')));
    });

    it('list: denied (an admin may)', async () => {
      await assertFails(getDocs(users(signedOut())));
      await assertSucceeds(getDocs(users(as('admin1'))));
    });

    it('list by loginUsername: denied (username login goes through a Cloud Function)', async () => {
      const byName = (db: Firestore) => query(users(db), where('loginUsername', '==', 'managed1'));
      await assertFails(getDocs(byName(signedOut())));
      await assertSucceeds(getDocs(byName(as('admin1'))));
    });

    it('create: denied (the signed-in owner may write the same registration)', async () => {
      await assertFails(setDoc(user(signedOut(), 'new1'), registration('new1')));
      await assertSucceeds(setDoc(user(as('new1'), 'new1'), registration('new1')));
    });

    it('update: denied (the user herself may)', async () => {
      await assertFails(update(signedOut(), 'inf1', { city: 'İzmir' }));
      await assertSucceeds(update(as('inf1'), 'inf1', { city: 'İzmir' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(user(signedOut(), 'inf1')));
      await assertSucceeds(deleteDoc(user(as('admin1'), 'inf1')));
    });
  });

  describe('influencer, own document', () => {
    it('get: allowed', async () => {
      await assertSucceeds(getDoc(user(as('inf1'), 'inf1')));
    });

    it('list: denied, even constrained to her own uid (an admin may run it)', async () => {
      const own = (db: Firestore) => query(users(db), where('uid', '==', 'inf1'));
      await assertFails(getDocs(own(as('inf1'))));
      await assertFails(getDocs(users(as('inf1'))));
      await assertSucceeds(getDocs(own(as('admin1'))));
    });

    it('create: her own registration is allowed', async () => {
      await assertSucceeds(setDoc(user(as('new1'), 'new1'), registration('new1')));
    });

    it('create: as admin is denied (as influencer allowed)', async () => {
      const asAdmin = { ...registration('new1'), type: 'admin', isApproved: false };
      await assertFails(setDoc(user(as('new1'), 'new1'), asAdmin));
      await assertFails(setDoc(user(as('new1'), 'new1'), { ...asAdmin, isApproved: true }));
      await assertSucceeds(setDoc(user(as('new1'), 'new1'), registration('new1')));
    });

    it('create: approving herself is denied (isApproved false allowed)', async () => {
      const db = as('new1');
      await assertFails(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { isApproved: true })),
      );
      await assertSucceeds(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { isApproved: false })),
      );
    });

    it('create: a paid subscription is denied (free allowed)', async () => {
      const db = as('new1');
      for (const plan of ['business', 'pro']) {
        await assertFails(
          setDoc(user(db, 'new1'), registration('new1', 'influencer', { subscriptionType: plan })),
        );
      }
      await assertSucceeds(setDoc(user(db, 'new1'), registration('new1')));
    });

    for (const [key, value] of [
      ['loginPassword', 'secret1'],
      ['password', 'secret1'],
      ['loginUsername', 'deniz'],
      ['isSelfLoginUser', true],
      ['imitatorAgencyUID', 'agency1'],
      ['verificationCode', '4827'],
      ['isInfluencerAccessOptionEnabled', true],
      ['somethingElse', 1],
    ] as const) {
      it(`create: with ${key} is denied (without it allowed)`, async () => {
        const db = as('new1');
        await assertFails(setDoc(user(db, 'new1'), { ...registration('new1'), [key]: value }));
        await assertSucceeds(setDoc(user(db, 'new1'), registration('new1')));
      });
    }

    it('create: affiliate marketing on, or a non-zero notificationCount, is denied', async () => {
      const db = as('new1');
      const with_ = (extra: DocumentData) => registration('new1', 'influencer', extra);
      await assertFails(setDoc(user(db, 'new1'), with_({ isAffiliateMarketingEnabled: true })));
      await assertFails(setDoc(user(db, 'new1'), with_({ notificationCount: 3 })));
      await assertSucceeds(setDoc(user(db, 'new1'), with_({ isAffiliateMarketingEnabled: false })));
    });

    it('create: someone else’s email, a mismatched uid field or a missing field is denied', async () => {
      const db = as('new1');
      await assertFails(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { email: 'x@demo.test' })),
      );
      await assertFails(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { uid: 'other' })),
      );
      const withoutName = registration('new1');
      delete withoutName.name;
      await assertFails(setDoc(user(db, 'new1'), withoutName));
      await assertSucceeds(setDoc(user(db, 'new1'), registration('new1')));
    });

    it('create: a name over 100 characters or a non-timestamp createdAt is denied', async () => {
      const db = as('new1');
      await assertFails(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { name: 'a'.repeat(101) })),
      );
      await assertFails(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { createdAt: '2024-01-01' })),
      );
      await assertSucceeds(
        setDoc(user(db, 'new1'), registration('new1', 'influencer', { name: 'a'.repeat(100) })),
      );
    });

    it('create: emailVerified true needs a verified token', async () => {
      const verified = registration('new1', 'influencer', { emailVerified: true });
      await assertFails(setDoc(user(as('new1', { email_verified: false }), 'new1'), verified));
      await assertSucceeds(setDoc(user(as('new1'), 'new1'), verified));
    });

    it('update: profile keys are allowed', async () => {
      await assertSucceeds(
        update(as('inf1'), 'inf1', {
          name: 'Ayşegül',
          lowerCaseFullName: 'ayşegül yılmaz',
          city: 'İstanbul',
          district: 'Kadıköy',
          tcNumber: '12345678901',
          aboutMe: 'Moda ve seyahat',
          birthDate: '1996-04-12',
          targetedMinimumAge: 18,
          targetedMaximumAge: 45,
          targetedCategories: [1, 4],
          targetedGenders: ['female'],
          hasIndividualCompany: false,
          paymentInfo: { iban: 'TR00' },
          pushNotificationIds: ['device-1'],
        }),
      );
    });

    it('update: removing socialMedia (first profile save) is allowed', async () => {
      await assertSucceeds(update(as('inf1'), 'inf1', { socialMedia: deleteField() }));
    });

    it('update: making herself admin is denied (an admin may set the type)', async () => {
      await assertFails(update(as('inf1'), 'inf1', { type: 'admin' }));
      await assertSucceeds(update(as('admin1'), 'inf1', { type: 'admin' }));
    });

    it('update: approving herself is denied (an admin may approve her)', async () => {
      await assertFails(update(as('inf1'), 'inf1', { isApproved: true }));
      await assertSucceeds(update(as('admin1'), 'inf1', { isApproved: true }));
    });

    it('update: changing her subscription is denied (an admin may)', async () => {
      await assertFails(update(as('inf1'), 'inf1', { subscriptionType: 'business' }));
      await assertSucceeds(update(as('admin1'), 'inf1', { subscriptionType: 'business' }));
    });

    for (const [key, value] of [
      ['isAffiliateMarketingEnabled', true],
      ['isInfluencerAccessOptionEnabled', true],
      ['notificationCount', 5],
      ['imitatorAgencyUID', 'agency1'],
      ['loginUsername', 'ayse'],
      ['isSelfLoginUser', false],
      ['createdAt', new Date(0)],
    ] as const) {
      it(`update: ${key} is denied to her (an admin may set it)`, async () => {
        await assertFails(update(as('inf1'), 'inf1', { [key]: value }));
        await assertSucceeds(update(as('admin1'), 'inf1', { [key]: value }));
      });
    }

    it('update: email, uid, a password or an unknown key is denied (a profile key is not)', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'inf1', { email: 'new@demo.test' }));
      await assertFails(update(db, 'inf1', { uid: 'inf9' }));
      await assertFails(update(db, 'inf1', { loginPassword: 'secret1' }));
      // A four-digit code is hers to store (influencers.test.ts); anything else is not.
      await assertFails(update(db, 'inf1', { verificationCode: '12' }));
      await assertFails(update(db, 'inf1', { favouriteColour: 'red' }));
      await assertSucceeds(update(db, 'inf1', { phoneNumber: '5550000000' }));
    });

    it('update: wrong types and sizes are denied (right ones allowed)', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'inf1', { targetedMinimumAge: 150 }));
      await assertFails(update(db, 'inf1', { targetedMaximumAge: '30' }));
      await assertFails(update(db, 'inf1', { targetedCategories: 'fashion' }));
      await assertFails(update(db, 'inf1', { surname: 'b'.repeat(101) }));
      await assertFails(update(db, 'inf1', { hasIndividualCompany: 'yes' }));
      await assertFails(update(db, 'inf1', { name: deleteField() }));
      await assertSucceeds(
        update(db, 'inf1', {
          targetedMinimumAge: 120,
          targetedMaximumAge: 0,
          targetedCategories: ['fashion'],
          surname: 'b'.repeat(100),
          hasIndividualCompany: false,
        }),
      );
    });

    it('update: emailVerified true when the token is unverified is denied', async () => {
      await setUserFields(env(), 'inf1', { emailVerified: false });
      await assertFails(
        update(as('inf1', { email_verified: false }), 'inf1', { emailVerified: true }),
      );
      await assertSucceeds(update(as('inf1'), 'inf1', { emailVerified: true }));
    });

    it('update: emailVerified back to false is denied', async () => {
      await assertFails(update(as('inf1'), 'inf1', { emailVerified: false }));
      await assertSucceeds(update(as('admin1'), 'inf1', { emailVerified: false }));
    });

    it('delete: her own document is denied (an admin may delete it)', async () => {
      await assertFails(deleteDoc(user(as('inf1'), 'inf1')));
      await assertSucceeds(deleteDoc(user(as('admin1'), 'inf1')));
    });
  });

  describe('influencer, another user', () => {
    it('get: denied (the other user may)', async () => {
      await assertFails(getDoc(user(as('inf1'), 'inf2')));
      await assertSucceeds(getDoc(user(as('inf2'), 'inf2')));
    });

    it('list: constrained to the other user is denied (an admin may)', async () => {
      const other = (db: Firestore) => query(users(db), where('uid', '==', 'inf2'));
      await assertFails(getDocs(other(as('inf1'))));
      await assertSucceeds(getDocs(other(as('admin1'))));
    });

    it('create: a document for another uid is denied (its owner may)', async () => {
      await assertFails(setDoc(user(as('inf1'), 'new2'), registration('new2')));
      await assertSucceeds(setDoc(user(as('new2'), 'new2'), registration('new2')));
    });

    it('update: the other user’s profile is denied (she may)', async () => {
      await assertFails(update(as('inf1'), 'inf2', { name: 'Hacked' }));
      await assertSucceeds(update(as('inf2'), 'inf2', { name: 'Hacked' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(user(as('inf1'), 'inf2')));
      await assertSucceeds(deleteDoc(user(as('admin1'), 'inf2')));
    });

    it('signed in with no Users document: get of others and list are denied', async () => {
      await assertFails(getDoc(user(as('ghost'), 'inf1')));
      await assertFails(getDocs(users(as('ghost'))));
      await assertSucceeds(getDocs(users(as('admin1'))));
    });
  });

  describe('brand', () => {
    it('get: own allowed, an influencer’s denied (an admin may)', async () => {
      await assertSucceeds(getDoc(user(as('brand1'), 'brand1')));
      await assertFails(getDoc(user(as('brand1'), 'inf1')));
      await assertSucceeds(getDoc(user(as('admin1'), 'inf1')));
    });

    it('get: being named as imitatorAgencyUID does not make a brand an agency', async () => {
      await assertFails(getDoc(user(as('brand1'), 'brandNamed1')));
      await setUserFields(env(), 'brand1', { type: 'influencerAgency' });
      await assertSucceeds(getDoc(user(as('brand1'), 'brandNamed1')));
    });

    it('list: denied, even constrained to its own uid (an agency may run that)', async () => {
      const mine = (db: Firestore, uid: string) =>
        query(users(db), where('imitatorAgencyUID', '==', uid));
      await assertFails(getDocs(users(as('brand1'))));
      await assertFails(getDocs(mine(as('brand1'), 'brand1')));
      await assertSucceeds(getDocs(mine(as('agency1'), 'agency1')));
    });

    it('create: a brand registers approved (allowed) but not unapproved (denied)', async () => {
      const db = as('newBrand');
      const brand = (isApproved: boolean) =>
        registration('newBrand', 'brand', { isApproved, brandName: 'Yeni Marka' });
      await assertFails(setDoc(user(db, 'newBrand'), brand(false)));
      await assertSucceeds(setDoc(user(db, 'newBrand'), brand(true)));
    });

    it('create: an advertisement agency registers approved, influencer agencies do not', async () => {
      await assertFails(
        setDoc(
          user(as('ad1'), 'ad1'),
          registration('ad1', 'advertisementAgency', { isApproved: false }),
        ),
      );
      await assertSucceeds(
        setDoc(user(as('ad1'), 'ad1'), registration('ad1', 'advertisementAgency')),
      );
      await assertFails(
        setDoc(
          user(as('pro1'), 'pro1'),
          registration('pro1', 'proInfluencerAgency', { isApproved: true }),
        ),
      );
      await assertSucceeds(
        setDoc(user(as('pro1'), 'pro1'), registration('pro1', 'proInfluencerAgency')),
      );
    });

    it('update: own brand profile allowed; subscription and approval denied (admin may)', async () => {
      const db = as('brand1');
      await assertSucceeds(
        update(db, 'brand1', { brandName: 'Nova Market 2', socialMedia: { instagram: {} } }),
      );
      await assertSucceeds(update(db, 'brand1', { brandName: null }));
      await assertFails(update(db, 'brand1', { subscriptionType: 'business' }));
      await assertFails(update(db, 'brand1', { isApproved: false }));
      await assertSucceeds(update(as('admin1'), 'brand1', { subscriptionType: 'business' }));
    });

    it('delete: own document denied (an admin may)', async () => {
      await assertFails(deleteDoc(user(as('brand1'), 'brand1')));
      await assertSucceeds(deleteDoc(user(as('admin1'), 'brand1')));
    });
  });

  describe('agency', () => {
    const managedBy = (db: Firestore, uid: string) =>
      query(users(db), where('imitatorAgencyUID', '==', uid));

    it('get: a user it manages is allowed, one it does not is denied (she may)', async () => {
      await assertSucceeds(getDoc(user(as('agency1'), 'managed1')));
      await assertFails(getDoc(user(as('agency1'), 'inf1')));
      await assertSucceeds(getDoc(user(as('inf1'), 'inf1')));
    });

    it('list: constrained to its own uid allowed, unconstrained denied (admin may)', async () => {
      await assertSucceeds(getDocs(managedBy(as('agency1'), 'agency1')));
      await assertFails(getDocs(users(as('agency1'))));
      await assertSucceeds(getDocs(users(as('admin1'))));
    });

    it('list: constrained to another agency’s uid is denied (that agency may)', async () => {
      await setUserFields(env(), 'agency2', { uid: 'agency2', type: 'proInfluencerAgency' });
      await assertFails(getDocs(managedBy(as('agency2'), 'agency1')));
      await assertSucceeds(getDocs(managedBy(as('agency2'), 'agency2')));
    });

    it('create: a user for someone else is denied (a Cloud Function creates them)', async () => {
      const sub = registration('sub1');
      await assertFails(setDoc(user(as('agency1'), 'sub1'), sub));
      await assertSucceeds(setDoc(user(as('sub1'), 'sub1'), sub));
    });

    it('update: profile of a managed user allowed, of an unmanaged one denied', async () => {
      await assertSucceeds(update(as('agency1'), 'managed1', { name: 'Can', city: 'Ankara' }));
      await assertFails(update(as('agency1'), 'inf1', { name: 'Can' }));
      await assertSucceeds(update(as('inf1'), 'inf1', { name: 'Can' }));
    });

    it('update: approval, plan or agency link of a managed user denied (admin may)', async () => {
      const db = as('agency1');
      await assertFails(update(db, 'managed1', { isApproved: true }));
      await assertFails(update(db, 'managed1', { subscriptionType: 'pro' }));
      await assertFails(update(db, 'managed1', { imitatorAgencyUID: 'agency9' }));
      await assertFails(update(db, 'managed1', { loginUsername: 'other' }));
      await assertSucceeds(
        update(as('admin1'), 'managed1', { isApproved: true, subscriptionType: 'pro' }),
      );
    });

    it('update: emailVerified of a managed user is denied (the user herself may)', async () => {
      await setUserFields(env(), 'managed1', { emailVerified: false });
      await assertFails(update(as('agency1'), 'managed1', { emailVerified: true }));
      await assertSucceeds(update(as('managed1'), 'managed1', { emailVerified: true }));
    });

    it('delete: a managed user is denied (an admin may)', async () => {
      await assertFails(deleteDoc(user(as('agency1'), 'managed1')));
      await assertSucceeds(deleteDoc(user(as('admin1'), 'managed1')));
    });
  });

  describe('admin', () => {
    it('get: another user allowed', async () => {
      await assertSucceeds(getDoc(user(as('admin1'), 'inf1')));
    });

    it('list: any query allowed (unapproved brands, everyone)', async () => {
      await assertSucceeds(getDocs(users(as('admin1'))));
      await assertSucceeds(
        getDocs(
          query(
            users(as('admin1')),
            where('type', '==', 'brand'),
            where('isApproved', '==', false),
          ),
        ),
      );
    });

    it('create: a document for another uid is denied, even to an admin (its owner may)', async () => {
      await assertFails(setDoc(user(as('admin1'), 'new1'), registration('new1')));
      await assertSucceeds(setDoc(user(as('new1'), 'new1'), registration('new1')));
    });

    it('update: approving a user and granting business is allowed', async () => {
      await assertSucceeds(
        update(as('admin1'), 'inf1', { isApproved: true, subscriptionType: 'business' }),
      );
      await assertSucceeds(update(as('admin1'), 'brand1', { isAffiliateMarketingEnabled: true }));
    });

    it('update: an unknown plan or account type is denied (known ones allowed)', async () => {
      const db = as('admin1');
      await assertFails(update(db, 'inf1', { subscriptionType: 'gold' }));
      await assertFails(update(db, 'inf1', { type: 'superuser' }));
      await assertFails(update(db, 'inf1', { isApproved: 'yes' }));
      await assertSucceeds(update(db, 'inf1', { subscriptionType: 'pro', type: 'brand' }));
    });

    it('update: uid, email or a password is denied (other admin-only keys allowed)', async () => {
      const db = as('admin1');
      await assertFails(update(db, 'inf1', { uid: 'inf9' }));
      await assertFails(update(db, 'inf1', { email: 'new@demo.test' }));
      await assertFails(update(db, 'inf1', { loginPassword: 'secret1' }));
      await assertFails(update(db, 'inf1', { password: 'secret1' }));
      await assertSucceeds(update(db, 'inf1', { loginUsername: 'ayse', verificationCode: '1234' }));
    });

    it('update: a stored legacy password may be removed but not changed', async () => {
      await setUserFields(env(), 'managed1', { loginPassword: 'legacy' });
      const db = as('admin1');
      await assertFails(update(db, 'managed1', { loginPassword: 'changed' }));
      await assertSucceeds(update(db, 'managed1', { loginPassword: deleteField() }));
    });

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(user(as('admin1'), 'inf2')));
    });
  });

  // Users.taxStatus (issue 10, src/lib/money.ts): optional, one of three values, set by the user
  // herself or an admin, never by a managing agency or another user. Always saved with the
  // spec's hasIndividualCompany that agrees with it (taxed below).
  const status = (value: unknown) => ({
    taxStatus: value,
    hasIndividualCompany: value !== 'creatorExempt',
  });

  describe('taxStatus', () => {
    for (const value of ['creatorExempt', 'soleProprietor', 'company']) {
      it(`the user herself sets ${value}: allowed (another influencer: denied)`, async () => {
        await assertFails(update(as('inf2'), 'inf1', status(value)));
        await assertSucceeds(update(as('inf1'), 'inf1', status(value)));
      });
    }

    it('with a profile key in the same save: allowed', async () => {
      await assertSucceeds(update(as('inf1'), 'inf1', { city: 'İzmir', ...status('company') }));
    });

    it('another value, a non-string or removing it is denied (a known value allowed)', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'inf1', status('exempt')));
      await assertFails(update(db, 'inf1', status(1)));
      await assertFails(update(db, 'inf1', status(null)));
      await assertSucceeds(update(db, 'inf1', status('soleProprietor')));
      await assertFails(update(db, 'inf1', { taxStatus: deleteField() }));
    });

    it('an admin sets it (allowed), but not to an unknown value (denied)', async () => {
      await assertFails(update(as('admin1'), 'inf1', status('offshore')));
      await assertSucceeds(update(as('admin1'), 'inf1', status('company')));
    });

    it('the managing agency is denied (the user herself may)', async () => {
      await assertFails(update(as('agency1'), 'managed1', status('company')));
      await assertSucceeds(update(as('managed1'), 'managed1', status('company')));
    });

    it('signed out or a brand is denied (the user herself may)', async () => {
      await assertFails(update(signedOut(), 'inf1', status('company')));
      await assertFails(update(as('brand1'), 'inf1', status('company')));
      await assertSucceeds(update(as('inf1'), 'inf1', status('company')));
    });

    it('at registration it is denied (the same registration without it allowed)', async () => {
      const db = as('new1');
      await assertFails(
        setDoc(user(db, 'new1'), { ...registration('new1'), ...status('company') }),
      );
      await assertSucceeds(setDoc(user(db, 'new1'), registration('new1')));
    });
  });

  // Spec section 3's Users.hasIndividualCompany says what taxStatus says (true: she invoices),
  // for readers that know only the boolean; it never decides the withholding on its own.
  describe('hasIndividualCompany beside taxStatus', () => {
    it('a status without its boolean, or with the other one, is denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'inf1', { taxStatus: 'company' }));
      await assertFails(
        update(db, 'inf1', { taxStatus: 'soleProprietor', hasIndividualCompany: false }),
      );
      await assertFails(
        update(db, 'inf1', { taxStatus: 'creatorExempt', hasIndividualCompany: true }),
      );
      await assertFails(
        update(as('admin1'), 'inf1', { taxStatus: 'company', hasIndividualCompany: false }),
      );
      await assertSucceeds(update(db, 'inf1', status('company')));
    });

    it('true without a status is denied: it would lift the withholding (false allowed)', async () => {
      await assertFails(update(as('inf1'), 'inf1', { hasIndividualCompany: true }));
      await assertSucceeds(update(as('inf1'), 'inf1', { hasIndividualCompany: false }));
    });

    it('the managing agency cannot flip it, with or without a stored status', async () => {
      await assertFails(update(as('agency1'), 'managed1', { hasIndividualCompany: true }));
      await setUserFields(env(), 'managed1', status('creatorExempt'));
      await assertFails(update(as('agency1'), 'managed1', { hasIndividualCompany: true }));
      // Her profile save without the boolean still goes (it keeps the stored one).
      await assertSucceeds(update(as('agency1'), 'managed1', { city: 'Bursa' }));
    });

    it('after a status is stored, the boolean alone cannot move away from it', async () => {
      await setUserFields(env(), 'inf1', status('company'));
      const db = as('inf1');
      await assertFails(update(db, 'inf1', { hasIndividualCompany: false }));
      await assertSucceeds(update(db, 'inf1', status('creatorExempt')));
      await assertFails(update(db, 'inf1', { hasIndividualCompany: true }));
    });

    it('at registration only false (the default) is allowed', async () => {
      const db = as('new1');
      await assertFails(
        setDoc(user(db, 'new1'), { ...registration('new1'), hasIndividualCompany: true }),
      );
      await assertSucceeds(
        setDoc(user(db, 'new1'), { ...registration('new1'), hasIndividualCompany: false }),
      );
    });
  });

  // The full Notifications policy is tested in notifications.test.ts; here only who may touch
  // the notification the Users seed writes (recipient inf1).
  describe('Notifications sub-collection', () => {
    const note = (db: Firestore) => doc(db, 'Users/inf1/Notifications/n1');
    const notes = (db: Firestore) => collection(db, 'Users/inf1/Notifications');

    it('another user: get, list, update and delete are denied (the recipient may)', async () => {
      const db = as('inf2');
      await assertFails(getDoc(note(db)));
      await assertFails(getDocs(notes(db)));
      await assertFails(updateDoc(note(db), { isRead: true }));
      await assertFails(deleteDoc(note(db)));
      await assertSucceeds(getDoc(note(as('inf1'))));
      await assertSucceeds(getDocs(notes(as('inf1'))));
      await assertSucceeds(updateDoc(note(as('inf1')), { isRead: true }));
      await assertSucceeds(deleteDoc(note(as('inf1'))));
    });

    for (const who of ['inf1', 'admin1', 'inf2']) {
      it(`${who}: a notification without the fixed shape is denied`, async () => {
        await assertFails(setDoc(doc(as(who), 'Users/inf1/Notifications/n2'), { isRead: false }));
      });
    }

    it('signed out: everything is denied', async () => {
      const db = signedOut();
      await assertFails(getDoc(note(db)));
      await assertFails(getDocs(notes(db)));
      await assertFails(setDoc(doc(db, 'Users/inf1/Notifications/n2'), { isRead: false }));
      await assertFails(updateDoc(note(db), { isRead: true }));
      await assertFails(deleteDoc(note(db)));
    });
  });
});
