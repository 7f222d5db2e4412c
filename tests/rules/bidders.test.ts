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
  approveBidders,
  bid,
  newBidders,
  newOffer,
  seedBriefs,
  sendOfferBatch,
  seedCast,
  seedDocs,
  seededBriefs,
  storedBidders,
  storedOffer,
  withdrawBatch,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf, seedUsers } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// bidders/{briefId}: the offers on one brief (spec sections 3, 4; docs/briefs-model.md), sealed
// (docs/decisions.md "Sealed offers"): only the owner and admins read the list; each bidder
// keeps her own copy in bidders/{briefId}/offers/{uid}, written in the same batch as her entry
// and the brief's bidderIds. Seeded: offers from inf1 and inf2 on `accepted` (inf1 accepted),
// from inf1 on `completed`; none on `open`. inf1, inf2 and agency1's managed1 are approved
// (inf1 and inf2 with a profile photo).
describe('bidders rules', () => {
  const env = useRulesEnvironment();
  const inf1Bid = bid('inf1', 7500);
  const inf2Bid = bid('inf2', 4000);
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await approveBidders(env());
    await seedDocs(env(), {
      'bidders/accepted': storedBidders('accepted', [inf1Bid, inf2Bid]),
      'bidders/accepted/offers/inf1': storedOffer('accepted', inf1Bid),
      'bidders/accepted/offers/inf2': storedOffer('accepted', inf2Bid),
      'bidders/completed': storedBidders('completed', [bid('inf1', 6000)]),
      'bidders/completed/offers/inf1': storedOffer('completed', bid('inf1', 6000)),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const bidders = (db: Firestore, briefId: string) => doc(db, 'bidders', briefId);
  const copyOf = (db: Firestore, briefId: string, uid: string) =>
    doc(db, 'bidders', briefId, 'offers', uid);
  const ofOwner = (db: Firestore, uid: string) =>
    getDocs(query(collection(db, 'bidders'), where('briefOwnerUserId', '==', uid)));
  const update = (db: Firestore, briefId: string, data: DocumentData) =>
    updateDoc(bidders(db, briefId), { ...data, lastUpdated: serverTimestamp() });
  const setBrief = (id: string, fields: DocumentData) =>
    seedDocs(env(), { [`briefs/${id}`]: { ...seededBriefs[id], ...fields } });

  const offer = sendOfferBatch;
  const withdraw = withdrawBatch;

  describe('sealed: who reads the offers', () => {
    it('a bidder reading the list of offers (competitors’ prices) is denied; her own copy is allowed', async () => {
      await assertFails(getDoc(bidders(as('inf1'), 'accepted')));
      await assertFails(getDoc(bidders(as('inf2'), 'accepted')));
      await assertFails(getDoc(bidders(as('inf1'), 'completed')));
      await assertSucceeds(getDoc(copyOf(as('inf1'), 'accepted', 'inf1')));
      await assertSucceeds(getDoc(copyOf(as('inf2'), 'accepted', 'inf2')));
    });

    it('another bidder’s copy is denied (to her, a third influencer, another brand)', async () => {
      await assertFails(getDoc(copyOf(as('inf2'), 'accepted', 'inf1')));
      await assertFails(getDoc(copyOf(as('inf1'), 'accepted', 'inf2')));
      await assertFails(getDoc(copyOf(as('managed1'), 'accepted', 'inf1')));
      await assertFails(getDoc(copyOf(as('brand2'), 'accepted', 'inf1')));
      await assertFails(getDoc(copyOf(signedOut(), 'accepted', 'inf1')));
    });

    it('listing copies is denied but to admins', async () => {
      await assertFails(getDocs(collection(as('inf1'), 'bidders', 'accepted', 'offers')));
      await assertFails(getDocs(collection(as('brand1'), 'bidders', 'accepted', 'offers')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'bidders', 'accepted', 'offers')));
    });

    it('putting her uid into bidderIds without an offer is denied', async () => {
      await assertFails(
        updateDoc(doc(as('inf2'), 'briefs', 'open'), { bidderIds: arrayUnion('inf2') }),
      );
      // Nor does it open the list to her afterwards.
      await setBrief('open', { bidderIds: ['inf2'] });
      await assertFails(getDoc(bidders(as('inf2'), 'open')));
    });

    it('the owner and admins read the list and every copy; a missing copy reads as absent for its bidder', async () => {
      await assertSucceeds(getDoc(bidders(as('brand1'), 'accepted')));
      await assertSucceeds(getDoc(bidders(as('admin1'), 'accepted')));
      await assertSucceeds(getDoc(copyOf(as('brand1'), 'accepted', 'inf2')));
      await assertSucceeds(getDoc(copyOf(as('admin1'), 'accepted', 'inf2')));
      await assertSucceeds(getDoc(copyOf(as('inf1'), 'open', 'inf1')));
      await assertFails(getDoc(copyOf(as('brand2'), 'accepted', 'inf2')));
    });

    it('the influencer an agency’s offer names reads that copy', async () => {
      const entry = bid('agency1', 8000, { selectedUserId: 'managed1' });
      await seedDocs(env(), { 'bidders/open/offers/agency1': storedOffer('open', entry) });
      await assertSucceeds(getDoc(copyOf(as('managed1'), 'open', 'agency1')));
      await assertSucceeds(getDoc(copyOf(as('agency1'), 'open', 'agency1')));
      await assertFails(getDoc(copyOf(as('inf1'), 'open', 'agency1')));
    });
  });

  describe('sending an offer', () => {
    it('signed out, another role or someone else’s entry is denied (she may herself)', async () => {
      await assertFails(offer(signedOut(), 'open', bid('inf1'), { first: true }));
      await assertFails(offer(as('inf2'), 'open', bid('inf1'), { first: true, uid: 'inf2' }));
      await assertFails(offer(as('brand2'), 'open', bid('brand2'), { first: true }));
      await assertFails(offer(as('ad1'), 'open', bid('ad1'), { first: true }));
      await assertSucceeds(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
    });

    it('without her copy, with a copy of another price, or without joining bidderIds it is denied', async () => {
      const db = as('inf1');
      await assertFails(offer(db, 'open', bid('inf1'), { first: true, copy: null }));
      await assertFails(offer(db, 'open', bid('inf1'), { first: true, copy: bid('inf1', 1) }));
      await assertFails(offer(db, 'open', bid('inf1'), { first: true, join: false }));
      await assertSucceeds(offer(db, 'open', bid('inf1'), { first: true }));
    });

    it('a copy written alone, or for someone else, is denied', async () => {
      await seedDocs(env(), { 'bidders/open': storedBidders('open', [bid('inf1')]) });
      await assertFails(setDoc(copyOf(as('inf2'), 'open', 'inf2'), newOffer('open', bid('inf2'))));
      await assertFails(setDoc(copyOf(as('inf2'), 'open', 'inf1'), newOffer('open', bid('inf1'))));
      await assertFails(setDoc(copyOf(as('inf1'), 'open', 'inf1'), newOffer('open', bid('inf1'))));
    });

    it('two entries, none, or a second offer beside her existing one are denied', async () => {
      const db = as('inf1');
      const two = newBidders('open', [bid('inf1'), bid('inf2')]);
      await assertFails(offer(db, 'open', bid('inf1'), { first: true, firstDoc: two }));
      await assertFails(
        offer(db, 'open', bid('inf1'), { first: true, firstDoc: newBidders('open', []) }),
      );
      // inf1 already offered on 'accepted': a second entry of hers is not a new offer.
      await assertFails(offer(db, 'accepted', bid('inf1', 1000), { join: false }));
    });

    it('on an unverified, completed or private brief not aimed at her it is denied', async () => {
      await assertFails(offer(as('inf1'), 'pending', bid('inf1'), { first: true }));
      await setBrief('open', { isCompleted: true, completedAt: Timestamp.now() });
      await assertFails(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
      await setBrief('open', { visibility: 'influencer', targetedAgencies: ['agency1'] });
      await assertFails(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
      await setBrief('open', {});
      await assertSucceeds(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
    });

    it('on her own brief it is denied', async () => {
      await seedDocs(env(), {
        'Users/agency1': { ...seedUsers.agency1, isApproved: true },
        'briefs/own': {
          ...seededBriefs.open,
          id: 'own',
          briefOwnerUserId: 'agency1',
          briefSenderId: 'agency1',
        },
      });
      await assertFails(
        offer(as('agency1'), 'own', bid('agency1', 100, { selectedUserId: 'managed1' }), {
          first: true,
          firstDoc: {
            ...newBidders('open', [bid('agency1', 100, { selectedUserId: 'managed1' })]),
            id: 'own',
            briefOwnerUserId: 'agency1',
            briefSenderId: 'agency1',
          },
        }),
      );
    });

    it('a bad entry or wrong document fields are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        bid('inf1', -1),
        bid('inf1', 100, { note: 'x' }),
        { bidderId: 'inf1', price: 100 },
        bid('inf1', 100, { selectedUserId: 'inf2' }),
        bid('inf1', 5000, { bidderName: 'a'.repeat(201) }),
        bid('inf1', 5000, { bidderName: 7 }),
      ])
        await assertFails(offer(db, 'open', bad, { first: true }));
      for (const fields of [
        { briefOwnerUserId: 'brand2' },
        { id: 'other' },
        { timestamp: Timestamp.now() },
        { extra: true },
      ])
        await assertFails(
          offer(db, 'open', bid('inf1'), {
            first: true,
            firstDoc: newBidders('open', [bid('inf1')], fields),
          }),
        );
      await assertSucceeds(
        offer(db, 'open', bid('inf1', 100, { selectedUserId: 'inf1', bidderName: 'Ayşe' }), {
          first: true,
        }),
      );
    });

    it('adding her offer to an existing list is allowed', async () => {
      await seedDocs(env(), { 'bidders/open': storedBidders('open', [bid('inf1')]) });
      await assertSucceeds(offer(as('inf2'), 'open', bid('inf2', 3000)));
    });
  });

  describe('only approved influencers with a photo bid (issue point 2)', () => {
    const withUser = (uid: string, fields: DocumentData) =>
      seedDocs(env(), { [`Users/${uid}`]: { ...seedUsers[uid], ...fields } });
    const photo = 'https://cdn.example.com/profiles/ayse.jpg';

    it('an influencer who is not approved is denied', async () => {
      await withUser('inf1', { isApproved: false, profileImage: photo });
      await assertFails(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
    });

    it('an approved influencer without a profile photo is denied', async () => {
      for (const profileImage of [
        '',
        '   ',
        'https://cdn.example.com/default-avatar.png',
        'https://firebasestorage.googleapis.com/v0/b/x/o/brand-logos%2Fnova.png',
      ]) {
        await withUser('inf1', { isApproved: true, profileImage });
        await assertFails(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
      }
      await withUser('inf1', { isApproved: true, profileImage: photo });
      await assertSucceeds(offer(as('inf1'), 'open', bid('inf1'), { first: true }));
    });

    it('an influencer agency offers only for an approved influencer it manages', async () => {
      const forManaged = bid('agency1', 8000, { selectedUserId: 'managed1' });
      await withUser('managed1', { isApproved: false });
      await assertFails(offer(as('agency1'), 'open', forManaged, { first: true }));
      await withUser('managed1', { isApproved: true });
      // Not its influencer, no influencer named, itself named.
      for (const entry of [
        bid('agency1', 8000, { selectedUserId: 'inf1' }),
        bid('agency1', 8000),
        bid('agency1', 8000, { selectedUserId: 'agency1' }),
        bid('agency1', 8000, { selectedUserId: 'brandNamed1' }),
      ])
        await assertFails(offer(as('agency1'), 'open', entry, { first: true }));
      await assertSucceeds(offer(as('agency1'), 'open', forManaged, { first: true }));
    });

    it('a managed user whose type is not influencer cannot be named', async () => {
      await withUser('managed1', { isApproved: true, type: 'brand' });
      await assertFails(
        offer(as('agency1'), 'open', bid('agency1', 8000, { selectedUserId: 'managed1' }), {
          first: true,
        }),
      );
    });
  });

  describe('offers carry the app’s numbers (issue point 3)', () => {
    it('influencerEarnings other than the share of the price is denied', async () => {
      const db = as('inf1');
      for (const earnings of [0, 5000, 4001, 3999, 4000.5])
        await assertFails(
          offer(db, 'open', bid('inf1', 5000, { influencerEarnings: earnings }), { first: true }),
        );
      await assertSucceeds(offer(db, 'open', bid('inf1', 5000), { first: true }));
    });

    it('a decimal price takes the rounded share', async () => {
      await assertFails(
        offer(as('inf1'), 'open', bid('inf1', 1234.5, { influencerEarnings: 987.6 }), {
          first: true,
        }),
      );
      await assertSucceeds(offer(as('inf1'), 'open', bid('inf1', 1234.5), { first: true }));
    });

    it('a price outside the spec’s limits is denied', async () => {
      const db = as('inf1');
      for (const price of [0, -100, 10_000_001, 99_999_999])
        await assertFails(offer(db, 'open', bid('inf1', price), { first: true }));
      await assertSucceeds(offer(db, 'open', bid('inf1', 10_000_000), { first: true }));
    });

    it('a barter brief takes an interest at price 0 only', async () => {
      await setBrief('open', { paymentType: 'product', budget: 0 });
      await assertFails(offer(as('inf1'), 'open', bid('inf1', 500), { first: true }));
      await assertSucceeds(offer(as('inf1'), 'open', bid('inf1', 0), { first: true }));
    });

    it('once accepted she cannot change her offer (before, she may)', async () => {
      const change = (db: Firestore, uid: string, from: DocumentData, to: DocumentData) => {
        const batch = writeBatch(db);
        batch.update(bidders(db, 'accepted'), {
          bidders: seededOrder(from, to),
          lastUpdated: serverTimestamp(),
        });
        batch.set(copyOf(db, 'accepted', uid), newOffer('accepted', to));
        return batch.commit();
      };
      const seededOrder = (from: DocumentData, to: DocumentData) =>
        [inf1Bid, inf2Bid].map((entry) => (entry === from ? to : entry));
      // inf1 is accepted on 'accepted'.
      await assertFails(change(as('inf1'), 'inf1', inf1Bid, bid('inf1', 90_000)));
      await setBrief('accepted', { acceptedUsers: [], completedUsers: ['inf1'] });
      await assertFails(change(as('inf1'), 'inf1', inf1Bid, bid('inf1', 90_000)));
      // inf2 is not accepted: she may change hers.
      await assertSucceeds(change(as('inf2'), 'inf2', inf2Bid, bid('inf2', 4500)));
    });

    it('rewriting her copy alone after acceptance is denied', async () => {
      await assertFails(
        setDoc(copyOf(as('inf1'), 'accepted', 'inf1'), newOffer('accepted', bid('inf1', 1))),
      );
    });
  });

  describe('withdrawing', () => {
    it('her own entry with her copy and her ids is allowed', async () => {
      await assertSucceeds(withdraw(as('inf2'), 'accepted', 'inf2', [inf2Bid]));
    });

    it('after acceptance, the entry as accepting marked it is allowed', async () => {
      await seedDocs(env(), {
        'bidders/accepted': storedBidders('accepted', [
          { ...inf1Bid, selectedUserId: 'inf1' },
          inf2Bid,
        ]),
      });
      await assertSucceeds(
        withdraw(as('inf1'), 'accepted', 'inf1', [inf1Bid, { ...inf1Bid, selectedUserId: 'inf1' }]),
      );
    });

    it('someone else’s entry, or keeping her copy, or keeping her bidderIds entry is denied', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'accepted', { bidders: arrayRemove(inf2Bid) }));
      await assertFails(update(db, 'accepted', { bidders: arrayRemove(inf1Bid) }));
      await assertFails(deleteDoc(copyOf(db, 'accepted', 'inf1')));
      await assertFails(deleteDoc(copyOf(db, 'accepted', 'inf2')));
      await assertFails(
        updateDoc(doc(db, 'briefs', 'accepted'), { bidderIds: arrayRemove('inf1') }),
      );
    });

    it('on a completed or unverified brief it is denied', async () => {
      await assertFails(withdraw(as('inf1'), 'completed', 'inf1', [bid('inf1', 6000)]));
      await setBrief('accepted', { isVerified: false });
      await assertFails(withdraw(as('inf2'), 'accepted', 'inf2', [inf2Bid]));
    });

    it('other fields are denied (the owner may change the title)', async () => {
      await assertFails(update(as('inf1'), 'accepted', { title: 'Başka' }));
      await assertSucceeds(update(as('brand1'), 'accepted', { title: 'Başka' }));
    });
  });

  describe('brand owner', () => {
    it('list: constrained to her own uid is allowed; unconstrained, another’s or signed out denied', async () => {
      await assertSucceeds(ofOwner(as('brand1'), 'brand1'));
      await assertFails(getDocs(collection(as('brand1'), 'bidders')));
      await assertFails(ofOwner(as('brand2'), 'brand1'));
      await assertFails(ofOwner(as('inf1'), 'brand1'));
      await assertFails(ofOwner(signedOut(), 'brand1'));
    });

    it('create: for her own brief is allowed, for another brand’s denied', async () => {
      await assertFails(setDoc(bidders(as('brand2'), 'open'), newBidders('open', [])));
      await assertSucceeds(setDoc(bidders(as('brand1'), 'open'), newBidders('open', [])));
    });

    it('update: marking one entry selected (and unmarking it) is allowed', async () => {
      const selected = { ...inf2Bid, selectedUserId: 'inf2' };
      await assertSucceeds(update(as('brand1'), 'accepted', { bidders: [inf1Bid, selected] }));
      await seedDocs(env(), { 'bidders/accepted': storedBidders('accepted', [inf1Bid, selected]) });
      await assertSucceeds(update(as('brand1'), 'accepted', { bidders: [inf1Bid, inf2Bid] }));
    });

    it('update: changing a price, dropping or adding an entry, or selecting someone else is denied', async () => {
      const db = as('brand1');
      for (const list of [
        [inf1Bid, bid('inf2', 1)],
        [inf1Bid],
        [],
        [inf1Bid, inf2Bid, bid('inf3', 10)],
        [inf1Bid, { ...inf2Bid, selectedUserId: 'inf1' }],
        [
          { ...inf1Bid, selectedUserId: 'inf1' },
          { ...inf2Bid, selectedUserId: 'inf2' },
        ],
      ])
        await assertFails(update(db, 'accepted', { bidders: list }));
      await assertFails(update(as('brand2'), 'accepted', { bidders: [inf1Bid, inf2Bid] }));
    });

    it('update: the owner or id fields are denied (an admin may fix the owner)', async () => {
      await assertFails(update(as('brand1'), 'accepted', { briefOwnerUserId: 'brand2' }));
      await assertFails(update(as('brand1'), 'accepted', { id: 'x' }));
      await assertSucceeds(update(as('admin1'), 'accepted', { briefOwnerUserId: 'brand2' }));
    });

    it('copies: writing or deleting a bidder’s copy is denied', async () => {
      await assertFails(
        setDoc(copyOf(as('brand1'), 'accepted', 'inf2'), newOffer('accepted', bid('inf2', 1))),
      );
      await assertFails(deleteDoc(copyOf(as('brand1'), 'accepted', 'inf2')));
    });
  });

  describe('delete', () => {
    it('the list: only admins', async () => {
      for (const uid of ['inf1', 'brand1', 'brand2', 'agency1'])
        await assertFails(deleteDoc(bidders(as(uid), 'accepted')));
      await assertFails(deleteDoc(bidders(signedOut(), 'accepted')));
      await assertSucceeds(deleteDoc(bidders(as('admin1'), 'accepted')));
    });

    it('a copy: an admin may', async () => {
      await assertSucceeds(deleteDoc(copyOf(as('admin1'), 'accepted', 'inf2')));
    });
  });

  describe('admin', () => {
    it('get and list: allowed', async () => {
      await assertSucceeds(getDoc(bidders(as('admin1'), 'accepted')));
      await assertSucceeds(getDocs(collection(as('admin1'), 'bidders')));
    });

    it('create: for any brief is allowed', async () => {
      await assertSucceeds(
        setDoc(bidders(as('admin1'), 'open'), newBidders('open', [bid('inf1'), bid('inf2')])),
      );
    });

    it('update: anything but the id', async () => {
      await assertSucceeds(update(as('admin1'), 'accepted', { bidders: [], title: 'Düzeltildi' }));
      await assertFails(update(as('admin1'), 'accepted', { id: 'other' }));
    });
  });
});
