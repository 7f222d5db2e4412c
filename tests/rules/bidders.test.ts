import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  bid,
  newBidders,
  seedBriefs,
  seedCast,
  seedDocs,
  seededBriefs,
  storedBidders,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// bidders/{briefId}: the offers on one brief (spec sections 3, 4; docs/briefs-model.md).
// Seeded: offers from inf1 and inf2 on `accepted`, from inf1 on `completed`; none on `open`.
describe('bidders rules', () => {
  const env = useRulesEnvironment();
  const inf1Bid = bid('inf1', 7500);
  const inf2Bid = bid('inf2', 4000);
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      'bidders/accepted': storedBidders('accepted', [inf1Bid, inf2Bid]),
      'bidders/completed': storedBidders('completed', [bid('inf1', 6000)]),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const bidders = (db: Firestore, briefId: string) => doc(db, 'bidders', briefId);
  const ofOwner = (db: Firestore, uid: string) =>
    getDocs(query(collection(db, 'bidders'), where('briefOwnerUserId', '==', uid)));
  const update = (db: Firestore, briefId: string, data: DocumentData) =>
    updateDoc(bidders(db, briefId), { ...data, lastUpdated: serverTimestamp() });
  const firstBid = (
    db: Firestore,
    briefId: string,
    bids: DocumentData[],
    extra: DocumentData = {},
  ) => setDoc(bidders(db, briefId), newBidders(briefId, bids, extra));
  const setBrief = (id: string, fields: DocumentData) =>
    seedDocs(env(), { [`briefs/${id}`]: { ...seededBriefs[id], ...fields } });

  describe('signed out', () => {
    it('get: denied (the brief owner may)', async () => {
      await assertFails(getDoc(bidders(signedOut(), 'accepted')));
      await assertSucceeds(getDoc(bidders(as('brand1'), 'accepted')));
    });

    it('list: denied (the owner may list her own)', async () => {
      await assertFails(ofOwner(signedOut(), 'brand1'));
      await assertSucceeds(ofOwner(as('brand1'), 'brand1'));
    });

    it('create: denied (an influencer may make the first offer)', async () => {
      await assertFails(firstBid(signedOut(), 'open', [bid('inf1')]));
      await assertSucceeds(firstBid(as('inf1'), 'open', [bid('inf1')]));
    });

    it('update: denied (the bidder may withdraw)', async () => {
      await assertFails(update(signedOut(), 'accepted', { bidders: arrayRemove(inf2Bid) }));
      await assertSucceeds(update(as('inf2'), 'accepted', { bidders: arrayRemove(inf2Bid) }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(bidders(signedOut(), 'accepted')));
      await assertSucceeds(deleteDoc(bidders(as('admin1'), 'accepted')));
    });
  });

  describe('influencer', () => {
    it('get: the offers on a brief she bid on are allowed', async () => {
      await assertSucceeds(getDoc(bidders(as('inf1'), 'accepted')));
      await assertSucceeds(getDoc(bidders(as('inf1'), 'completed')));
    });

    it('get: before her first offer it is denied (the owner may read it)', async () => {
      await assertFails(getDoc(bidders(as('inf2'), 'completed')));
      await assertFails(getDoc(bidders(as('inf1'), 'open')));
      await assertSucceeds(getDoc(bidders(as('brand1'), 'completed')));
    });

    it('list: denied, unconstrained or on the owner’s uid (the owner may)', async () => {
      await assertFails(getDocs(collection(as('inf1'), 'bidders')));
      await assertFails(ofOwner(as('inf1'), 'brand1'));
      await assertSucceeds(ofOwner(as('brand1'), 'brand1'));
    });

    it('create: the first offer with exactly her own entry is allowed', async () => {
      await assertSucceeds(firstBid(as('inf1'), 'open', [bid('inf1', 5000)]));
    });

    it('create: an entry carrying her display name (bidderName) is allowed, a long one denied', async () => {
      const db = as('inf1');
      await assertFails(firstBid(db, 'open', [bid('inf1', 5000, { bidderName: 'a'.repeat(201) })]));
      await assertFails(firstBid(db, 'open', [bid('inf1', 5000, { bidderName: 7 })]));
      await assertSucceeds(
        firstBid(db, 'open', [bid('inf1', 5000, { bidderName: 'Ayşe Yılmaz' })]),
      );
    });

    it('create: barter interest (price 0) in one batch with bidderIds is allowed', async () => {
      const db = as('inf1');
      const batch = writeBatch(db);
      batch.set(bidders(db, 'open'), newBidders('open', [bid('inf1', 0)]));
      batch.update(doc(db, 'briefs', 'open'), { bidderIds: arrayUnion('inf1') });
      await assertSucceeds(batch.commit());
    });

    it('create: someone else’s entry, or two entries, is denied', async () => {
      const db = as('inf1');
      await assertFails(firstBid(db, 'open', [bid('inf2')]));
      await assertFails(firstBid(db, 'open', [bid('inf1'), bid('inf2')]));
      await assertFails(firstBid(db, 'open', []));
      await assertSucceeds(firstBid(db, 'open', [bid('inf1')]));
    });

    it('create: on an unverified or completed brief is denied', async () => {
      await assertFails(firstBid(as('inf1'), 'pending', [bid('inf1')]));
      await setBrief('open', { isCompleted: true, completedAt: Timestamp.now() });
      await assertFails(firstBid(as('inf1'), 'open', [bid('inf1')]));
      await setBrief('open', {});
      await assertSucceeds(firstBid(as('inf1'), 'open', [bid('inf1')]));
    });

    it('create: a bad entry or wrong document fields are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        bid('inf1', -1),
        bid('inf1', 100, { influencerEarnings: 200 }),
        bid('inf1', 100, { note: 'x' }),
        { bidderId: 'inf1', price: 100 },
        bid('inf1', 100, { selectedUserId: 'inf2' }),
      ])
        await assertFails(firstBid(db, 'open', [bad]));
      await assertFails(firstBid(db, 'open', [bid('inf1')], { briefOwnerUserId: 'brand2' }));
      await assertFails(firstBid(db, 'open', [bid('inf1')], { id: 'other' }));
      await assertFails(firstBid(db, 'open', [bid('inf1')], { timestamp: Timestamp.now() }));
      await assertFails(firstBid(db, 'open', [bid('inf1')], { extra: true }));
      await assertSucceeds(firstBid(db, 'open', [bid('inf1', 100, { selectedUserId: 'inf1' })]));
    });

    it('update: withdrawing her own entry is allowed', async () => {
      await assertSucceeds(update(as('inf1'), 'accepted', { bidders: arrayRemove(inf1Bid) }));
    });

    it('update: replacing her own offer (new price) is allowed', async () => {
      await assertSucceeds(
        update(as('inf1'), 'accepted', { bidders: [bid('inf1', 9000), inf2Bid] }),
      );
    });

    it('update: removing or changing another bidder’s entry is denied (she may)', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'accepted', { bidders: arrayRemove(inf2Bid) }));
      await assertFails(update(db, 'accepted', { bidders: [inf1Bid, bid('inf2', 1)] }));
      await assertFails(update(db, 'accepted', { bidders: [inf1Bid] }));
      await assertFails(update(db, 'accepted', { bidders: arrayUnion(bid('inf2', 1)) }));
      await assertSucceeds(update(as('inf2'), 'accepted', { bidders: arrayRemove(inf2Bid) }));
    });

    it('update: two changes at once, even her own, are denied', async () => {
      const db = as('inf1');
      await assertFails(
        update(db, 'accepted', { bidders: arrayUnion(bid('inf1', 1), bid('inf1', 2)) }),
      );
      await assertSucceeds(update(db, 'accepted', { bidders: arrayUnion(bid('inf1', 1)) }));
    });

    it('update: on a completed or unverified brief is denied', async () => {
      await assertFails(update(as('inf1'), 'completed', { bidders: [] }));
      await setBrief('accepted', { isVerified: false });
      await assertFails(update(as('inf1'), 'accepted', { bidders: arrayRemove(inf1Bid) }));
      await setBrief('accepted', {});
      await assertSucceeds(update(as('inf1'), 'accepted', { bidders: arrayRemove(inf1Bid) }));
    });

    it('update: other fields are denied (the owner may change the title)', async () => {
      await assertFails(update(as('inf1'), 'accepted', { title: 'Başka' }));
      await assertFails(
        updateDoc(bidders(as('inf1'), 'accepted'), { bidders: arrayRemove(inf1Bid), id: 'x' }),
      );
      await assertSucceeds(update(as('brand1'), 'accepted', { title: 'Başka' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(bidders(as('inf1'), 'accepted')));
      await assertSucceeds(deleteDoc(bidders(as('admin1'), 'accepted')));
    });
  });

  describe('other influencer', () => {
    it('get: a brief she has not bid on is denied (the bidder may)', async () => {
      await assertFails(getDoc(bidders(as('inf2'), 'completed')));
      await assertSucceeds(getDoc(bidders(as('inf1'), 'completed')));
    });

    it('create: in the name of another influencer is denied (she may herself)', async () => {
      await assertFails(firstBid(as('inf2'), 'open', [bid('inf1')]));
      await assertSucceeds(firstBid(as('inf1'), 'open', [bid('inf1')]));
    });

    it('update: adding her own offer to an existing document is allowed', async () => {
      await seedDocs(env(), { 'bidders/open': storedBidders('open', [bid('inf1')]) });
      await assertSucceeds(update(as('inf2'), 'open', { bidders: arrayUnion(bid('inf2', 3000)) }));
    });
  });

  describe('brand owner', () => {
    it('get: the offers on her brief are allowed; a missing document reads as absent', async () => {
      await assertSucceeds(getDoc(bidders(as('brand1'), 'accepted')));
      await assertSucceeds(getDoc(bidders(as('brand1'), 'open')));
    });

    it('list: constrained to her own uid is allowed, unconstrained denied', async () => {
      await assertSucceeds(ofOwner(as('brand1'), 'brand1'));
      await assertFails(getDocs(collection(as('brand1'), 'bidders')));
    });

    it('create: for her own brief is allowed', async () => {
      await assertSucceeds(firstBid(as('brand1'), 'open', []));
    });

    it('update: rewriting the list (accept sets selectedUserId) is allowed', async () => {
      await assertSucceeds(
        update(as('brand1'), 'accepted', {
          bidders: [{ ...inf1Bid, selectedUserId: 'inf1' }, inf2Bid],
        }),
      );
      await assertSucceeds(update(as('brand1'), 'accepted', { bidders: [inf1Bid] }));
    });

    it('update: the owner or id fields are denied (an admin may fix the owner)', async () => {
      await assertFails(update(as('brand1'), 'accepted', { briefOwnerUserId: 'brand2' }));
      await assertFails(update(as('brand1'), 'accepted', { id: 'x' }));
      await assertSucceeds(update(as('admin1'), 'accepted', { briefOwnerUserId: 'brand2' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(bidders(as('brand1'), 'accepted')));
      await assertSucceeds(deleteDoc(bidders(as('admin1'), 'accepted')));
    });
  });

  describe('other brand', () => {
    it('get: another brand’s offers are denied (its owner may)', async () => {
      await assertFails(getDoc(bidders(as('brand2'), 'accepted')));
      await assertSucceeds(getDoc(bidders(as('brand1'), 'accepted')));
    });

    it('list: constrained to another owner’s uid is denied', async () => {
      await assertFails(ofOwner(as('brand2'), 'brand1'));
      await assertSucceeds(ofOwner(as('brand2'), 'brand2'));
    });

    it('create: for another brand’s brief is denied (its owner may)', async () => {
      await assertFails(firstBid(as('brand2'), 'open', []));
      await assertFails(firstBid(as('brand2'), 'open', [bid('brand2')]));
      await assertSucceeds(firstBid(as('brand1'), 'open', []));
    });

    it('update: rewriting another brand’s list is denied', async () => {
      await assertFails(update(as('brand2'), 'accepted', { bidders: [] }));
      await assertSucceeds(update(as('brand1'), 'accepted', { bidders: [] }));
    });
  });

  describe('agency', () => {
    it('create: an influencer agency offers for a user it manages (allowed)', async () => {
      await assertSucceeds(
        firstBid(as('agency1'), 'open', [bid('agency1', 8000, { selectedUserId: 'managed1' })]),
      );
    });

    it('create: naming an influencer it does not manage is denied', async () => {
      await assertFails(
        firstBid(as('agency1'), 'open', [bid('agency1', 8000, { selectedUserId: 'inf1' })]),
      );
      await assertSucceeds(firstBid(as('agency1'), 'open', [bid('agency1', 8000)]));
    });

    it('create: an advertisement agency cannot offer', async () => {
      await assertFails(firstBid(as('ad1'), 'open', [bid('ad1')]));
      await assertSucceeds(firstBid(as('agency1'), 'open', [bid('agency1')]));
    });

    it('get: its offers after bidding (bidderIds) are allowed, before denied', async () => {
      await assertFails(getDoc(bidders(as('agency1'), 'accepted')));
      await setBrief('accepted', { bidderIds: ['inf1', 'inf2', 'agency1'] });
      await assertSucceeds(getDoc(bidders(as('agency1'), 'accepted')));
    });

    it('update: adding its own entry is allowed', async () => {
      await assertSucceeds(
        update(as('agency1'), 'accepted', { bidders: arrayUnion(bid('agency1', 2500)) }),
      );
    });
  });

  describe('admin', () => {
    it('get and list: allowed', async () => {
      await assertSucceeds(getDoc(bidders(as('admin1'), 'accepted')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'bidders')));
    });

    it('create: for any brief is allowed', async () => {
      await assertSucceeds(firstBid(as('admin1'), 'open', [bid('inf1'), bid('inf2')]));
    });

    it('update: anything but the id', async () => {
      await assertSucceeds(update(as('admin1'), 'accepted', { bidders: [], title: 'Düzeltildi' }));
      await assertFails(update(as('admin1'), 'accepted', { id: 'other' }));
    });

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(bidders(as('admin1'), 'completed')));
    });
  });
});
