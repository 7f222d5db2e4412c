import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  newInfluencer,
  newSupport,
  newSupportMessage,
  seedCast,
  seedDocs,
  storedInfluencer,
  storedSupport,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Influencers/{uid} (spec sections 3, 4, 6; docs/influencers-model.md: a public directory
// document without private data or self-written counts), the verify request that writes
// verificationCode to Users and opens the support chat (spec section 4), and Support/{uid} with
// its messages. Seeded profiles: inf1 approved, inf2 not yet, managed1
// (agency1's) not yet; Users/managed2 is agency1's user without a profile.
describe('influencer profile rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Influencers/inf1': storedInfluencer('inf1', { isApproved: true, isVerifiedAccount: true }),
      'Influencers/inf2': storedInfluencer('inf2'),
      'Influencers/managed1': storedInfluencer('managed1', {
        imitatorAgencyUID: 'agency1',
        imitatorAgencyName: 'Yıldız Yetenek',
        isSelfLoginEnabled: false,
      }),
      'Users/managed2': { ...seedUsers.managed1, uid: 'managed2', loginUsername: 'managed2' },
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const profile = (db: Firestore, uid: string) => doc(db, 'Influencers', uid);
  const profiles = (db: Firestore) => collection(db, 'Influencers');
  const directory = (db: Firestore) =>
    getDocs(
      query(profiles(db), where('isApproved', '==', true), orderBy('timestamp', 'desc'), limit(50)),
    );
  const ofAgency = (db: Firestore, uid: string) =>
    getDocs(query(profiles(db), where('imitatorAgencyUID', '==', uid)));
  const update = (db: Firestore, uid: string, data: DocumentData) =>
    updateDoc(profile(db, uid), data);

  describe('signed out', () => {
    it('get: an approved profile is public (/u/{uid}); an unapproved one denied', async () => {
      await assertSucceeds(getDoc(profile(signedOut(), 'inf1')));
      await assertFails(getDoc(profile(signedOut(), 'inf2')));
      await assertFails(getDoc(profile(signedOut(), 'managed1')));
    });

    it('list: the directory query is denied (a signed-in user may)', async () => {
      await assertFails(directory(signedOut()));
      await assertSucceeds(directory(as('brand1')));
    });

    it('create, update, delete: denied', async () => {
      await assertFails(setDoc(profile(signedOut(), 'inf2'), newInfluencer('inf2')));
      await assertFails(update(signedOut(), 'inf2', { isGenderFemale: false }));
      await assertFails(deleteDoc(profile(signedOut(), 'inf2')));
      await assertSucceeds(update(as('inf2'), 'inf2', { isGenderFemale: false }));
    });
  });

  describe('influencer (herself)', () => {
    it('get: her own profile, approved or not, is allowed; a missing one reads as absent', async () => {
      await assertSucceeds(getDoc(profile(as('inf2'), 'inf2')));
      await assertSucceeds(getDoc(profile(as('brandNamed1'), 'brandNamed1')));
    });

    it('list: the directory is allowed, an unconstrained list denied', async () => {
      await assertSucceeds(directory(as('inf2')));
      await assertFails(getDocs(profiles(as('inf2'))));
    });

    it('create: the first profile save, unapproved and unverified, is allowed', async () => {
      await deleteProfile('inf2');
      await assertSucceeds(setDoc(profile(as('inf2'), 'inf2'), newInfluencer('inf2')));
    });

    it('create: approving or verifying herself, counts, or private data are denied', async () => {
      await deleteProfile('inf2');
      const db = as('inf2');
      for (const bad of [
        { isApproved: true },
        { isVerifiedAccount: true },
        { imitatorAgencyUID: 'agency1' },
        { uid: 'inf1' },
        { favouriteColour: 'red' },
        // Contact details belong in Users, never in the public profile; the spec's copies of
        // her total and code only as Users holds them (it holds neither here).
        { email: 'inf2@demo.test' },
        { totalEarnedPrice: '5000' },
        { verificationCode: 4827 },
        { generalInfo: { name: 'Ayşe', phoneNumber: '+905551112233' } },
        { generalInfo: { name: 'Ayşe', tcNumber: '12345678901' } },
        // Counts come from the social stats functions, not from the influencer.
        { socialMedia: { instagram: { username: 'inf2', followerCount: 900000 } } },
        { socialMedia: { myspace: { username: 'inf2' } } },
        { selectedPartnerships: ['money', 'fame'] },
        { userCategoriesName: Array.from({ length: 18 }, () => 'Moda') },
      ])
        await assertFails(setDoc(profile(db, 'inf2'), newInfluencer('inf2', bad)));
      await assertSucceeds(setDoc(profile(db, 'inf2'), newInfluencer('inf2')));
    });

    it('create: a profile for another uid is denied (its owner may)', async () => {
      await deleteProfile('inf2');
      await assertFails(setDoc(profile(as('inf1'), 'inf2'), newInfluencer('inf2')));
      await assertSucceeds(setDoc(profile(as('inf2'), 'inf2'), newInfluencer('inf2')));
    });

    it('update: profile keys and handles are allowed', async () => {
      await assertSucceeds(
        update(as('inf2'), 'inf2', {
          name: 'Ayşe Kaya',
          lowerCaseFullName: 'ayşe kaya',
          lowerCaseSurname: 'kaya',
          profileImage: 'https://example.com/p.png',
          'generalInfo.profilePhotoUrl': 'https://example.com/p.png',
          'generalInfo.city': 'Ankara',
          'socialMedia.tiktok': { username: 'ayse' },
          'socialMedia.instagram': { username: 'ayse.kaya' },
          isGenderFemale: null,
          userCategoriesName: ['Moda', 'Seyahat'],
          selectedPartnerships: ['money', 'product'],
          updatedAt: serverTimestamp(),
        }),
      );
    });

    it('update: counts may be dropped with a new handle, never set or raised', async () => {
      const db = as('inf2');
      await assertFails(update(db, 'inf2', { 'socialMedia.instagram.followerCount': 900000 }));
      await assertFails(
        update(db, 'inf2', { 'socialMedia.tiktok': { username: 'a', likeCount: 9 } }),
      );
      await assertFails(update(db, 'inf2', { verificationCode: '4827' }));
      await assertSucceeds(
        update(db, 'inf2', { 'socialMedia.instagram': { username: 'yeni.hesap' } }),
      );
    });

    it('update: approval, verified badge or agency link are denied (admin may)', async () => {
      for (const [key, value] of [
        ['isApproved', true],
        ['isVerifiedAccount', true],
        ['imitatorAgencyUID', 'agency1'],
        ['uid', 'inf9'],
        ['email', 'x@demo.test'],
      ] as const) {
        await assertFails(update(as('inf2'), 'inf2', { [key]: value }));
      }
      await assertSucceeds(
        update(as('admin1'), 'inf2', { isApproved: true, isVerifiedAccount: true }),
      );
    });

    it('update: wrong types are denied', async () => {
      const db = as('inf2');
      await assertFails(update(db, 'inf2', { generalInfo: 'x' }));
      await assertFails(update(db, 'inf2', { isGenderFemale: 'yes' }));
      await assertFails(update(db, 'inf2', { updatedAt: '2024-01-01' }));
      await assertSucceeds(update(db, 'inf2', { isGenderFemale: false }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(profile(as('inf2'), 'inf2')));
      await assertSucceeds(deleteDoc(profile(as('admin1'), 'inf2')));
    });
  });

  // Issue 18 point 7 (docs/decisions.md "Earned counts"): only influencer accounts have a
  // profile; counts come from the stats functions and admins, and a changed handle drops them.
  describe('follower counts are earned', () => {
    const counted = { username: 'inf2', followerCount: 1200, totalMediaCount: 40 };

    it('create: a brand or an agency making one for itself is denied (an influencer may)', async () => {
      await assertFails(setDoc(profile(as('brand1'), 'brand1'), newInfluencer('brand1')));
      await assertFails(setDoc(profile(as('agency1'), 'agency1'), newInfluencer('agency1')));
      await assertFails(setDoc(profile(as('ad1'), 'ad1'), newInfluencer('ad1')));
      await deleteProfile('inf2');
      await assertSucceeds(setDoc(profile(as('inf2'), 'inf2'), newInfluencer('inf2')));
    });

    it('create: an agency making one for a brand it manages is denied (for its influencer allowed)', async () => {
      await seedDocs(env(), {
        'Users/brandOfAgency': {
          ...seedUsers.brand1,
          uid: 'brandOfAgency',
          imitatorAgencyUID: 'agency1',
        },
      });
      await assertFails(
        setDoc(
          profile(as('agency1'), 'brandOfAgency'),
          newInfluencer('brandOfAgency', { imitatorAgencyUID: 'agency1' }),
        ),
      );
      await assertSucceeds(
        setDoc(
          profile(as('agency1'), 'managed2'),
          newInfluencer('managed2', { imitatorAgencyUID: 'agency1' }),
        ),
      );
    });

    it('update: the influencer raising or setting her own counts is denied', async () => {
      const db = as('inf2');
      await assertFails(update(db, 'inf2', { 'socialMedia.instagram.followerCount': 1201 }));
      await assertFails(update(db, 'inf2', { 'socialMedia.instagram.followerCount': 900000 }));
      await assertFails(update(db, 'inf2', { 'socialMedia.instagram.interactionRate': 9.5 }));
      await assertFails(
        update(db, 'inf2', { 'socialMedia.twitch': { username: 'a', followerCount: 5 } }),
      );
      await assertFails(
        update(as('agency1'), 'managed1', { 'socialMedia.instagram.followerCount': 9e6 }),
      );
      await assertSucceeds(
        update(db, 'inf2', { 'socialMedia.instagram.followerCount': deleteField() }),
      );
    });

    it('update: a changed handle keeping the old counts is denied', async () => {
      const db = as('inf2');
      // Measured as a famous handle, switched back: the counts must go with the change.
      await assertFails(update(db, 'inf2', { 'socialMedia.instagram.username': 'unlu.hesap' }));
      await assertFails(
        update(db, 'inf2', { 'socialMedia.instagram': { ...counted, username: 'unlu.hesap' } }),
      );
      await assertFails(
        update(db, 'inf2', {
          'socialMedia.instagram': { username: 'unlu.hesap', totalMediaCount: 40 },
        }),
      );
      await assertFails(
        update(as('agency1'), 'managed1', { 'socialMedia.instagram.username': 'unlu.hesap' }),
      );
      await assertSucceeds(
        update(db, 'inf2', { 'socialMedia.instagram': { username: 'unlu.hesap' } }),
      );
    });

    it('update: a YouTube channel link change keeping its counts is denied', async () => {
      await seedDocs(env(), {
        'Influencers/inf2': storedInfluencer('inf2', {
          socialMedia: {
            youtube: {
              channelLink: 'https://www.youtube.com/@eski',
              username: 'eski',
              id: 'UC1',
              totalSubscriberCount: 50000,
            },
          },
        }),
      });
      const db = as('inf2');
      const link = 'https://www.youtube.com/@yeni';
      await assertFails(update(db, 'inf2', { 'socialMedia.youtube.channelLink': link }));
      await assertSucceeds(update(db, 'inf2', { 'socialMedia.youtube': { channelLink: link } }));
    });

    it('update: the handle change clearing the counts is allowed, also for her agency', async () => {
      await assertSucceeds(
        update(as('inf2'), 'inf2', { 'socialMedia.instagram': { username: 'yeni.hesap' } }),
      );
      await assertSucceeds(
        update(as('agency1'), 'managed1', { 'socialMedia.instagram': { username: 'yeni' } }),
      );
      // Keeping the handle keeps the counts the functions measured.
      await assertSucceeds(update(as('inf2'), 'inf2', { 'generalInfo.city': 'İzmir' }));
    });

    it('update: an admin setting counts is allowed', async () => {
      await assertSucceeds(
        update(as('admin1'), 'inf2', {
          'socialMedia.instagram.followerCount': 250000,
          'socialMedia.instagram.interactionRate': 3.2,
        }),
      );
    });
  });

  describe('other influencer', () => {
    it('get: an unapproved profile is denied, an approved one allowed', async () => {
      await assertFails(getDoc(profile(as('inf1'), 'inf2')));
      await assertSucceeds(getDoc(profile(as('inf2'), 'inf1')));
    });

    it('list: unapproved profiles are denied', async () => {
      await assertFails(getDocs(query(profiles(as('inf1')), where('isApproved', '==', false))));
      await assertSucceeds(
        getDocs(query(profiles(as('admin1')), where('isApproved', '==', false))),
      );
    });

    it('update: another influencer’s profile is denied (she may)', async () => {
      await assertFails(update(as('inf1'), 'inf2', { isGenderFemale: false }));
      await assertSucceeds(update(as('inf2'), 'inf2', { isGenderFemale: false }));
    });

    it('delete: denied', async () => {
      await assertFails(deleteDoc(profile(as('inf1'), 'inf2')));
    });
  });

  describe('brand', () => {
    it('get: approved allowed, unapproved denied', async () => {
      await assertSucceeds(getDoc(profile(as('brand1'), 'inf1')));
      await assertFails(getDoc(profile(as('brand1'), 'managed1')));
    });

    it('list: the directory by follower count is allowed with isApproved == true', async () => {
      const db = as('brand1');
      await assertSucceeds(
        getDocs(
          query(
            profiles(db),
            where('isApproved', '==', true),
            orderBy('socialMedia.instagram.followerCount', 'desc'),
            limit(50),
          ),
        ),
      );
      await assertFails(
        getDocs(query(profiles(db), orderBy('socialMedia.instagram.followerCount', 'desc'))),
      );
    });

    it('create: a profile for an influencer is denied (she may)', async () => {
      await deleteProfile('inf2');
      await assertFails(setDoc(profile(as('brand1'), 'inf2'), newInfluencer('inf2')));
      await assertSucceeds(setDoc(profile(as('inf2'), 'inf2'), newInfluencer('inf2')));
    });

    it('update: denied', async () => {
      await assertFails(update(as('brand1'), 'inf1', { isGenderFemale: false }));
    });
  });

  describe('agency', () => {
    it('get: a profile it manages is allowed, an unmanaged unapproved one denied', async () => {
      await assertSucceeds(getDoc(profile(as('agency1'), 'managed1')));
      await assertFails(getDoc(profile(as('agency1'), 'inf2')));
    });

    it('get: the missing profile of a user it manages reads as absent; of another, denied', async () => {
      await assertSucceeds(getDoc(profile(as('agency1'), 'managed2')));
      await assertFails(getDoc(profile(as('ad1'), 'managed2')));
      await assertFails(getDoc(profile(as('brand1'), 'managed2')));
      await assertFails(getDoc(profile(signedOut(), 'managed2')));
    });

    it('list: constrained to imitatorAgencyUID == its uid allowed, another agency’s denied', async () => {
      await assertSucceeds(ofAgency(as('agency1'), 'agency1'));
      await assertFails(ofAgency(as('ad1'), 'agency1'));
      await assertFails(ofAgency(as('brand1'), 'agency1'));
    });

    it('create: the profile of a user it manages, linked to itself, is allowed', async () => {
      await assertSucceeds(
        setDoc(
          profile(as('agency1'), 'managed2'),
          newInfluencer('managed2', { imitatorAgencyUID: 'agency1' }),
        ),
      );
    });

    it('create: unlinked, or for a user it does not manage, is denied', async () => {
      await deleteProfile('inf2');
      await assertFails(setDoc(profile(as('agency1'), 'managed2'), newInfluencer('managed2')));
      await assertFails(
        setDoc(
          profile(as('agency1'), 'inf2'),
          newInfluencer('inf2', { imitatorAgencyUID: 'agency1' }),
        ),
      );
    });

    it('create: the managed user herself links to her agency (allowed), not to another', async () => {
      await assertFails(
        setDoc(
          profile(as('managed2'), 'managed2'),
          newInfluencer('managed2', { imitatorAgencyUID: 'ad1' }),
        ),
      );
      await assertSucceeds(
        setDoc(
          profile(as('managed2'), 'managed2'),
          newInfluencer('managed2', { imitatorAgencyUID: 'agency1' }),
        ),
      );
    });

    it('update: a managed profile allowed; approval or another profile denied', async () => {
      await assertSucceeds(update(as('agency1'), 'managed1', { 'generalInfo.city': 'Bursa' }));
      await assertFails(update(as('agency1'), 'managed1', { isApproved: true }));
      await assertFails(update(as('agency1'), 'inf2', { 'generalInfo.city': 'Bursa' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(profile(as('agency1'), 'managed1')));
      await assertSucceeds(deleteDoc(profile(as('admin1'), 'managed1')));
    });
  });

  describe('admin', () => {
    it('get and list: any profile', async () => {
      await assertSucceeds(getDoc(profile(as('admin1'), 'managed1')));
      await assertSucceeds(getDocs(profiles(as('admin1'))));
    });

    it('create: any profile, even approved', async () => {
      await deleteProfile('inf2');
      await assertSucceeds(
        setDoc(profile(as('admin1'), 'inf2'), newInfluencer('inf2', { isApproved: true })),
      );
    });

    it('update: approval (true/false), the badge and counts allowed; the uid is not', async () => {
      const db = as('admin1');
      await assertSucceeds(update(db, 'inf2', { isApproved: true, isVerifiedAccount: true }));
      await assertSucceeds(
        update(db, 'inf1', { isApproved: false, 'socialMedia.instagram.followerCount': 5000 }),
      );
      await assertFails(update(db, 'inf1', { uid: 'inf9' }));
    });

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(profile(as('admin1'), 'inf2')));
    });
  });

  // Influencers/{uid}.rating is the reviewAggregates function's (issue 21): no client writes it.
  describe('rating (the reviews average)', () => {
    const rating = { average: 5, count: 1 };

    it('create: the influencer, her agency and an admin may not set it', async () => {
      await deleteProfile('inf2');
      await deleteProfile('managed1');
      await assertFails(setDoc(profile(as('inf2'), 'inf2'), newInfluencer('inf2', { rating })));
      await assertFails(
        setDoc(
          profile(as('agency1'), 'managed1'),
          newInfluencer('managed1', {
            imitatorAgencyUID: 'agency1',
            imitatorAgencyName: 'Yıldız Yetenek',
            isSelfLoginEnabled: false,
            rating,
          }),
        ),
      );
      await assertFails(setDoc(profile(as('admin1'), 'inf2'), newInfluencer('inf2', { rating })));
      await assertSucceeds(setDoc(profile(as('admin1'), 'inf2'), newInfluencer('inf2')));
    });

    it('update: nobody sets, changes or removes it; other keys still save beside it', async () => {
      await seedDocs(env(), {
        'Influencers/inf2': storedInfluencer('inf2', { rating: { average: 3, count: 2 } }),
        'Influencers/managed1': storedInfluencer('managed1', {
          imitatorAgencyUID: 'agency1',
          imitatorAgencyName: 'Yıldız Yetenek',
          isSelfLoginEnabled: false,
        }),
      });
      await assertFails(update(as('inf2'), 'inf2', { rating }));
      await assertFails(update(as('inf2'), 'inf2', { 'rating.count': 3 }));
      await assertFails(update(as('agency1'), 'managed1', { rating }));
      await assertFails(update(as('admin1'), 'inf2', { rating }));
      await assertFails(update(as('admin1'), 'inf2', { rating: deleteField() }));
      await assertFails(update(as('admin1'), 'managed1', { rating }));
      await assertSucceeds(update(as('inf2'), 'inf2', { isGenderFemale: false }));
      await assertSucceeds(update(as('admin1'), 'inf2', { isApproved: true }));
    });
  });

  // Influencers/{uid}.engagement is the postMetrics engagement function's (issue 22), like rating.
  describe('engagement (the average engagement rate)', () => {
    const engagement = { average: 4.2, count: 2 };

    it('create: the influencer and an admin may not set it', async () => {
      await deleteProfile('inf2');
      await assertFails(setDoc(profile(as('inf2'), 'inf2'), newInfluencer('inf2', { engagement })));
      await assertFails(
        setDoc(profile(as('admin1'), 'inf2'), newInfluencer('inf2', { engagement })),
      );
      await assertSucceeds(setDoc(profile(as('admin1'), 'inf2'), newInfluencer('inf2')));
    });

    it('update: nobody sets, changes or removes it; other keys still save beside it', async () => {
      await seedDocs(env(), {
        'Influencers/inf2': storedInfluencer('inf2', { engagement: { average: 1, count: 1 } }),
        'Influencers/managed1': storedInfluencer('managed1', {
          imitatorAgencyUID: 'agency1',
          imitatorAgencyName: 'Yıldız Yetenek',
          isSelfLoginEnabled: false,
        }),
      });
      await assertFails(update(as('inf2'), 'inf2', { engagement }));
      await assertFails(update(as('inf2'), 'inf2', { 'engagement.average': 99 }));
      await assertFails(update(as('agency1'), 'managed1', { engagement }));
      await assertFails(update(as('admin1'), 'inf2', { engagement }));
      await assertFails(update(as('admin1'), 'inf2', { engagement: deleteField() }));
      await assertSucceeds(update(as('inf2'), 'inf2', { isGenderFemale: false }));
      await assertSucceeds(update(as('admin1'), 'inf2', { isApproved: true }));
    });
  });

  // Spec section 3 lists verificationCode and totalEarnedPrice on Influencers as well as on
  // Users: every write keeps the two copies equal (docs/influencers-model.md "Copies on the
  // profile"). inf2's profile is unapproved, inf1's approved.
  describe('the Users copies on the profile (verificationCode, totalEarnedPrice)', () => {
    const userDoc = (db: Firestore, uid: string) => doc(db, 'Users', uid);
    const both = (db: Firestore, uid: string, fields: DocumentData, profileFields = fields) => {
      const batch = writeBatch(db);
      batch.update(userDoc(db, uid), fields);
      batch.update(profile(db, uid), profileFields);
      return batch.commit();
    };

    it('the code on Users alone, or on the profile alone, is denied once she has a profile', async () => {
      const db = as('inf2');
      await assertFails(updateDoc(userDoc(db, 'inf2'), { verificationCode: '4827' }));
      await assertFails(update(db, 'inf2', { verificationCode: '4827' }));
    });

    it('two different codes, or a bad code on both, are denied', async () => {
      const db = as('inf2');
      await assertFails(
        both(db, 'inf2', { verificationCode: '4827' }, { verificationCode: '4828' }),
      );
      await assertFails(both(db, 'inf2', { verificationCode: '12' }));
      await assertSucceeds(both(db, 'inf2', { verificationCode: '4827' }));
    });

    it('another influencer, her agency or a brand writing her code is denied', async () => {
      await assertFails(both(as('inf1'), 'inf2', { verificationCode: '4827' }));
      await assertFails(both(as('brand1'), 'inf2', { verificationCode: '4827' }));
      await seedDocs(env(), {
        'Users/managed1': { ...seedUsers.managed1, verificationCode: '4827' },
      });
      // Even the value Users already holds: the agency's profile writes are profile keys only.
      await assertFails(update(as('agency1'), 'managed1', { verificationCode: '4827' }));
      await assertSucceeds(update(as('managed1'), 'managed1', { verificationCode: '4827' }));
    });

    it('after approval the verify request is over: a new code is denied', async () => {
      await assertFails(both(as('inf1'), 'inf1', { verificationCode: '4827' }));
      await assertSucceeds(both(as('inf2'), 'inf2', { verificationCode: '4827' }));
    });

    it('the influencer writing her own total is denied, on either document', async () => {
      const db = as('inf2');
      await assertFails(both(db, 'inf2', { totalEarnedPrice: '90000' }));
      await assertFails(update(db, 'inf2', { totalEarnedPrice: '90000' }));
      await assertFails(update(as('agency1'), 'managed1', { totalEarnedPrice: '90000' }));
    });

    it('an admin changing the total on one copy only, or two different totals, is denied', async () => {
      const db = as('admin1');
      await assertFails(updateDoc(userDoc(db, 'inf1'), { totalEarnedPrice: '2500' }));
      await assertFails(update(db, 'inf1', { totalEarnedPrice: '2500' }));
      await assertFails(
        both(db, 'inf1', { totalEarnedPrice: '2500' }, { totalEarnedPrice: '25000' }),
      );
      await assertSucceeds(both(db, 'inf1', { totalEarnedPrice: '2500' }));
    });

    it('an admin changes a total on Users alone when she has no profile', async () => {
      await assertSucceeds(
        updateDoc(userDoc(as('admin1'), 'managed2'), { totalEarnedPrice: '2500' }),
      );
    });

    it('a first profile save copies what Users holds, nothing else', async () => {
      await deleteProfile('inf2');
      await seedDocs(env(), {
        'Users/inf2': { ...seedUsers.inf2, verificationCode: '4827', totalEarnedPrice: '1250.5' },
      });
      const db = as('inf2');
      const copies = { verificationCode: '4827', totalEarnedPrice: '1250.5' };
      for (const bad of [
        { ...copies, verificationCode: '4828' },
        { ...copies, totalEarnedPrice: '99999' },
      ])
        await assertFails(setDoc(profile(db, 'inf2'), newInfluencer('inf2', bad)));
      await assertSucceeds(setDoc(profile(db, 'inf2'), newInfluencer('inf2', copies)));
    });

    it('an admin creates a profile only with the copies Users holds', async () => {
      await deleteProfile('inf2');
      const db = as('admin1');
      await assertFails(
        setDoc(profile(db, 'inf2'), newInfluencer('inf2', { totalEarnedPrice: '5000' })),
      );
      await assertSucceeds(setDoc(profile(db, 'inf2'), newInfluencer('inf2')));
    });
  });

  describe('verify request (Users verificationCode, support chat)', () => {
    const userDoc = (db: Firestore, uid: string) => doc(db, 'Users', uid);
    const support = (db: Firestore, uid: string) => doc(db, 'Support', uid);
    const supportMessage = (db: Firestore, uid: string, id: string) =>
      doc(db, 'Support', uid, 'messages', id);

    it('the whole batch is allowed for the influencer herself', async () => {
      const db = as('inf2');
      const batch = writeBatch(db);
      batch.update(userDoc(db, 'inf2'), { verificationCode: '4827' });
      batch.update(profile(db, 'inf2'), { verificationCode: '4827' });
      batch.set(support(db, 'inf2'), newSupport('inf2'));
      batch.set(supportMessage(db, 'inf2', 'm1'), newSupportMessage({ userId: 'inf2' }));
      await assertSucceeds(batch.commit());
    });

    it('Users verificationCode: her own four digits allowed, bad values denied', async () => {
      // managed2 has no profile yet: the code goes to Users alone.
      const db = as('managed2');
      await assertFails(updateDoc(userDoc(db, 'managed2'), { verificationCode: '12' }));
      await assertFails(updateDoc(userDoc(db, 'managed2'), { verificationCode: 123456 }));
      await assertSucceeds(updateDoc(userDoc(db, 'managed2'), { verificationCode: 4827 }));
    });

    it('Users verificationCode: another user’s or a managed user’s is denied', async () => {
      const code = { verificationCode: '4827' };
      await assertFails(updateDoc(userDoc(as('inf1'), 'inf2'), code));
      await assertFails(updateDoc(userDoc(as('agency1'), 'managed2'), code));
      await assertSucceeds(updateDoc(userDoc(as('managed2'), 'managed2'), code));
    });

    it('Support create: for another user is denied (an admin may open it)', async () => {
      await assertFails(setDoc(support(as('inf1'), 'inf2'), newSupport('inf2')));
      await assertSucceeds(setDoc(support(as('admin1'), 'inf2'), newSupport('inf2')));
    });

    it('Support create: archived, counters above one, a forged identity or unknown keys denied', async () => {
      const db = as('inf2');
      const info = newSupport('inf2').userInfo;
      for (const bad of [
        { isArchived: true },
        { unreadCount: 5 },
        { unreadCountForAdmin: 2 },
        { userInfo: { ...info, type: 'admin' } },
        { userInfo: { ...info, uid: 'inf1' } },
        { verificationCode: '12' },
        { archivedBy: 'admin1' },
      ])
        await assertFails(setDoc(support(db, 'inf2'), newSupport('inf2', bad)));
      await assertSucceeds(setDoc(support(db, 'inf2'), newSupport('inf2')));
    });

    it('Support get: the user and admins; list only admins', async () => {
      await seedDocs(env(), { 'Support/inf2': storedSupport('inf2') });
      await assertSucceeds(getDoc(support(as('inf2'), 'inf2')));
      await assertSucceeds(getDoc(support(as('admin1'), 'inf2')));
      await assertFails(getDoc(support(as('inf1'), 'inf2')));
      await assertFails(getDoc(support(signedOut(), 'inf2')));
      await assertFails(getDocs(collection(as('inf2'), 'Support')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'Support')));
    });

    it('Support update: the user raises the admins’ count by one and clears her own', async () => {
      await seedDocs(env(), {
        'Support/inf2': storedSupport('inf2', { unreadCount: 2, unreadCountForAdmin: 1 }),
      });
      const db = as('inf2');
      await assertSucceeds(
        updateDoc(support(db, 'inf2'), {
          lastMessage: { text: 'Yeni mesaj', timestamp: serverTimestamp(), isFromUser: true },
          lastMessageTime: serverTimestamp(),
          unreadCountForAdmin: increment(1),
          'typing.user': serverTimestamp(),
        }),
      );
      await assertSucceeds(updateDoc(support(db, 'inf2'), { unreadCount: 0 }));
      await assertFails(updateDoc(support(db, 'inf2'), { unreadCountForAdmin: increment(2) }));
      await assertFails(updateDoc(support(db, 'inf2'), { unreadCount: 5 }));
      await assertFails(updateDoc(support(db, 'inf2'), { 'typing.admin': serverTimestamp() }));
    });

    it('Support update: archiving is admin-only; a user message un-archives', async () => {
      await seedDocs(env(), { 'Support/inf2': storedSupport('inf2') });
      const archive = { isArchived: true, archivedAt: serverTimestamp(), archivedBy: 'admin1' };
      await assertFails(updateDoc(support(as('inf2'), 'inf2'), archive));
      await assertSucceeds(updateDoc(support(as('admin1'), 'inf2'), archive));
      await assertSucceeds(
        updateDoc(support(as('inf2'), 'inf2'), {
          isArchived: false,
          archivedAt: null,
          archivedBy: null,
          unreadCountForAdmin: increment(1),
        }),
      );
      await assertFails(
        updateDoc(support(as('inf1'), 'inf2'), { unreadCountForAdmin: increment(1) }),
      );
    });

    it('Support delete: admin only', async () => {
      await seedDocs(env(), { 'Support/inf2': storedSupport('inf2') });
      await assertFails(deleteDoc(support(as('inf2'), 'inf2')));
      await assertSucceeds(deleteDoc(support(as('admin1'), 'inf2')));
    });

    it('Support messages: the user sends as herself and the automatic greeting', async () => {
      const db = as('inf2');
      const greeting = 'Merhaba! Destek ekibimize hoş geldiniz.';
      // The greeting only in the batch that creates the conversation (support.test.ts).
      const batch = writeBatch(db);
      batch.set(
        support(db, 'inf2'),
        newSupport('inf2', {
          lastMessage: { text: greeting, timestamp: serverTimestamp(), isFromUser: false },
          unreadCountForAdmin: 0,
        }),
      );
      batch.set(
        supportMessage(db, 'inf2', 'm2'),
        newSupportMessage({ text: greeting, isFromUser: false, isAutomatic: true }),
      );
      await assertSucceeds(batch.commit());
      await assertSucceeds(setDoc(supportMessage(db, 'inf2', 'm1'), newSupportMessage()));
    });

    it('Support messages: the user posing as support, or a bad shape, is denied', async () => {
      await seedDocs(env(), { 'Support/inf2': storedSupport('inf2') });
      const db = as('inf2');
      for (const bad of [
        { isFromUser: false },
        { isRead: true },
        { text: '' },
        { text: 'a'.repeat(5001) },
        { userId: 'inf1' },
        { extra: 1 },
      ])
        await assertFails(setDoc(supportMessage(db, 'inf2', 'm1'), newSupportMessage(bad)));
      await assertSucceeds(setDoc(supportMessage(db, 'inf2', 'm1'), newSupportMessage()));
    });

    it('Support messages: admins answer as support only', async () => {
      await seedDocs(env(), { 'Support/inf2': storedSupport('inf2') });
      const db = as('admin1');
      await assertSucceeds(
        setDoc(supportMessage(db, 'inf2', 'a1'), newSupportMessage({ isFromUser: false })),
      );
      await assertFails(setDoc(supportMessage(db, 'inf2', 'a2'), newSupportMessage()));
    });

    it('Support messages: others cannot read or write; the user marks read', async () => {
      await seedDocs(env(), {
        'Support/inf2': storedSupport('inf2'),
        'Support/inf2/messages/a1': {
          text: 'Merhaba',
          isFromUser: false,
          timestamp: serverTimestamp(),
          isAutomatic: false,
          isRead: false,
        },
      });
      await assertFails(getDoc(supportMessage(as('inf1'), 'inf2', 'a1')));
      await assertFails(getDocs(collection(as('inf1'), 'Support', 'inf2', 'messages')));
      await assertFails(setDoc(supportMessage(as('inf1'), 'inf2', 'x'), newSupportMessage()));
      await assertSucceeds(getDocs(collection(as('inf2'), 'Support', 'inf2', 'messages')));
      await assertFails(updateDoc(supportMessage(as('inf2'), 'inf2', 'a1'), { text: 'x' }));
      await assertSucceeds(
        updateDoc(supportMessage(as('inf2'), 'inf2', 'a1'), {
          isRead: true,
          readAt: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(supportMessage(as('inf2'), 'inf2', 'a1')));
      await assertSucceeds(deleteDoc(supportMessage(as('admin1'), 'inf2', 'a1')));
    });
  });

  async function deleteProfile(uid: string) {
    await env().withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), 'Influencers', uid));
    });
  }
});
