import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedCast, seedDocs, storedBrief } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// briefs/{b}/postMetrics/{userId} (issue 22): a delivered post's readings, written only by the
// postMetrics functions. b1 is brand1's brief with agency1's managed1 as the party; bM is
// brandM's (managed by the advertisement agency ad1) with inf1 as the party.
describe('postMetrics rules', () => {
  const env = useRulesEnvironment();
  const metrics = (briefId: string, userId: string): DocumentData => ({
    userId,
    briefId,
    postLink: 'https://www.instagram.com/p/abc/',
    platform: 'instagram',
    liveAt: serverTimestamp(),
    followersAtPosting: 1000,
    readings: {
      initial: { at: serverTimestamp(), likes: 1, comments: 1, views: null, source: 'provider' },
    },
    failures: {},
    nextSlot: 'day1',
    nextReadingAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Users/brandM': { ...seedUsers.brand1, uid: 'brandM', imitatorAgencyUID: 'ad1' },
      'briefs/b1': storedBrief('b1', 'brand1', { acceptedUsers: ['managed1'] }),
      'briefs/bM': storedBrief('bM', 'brandM', { acceptedUsers: ['inf1'] }),
      'briefs/b1/postMetrics/managed1': metrics('b1', 'managed1'),
      'briefs/bM/postMetrics/inf1': metrics('bM', 'inf1'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const ref = (db: Firestore, briefId: string, userId: string) =>
    doc(db, 'briefs', briefId, 'postMetrics', userId);
  const listOf = (db: Firestore, briefId: string) =>
    getDocs(collection(db, 'briefs', briefId, 'postMetrics'));

  describe('denied', () => {
    it('reads nothing signed out', async () => {
      await assertFails(getDoc(ref(signedOut(), 'b1', 'managed1')));
      await assertFails(listOf(signedOut(), 'b1'));
    });

    it('another influencer reads no one else’s post', async () => {
      await assertFails(getDoc(ref(as('inf2'), 'b1', 'managed1')));
      await assertFails(getDoc(ref(as('inf2'), 'bM', 'inf1')));
      await assertFails(listOf(as('inf2'), 'b1'));
    });

    it('another brand reads nothing of a brief it does not own', async () => {
      await assertFails(getDoc(ref(as('brand2'), 'b1', 'managed1')));
      await assertFails(listOf(as('brand2'), 'b1'));
      await assertFails(getDoc(ref(as('brand1'), 'bM', 'inf1')));
      await assertFails(listOf(as('brand1'), 'bM'));
    });

    it('an agency managing neither the owner nor the party reads nothing', async () => {
      await assertFails(getDoc(ref(as('ad1'), 'b1', 'managed1')));
      await assertFails(listOf(as('ad1'), 'b1'));
      await assertFails(getDoc(ref(as('agency1'), 'bM', 'inf1')));
    });

    it('the party (and her agency) may not list the brief’s posts', async () => {
      await assertFails(listOf(as('managed1'), 'b1'));
      await assertFails(listOf(as('agency1'), 'b1'));
      await assertFails(listOf(as('inf1'), 'bM'));
    });

    it.each(['brand1', 'managed1', 'agency1', 'admin1', 'inf2'])(
      '%s may not create, edit or delete readings',
      async (uid) => {
        const db = as(uid);
        await assertFails(setDoc(ref(db, 'b1', 'inf2'), metrics('b1', 'inf2')));
        await assertFails(
          updateDoc(ref(db, 'b1', 'managed1'), { 'readings.initial.likes': 999_999 }),
        );
        await assertFails(updateDoc(ref(db, 'b1', 'managed1'), { followersAtPosting: 1 }));
        await assertFails(deleteDoc(ref(db, 'b1', 'managed1')));
      },
    );

    it('no one signed out writes one', async () => {
      await assertFails(setDoc(ref(signedOut(), 'b1', 'inf2'), metrics('b1', 'inf2')));
    });
  });

  describe('allowed', () => {
    it('the brief’s owner reads and lists its posts', async () => {
      await assertSucceeds(getDoc(ref(as('brand1'), 'b1', 'managed1')));
      await assertSucceeds(listOf(as('brand1'), 'b1'));
    });

    it('the agency managing the owner reads and lists them', async () => {
      await assertSucceeds(getDoc(ref(as('ad1'), 'bM', 'inf1')));
      await assertSucceeds(listOf(as('ad1'), 'bM'));
    });

    it('the party and her managing agency read her own post', async () => {
      await assertSucceeds(getDoc(ref(as('managed1'), 'b1', 'managed1')));
      await assertSucceeds(getDoc(ref(as('agency1'), 'b1', 'managed1')));
      await assertSucceeds(getDoc(ref(as('inf1'), 'bM', 'inf1')));
    });

    it('an admin reads and lists any brief’s posts', async () => {
      await assertSucceeds(getDoc(ref(as('admin1'), 'bM', 'inf1')));
      await assertSucceeds(listOf(as('admin1'), 'b1'));
    });
  });
});
