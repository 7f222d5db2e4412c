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

// briefs/{briefId}/collaborations/{userId} (docs/briefs-model.md "Collaborations"): one
// collaboration's timeline, written only by the timeline functions (Admin SDK). The party (or
// her managing agency), the brief's owner and admins read it; the owner and admins list a
// brief's timelines; no client creates, changes or deletes one, whoever she is.
describe('collaborations (timeline) rules', () => {
  const env = useRulesEnvironment();
  const at = Timestamp.fromMillis(Date.UTC(2024, 2, 1));
  const timeline = (briefId: string, userId: string, owner = 'brand1'): DocumentData => ({
    briefId,
    userId,
    ownerId: owner,
    steps: { accepted: at },
    drafts: {},
    updatedAt: at,
  });

  beforeEach(async () => {
    await seedCast(env());
    await seedBriefs(env());
    await seedDocs(env(), {
      // agency1 manages managed1, who was accepted on brand1's forManaged.
      'briefs/forManaged': storedBrief('forManaged', 'brand1', {
        bidderIds: ['managed1'],
        acceptedUsers: ['managed1'],
      }),
      'briefs/accepted/collaborations/inf1': timeline('accepted', 'inf1'),
      'briefs/forManaged/collaborations/managed1': timeline('forManaged', 'managed1'),
      'briefs/other/collaborations/inf2': timeline('other', 'inf2', 'brand2'),
    });
  });

  const as = (uid: string) =>
    env()
      .authenticatedContext(uid, { email: emailOf(uid), email_verified: true })
      .firestore();
  const signedOut = () => env().unauthenticatedContext().firestore();
  const ref = (db: Firestore, briefId: string, userId: string) =>
    doc(db, 'briefs', briefId, 'collaborations', userId);
  const list = (db: Firestore, briefId: string) =>
    getDocs(collection(db, 'briefs', briefId, 'collaborations'));

  describe('read', () => {
    it('denies the signed out, other influencers, other brands and unrelated agencies', async () => {
      await assertFails(getDoc(ref(signedOut(), 'accepted', 'inf1')));
      // inf2 offered on 'accepted' but was not accepted: not her collaboration.
      await assertFails(getDoc(ref(as('inf2'), 'accepted', 'inf1')));
      await assertFails(getDoc(ref(as('brand2'), 'accepted', 'inf1')));
      // agency1 manages managed1, not inf1.
      await assertFails(getDoc(ref(as('agency1'), 'accepted', 'inf1')));
      // brand1 owns 'accepted', not brand2's 'other'.
      await assertFails(getDoc(ref(as('brand1'), 'other', 'inf2')));
      // inf1's own uid does not open another party's timeline on another brief.
      await assertFails(getDoc(ref(as('inf1'), 'other', 'inf2')));
    });

    it('denies listing to the party, her agency, other brands and the signed out', async () => {
      await assertFails(list(as('inf1'), 'accepted'));
      await assertFails(list(as('agency1'), 'forManaged'));
      await assertFails(list(as('brand2'), 'accepted'));
      await assertFails(list(signedOut(), 'accepted'));
    });

    it('lets the party, her managing agency, the owner and admins read it', async () => {
      await assertSucceeds(getDoc(ref(as('inf1'), 'accepted', 'inf1')));
      await assertSucceeds(getDoc(ref(as('managed1'), 'forManaged', 'managed1')));
      await assertSucceeds(getDoc(ref(as('agency1'), 'forManaged', 'managed1')));
      await assertSucceeds(getDoc(ref(as('brand1'), 'accepted', 'inf1')));
      await assertSucceeds(getDoc(ref(as('admin1'), 'accepted', 'inf1')));
      // A timeline not written yet reads as missing, for those who may read it.
      await assertSucceeds(getDoc(ref(as('inf1'), 'open', 'inf1')));
    });

    it("lets the owner and admins list a brief's timelines", async () => {
      await assertSucceeds(list(as('brand1'), 'accepted'));
      await assertSucceeds(list(as('admin1'), 'accepted'));
    });
  });

  describe('write: nobody', () => {
    const written = (userId: string, briefId = 'accepted') => ({
      ...timeline(briefId, userId),
      steps: { accepted: serverTimestamp() },
      updatedAt: serverTimestamp(),
    });

    it('denies creating a timeline to every role, with server dates and all', async () => {
      await assertFails(setDoc(ref(as('inf1'), 'accepted', 'inf1'), written('inf1')));
      await assertFails(setDoc(ref(as('brand1'), 'open', 'inf1'), written('inf1', 'open')));
      await assertFails(setDoc(ref(as('admin1'), 'open', 'inf1'), written('inf1', 'open')));
      await assertFails(
        setDoc(ref(as('agency1'), 'open', 'managed1'), written('managed1', 'open')),
      );
      await assertFails(setDoc(ref(signedOut(), 'open', 'inf1'), written('inf1', 'open')));
    });

    it('denies moving a step to the party, the owner and admins (forward or back)', async () => {
      const forward = { 'steps.received': serverTimestamp(), updatedAt: serverTimestamp() };
      await assertFails(updateDoc(ref(as('inf1'), 'accepted', 'inf1'), forward));
      await assertFails(
        updateDoc(ref(as('brand1'), 'accepted', 'inf1'), {
          'steps.shipped': serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(ref(as('agency1'), 'forManaged', 'managed1'), {
          'drafts.1': { submittedAt: serverTimestamp(), status: 'submitted' },
        }),
      );
      await assertFails(updateDoc(ref(as('admin1'), 'accepted', 'inf1'), forward));
      await assertFails(updateDoc(ref(as('brand1'), 'accepted', 'inf1'), { 'steps.accepted': at }));
    });

    it('denies deleting it to every role', async () => {
      for (const uid of ['inf1', 'brand1', 'admin1', 'agency1'])
        await assertFails(deleteDoc(ref(as(uid), 'accepted', 'inf1')));
      await assertFails(deleteDoc(ref(as('agency1'), 'forManaged', 'managed1')));
    });
  });
});
