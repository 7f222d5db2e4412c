import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { seedBriefs, seedCast, seedDocs, storedBrief } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// briefs/{briefId}/deliveries/{userId} (docs/briefs-model.md): the accepted influencer's post
// link with her confirmation that the ad disclosure is on it. Written by her (or her managing
// agency) while accepted and not completed; read by her, her agency, the brief owner, admins.
describe('deliveries rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      // agency1 manages managed1, who was accepted; agency1 itself was accepted on another.
      'briefs/forManaged': storedBrief('forManaged', 'brand1', {
        bidderIds: ['managed1'],
        acceptedUsers: ['managed1'],
      }),
      'briefs/forAgency': storedBrief('forAgency', 'brand1', {
        bidderIds: ['agency1'],
        acceptedUsers: ['agency1'],
      }),
      'briefs/tiktok': storedBrief('tiktok', 'brand1', {
        briefPlatforms: ['tiktok', 'youtube'],
        adDisclosure: { tiktok: 'platformLabel', youtube: 'isbirligi' },
        bidderIds: ['inf1'],
        acceptedUsers: ['inf1'],
      }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const ref = (db: Firestore, briefId: string, userId: string) =>
    doc(db, 'briefs', briefId, 'deliveries', userId);
  const create = (db: Firestore, briefId: string, userId: string, data: DocumentData) =>
    setDoc(ref(db, briefId, userId), data);

  /** What the app writes for `userId` on the seeded 'accepted' brief (inf1 is accepted there). */
  const delivery = (
    userId = 'inf1',
    overrides: DocumentData = {},
    briefId = 'accepted',
  ): DocumentData => ({
    userId,
    briefId,
    postLink: 'https://www.instagram.com/p/Cx1Ab2/',
    disclosure: { instagram: 'reklam' },
    disclosureConfirmed: true,
    submittedBy: userId,
    submittedAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  const stored = (userId = 'inf1', briefId = 'accepted') => ({
    ...delivery(userId, {}, briefId),
    submittedAt: Timestamp.fromMillis(Date.UTC(2024, 2, 1)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2024, 2, 1)),
  });

  describe('create', () => {
    it('the accepted influencer sends her own (another bidder may not, for her or herself)', async () => {
      await assertFails(create(as('inf2'), 'accepted', 'inf2', delivery('inf2')));
      await assertFails(create(as('inf2'), 'accepted', 'inf1', delivery('inf1')));
      await assertFails(
        create(as('inf2'), 'accepted', 'inf1', delivery('inf1', { submittedBy: 'inf2' })),
      );
      await assertSucceeds(create(as('inf1'), 'accepted', 'inf1', delivery()));
    });

    it('the brand owner, another brand and an admin may not write it for her', async () => {
      for (const uid of ['brand1', 'brand2', 'admin1'])
        await assertFails(
          create(as(uid), 'accepted', 'inf1', delivery('inf1', { submittedBy: uid })),
        );
      await assertSucceeds(create(as('inf1'), 'accepted', 'inf1', delivery()));
    });

    it('the confirmation must be ticked: false or missing is denied', async () => {
      const db = as('inf1');
      await assertFails(
        create(db, 'accepted', 'inf1', delivery('inf1', { disclosureConfirmed: false })),
      );
      await assertFails(
        create(db, 'accepted', 'inf1', delivery('inf1', { disclosureConfirmed: 'true' })),
      );
      const missing = delivery();
      delete missing.disclosureConfirmed;
      await assertFails(create(db, 'accepted', 'inf1', missing));
      await assertSucceeds(create(db, 'accepted', 'inf1', delivery()));
    });

    it('the post link must be an https URL', async () => {
      const db = as('inf1');
      for (const postLink of [
        'http://www.instagram.com/p/Cx1Ab2/',
        'javascript:alert(1)',
        'https://localhost/p/1',
        'https://www.instagram.com/p/a b',
        'www.instagram.com/p/Cx1Ab2/',
        `https://example.com/${'a'.repeat(2040)}`,
        '',
        42,
      ])
        await assertFails(create(db, 'accepted', 'inf1', delivery('inf1', { postLink })));
      await assertSucceeds(
        create(
          db,
          'accepted',
          'inf1',
          delivery('inf1', { postLink: 'https://vm.tiktok.com/ZMabc/?x=1#t' }),
        ),
      );
    });

    it('the disclosure must be the brief’s', async () => {
      const db = as('inf1');
      await assertFails(create(db, 'tiktok', 'inf1', delivery('inf1', {}, 'tiktok')));
      await assertFails(
        create(
          db,
          'tiktok',
          'inf1',
          delivery('inf1', { disclosure: { tiktok: 'platformLabel' } }, 'tiktok'),
        ),
      );
      await assertSucceeds(
        create(
          db,
          'tiktok',
          'inf1',
          delivery(
            'inf1',
            { disclosure: { tiktok: 'platformLabel', youtube: 'isbirligi' } },
            'tiktok',
          ),
        ),
      );
    });

    it('a brief stored before disclosures existed takes any valid disclosure', async () => {
      const old: DocumentData = storedBrief('old', 'brand1', {
        bidderIds: ['inf1'],
        acceptedUsers: ['inf1'],
      });
      delete old.adDisclosure;
      await seedDocs(env(), { 'briefs/old': old });
      const db = as('inf1');
      await assertFails(
        create(db, 'old', 'inf1', delivery('inf1', { disclosure: { instagram: 'gizli' } }, 'old')),
      );
      await assertSucceeds(create(db, 'old', 'inf1', delivery('inf1', {}, 'old')));
    });

    it('ids, sender, times and keys are checked', async () => {
      const db = as('inf1');
      for (const bad of [
        { userId: 'inf2' },
        { briefId: 'open' },
        { submittedBy: 'brand1' },
        { submittedAt: Timestamp.now() },
        { updatedAt: Timestamp.now() },
        { note: 'ek alan' },
      ])
        await assertFails(create(db, 'accepted', 'inf1', delivery('inf1', bad)));
      await assertSucceeds(create(db, 'accepted', 'inf1', delivery()));
    });

    it('only while accepted and not completed on a verified brief', async () => {
      const db = as('inf1');
      await assertFails(create(db, 'completed', 'inf1', delivery('inf1', {}, 'completed')));
      await assertFails(create(db, 'open', 'inf1', delivery('inf1', {}, 'open')));
      await assertFails(create(db, 'missing', 'inf1', delivery('inf1', {}, 'missing')));
      await assertSucceeds(create(db, 'accepted', 'inf1', delivery()));
    });

    it('an agency sends for the influencer it manages, and for itself when it was accepted', async () => {
      const agency = as('agency1');
      await assertFails(
        create(agency, 'accepted', 'inf1', delivery('inf1', { submittedBy: 'agency1' })),
      );
      await assertSucceeds(
        create(
          agency,
          'forManaged',
          'managed1',
          delivery('managed1', { submittedBy: 'agency1' }, 'forManaged'),
        ),
      );
      await assertSucceeds(
        create(agency, 'forAgency', 'agency1', delivery('agency1', {}, 'forAgency')),
      );
      // A brand named as someone's agency is not an agency.
      await seedDocs(env(), {
        'briefs/forNamed': storedBrief('forNamed', 'brand2', { acceptedUsers: ['brandNamed1'] }),
      });
      await assertFails(
        create(
          as('brand1'),
          'forNamed',
          'brandNamed1',
          delivery('brandNamed1', { submittedBy: 'brand1' }, 'forNamed'),
        ),
      );
    });
  });

  describe('update', () => {
    beforeEach(async () => {
      await seedDocs(env(), { 'briefs/accepted/deliveries/inf1': stored() });
    });

    it('she corrects her link, confirming again; submittedAt stays', async () => {
      const db = as('inf1');
      const fix = {
        postLink: 'https://www.instagram.com/reel/Dz9/',
        disclosureConfirmed: true,
        updatedAt: serverTimestamp(),
      };
      await assertFails(
        updateDoc(ref(db, 'accepted', 'inf1'), { ...fix, submittedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(ref(db, 'accepted', 'inf1'), { ...fix, disclosureConfirmed: false }),
      );
      await assertFails(updateDoc(ref(db, 'accepted', 'inf1'), { postLink: fix.postLink }));
      await assertSucceeds(updateDoc(ref(db, 'accepted', 'inf1'), fix));
    });

    it('nobody else changes it, and she no longer once completed', async () => {
      const fix = { postLink: 'https://www.instagram.com/p/X/', updatedAt: serverTimestamp() };
      await assertFails(updateDoc(ref(as('brand1'), 'accepted', 'inf1'), fix));
      await assertFails(updateDoc(ref(as('inf2'), 'accepted', 'inf1'), fix));
      await seedDocs(env(), {
        'briefs/completed/deliveries/inf1': stored('inf1', 'completed'),
      });
      await assertFails(updateDoc(ref(as('inf1'), 'completed', 'inf1'), fix));
      await assertSucceeds(updateDoc(ref(as('inf1'), 'accepted', 'inf1'), fix));
    });
  });

  describe('read and delete', () => {
    beforeEach(async () => {
      await seedDocs(env(), {
        'briefs/accepted/deliveries/inf1': stored(),
        'briefs/forManaged/deliveries/managed1': {
          ...stored('managed1', 'forManaged'),
          submittedBy: 'agency1',
        },
      });
    });

    it('get: she, her agency, the owner and admins; not another user', async () => {
      await assertSucceeds(getDoc(ref(as('inf1'), 'accepted', 'inf1')));
      await assertSucceeds(getDoc(ref(as('brand1'), 'accepted', 'inf1')));
      await assertSucceeds(getDoc(ref(as('admin1'), 'accepted', 'inf1')));
      await assertSucceeds(getDoc(ref(as('agency1'), 'forManaged', 'managed1')));
      await assertFails(getDoc(ref(as('inf2'), 'accepted', 'inf1')));
      await assertFails(getDoc(ref(as('brand2'), 'accepted', 'inf1')));
      await assertFails(getDoc(ref(as('agency1'), 'accepted', 'inf1')));
      await assertFails(
        getDoc(ref(env().unauthenticatedContext().firestore(), 'accepted', 'inf1')),
      );
    });

    it('get: she may wait for her own before she has sent it', async () => {
      await assertSucceeds(getDoc(ref(as('inf1'), 'tiktok', 'inf1')));
      await assertFails(getDoc(ref(as('inf2'), 'tiktok', 'inf1')));
    });

    it('list: the owner and admins; not the influencer or another brand', async () => {
      const list = (db: Firestore) => getDocs(collection(db, 'briefs', 'accepted', 'deliveries'));
      await assertSucceeds(list(as('brand1')));
      await assertSucceeds(list(as('admin1')));
      await assertFails(list(as('inf1')));
      await assertFails(list(as('brand2')));
    });

    it('delete: admins only', async () => {
      await assertFails(deleteDoc(ref(as('inf1'), 'accepted', 'inf1')));
      await assertFails(deleteDoc(ref(as('brand1'), 'accepted', 'inf1')));
      await assertSucceeds(deleteDoc(ref(as('admin1'), 'accepted', 'inf1')));
    });
  });

  // Issue 21: on a brief with revisionRounds the live link follows an approved draft, named by
  // draftRound; a legacy brief (no revisionRounds, the other tests here) takes no draftRound.
  describe('the draft gate', () => {
    const draftDoc = (round: number, status: string) => ({
      userId: 'inf1',
      briefId: 'gated',
      round,
      media: [],
      link: 'https://www.instagram.com/p/Taslak1/',
      caption: '',
      disclosure: { instagram: 'reklam' },
      disclosureConfirmed: true,
      submittedBy: 'inf1',
      submittedAt: Timestamp.fromMillis(Date.UTC(2024, 2, 1)),
      status,
      reviewComment: status === 'changesRequested' ? 'Daha yakından.' : '',
      reviewedBy: status === 'submitted' ? '' : 'brand1',
      reviewedAt: status === 'submitted' ? null : Timestamp.fromMillis(Date.UTC(2024, 2, 2)),
    });
    beforeEach(async () => {
      await seedDocs(env(), {
        'briefs/gated': storedBrief('gated', 'brand1', {
          bidderIds: ['inf1'],
          acceptedUsers: ['inf1'],
          revisionRounds: 2,
        }),
        'briefs/gated/drafts/inf1_1': draftDoc(1, 'changesRequested'),
        'briefs/gated/drafts/inf1_2': draftDoc(2, 'submitted'),
      });
    });

    it('needs draftRound naming her approved draft', async () => {
      const db = as('inf1');
      const gated = (extra: DocumentData) =>
        create(db, 'gated', 'inf1', delivery('inf1', extra, 'gated'));
      await assertFails(gated({}));
      await assertFails(gated({ draftRound: 1 }));
      await assertFails(gated({ draftRound: 2 }));
      await assertFails(gated({ draftRound: 3 }));
      await assertFails(gated({ draftRound: '2' }));
      await seedDocs(env(), { 'briefs/gated/drafts/inf1_2': draftDoc(2, 'approved') });
      await assertFails(gated({ draftRound: 1 }));
      await assertSucceeds(gated({ draftRound: 2 }));
    });

    it('another party’s approved draft does not open hers', async () => {
      await seedDocs(env(), {
        'briefs/gated': storedBrief('gated', 'brand1', {
          bidderIds: ['inf1', 'inf2'],
          acceptedUsers: ['inf1', 'inf2'],
          revisionRounds: 2,
        }),
        'briefs/gated/drafts/inf1_2': draftDoc(2, 'approved'),
      });
      await assertFails(
        create(as('inf2'), 'gated', 'inf2', delivery('inf2', { draftRound: 2 }, 'gated')),
      );
    });

    it('a legacy brief takes no draftRound', async () => {
      const db = as('inf1');
      await assertFails(create(db, 'accepted', 'inf1', delivery('inf1', { draftRound: 1 })));
      await assertSucceeds(create(db, 'accepted', 'inf1', delivery()));
    });
  });
});
