import assert from 'node:assert/strict';
import {
  arrayRemove,
  arrayUnion,
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
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import {
  approveBidders,
  bid,
  newBrief,
  seedBriefs,
  seedCast,
  seedDocs,
  seededBriefs,
  sendOfferBatch,
  storedOffer,
  withdrawBatch,
} from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';
import { demoAccount } from '../../scripts/seed/accounts';
import { offerCopyDocs } from '../../scripts/seed/bidders';
import { benchBriefId, buildBenchBrief } from '../../scripts/seed/briefs';
import { buildDemoDataset, demoDatasetDocs } from '../../scripts/seed/demoDataset';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// briefs/{briefId} (spec sections 3, 4, 6; docs/briefs-model.md). Each denial is paired with
// the same operation by a party that may do it, so it cannot pass for the wrong reason.
describe('briefs rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await approveBidders(env());
  });
  // An offer as the app sends it (the list, the sealed copy, bidderIds); agencies offer for
  // their approved managed1. No brief has a bidders document in these tests.
  const offer = (db: Firestore, briefId: string, uid: string, brief?: DocumentData) =>
    sendOfferBatch(
      db,
      briefId,
      bid(uid, 5000, uid.startsWith('agency') ? { selectedUserId: 'managed1' } : {}),
      { first: true, brief },
    );

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const brief = (db: Firestore, id: string) => doc(db, 'briefs', id);
  const update = (db: Firestore, id: string, data: DocumentData) => updateDoc(brief(db, id), data);
  const create = (db: Firestore, id: string, data: DocumentData) => setDoc(brief(db, id), data);
  const list = (db: Firestore, ...constraints: QueryConstraint[]) =>
    getDocs(
      query(collection(db, 'briefs'), ...constraints, orderBy('timestamp', 'desc'), limit(20)),
    );
  // The filters every non-admin browse query needs (rules are not filters).
  const visible = [
    where('isVerified', '==', true),
    where('shouldHideBrief', '==', false),
    where('visibility', '==', 'brand'),
  ];
  const setBrief = (id: string, fields: DocumentData) =>
    seedDocs(env(), { [`briefs/${id}`]: { ...seededBriefs[id], ...fields } });

  describe('signed out', () => {
    it('get: a verified brief is denied (a signed-in user may)', async () => {
      await assertFails(getDoc(brief(signedOut(), 'open')));
      await assertSucceeds(getDoc(brief(as('inf1'), 'open')));
    });

    it('list: the public query is denied (a signed-in user may run it)', async () => {
      await assertFails(list(signedOut(), ...visible));
      await assertSucceeds(list(as('inf1'), ...visible));
    });

    it('create: denied (the brand may write the same brief)', async () => {
      await assertFails(create(signedOut(), 'b1', newBrief('b1')));
      await assertSucceeds(create(as('brand1'), 'b1', newBrief('b1')));
    });

    it('update: denied (the owner may)', async () => {
      await assertFails(update(signedOut(), 'open', { title: 'Yeni başlık' }));
      await assertSucceeds(update(as('brand1'), 'open', { title: 'Yeni başlık' }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brief(signedOut(), 'open')));
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'open')));
    });
  });

  describe('influencer', () => {
    it('get: verified briefs allowed, open or completed', async () => {
      await assertSucceeds(getDoc(brief(as('inf1'), 'open')));
      await assertSucceeds(getDoc(brief(as('inf1'), 'completed')));
    });

    it('get: an unverified or a hidden brief is denied (its owner may)', async () => {
      await assertFails(getDoc(brief(as('inf1'), 'pending')));
      await assertFails(getDoc(brief(as('inf1'), 'hidden')));
      await assertSucceeds(getDoc(brief(as('brand1'), 'pending')));
      await assertSucceeds(getDoc(brief(as('brand1'), 'hidden')));
    });

    it('get: a hidden brief she is accepted on is allowed, not to a mere bidder', async () => {
      await setBrief('accepted', { shouldHideBrief: true });
      await assertSucceeds(getDoc(brief(as('inf1'), 'accepted')));
      await assertFails(getDoc(brief(as('inf2'), 'accepted')));
    });

    it('get: an unverified brief listing her in completedUsers is allowed', async () => {
      await setBrief('pending', { completedUsers: ['inf1'] });
      await assertSucceeds(getDoc(brief(as('inf1'), 'pending')));
      await assertFails(getDoc(brief(as('inf2'), 'pending')));
    });

    it('list: verified and not hidden, optionally open and by payment type, is allowed', async () => {
      const db = as('inf1');
      await assertSucceeds(list(db, ...visible));
      // The app's open list (src/features/briefs/model/tabs.ts, scope 'open').
      await assertSucceeds(
        list(
          db,
          ...visible,
          where('isCompleted', '==', false),
          where('paymentType', 'in', ['money', 'both']),
        ),
      );
    });

    it('list: without the isVerified or shouldHideBrief filter is denied (an admin may)', async () => {
      const db = as('inf1');
      await assertFails(list(db));
      await assertFails(list(db, where('isVerified', '==', true)));
      await assertFails(list(db, where('shouldHideBrief', '==', false)));
      await assertFails(list(db, where('isCompleted', '==', false)));
      // Without visibility == 'brand' a private brief could be among them.
      await assertFails(
        list(db, where('isVerified', '==', true), where('shouldHideBrief', '==', false)),
      );
      await assertSucceeds(list(as('admin1')));
    });

    it('list: her accepted and completed tabs (array-contains her uid) are allowed', async () => {
      const db = as('inf1');
      await assertSucceeds(list(db, where('acceptedUsers', 'array-contains', 'inf1')));
      await assertSucceeds(list(db, where('completedUsers', 'array-contains', 'inf1')));
    });

    it('list: another user’s accepted tab is denied (that user may)', async () => {
      await assertFails(list(as('inf2'), where('acceptedUsers', 'array-contains', 'inf1')));
      await assertSucceeds(list(as('inf1'), where('acceptedUsers', 'array-contains', 'inf1')));
    });

    it('list: by bidderIds needs the visibility filters too', async () => {
      const mine = where('bidderIds', 'array-contains', 'inf1');
      await assertFails(list(as('inf1'), mine));
      await assertSucceeds(list(as('inf1'), mine, ...visible));
    });

    it('create: denied, influencers do not publish briefs (a brand may)', async () => {
      await assertFails(create(as('inf1'), 'b1', newBrief('b1', 'inf1')));
      await assertSucceeds(create(as('brand1'), 'b1', newBrief('b1')));
    });

    it('update: offering adds her own uid to bidderIds with her offer (allowed), alone denied', async () => {
      await assertFails(update(as('inf1'), 'open', { bidderIds: arrayUnion('inf1') }));
      await assertSucceeds(offer(as('inf1'), 'open', 'inf1'));
    });

    it('update: adding someone else’s uid to bidderIds is denied (that user may)', async () => {
      await assertFails(update(as('inf1'), 'open', { bidderIds: arrayUnion('inf2') }));
      await assertFails(update(as('inf1'), 'open', { bidderIds: ['inf1', 'inf2'] }));
      await assertSucceeds(offer(as('inf2'), 'open', 'inf2'));
    });

    it('update: withdrawing removes her own uid with her offer (allowed), not another’s (denied)', async () => {
      await assertFails(update(as('inf2'), 'accepted', { bidderIds: arrayRemove('inf1') }));
      await assertFails(update(as('inf2'), 'accepted', { bidderIds: ['inf2'] }));
      // Leaving bidderIds while keeping her offer.
      await assertFails(update(as('inf2'), 'accepted', { bidderIds: arrayRemove('inf2') }));
      await assertSucceeds(withdrawBatch(as('inf2'), 'accepted', 'inf2', null));
    });

    it('update: offering on an unverified or a completed brief is denied', async () => {
      await assertFails(offer(as('inf1'), 'pending', 'inf1'));
      await assertFails(offer(as('inf2'), 'completed', 'inf2'));
      await assertFails(withdrawBatch(as('inf1'), 'completed', 'inf1', null));
      await assertSucceeds(offer(as('inf1'), 'open', 'inf1'));
    });

    it('update: accepting herself (joining acceptedUsers) is denied (the owner may accept her)', async () => {
      await assertFails(update(as('inf2'), 'accepted', { acceptedUsers: arrayUnion('inf2') }));
      await assertFails(
        update(as('inf2'), 'accepted', {
          bidderIds: arrayRemove('inf2'),
          acceptedUsers: arrayUnion('inf2'),
        }),
      );
      await assertSucceeds(update(as('brand1'), 'accepted', { acceptedUsers: arrayUnion('inf2') }));
    });

    it('update: cancelling her own acceptance (bidderIds and acceptedUsers) is allowed', async () => {
      await assertSucceeds(withdrawBatch(as('inf1'), 'accepted', 'inf1', null));
    });

    it('update: removing another user from acceptedUsers is denied (the owner may)', async () => {
      await assertFails(update(as('inf2'), 'accepted', { acceptedUsers: arrayRemove('inf1') }));
      await assertSucceeds(
        update(as('brand1'), 'accepted', { acceptedUsers: arrayRemove('inf1') }),
      );
    });

    it('update: content, approval, completion or hiding is denied (owner or admin may)', async () => {
      const db = as('inf1');
      await assertFails(update(db, 'open', { title: 'Benim başlığım' }));
      await assertFails(update(db, 'open', { isVerified: false }));
      await assertFails(update(db, 'open', { isCompleted: true, completedAt: serverTimestamp() }));
      await assertFails(update(db, 'open', { shouldHideBrief: true }));
      await assertFails(
        update(db, 'open', { bidderIds: arrayUnion('inf1'), declinedUser: arrayUnion('inf2') }),
      );
      await assertSucceeds(update(as('brand1'), 'open', { title: 'Benim başlığım' }));
      await assertSucceeds(update(as('admin1'), 'open', { shouldHideBrief: true }));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brief(as('inf1'), 'open')));
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'open')));
    });
  });

  describe('other influencer', () => {
    it('get: an unverified brief of a brand is denied (its owner may)', async () => {
      await assertFails(getDoc(brief(as('inf2'), 'pending')));
      await assertSucceeds(getDoc(brief(as('brand1'), 'pending')));
    });

    it('list: the owner’s query (briefOwnerUserId == brand1) is denied to her', async () => {
      const ownerQuery = where('briefOwnerUserId', '==', 'brand1');
      await assertFails(list(as('inf2'), ownerQuery));
      await assertSucceeds(list(as('brand1'), ownerQuery));
    });

    it('create: a brief in a brand’s name is denied (the brand may)', async () => {
      await assertFails(create(as('inf2'), 'b1', newBrief('b1')));
      await assertSucceeds(create(as('brand1'), 'b1', newBrief('b1')));
    });

    it('update: cancelling someone else’s acceptance is denied (she may herself)', async () => {
      const cancel = { bidderIds: arrayRemove('inf1'), acceptedUsers: arrayRemove('inf1') };
      await assertFails(update(as('inf2'), 'accepted', cancel));
      await assertSucceeds(withdrawBatch(as('inf1'), 'accepted', 'inf1', null));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brief(as('inf2'), 'accepted')));
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'accepted')));
    });
  });

  describe('brand owner', () => {
    it('get: her own brief in every state is allowed', async () => {
      const db = as('brand1');
      for (const id of ['open', 'pending', 'completed', 'hidden', 'accepted'])
        await assertSucceeds(getDoc(brief(db, id)));
    });

    it('list: her own briefs by briefOwnerUserId or briefSenderId, any state, allowed', async () => {
      const db = as('brand1');
      await assertSucceeds(list(db, where('briefOwnerUserId', '==', 'brand1')));
      await assertSucceeds(
        list(db, where('briefSenderId', '==', 'brand1'), where('isVerified', '==', false)),
      );
      await assertSucceeds(
        list(
          db,
          where('briefOwnerUserId', '==', 'brand1'),
          where('isVerified', '==', true),
          where('isCompleted', '==', true),
        ),
      );
    });

    it('list: another owner’s briefs in any state are denied (that owner may)', async () => {
      await assertFails(list(as('brand1'), where('briefOwnerUserId', '==', 'brand2')));
      await assertSucceeds(list(as('brand2'), where('briefOwnerUserId', '==', 'brand2')));
    });

    it('create: an unverified brief in her own name is allowed, also with optional fields', async () => {
      await assertSucceeds(create(as('brand1'), 'b1', newBrief('b1')));
      await assertSucceeds(
        create(
          as('brand1'),
          'b2',
          newBrief('b2', 'brand1', {
            paymentType: 'product',
            budget: 0,
            products: [{ name: 'Krem', price: 850 }],
            projectScope: '2 paylaşım',
            collaborationStartDate: Timestamp.fromMillis(Date.UTC(2024, 5, 1)),
            instagramDetails: { storyCount: 2 },
            targetedInfluencerTypes: ['nano'],
            targetedAgencies: ['agency1'],
          }),
        ),
      );
    });

    it('create: a brief with every key of the contract is allowed (the rules stay in budget)', async () => {
      const stamp = Timestamp.fromMillis(Date.UTC(2024, 5, 1));
      const full = newBrief('full', 'brand1', {
        imitatorAgencyName: 'Reklam Ajansı',
        imitatorAgencyImageUrl: 'https://example.com/a.png',
        targetedCategories: Array.from({ length: 17 }, (_, i) => i),
        targetedGenders: ['female', 'male'],
        targetMaleInfluencers: true,
        images: ['https://example.com/1.png', 'https://example.com/2.png'],
        paymentType: 'both',
        briefPlatforms: ['instagram', 'tiktok', 'youtube'],
        adDisclosure: { instagram: 'platformLabel', tiktok: 'isbirligi', youtube: 'reklam' },
        selectedBriefPlatforms: ['instagram'],
        contentTypes: ['story', 'post', 'reel', 'video'],
        products: [{ name: 'Krem', price: 850 }],
        urlLinks: ['https://example.com'],
        collaborationStartDate: stamp,
        collaborationEndDate: stamp,
        projectScope: '2 paylaşım',
        musicRequirement: 'Kampanya şarkısı',
        taggedAccountInfo: '@nova',
        storyRedirectLink: 'https://example.com/magaza',
        instagramDetails: { storyCount: 2 },
        tiktokDetails: { videoCount: 1 },
        youtubeDetails: { videoCount: 1 },
        targetedAgencies: ['agency1'],
        targetedInfluencerTypes: ['nano', 'micro'],
      });
      await assertSucceeds(create(as('brand1'), 'full', full));
      // inf1 offers on it (the owner accepts only a bidder with an offer).
      await env().withSecurityRulesDisabled((context) =>
        updateDoc(doc(context.firestore(), 'briefs', 'full'), { bidderIds: ['inf1'] }),
      );
      await seedDocs(env(), { 'bidders/full/offers/inf1': storedOffer('full', bid('inf1')) });
      await assertSucceeds(
        update(as('brand1'), 'full', { title: 'Tam brief', acceptedUsers: ['inf1'] }),
      );
      await assertSucceeds(
        update(as('admin1'), 'full', { isVerified: true, verifiedAt: serverTimestamp() }),
      );
    });

    it('create: verified, completed or hidden is denied (unverified allowed)', async () => {
      const db = as('brand1');
      const stamp = serverTimestamp();
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { isVerified: true })));
      await assertFails(
        create(db, 'b1', newBrief('b1', 'brand1', { isVerified: true, verifiedAt: stamp })),
      );
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { isCompleted: true })));
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { shouldHideBrief: true })));
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { verifiedAt: stamp })));
      await assertSucceeds(create(db, 'b1', newBrief('b1')));
    });

    it('create: with bidders, accepted, completed or declined users is denied', async () => {
      const db = as('brand1');
      for (const key of ['bidderIds', 'acceptedUsers', 'completedUsers', 'declinedUser'])
        await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { [key]: ['inf1'] })));
      await assertSucceeds(create(db, 'b1', newBrief('b1')));
    });

    it('create: another owner, a different sender or a mismatched id is denied', async () => {
      const db = as('brand1');
      await assertFails(create(db, 'b1', newBrief('b1', 'brand2')));
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { briefSenderId: 'brand2' })));
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { id: 'b9' })));
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { briefOwnerType: 'admin' })));
      await assertSucceeds(create(db, 'b1', newBrief('b1')));
    });

    it('create: a client timestamp or a missing required field is denied', async () => {
      const db = as('brand1');
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { timestamp: Timestamp.now() })));
      for (const key of ['budget', 'declinedUser', 'title', 'paymentType', 'visibility']) {
        const missing: DocumentData = newBrief('b1');
        delete missing[key];
        await assertFails(create(db, 'b1', missing));
      }
      await assertSucceeds(create(db, 'b1', newBrief('b1')));
    });

    it('create: wrong values, sizes or an unknown key are denied', async () => {
      const db = as('brand1');
      for (const bad of [
        { title: '' },
        { title: 'a'.repeat(121) },
        { description: 'a'.repeat(5001) },
        { targetedCategories: Array.from({ length: 18 }, (_, i) => i % 17) },
        { budget: -1 },
        { budget: '7500' },
        { paymentType: 'cash' },
        { visibility: 'public' },
        { targetedMinimumAge: 12 },
        { targetedMinimumAge: 40, targetedMaximumAge: 30 },
        { projectScope: '   ' },
        { maturityTime: -5 },
        { favouriteColour: 'red' },
      ]) {
        await assertFails(create(db, 'b1', newBrief('b1', 'brand1', bad)));
      }
      await assertSucceeds(
        create(
          db,
          'b1',
          newBrief('b1', 'brand1', {
            title: 'a'.repeat(120),
            description: 'a'.repeat(5000),
            targetedCategories: Array.from({ length: 17 }, (_, i) => i),
          }),
        ),
      );
    });

    it('update: content fields are allowed, an optional text may be removed', async () => {
      await assertSucceeds(
        update(as('brand1'), 'open', {
          title: 'Yaz Cilt Bakım Serisi',
          description: 'Güncellenmiş açıklama',
          budget: 9000,
          targetedCategories: [1, 2],
          briefPlatforms: ['instagram', 'tiktok'],
          adDisclosure: { instagram: 'reklam', tiktok: 'platformLabel' },
          collaborationEndDate: Timestamp.fromMillis(Date.UTC(2024, 6, 1)),
          targetedAgencies: ['agency1'],
          maturityTime: 45,
          projectScope: deleteField(),
        }),
      );
    });

    it('update: accepting, declining and completing users is allowed', async () => {
      const db = as('brand1');
      await assertSucceeds(update(db, 'accepted', { acceptedUsers: arrayUnion('inf2') }));
      await assertSucceeds(update(db, 'accepted', { declinedUser: arrayUnion('inf2') }));
      await assertSucceeds(update(db, 'accepted', { completedUsers: arrayUnion('inf1') }));
    });

    it('update: verifying her own brief is denied (an admin may)', async () => {
      const approve = { isVerified: true, verifiedAt: serverTimestamp() };
      await assertFails(update(as('brand1'), 'pending', approve));
      await assertSucceeds(update(as('admin1'), 'pending', approve));
    });

    it('update: completing her own brief is denied (an admin may)', async () => {
      const complete = { isCompleted: true, completedAt: serverTimestamp() };
      await assertFails(update(as('brand1'), 'open', complete));
      await assertSucceeds(update(as('admin1'), 'open', complete));
    });

    it('update: ownership, timestamps, bidders or hiding are denied to her', async () => {
      const db = as('brand1');
      await assertFails(update(db, 'open', { briefOwnerUserId: 'brand2' }));
      await assertFails(update(db, 'open', { briefSenderId: 'brand2' }));
      await assertFails(update(db, 'open', { timestamp: serverTimestamp() }));
      await assertFails(update(db, 'completed', { completedAt: null }));
      await assertFails(update(db, 'open', { verifiedAt: serverTimestamp() }));
      await assertFails(update(db, 'open', { bidderIds: ['inf1'] }));
      await assertFails(update(db, 'open', { shouldHideBrief: true }));
      await assertFails(update(db, 'open', { visibility: 'influencer' }));
      await assertSucceeds(update(db, 'open', { maturityTime: 60 }));
    });

    it('update: invalid content is denied', async () => {
      const db = as('brand1');
      await assertFails(update(db, 'open', { title: '' }));
      await assertFails(update(db, 'open', { budget: -100 }));
      await assertFails(update(db, 'open', { paymentType: 'cash' }));
      await assertFails(update(db, 'open', { title: deleteField() }));
      await assertSucceeds(update(db, 'open', { title: 'Geçerli başlık', budget: 0 }));
    });

    it('delete: her own brief is denied (an admin may)', async () => {
      await assertFails(deleteDoc(brief(as('brand1'), 'pending')));
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'pending')));
    });
  });

  describe('other brand', () => {
    it('get: another brand’s unverified brief is denied, its verified one allowed', async () => {
      await assertFails(getDoc(brief(as('brand2'), 'pending')));
      await assertSucceeds(getDoc(brief(as('brand2'), 'open')));
    });

    it('list: the public query is allowed, another owner’s pending query denied', async () => {
      await assertSucceeds(list(as('brand2'), ...visible));
      const pending = [where('briefSenderId', '==', 'brand1'), where('isVerified', '==', false)];
      await assertFails(list(as('brand2'), ...pending));
      await assertSucceeds(list(as('brand1'), ...pending));
    });

    it('create: a brief in her own name is allowed, in another brand’s denied', async () => {
      await assertSucceeds(create(as('brand2'), 'b1', newBrief('b1', 'brand2')));
      await assertFails(create(as('brand2'), 'b2', newBrief('b2', 'brand1')));
    });

    it('update: editing another brand’s brief is denied (its owner may)', async () => {
      await assertFails(update(as('brand2'), 'open', { title: 'Ele geçirildi' }));
      await assertFails(update(as('brand2'), 'accepted', { acceptedUsers: [] }));
      await assertSucceeds(update(as('brand1'), 'open', { title: 'Ele geçirildi' }));
    });

    it('update: a brand cannot offer (bidderIds) on a brief (an influencer may)', async () => {
      await assertFails(update(as('brand2'), 'open', { bidderIds: arrayUnion('brand2') }));
      await assertFails(offer(as('brand2'), 'open', 'brand2'));
      await assertSucceeds(offer(as('inf1'), 'open', 'inf1'));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brief(as('brand2'), 'open')));
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'open')));
    });
  });

  describe('agency', () => {
    it('get: a hidden brief that targets it is allowed, not another agency', async () => {
      await assertSucceeds(getDoc(brief(as('agency1'), 'hidden')));
      await assertFails(getDoc(brief(as('ad1'), 'hidden')));
    });

    it('get: being listed in targetedAgencies is not enough for a non-agency', async () => {
      await setBrief('hidden', { targetedAgencies: ['agency1', 'inf2'] });
      await assertFails(getDoc(brief(as('inf2'), 'hidden')));
      await assertSucceeds(getDoc(brief(as('agency1'), 'hidden')));
    });

    it('list: targetedAgencies array-contains its uid is allowed, another’s denied', async () => {
      const targeting = (uid: string) => where('targetedAgencies', 'array-contains', uid);
      await assertSucceeds(list(as('agency1'), targeting('agency1')));
      await assertFails(list(as('ad1'), targeting('agency1')));
    });

    it('create: an agency publishes in its own name and type (allowed), not another type', async () => {
      const own = newBrief('b1', 'agency1', { briefOwnerType: 'influencerAgency' });
      await assertSucceeds(create(as('agency1'), 'b1', own));
      await assertFails(
        create(as('agency1'), 'b2', newBrief('b2', 'agency1', { briefOwnerType: 'brand' })),
      );
      await assertSucceeds(
        create(
          as('ad1'),
          'b3',
          newBrief('b3', 'ad1', {
            briefOwnerType: 'advertisementAgency',
            imitatorAgencyName: 'Reklam Ajansı',
          }),
        ),
      );
    });

    it('update: an influencer agency offers with its own uid; an advertisement agency cannot', async () => {
      await assertSucceeds(offer(as('agency1'), 'open', 'agency1'));
      await assertFails(offer(as('ad1'), 'open', 'ad1'));
    });

    it('update: an agency cannot offer on its own brief', async () => {
      const own = { ...seededBriefs.open, id: 'own', briefOwnerUserId: 'agency1' };
      await seedDocs(env(), { 'briefs/own': own });
      await assertFails(offer(as('agency1'), 'own', 'agency1', own));
      await assertSucceeds(offer(as('inf1'), 'own', 'inf1', own));
    });

    it('delete: denied (an admin may)', async () => {
      await assertFails(deleteDoc(brief(as('agency1'), 'hidden')));
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'hidden')));
    });
  });

  describe('admin', () => {
    it('get: any brief, pending or hidden, is allowed', async () => {
      await assertSucceeds(getDoc(brief(as('admin1'), 'pending')));
      await assertSucceeds(getDoc(brief(as('admin1'), 'hidden')));
    });

    it('list: the admin tabs (unverified, verified, completed) and no filter are allowed', async () => {
      const db = as('admin1');
      await assertSucceeds(list(db));
      await assertSucceeds(list(db, where('isVerified', '==', false)));
      await assertSucceeds(
        list(db, where('isVerified', '==', true), where('isCompleted', '==', true)),
      );
    });

    it('create: for a user (acting as), even verified, is allowed', async () => {
      await assertSucceeds(create(as('admin1'), 'b1', newBrief('b1', 'brand1')));
      await assertSucceeds(
        create(
          as('admin1'),
          'b2',
          newBrief('b2', 'brand2', { isVerified: true, verifiedAt: serverTimestamp() }),
        ),
      );
    });

    it('create: verified without verifiedAt, or completed, is denied', async () => {
      const db = as('admin1');
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { isVerified: true })));
      await assertFails(create(db, 'b1', newBrief('b1', 'brand1', { isCompleted: true })));
      await assertSucceeds(create(db, 'b1', newBrief('b1', 'brand1')));
    });

    it('update: approving sets isVerified with verifiedAt (without it denied)', async () => {
      const db = as('admin1');
      await assertFails(update(db, 'pending', { isVerified: true }));
      await assertSucceeds(
        update(db, 'pending', { isVerified: true, verifiedAt: serverTimestamp() }),
      );
    });

    it('update: completing needs a verified brief and completedAt', async () => {
      const db = as('admin1');
      await assertFails(
        update(db, 'pending', { isCompleted: true, completedAt: serverTimestamp() }),
      );
      await assertFails(update(db, 'open', { isCompleted: true }));
      await assertSucceeds(
        update(db, 'open', { isCompleted: true, completedAt: serverTimestamp() }),
      );
    });

    it('update: hiding, editing and the lists are allowed; the id is not', async () => {
      const db = as('admin1');
      await assertSucceeds(
        update(db, 'open', { shouldHideBrief: true, title: 'Admin düzeltmesi', bidderIds: [] }),
      );
      await assertFails(update(db, 'open', { id: 'other-id' }));
      await assertFails(update(db, 'open', { title: 'a'.repeat(121) }));
    });

    it('delete: allowed', async () => {
      await assertSucceeds(deleteDoc(brief(as('admin1'), 'completed')));
    });
  });
  // The seed writes with the Admin SDK (no rules); its documents must still be readable and
  // editable through these rules by the app (docs/briefs-model.md).
  describe('seed dataset (scripts/seed)', () => {
    const dataset = buildDemoDataset();
    const brand = demoAccount('brand').uid;
    const adAgency = demoAccount('advertisementAgency').uid;
    const influencer = demoAccount('influencer').uid;
    const pending = demoAccount('pendingInfluencer').uid;
    const admin = demoAccount('admin').uid;
    const { scenario } = dataset;
    const toClient = (value: unknown): unknown => {
      if (value instanceof Date) return Timestamp.fromDate(value);
      if (Array.isArray(value)) return value.map(toClient);
      if (value !== null && typeof value === 'object')
        return Object.fromEntries(
          Object.entries(value)
            .filter(([, inner]) => inner !== undefined)
            .map(([key, inner]) => [key, toClient(inner)]),
        );
      return value;
    };
    beforeEach(async () => {
      const docs = Object.fromEntries(
        demoDatasetDocs(dataset).map(({ path, data }) => [path, toClient(data) as DocumentData]),
      );
      docs[`briefs/${benchBriefId(1)}`] = toClient(buildBenchBrief(1)) as DocumentData;
      await seedDocs(env(), docs);
    });

    it('every demo brief can be edited by its owner and read by the admin', async () => {
      for (const seeded of dataset.briefs) {
        const owner = seeded.briefOwnerUserId;
        await assertSucceeds(update(as(owner), seeded.id, { title: `${seeded.title}.` }));
        await assertSucceeds(getDoc(brief(as(admin), seeded.id)));
      }
      await assertSucceeds(update(as(brand), benchBriefId(1), { maturityTime: 45 }));
      await assertFails(update(as(adAgency), benchBriefId(1), { maturityTime: 45 }));
    });

    it('the influencer lists, reads, bids and cancels on seeded briefs', async () => {
      const db = as(influencer);
      await assertSucceeds(list(db, ...visible, where('isCompleted', '==', false)));
      await assertSucceeds(list(db, where('acceptedUsers', 'array-contains', influencer)));
      await assertSucceeds(getDoc(brief(db, scenario.acceptedBriefId)));
      // Her own sealed offer, not the list of everyone's (docs/decisions.md "Sealed offers").
      await assertFails(getDoc(doc(db, 'bidders', scenario.offeredBriefIds[0])));
      await assertSucceeds(
        getDoc(doc(db, 'bidders', scenario.offeredBriefIds[0], 'offers', influencer)),
      );
      const fresh = dataset.briefs.find(
        (b) => b.isVerified && !b.isCompleted && !b.bidderIds.includes(influencer),
      );
      if (!fresh) throw new Error('the demo data has no open brief without her offer');
      const price = fresh.paymentType === 'product' ? 0 : 5000;
      await assertSucceeds(
        sendOfferBatch(db, fresh.id, bid(influencer, price), {
          first: !dataset.biddersDocs.some((d) => d.id === fresh.id),
          brief: fresh,
        }),
      );
      // Her entry as her seeded copy holds it, and as accepting marked it.
      const copy = offerCopyDocs(dataset.biddersDocs).find(
        (d) => d.path === `bidders/${scenario.acceptedBriefId}/offers/${influencer}`,
      );
      assert.ok(copy, 'the seed wrote her copy');
      const sent = copy.data.bid as DocumentData;
      const withdraw = () =>
        withdrawBatch(db, scenario.acceptedBriefId, influencer, [
          sent,
          { ...sent, selectedUserId: influencer },
        ]);
      // The seed paid this collaboration and the money is held: she stays until it is refunded.
      const payment = `CollaborationPayments/${scenario.acceptedBriefId}_${influencer}`;
      assert.equal(demoDatasetDocs(dataset).find((d) => d.path === payment)?.data.state, 'held');
      await assertFails(withdraw());
      await seedDocs(env(), { [payment]: { state: 'refunded' } });
      await assertSucceeds(withdraw());
    });

    it('the admin approves a seeded pending brief; the brand cannot', async () => {
      const waiting = dataset.briefs.find((b) => !b.isVerified);
      if (!waiting) throw new Error('the demo data has no pending brief');
      const approve = { isVerified: true, verifiedAt: serverTimestamp() };
      await assertFails(update(as(waiting.briefOwnerUserId), waiting.id, approve));
      await assertSucceeds(update(as(admin), waiting.id, approve));
    });

    it('the project chat, notifications, profile and support thread work for their users', async () => {
      const db = as(influencer);
      const chat = dataset.conversationDocs[0].path;
      await assertSucceeds(getDoc(doc(db, chat)));
      await assertSucceeds(getDocs(collection(db, chat, 'messages')));
      await assertSucceeds(
        setDoc(doc(db, chat, 'messages', 'new'), {
          text: 'Merhaba',
          senderId: influencer,
          timestamp: serverTimestamp(),
          isRead: false,
        }),
      );
      await assertSucceeds(
        updateDoc(doc(as(brand), chat), {
          lastMessage: 'Merhaba',
          [`unreadCounts.${influencer}`]: increment(1),
        }),
      );
      const batch = writeBatch(db);
      batch.update(
        doc(db, 'Users', influencer, 'Notifications', 'demo-notification-influencer-1'),
        {
          isRead: true,
        },
      );
      batch.update(doc(db, 'Users', influencer), { notificationCount: 0 });
      await assertSucceeds(batch.commit());
      await assertSucceeds(
        updateDoc(doc(db, 'Influencers', influencer), { updatedAt: serverTimestamp() }),
      );
      const own = as(pending);
      await assertSucceeds(getDoc(doc(own, 'Support', pending)));
      await assertSucceeds(getDocs(collection(own, 'Support', pending, 'messages')));
      await assertSucceeds(
        updateDoc(doc(own, 'Support', pending), { unreadCountForAdmin: increment(1) }),
      );
      await assertFails(getDoc(doc(as(influencer), 'Support', pending)));
    });
  });
});
