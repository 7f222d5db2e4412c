import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
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
import { seedBriefs, seedCast, seedDocs, seededBriefs, storedBrief } from './briefs.fixtures';
import { assertFails, assertSucceeds, useRulesEnvironment } from './harness';
import { emailOf } from './users.fixtures';

type Firestore = ReturnType<RulesTestContext['firestore']>;

// Reviews/{briefId}_{reviewerId}_{revieweeId} (issue 21, docs/briefs-model.md "Reviews"): after
// completion the brief's owner and the completed party rate each other once (1..5, a comment of
// at most 500). Nobody edits a review; admins hide and show one. Visible ones are public.
// The seeded 'completed' brief: brand1 owns it, inf1 is completed. 'accepted': inf1 accepted
// only. 'doneManaged': brand1's, agency1's managed1 completed. 'doneOther': brand2's, inf2
// completed.
describe('reviews rules', () => {
  const env = useRulesEnvironment();
  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      'briefs/doneManaged': storedBrief('doneManaged', 'brand1', {
        isCompleted: true,
        bidderIds: ['managed1'],
        acceptedUsers: ['managed1'],
        completedUsers: ['managed1'],
      }),
      'briefs/doneOther': storedBrief('doneOther', 'brand2', {
        isCompleted: true,
        bidderIds: ['inf2'],
        acceptedUsers: ['inf2'],
        completedUsers: ['inf2'],
      }),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const idOf = (briefId: string, reviewerId: string, revieweeId: string) =>
    `${briefId}_${reviewerId}_${revieweeId}`;
  const ref = (db: Firestore, id: string) => doc(db, 'Reviews', id);
  const titleOf = (briefId: string) =>
    String((seededBriefs[briefId] ?? storedBrief(briefId)).title);

  /** What the app writes: `reviewerId` about `revieweeId` on `briefId`, valid unless overridden. */
  const review = (
    briefId: string,
    reviewerId: string,
    revieweeId: string,
    overrides: DocumentData = {},
  ): DocumentData => ({
    briefId,
    briefTitle: titleOf(briefId),
    reviewerId,
    reviewerName: 'Ayşe Yılmaz',
    reviewerRole: reviewerId.startsWith('brand') ? 'owner' : 'party',
    revieweeId,
    rating: 5,
    comment: 'Zamanında ve özenli çalıştı.',
    createdAt: serverTimestamp(),
    hidden: false,
    ...overrides,
  });

  /** Writes the review under its own id (the id the rules expect). */
  const write = (db: Firestore, data: DocumentData, id?: string) =>
    setDoc(ref(db, id ?? idOf(data.briefId, data.reviewerId, data.revieweeId)), data);

  const stored = (briefId: string, reviewerId: string, revieweeId: string, extra = {}) => ({
    ...review(briefId, reviewerId, revieweeId),
    createdAt: Timestamp.fromMillis(Date.UTC(2024, 3, 1)),
    ...extra,
  });

  /** The owner's review of inf1 (visible) and inf1's of the owner (hidden by admin1). */
  async function seedPair() {
    await seedDocs(env(), {
      [`Reviews/${idOf('completed', 'brand1', 'inf1')}`]: stored('completed', 'brand1', 'inf1'),
      [`Reviews/${idOf('completed', 'inf1', 'brand1')}`]: stored('completed', 'inf1', 'brand1', {
        hidden: true,
        hiddenBy: 'admin1',
        hiddenAt: Timestamp.fromMillis(Date.UTC(2024, 3, 2)),
      }),
    });
  }

  describe('create: who', () => {
    it('a non-party (another influencer, another brand, an agency, an admin) is denied', async () => {
      for (const uid of ['inf2', 'brand2', 'agency1', 'admin1']) {
        await assertFails(write(as(uid), review('completed', uid, 'brand1')));
        await assertFails(
          write(as(uid), review('completed', uid, 'inf1', { reviewerRole: 'owner' })),
        );
        // Writing as one of the parties is no better.
        await assertFails(write(as(uid), review('completed', 'inf1', 'brand1')));
        await assertFails(write(as(uid), review('completed', 'brand1', 'inf1')));
      }
      await assertSucceeds(write(as('inf1'), review('completed', 'inf1', 'brand1')));
    });

    it('a party of another brief is denied (inf2 completed on brand2’s brief)', async () => {
      await assertFails(write(as('inf2'), review('completed', 'inf2', 'brand1')));
      await assertFails(write(as('brand2'), review('completed', 'brand2', 'inf1')));
      await assertSucceeds(write(as('inf2'), review('doneOther', 'inf2', 'brand2')));
    });

    it('the party reviews only the owner (not another user, not the other brand)', async () => {
      const db = as('inf1');
      for (const other of ['inf2', 'brand2', 'admin1'])
        await assertFails(write(db, review('completed', 'inf1', other)));
      await assertSucceeds(write(db, review('completed', 'inf1', 'brand1')));
    });

    it('the owner reviews only a completed party (not an accepted-only one, not a stranger)', async () => {
      const db = as('brand1');
      await assertFails(write(db, review('accepted', 'brand1', 'inf1')));
      await assertFails(write(db, review('completed', 'brand1', 'inf2')));
      await assertFails(write(db, review('doneOther', 'brand1', 'inf2')));
      await assertSucceeds(write(db, review('completed', 'brand1', 'inf1')));
    });

    it('before completion (accepted only) the party may not review either', async () => {
      await assertFails(write(as('inf1'), review('accepted', 'inf1', 'brand1')));
      await assertFails(write(as('inf1'), review('open', 'inf1', 'brand1')));
    });

    it('nobody reviews herself', async () => {
      await assertFails(write(as('brand1'), review('completed', 'brand1', 'brand1')));
      await assertFails(
        write(as('inf1'), review('completed', 'inf1', 'inf1', { reviewerRole: 'owner' })),
      );
      await assertFails(write(as('inf1'), review('completed', 'inf1', 'inf1')));
    });

    it('the role must be the reviewer’s own side', async () => {
      await assertFails(
        write(as('inf1'), review('completed', 'inf1', 'brand1', { reviewerRole: 'owner' })),
      );
      await assertFails(
        write(as('brand1'), review('completed', 'brand1', 'inf1', { reviewerRole: 'party' })),
      );
      await assertFails(
        write(as('brand1'), review('completed', 'brand1', 'inf1', { reviewerRole: 'admin' })),
      );
      await assertSucceeds(write(as('brand1'), review('completed', 'brand1', 'inf1')));
    });

    it('the managing agency writes its influencer’s review (as her); for others it may not', async () => {
      await assertFails(write(as('agency1'), review('completed', 'inf1', 'brand1')));
      await assertFails(write(as('agency1'), review('doneManaged', 'agency1', 'brand1')));
      await assertSucceeds(write(as('agency1'), review('doneManaged', 'managed1', 'brand1')));
      await assertSucceeds(write(as('brand1'), review('doneManaged', 'brand1', 'managed1')));
    });
  });

  describe('create: once, under its own id', () => {
    it('a second review of the same pair is denied (the id exists)', async () => {
      const db = as('inf1');
      await assertSucceeds(write(db, review('completed', 'inf1', 'brand1')));
      await assertFails(write(db, review('completed', 'inf1', 'brand1', { rating: 1 })));
    });

    it('an id that does not name the brief, the reviewer and the reviewee is denied', async () => {
      const db = as('inf1');
      const data = review('completed', 'inf1', 'brand1');
      for (const id of [
        'completed_inf1',
        idOf('completed', 'brand1', 'inf1'),
        idOf('accepted', 'inf1', 'brand1'),
        idOf('completed', 'inf1', 'brand2'),
        'review1',
      ])
        await assertFails(write(db, data, id));
      await assertSucceeds(write(db, data));
    });
  });

  describe('create: values', () => {
    it('the rating is a whole number 1..5 (0, 6, 3.5, "5", missing are denied)', async () => {
      const db = as('inf1');
      for (const rating of [0, 6, 3.5, '5', -1, null, true])
        await assertFails(write(db, review('completed', 'inf1', 'brand1', { rating })));
      const missing = review('completed', 'inf1', 'brand1');
      delete missing.rating;
      await assertFails(write(db, missing));
      await assertSucceeds(write(db, review('completed', 'inf1', 'brand1', { rating: 1 })));
    });

    it('the comment is text of at most 500 (empty allowed)', async () => {
      const db = as('brand1');
      await assertFails(
        write(db, review('completed', 'brand1', 'inf1', { comment: 'a'.repeat(501) })),
      );
      await assertFails(write(db, review('completed', 'brand1', 'inf1', { comment: 5 })));
      await assertSucceeds(
        write(db, review('completed', 'brand1', 'inf1', { comment: 'a'.repeat(500) })),
      );
    });

    it('the reviewer’s name is 1..100 characters of text', async () => {
      const db = as('brand1');
      for (const reviewerName of ['', 'a'.repeat(101), 42])
        await assertFails(write(db, review('completed', 'brand1', 'inf1', { reviewerName })));
      await assertSucceeds(
        write(db, review('completed', 'brand1', 'inf1', { reviewerName: 'a'.repeat(100) })),
      );
    });

    it('hidden on create, a made-up title, a client time or unknown keys are denied', async () => {
      const db = as('inf1');
      for (const bad of [
        { hidden: true },
        { hidden: 'false' },
        { hiddenBy: 'inf1' },
        { briefTitle: 'Başka bir iş' },
        { createdAt: Timestamp.fromMillis(Date.UTC(2024, 0, 1)) },
        { verified: true },
      ])
        await assertFails(write(db, review('completed', 'inf1', 'brand1', bad)));
      const noHidden = review('completed', 'inf1', 'brand1');
      delete noHidden.hidden;
      await assertFails(write(db, noHidden));
      await assertSucceeds(write(db, review('completed', 'inf1', 'brand1')));
    });

    it('signed out: denied', async () => {
      await assertFails(write(signedOut(), review('completed', 'inf1', 'brand1')));
    });

    it('allowed: each side once, about the other', async () => {
      await assertSucceeds(write(as('inf1'), review('completed', 'inf1', 'brand1')));
      await assertSucceeds(write(as('brand1'), review('completed', 'brand1', 'inf1')));
    });
  });

  describe('update and delete', () => {
    beforeEach(seedPair);
    const ownerReview = idOf('completed', 'brand1', 'inf1');
    const hide = (uid: string, hidden = true) => ({
      hidden,
      hiddenBy: uid,
      hiddenAt: serverTimestamp(),
    });

    it('the reviewer may not change her review (rating, comment, hidden)', async () => {
      const db = as('brand1');
      await assertFails(updateDoc(ref(db, ownerReview), { rating: 1 }));
      await assertFails(updateDoc(ref(db, ownerReview), { comment: 'Değişti' }));
      await assertFails(updateDoc(ref(db, ownerReview), hide('brand1')));
      await assertFails(setDoc(ref(db, ownerReview), review('completed', 'brand1', 'inf1')));
    });

    it('the reviewee may not change or hide it', async () => {
      const db = as('inf1');
      await assertFails(updateDoc(ref(db, ownerReview), { rating: 5 }));
      await assertFails(updateDoc(ref(db, ownerReview), hide('inf1')));
    });

    it('neither side (nor an admin) deletes one', async () => {
      for (const uid of ['brand1', 'inf1', 'admin1'])
        await assertFails(deleteDoc(ref(as(uid), ownerReview)));
    });

    it('an admin may not change the rating, the comment or the names', async () => {
      const db = as('admin1');
      await assertFails(updateDoc(ref(db, ownerReview), { rating: 1 }));
      await assertFails(updateDoc(ref(db, ownerReview), { ...hide('admin1'), rating: 1 }));
      await assertFails(updateDoc(ref(db, ownerReview), { comment: '' }));
      await assertFails(updateDoc(ref(db, ownerReview), { reviewerName: 'Başkası' }));
    });

    it('an admin hides and shows one, signing it with her uid and the server time', async () => {
      const db = as('admin1');
      await assertFails(updateDoc(ref(db, ownerReview), hide('brand1')));
      await assertFails(
        updateDoc(ref(db, ownerReview), {
          ...hide('admin1'),
          hiddenAt: Timestamp.fromMillis(Date.UTC(2024, 0, 1)),
        }),
      );
      await assertFails(updateDoc(ref(db, ownerReview), { ...hide('admin1'), hidden: 'yes' }));
      await assertSucceeds(updateDoc(ref(db, ownerReview), hide('admin1')));
      await assertSucceeds(updateDoc(ref(db, ownerReview), hide('admin1', false)));
      // The other review was hidden at seed time: it shows again.
      await assertSucceeds(
        updateDoc(ref(db, idOf('completed', 'inf1', 'brand1')), hide('admin1', false)),
      );
    });
  });

  describe('read', () => {
    beforeEach(seedPair);
    const visible = idOf('completed', 'brand1', 'inf1');
    const hidden = idOf('completed', 'inf1', 'brand1');
    const latestOf = (db: Firestore, revieweeId: string) =>
      getDocs(
        query(
          collection(db, 'Reviews'),
          where('revieweeId', '==', revieweeId),
          where('hidden', '==', false),
          orderBy('createdAt', 'desc'),
          limit(3),
        ),
      );

    it('a visible review: anyone, signed out too', async () => {
      for (const db of [signedOut(), as('inf2'), as('brand2'), as('agency1')])
        await assertSucceeds(getDoc(ref(db, visible)));
    });

    it('a hidden review: only the two parties and admins', async () => {
      await assertFails(getDoc(ref(signedOut(), hidden)));
      for (const uid of ['inf2', 'brand2', 'agency1'])
        await assertFails(getDoc(ref(as(uid), hidden)));
      for (const uid of ['inf1', 'brand1', 'admin1'])
        await assertSucceeds(getDoc(ref(as(uid), hidden)));
    });

    it('a missing review reads as absent (the review step looks before it offers the form)', async () => {
      await assertSucceeds(getDoc(ref(as('inf1'), idOf('doneOther', 'inf1', 'brand2'))));
    });

    it('the latest visible reviews of someone: anyone; unconstrained or hidden lists only admins', async () => {
      for (const db of [signedOut(), as('inf2'), as('brand1')]) {
        await assertSucceeds(latestOf(db, 'inf1'));
        await assertSucceeds(latestOf(db, 'brand1'));
        await assertFails(getDocs(collection(db, 'Reviews')));
        await assertFails(
          getDocs(query(collection(db, 'Reviews'), where('revieweeId', '==', 'brand1'))),
        );
        await assertFails(
          getDocs(query(collection(db, 'Reviews'), where('hidden', '==', true), limit(3))),
        );
      }
      await assertSucceeds(getDocs(collection(as('admin1'), 'Reviews')));
    });
  });
});
