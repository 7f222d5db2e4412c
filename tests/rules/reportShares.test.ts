import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
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

// reportShares/{token} (issue 22): a campaign report's share link. Only the functions write
// them; admins, the brief's owner (ownerId) and the agency managing her read them. The shared
// report itself is read through the sharedReport function (tests/emulator/reportShares.test.ts).
// brandM is a brand managed by the advertisement agency ad1; brand2 is another brand.
describe('reportShares rules', () => {
  const env = useRulesEnvironment();
  const share = (briefId: string, ownerId: string, extra: DocumentData = {}): DocumentData => ({
    briefId,
    ownerId,
    createdBy: ownerId,
    createdAt: serverTimestamp(),
    revokedAt: null,
    ...extra,
  });

  beforeEach(async () => {
    await seedCast(env());
    await seedDocs(env(), {
      'Users/brandM': { ...seedUsers.brand1, uid: 'brandM', imitatorAgencyUID: 'ad1' },
      'reportShares/tokenBrand1': share('b1', 'brand1'),
      'reportShares/tokenBrand1Old': share('b1', 'brand1', { revokedAt: serverTimestamp() }),
      'reportShares/tokenBrandM': share('bM', 'brandM'),
      'reportShares/tokenBrand2': share('b2', 'brand2'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const ref = (db: Firestore, token: string) => doc(db, 'reportShares', token);
  const sharesOf = (db: Firestore, briefId: string, ownerId?: string) =>
    getDocs(
      query(
        collection(db, 'reportShares'),
        where('briefId', '==', briefId),
        ...(ownerId ? [where('ownerId', '==', ownerId)] : []),
      ),
    );

  describe('denied', () => {
    it('reads nothing signed out, by token or by list', async () => {
      await assertFails(getDoc(ref(signedOut(), 'tokenBrand1')));
      await assertFails(sharesOf(signedOut(), 'b1', 'brand1'));
    });

    it.each(['inf1', 'brand2', 'agency1', 'managed1', 'ad1'])(
      '%s may not read brand1’s link',
      async (uid) => {
        await assertFails(getDoc(ref(as(uid), 'tokenBrand1')));
        await assertFails(sharesOf(as(uid), 'b1', 'brand1'));
      },
    );

    it('lists nobody’s links without the owner filter (only admins list a whole brief)', async () => {
      await assertFails(sharesOf(as('brand1'), 'b1'));
      await assertFails(sharesOf(as('ad1'), 'bM'));
    });

    it('an agency reads only the links of the users it manages', async () => {
      await assertFails(getDoc(ref(as('ad1'), 'tokenBrand2')));
      await assertFails(getDoc(ref(as('agency1'), 'tokenBrandM')));
    });

    it.each(['brand1', 'admin1', 'ad1'])(
      '%s may not create, edit or delete a link',
      async (uid) => {
        const db = as(uid);
        await assertFails(setDoc(ref(db, 'newToken'), share('b1', 'brand1')));
        await assertFails(updateDoc(ref(db, 'tokenBrand1'), { revokedAt: serverTimestamp() }));
        await assertFails(updateDoc(ref(db, 'tokenBrand1Old'), { revokedAt: null }));
        await assertFails(deleteDoc(ref(db, 'tokenBrand1')));
      },
    );

    it('no one signed out writes one', async () => {
      await assertFails(setDoc(ref(signedOut(), 'newToken'), share('b1', 'brand1')));
    });
  });

  describe('allowed', () => {
    it('the owner reads her links, revoked ones too, by token and by list', async () => {
      await assertSucceeds(getDoc(ref(as('brand1'), 'tokenBrand1')));
      await assertSucceeds(getDoc(ref(as('brand1'), 'tokenBrand1Old')));
      await assertSucceeds(sharesOf(as('brand1'), 'b1', 'brand1'));
    });

    it('the agency managing the owner reads her links', async () => {
      await assertSucceeds(getDoc(ref(as('ad1'), 'tokenBrandM')));
      await assertSucceeds(sharesOf(as('ad1'), 'bM', 'brandM'));
    });

    it('an admin reads and lists any brief’s links', async () => {
      await assertSucceeds(getDoc(ref(as('admin1'), 'tokenBrand2')));
      await assertSucceeds(sharesOf(as('admin1'), 'b1'));
    });
  });
});
