import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { newBrief, seedBriefs, seedCast, seedDocs, storedBrief } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

// Issue 21: the brief's revisionRounds and briefs/{briefId}/drafts/{userId}_{round}
// (/work/brief21/contract.md, docs/briefs-model.md "Drafts"). The accepted party (or her
// managing agency) submits a draft per round; the brief's owner decides once on each.
// Every denial comes before the allowed write it differs from.
describe('drafts rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      // One included revision round: rounds 1 and 2; a change request only on round 1.
      'briefs/gated': storedBrief('gated', 'brand1', {
        bidderIds: ['inf1', 'inf2'],
        acceptedUsers: ['inf1'],
        revisionRounds: 1,
      }),
      'briefs/barter': storedBrief('barter', 'brand1', {
        paymentType: 'product',
        budget: 0,
        products: [{ name: 'Krem', price: 850 }],
        bidderIds: ['inf1'],
        acceptedUsers: ['inf1'],
        revisionRounds: 2,
      }),
      'briefs/unverified': storedBrief('unverified', 'brand1', {
        isVerified: false,
        verifiedAt: null,
        acceptedUsers: ['inf1'],
        revisionRounds: 2,
      }),
      'briefs/done': storedBrief('done', 'brand1', {
        bidderIds: ['inf1'],
        acceptedUsers: ['inf1'],
        completedUsers: ['inf1'],
        revisionRounds: 2,
      }),
      'briefs/forManaged': storedBrief('forManaged', 'brand1', {
        bidderIds: ['managed1'],
        acceptedUsers: ['managed1'],
        revisionRounds: 2,
      }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const ref = (db: Firestore, briefId: string, userId: string, round: number | string) =>
    doc(db, 'briefs', briefId, 'drafts', `${userId}_${round}`);

  const image = (briefId = 'gated', userId = 'inf1', name = '1732600000000-kare.jpg') => ({
    path: `collaborationDrafts/${briefId}/${userId}/${name}`,
    url: `https://firebasestorage.googleapis.com/v0/b/demo/o/${name}?alt=media&token=t`,
    kind: 'image',
    contentType: 'image/jpeg',
  });

  /** What the app writes for round `round` of `userId` on `briefId`. */
  const draft = (
    userId = 'inf1',
    round = 1,
    overrides: DocumentData = {},
    briefId = 'gated',
  ): DocumentData => ({
    userId,
    briefId,
    round,
    media: [],
    link: 'https://www.instagram.com/p/Taslak1/',
    caption: 'Sabah rutinimde yeni serum #reklam',
    disclosure: { instagram: 'reklam' },
    disclosureConfirmed: true,
    submittedBy: userId,
    submittedAt: serverTimestamp(),
    status: 'submitted',
    reviewComment: '',
    reviewedBy: '',
    reviewedAt: null,
    ...overrides,
  });

  /** A draft as stored, in `status`. */
  const stored = (
    round: number,
    status = 'submitted',
    briefId = 'gated',
    userId = 'inf1',
  ): DocumentData => ({
    ...draft(userId, round, {}, briefId),
    submittedAt: at('2024-03-01T10:00:00Z'),
    status,
    ...(status === 'submitted'
      ? {}
      : {
          reviewComment: status === 'changesRequested' ? 'Ürünü daha yakından gösterin.' : '',
          reviewedBy: 'brand1',
          reviewedAt: at('2024-03-02T10:00:00Z'),
        }),
  });

  const seedDraft = (round: number, status = 'submitted', briefId = 'gated', userId = 'inf1') =>
    seedDocs(env(), {
      [`briefs/${briefId}/drafts/${userId}_${round}`]: stored(round, status, briefId, userId),
    });

  const create = (db: Firestore, data: DocumentData, id?: string) =>
    setDoc(
      id
        ? doc(db, 'briefs', String(data.briefId), 'drafts', id)
        : ref(db, String(data.briefId), String(data.userId), Number(data.round)),
      data,
    );

  describe('the brief’s revisionRounds', () => {
    const brief = (db: Firestore, id: string) => doc(db, 'briefs', id);

    it('create: required, a whole number 0..5', async () => {
      const db = as('brand1');
      const missing: DocumentData = newBrief('r0', 'brand1');
      delete missing.revisionRounds;
      await assertFails(setDoc(brief(db, 'r0'), missing));
      for (const revisionRounds of [-1, 6, 1.5, '2', null])
        await assertFails(setDoc(brief(db, 'r1'), newBrief('r1', 'brand1', { revisionRounds })));
      await assertSucceeds(
        setDoc(brief(db, 'r2'), newBrief('r2', 'brand1', { revisionRounds: 0 })),
      );
      await assertSucceeds(
        setDoc(brief(db, 'r3'), newBrief('r3', 'brand1', { revisionRounds: 5 })),
      );
    });

    it('update: the owner changes it within 0..5, never removes it; others may not', async () => {
      await assertFails(updateDoc(brief(as('brand1'), 'gated'), { revisionRounds: 7 }));
      await assertFails(updateDoc(brief(as('brand1'), 'gated'), { revisionRounds: deleteField() }));
      await assertFails(updateDoc(brief(as('inf1'), 'gated'), { revisionRounds: 3 }));
      await assertFails(updateDoc(brief(as('brand2'), 'gated'), { revisionRounds: 3 }));
      await assertSucceeds(updateDoc(brief(as('brand1'), 'gated'), { revisionRounds: 3 }));
    });

    it('a legacy brief without it stays editable and may get one', async () => {
      await assertSucceeds(updateDoc(brief(as('brand1'), 'open'), { title: 'Yeni başlık' }));
      await assertSucceeds(updateDoc(brief(as('brand1'), 'open'), { revisionRounds: 2 }));
    });
  });

  describe('create (the party submits)', () => {
    it('other roles and another influencer are denied; the accepted party may', async () => {
      for (const uid of ['brand1', 'brand2', 'admin1', 'agency1', 'ad1'])
        await assertFails(create(as(uid), draft('inf1', 1, { submittedBy: uid })));
      // inf2 offered but was not accepted: neither for inf1 nor for herself.
      await assertFails(create(as('inf2'), draft('inf1', 1, { submittedBy: 'inf2' })));
      await assertFails(create(as('inf2'), draft('inf1')));
      await assertFails(create(as('inf2'), draft('inf2')));
      await assertSucceeds(create(as('inf1'), draft()));
    });

    it('the owner may not create one, even in the party’s name', async () => {
      await assertFails(create(as('brand1'), draft()));
      await assertFails(create(as('brand1'), draft('inf1', 1, { submittedBy: 'brand1' })));
      await assertSucceeds(create(as('inf1'), draft()));
    });

    it('round 2 only after a change request on round 1', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 2)));
      await seedDraft(1, 'submitted');
      await assertFails(create(db, draft('inf1', 2)));
      await seedDraft(1, 'approved');
      await assertFails(create(db, draft('inf1', 2)));
      await seedDraft(1, 'changesRequested');
      await assertSucceeds(create(db, draft('inf1', 2)));
    });

    it('never past revisionRounds + 1, round 0 or an id that is not userId_round', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 0)));
      await assertFails(create(db, draft('inf1', '1' as unknown as number), 'inf1_1'));
      await assertFails(create(db, draft('inf1', 1), 'inf1_01'));
      await assertFails(create(db, draft('inf1', 1), 'inf2_1'));
      await seedDraft(1, 'changesRequested');
      await assertSucceeds(create(db, draft('inf1', 2)));
      // Written around the rules: the owner could never ask for changes on round 2 here.
      await seedDraft(2, 'changesRequested');
      await assertFails(create(db, draft('inf1', 3)));
    });

    it('a party already completed, an unverified brief or a missing brief is denied', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 1, {}, 'done')));
      await assertFails(create(db, draft('inf1', 1, {}, 'unverified')));
      await assertFails(create(db, draft('inf1', 1, {}, 'missing')));
      await assertSucceeds(create(db, draft()));
    });

    it('needs media or a link; the link is https', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 1, { link: '' })));
      for (const link of [
        'http://www.instagram.com/p/Taslak1/',
        'javascript:alert(1)',
        'https://localhost/x',
        'www.instagram.com/p/Taslak1/',
        `https://example.com/${'a'.repeat(2040)}`,
        42,
      ])
        await assertFails(create(db, draft('inf1', 1, { link })));
      await assertSucceeds(create(db, draft('inf1', 1, { link: '', media: [image()] })));
    });

    it('media: her folder of this brief, an image or a video type, at most 10', async () => {
      const db = as('inf1');
      for (const media of [
        [image('gated', 'inf2')],
        [image('open')],
        [{ ...image(), path: 'profilePhotos/x.jpg' }],
        [{ ...image(), contentType: 'image/gif' }],
        [{ ...image(), kind: 'video' }],
        [{ ...image(), kind: 'audio' }],
        [{ ...image(), url: 'http://cdn.example.com/x.jpg' }],
        [{ ...image(), url: '' }],
        [{ ...image(), extra: true }],
        ['collaborationDrafts/gated/inf1/a.jpg'],
        Array.from({ length: 11 }, (_, i) => image('gated', 'inf1', `${i}.jpg`)),
        { 0: image() },
      ])
        await assertFails(create(db, draft('inf1', 1, { media })));
      await assertSucceeds(
        create(
          db,
          draft('inf1', 1, {
            media: [
              ...Array.from({ length: 9 }, (_, i) => image('gated', 'inf1', `${i}.jpg`)),
              {
                ...image('gated', 'inf1', 'klip.mp4'),
                kind: 'video',
                contentType: 'video/mp4',
              },
            ],
          }),
        ),
      );
    });

    it('caption at most 2200 characters', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 1, { caption: 'a'.repeat(2201) })));
      await assertFails(create(db, draft('inf1', 1, { caption: null })));
      await assertSucceeds(create(db, draft('inf1', 1, { caption: 'a'.repeat(2200) })));
    });

    it('the brief’s disclosure, confirmed', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 1, { disclosureConfirmed: false })));
      await assertFails(create(db, draft('inf1', 1, { disclosureConfirmed: 'true' })));
      await assertFails(create(db, draft('inf1', 1, { disclosure: { instagram: 'isbirligi' } })));
      await assertFails(create(db, draft('inf1', 1, { disclosure: { instagram: 'gizli' } })));
      await assertFails(
        create(db, draft('inf1', 1, { disclosure: { instagram: 'reklam', tiktok: 'reklam' } })),
      );
      await assertSucceeds(create(db, draft()));
    });

    it('a barter brief: only once the shipment is received', async () => {
      const db = as('inf1');
      const barterDraft = draft('inf1', 1, {}, 'barter');
      await assertFails(create(db, barterDraft));
      const shipment = {
        userId: 'inf1',
        briefId: 'barter',
        carrier: 'yurtici',
        carrierName: '',
        trackingNumber: 'YK123456789',
        shippedBy: 'brand1',
        shippedAt: at('2024-03-01T09:00:00Z'),
        receivedAt: null,
        receivedBy: '',
        updatedAt: at('2024-03-01T09:00:00Z'),
      };
      await seedDocs(env(), { 'briefs/barter/shipments/inf1': shipment });
      await assertFails(create(db, barterDraft));
      await seedDocs(env(), {
        'briefs/barter/shipments/inf1': {
          ...shipment,
          receivedAt: at('2024-03-03T09:00:00Z'),
          receivedBy: 'inf1',
        },
      });
      await assertSucceeds(create(db, barterDraft));
    });

    it('keys beyond the contract, or one missing, are denied', async () => {
      const db = as('inf1');
      await assertFails(create(db, draft('inf1', 1, { note: 'ek alan' })));
      const missing = draft();
      delete missing.reviewedAt;
      await assertFails(create(db, missing));
      await assertSucceeds(create(db, draft()));
    });

    it('sender, state and dates are the server’s: no spoofing, no decision at create', async () => {
      const db = as('inf1');
      for (const bad of [
        { submittedBy: 'inf2' },
        { submittedBy: 'brand1' },
        { submittedAt: Timestamp.now() },
        { submittedAt: null },
        { status: 'approved' },
        { status: 'changesRequested', reviewComment: 'x' },
        { reviewedBy: 'brand1' },
        { reviewedAt: serverTimestamp() },
        { userId: 'inf2' },
        { briefId: 'open' },
      ])
        await assertFails(create(db, draft('inf1', 1, bad), 'inf1_1'));
      await assertSucceeds(create(db, draft()));
    });

    it('a legacy brief (no revisionRounds) takes optional drafts', async () => {
      await assertSucceeds(create(as('inf1'), draft('inf1', 1, {}, 'accepted')));
    });

    it('the agency that manages the party submits for her', async () => {
      await assertFails(create(as('agency1'), draft('inf1', 1, { submittedBy: 'agency1' })));
      await assertSucceeds(
        create(as('agency1'), draft('managed1', 1, { submittedBy: 'agency1' }, 'forManaged')),
      );
    });
  });

  describe('update (the owner decides)', () => {
    const approve = (by = 'brand1') => ({
      status: 'approved',
      reviewedBy: by,
      reviewedAt: serverTimestamp(),
    });
    const requestChanges = (comment = 'Ürünü daha yakından gösterin.', by = 'brand1') => ({
      status: 'changesRequested',
      reviewComment: comment,
      reviewedBy: by,
      reviewedAt: serverTimestamp(),
    });

    beforeEach(async () => {
      await seedDraft(1);
    });

    it('the party may not approve her own draft, nor anyone but the owner', async () => {
      await assertFails(updateDoc(ref(as('inf1'), 'gated', 'inf1', 1), approve('inf1')));
      for (const uid of ['inf2', 'brand2', 'admin1', 'agency1'])
        await assertFails(updateDoc(ref(as(uid), 'gated', 'inf1', 1), approve(uid)));
      await assertSucceeds(updateDoc(ref(as('brand1'), 'gated', 'inf1', 1), approve()));
    });

    it('a change request needs a comment of 1..1000 characters', async () => {
      const db = as('brand1');
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), requestChanges('')));
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), requestChanges('a'.repeat(1001))));
      const noComment: DocumentData = requestChanges();
      delete noComment.reviewComment;
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), noComment));
      // An approval carries no comment.
      await assertFails(
        updateDoc(ref(db, 'gated', 'inf1', 1), { ...approve(), reviewComment: 'güzel' }),
      );
      await assertSucceeds(updateDoc(ref(db, 'gated', 'inf1', 1), requestChanges()));
    });

    it('no change request past the included rounds (approval still allowed)', async () => {
      await seedDraft(1, 'changesRequested');
      await seedDraft(2);
      const db = as('brand1');
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 2), requestChanges()));
      await assertSucceeds(updateDoc(ref(db, 'gated', 'inf1', 2), approve()));
    });

    it('one decision: an approved or a changed draft is not decided again', async () => {
      const db = as('brand1');
      await assertSucceeds(updateDoc(ref(db, 'gated', 'inf1', 1), approve()));
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), requestChanges()));
      await seedDraft(1, 'changesRequested');
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), approve()));
    });

    it('nothing submitted changes: not by the party, not with the decision', async () => {
      const newMedia = { media: [image()], link: 'https://www.instagram.com/p/Baska/' };
      await assertFails(updateDoc(ref(as('inf1'), 'gated', 'inf1', 1), newMedia));
      await assertFails(
        updateDoc(ref(as('inf1'), 'gated', 'inf1', 1), { caption: 'başka', status: 'submitted' }),
      );
      await assertFails(
        updateDoc(ref(as('brand1'), 'gated', 'inf1', 1), { ...approve(), ...newMedia }),
      );
      await assertFails(updateDoc(ref(as('brand1'), 'gated', 'inf1', 1), { caption: 'x' }));
      await assertSucceeds(updateDoc(ref(as('brand1'), 'gated', 'inf1', 1), approve()));
    });

    it('reviewedBy is the owner and reviewedAt the server’s time', async () => {
      const db = as('brand1');
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), approve('inf1')));
      await assertFails(
        updateDoc(ref(db, 'gated', 'inf1', 1), { ...approve(), reviewedAt: Timestamp.now() }),
      );
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), { status: 'approved' }));
      await assertFails(updateDoc(ref(db, 'gated', 'inf1', 1), { ...approve(), status: 'ok' }));
      await assertSucceeds(updateDoc(ref(db, 'gated', 'inf1', 1), approve()));
    });

    it('not once the party is completed', async () => {
      await seedDraft(1, 'submitted', 'done');
      await assertFails(updateDoc(ref(as('brand1'), 'done', 'inf1', 1), approve()));
      await assertSucceeds(updateDoc(ref(as('brand1'), 'gated', 'inf1', 1), approve()));
    });
  });

  describe('read and delete', () => {
    beforeEach(async () => {
      await seedDraft(1, 'changesRequested');
      await seedDraft(2);
      await seedDraft(1, 'submitted', 'forManaged', 'managed1');
    });
    const drafts = (db: Firestore, briefId = 'gated') =>
      collection(db, 'briefs', briefId, 'drafts');

    it('get: the party, her agency, the owner and admins; nobody else', async () => {
      await assertFails(getDoc(ref(as('inf2'), 'gated', 'inf1', 1)));
      await assertFails(getDoc(ref(as('brand2'), 'gated', 'inf1', 1)));
      await assertFails(getDoc(ref(as('agency1'), 'gated', 'inf1', 1)));
      await assertFails(
        getDoc(ref(env().unauthenticatedContext().firestore(), 'gated', 'inf1', 1)),
      );
      await assertSucceeds(getDoc(ref(as('inf1'), 'gated', 'inf1', 1)));
      await assertSucceeds(getDoc(ref(as('brand1'), 'gated', 'inf1', 1)));
      await assertSucceeds(getDoc(ref(as('admin1'), 'gated', 'inf1', 1)));
      await assertSucceeds(getDoc(ref(as('agency1'), 'forManaged', 'managed1', 1)));
    });

    it('list: the owner and admins; the party (or her agency) only hers (where userId == uid)', async () => {
      const own = (db: Firestore, uid: string) =>
        getDocs(query(drafts(db), where('userId', '==', uid)));
      await assertFails(getDocs(drafts(as('inf1'))));
      await assertFails(own(as('inf2'), 'inf1'));
      await assertFails(getDocs(drafts(as('brand2'))));
      await assertFails(own(as('agency1'), 'inf1'));
      await assertSucceeds(
        getDocs(query(drafts(as('agency1'), 'forManaged'), where('userId', '==', 'managed1'))),
      );
      await assertSucceeds(own(as('inf1'), 'inf1'));
      await assertSucceeds(own(as('brand1'), 'inf1'));
      await assertSucceeds(getDocs(drafts(as('brand1'))));
      await assertSucceeds(getDocs(drafts(as('admin1'))));
    });

    it('delete: admins only', async () => {
      await assertFails(deleteDoc(ref(as('inf1'), 'gated', 'inf1', 1)));
      await assertFails(deleteDoc(ref(as('brand1'), 'gated', 'inf1', 1)));
      await assertSucceeds(deleteDoc(ref(as('admin1'), 'gated', 'inf1', 1)));
    });
  });
});
