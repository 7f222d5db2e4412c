// The collaboration timeline (issue 21), against the Auth, Firestore and Functions emulators:
// the timeline triggers (functions/src/collaboration/timelineTriggers.ts) keep
// briefs/{briefId}/collaborations/{userId} as the steps happen (acceptance, payment, address,
// shipment, receipt, drafts and their reviews, live link, completion, cancellation), each key
// once with the change's server date, and tell the other side (collaborationUpdate, count + 1
// with lastNotificationId, in the same transaction). The step documents are written with the
// Admin SDK here: their own rules are the shipment's and drafts' tests; this file proves what
// the functions make of them. A replayed event (recordTimeline called again, or the same
// document written again) adds no key and no second notification.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTimeline } from '../../functions/src/collaboration/recordTimeline';
import { PROJECT_ID } from './appUser';
import { collaborationFixtures, eventually, type Account } from './collaborationFixtures';

// functions/src/admin.ts initialises its own default Admin app; outside the Functions
// emulator it needs the project from the environment.
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const fixtures = collaborationFixtures('collab-timeline');
const { admin, makeAccount, makeBrief } = fixtures;

let brand: Account;
let influencer: Account;
let leaver: Account;

beforeAll(async () => {
  [brand, influencer, leaver] = await Promise.all([
    makeAccount('brand', 'brand', { profileImage: '' }),
    makeAccount('inf', 'influencer', {
      name: 'Ece',
      surname: 'Yıldız',
      profileImage: '/demo/ece.jpg',
    }),
    makeAccount('leaver', 'influencer'),
  ]);
});

afterAll(() => fixtures.cleanUp());

type Timeline = {
  briefId?: string;
  userId?: string;
  ownerId?: string;
  steps?: Record<string, Timestamp>;
  drafts?: Record<string, { submittedAt?: Timestamp; status?: string; reviewedAt?: Timestamp }>;
  cancelledAt?: Timestamp;
};

const timelineRef = (briefId: string, userId: string) =>
  admin.db.doc(`briefs/${briefId}/collaborations/${userId}`);
const timelineOf = async (briefId: string, userId: string) =>
  ((await timelineRef(briefId, userId).get()).data() ?? {}) as Timeline;
/** The timeline once `done` holds (the triggers run after the write returns). */
const timelineWhen = (briefId: string, userId: string, done: (t: Timeline) => boolean) =>
  eventually(() => timelineOf(briefId, userId), done, 30_000);

const updatesOf = async (uid: string) =>
  (await admin.db.collection(`Users/${uid}/Notifications`).get()).docs
    .map((d) => d.data())
    .filter((n) => n.type === 'collaborationUpdate');
const countOf = async (uid: string) =>
  ((await admin.db.doc(`Users/${uid}`).get()).get('notificationCount') as number | undefined) ?? 0;

/** A server date of this test's time: after `since`, not in the future. */
const isRecent = (value: unknown, since: number) =>
  value instanceof Timestamp &&
  value.toMillis() >= since - 2000 &&
  value.toMillis() <= Date.now() + 2000;

/**
 * Expects exactly one new collaborationUpdate for `to` since `before`, with the count one up
 * and lastNotificationId naming it; none new for `other`.
 */
async function expectOneNotice(
  to: Account,
  other: Account,
  before: Snapshot,
  briefId: string,
  subject: string,
) {
  const notes = await updatesOf(to.uid);
  const added = notes.filter((n) => !before.ids.includes(String(n.id)));
  expect(added).toHaveLength(1);
  const newest = added[0]!;
  expect(newest).toMatchObject({
    type: 'collaborationUpdate',
    isRead: false,
    path: `/app/briefDetail?briefId=${briefId}`,
    emailData: { subject, briefId, briefTitle: 'Kış koleksiyonu' },
  });
  expect(String(newest.message)).toContain('"Kış koleksiyonu"');
  const user = (await admin.db.doc(`Users/${to.uid}`).get()).data()!;
  expect(user.notificationCount).toBe(before.toCount + 1);
  expect(user.lastNotificationId).toBe(newest.id);
  expect(await updatesOf(other.uid)).toHaveLength(before.other);
}

type Snapshot = { to: number; ids: string[]; toCount: number; other: number };

const snapshotOf = async (to: Account, other: Account): Promise<Snapshot> => {
  const notes = await updatesOf(to.uid);
  return {
    to: notes.length,
    ids: notes.map((n) => String(n.id)),
    toCount: await countOf(to.uid),
    other: (await updatesOf(other.uid)).length,
  };
};

/** Gives a trigger that should do nothing the time it would take to do something. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

describe('a barter collaboration from acceptance to completion', () => {
  let briefId: string;
  const since = Date.now();

  beforeAll(async () => {
    briefId = await makeBrief(brand, [], 'product');
  });

  it('acceptance creates the timeline with briefId, userId, ownerId and accepted; nobody is told', async () => {
    await admin.db.doc(`briefs/${briefId}`).update({
      bidderIds: [influencer.uid, leaver.uid],
      acceptedUsers: [influencer.uid, leaver.uid],
    });
    const timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.accepted);
    expect(timeline).toMatchObject({ briefId, userId: influencer.uid, ownerId: brand.uid });
    expect(isRecent(timeline.steps?.accepted, since)).toBe(true);
    expect(Object.keys(timeline.steps ?? {})).toEqual(['accepted']);
    await timelineWhen(briefId, leaver.uid, (t) => !!t.steps?.accepted);
    expect(await updatesOf(brand.uid)).toHaveLength(0);
    expect(await updatesOf(influencer.uid)).toHaveLength(0);
  });

  it('the address: addressShared, and the owner is told once (a second write adds nothing)', async () => {
    const before = await snapshotOf(brand, influencer);
    const address = admin.db.doc(`briefs/${briefId}/shippingAddresses/${influencer.uid}`);
    await address.set({ userId: influencer.uid, briefId, fullName: 'Ece Yıldız' });
    const timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.addressShared);
    expect(isRecent(timeline.steps?.addressShared, since)).toBe(true);
    await expectOneNotice(brand, influencer, before, briefId, 'Teslimat adresi paylaşıldı');
    const notice = (await updatesOf(brand.uid)).find(
      (n) => n.emailData.subject === 'Teslimat adresi paylaşıldı',
    );
    // Told by the party's name, with her picture.
    expect(notice).toMatchObject({
      message: expect.stringContaining('Ece Yıldız') as string,
      image: '/demo/ece.jpg',
      emailData: { name: 'Ece Yıldız' },
    });

    // Shared again (deleted by an admin and created anew): a second create event.
    await address.delete();
    await address.set({ userId: influencer.uid, briefId, fullName: 'Ece Yıldız' });
    await settle();
    expect((await timelineOf(briefId, influencer.uid)).steps?.addressShared).toEqual(
      timeline.steps?.addressShared,
    );
    expect(await updatesOf(brand.uid)).toHaveLength(before.to + 1);
    expect(await countOf(brand.uid)).toBe(before.toCount + 1);
  });

  it('the shipment: shipped tells the party; received tells the owner; a correction nothing', async () => {
    const shipment = admin.db.doc(`briefs/${briefId}/shipments/${influencer.uid}`);
    const toParty = await snapshotOf(influencer, brand);
    await shipment.set({
      userId: influencer.uid,
      briefId,
      carrier: 'yurtici',
      trackingNumber: 'ABC12345',
      receivedAt: null,
      receivedBy: '',
    });
    await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.shipped);
    await expectOneNotice(influencer, brand, toParty, briefId, 'Ürününüz kargoya verildi');

    const toOwner = await snapshotOf(brand, influencer);
    await shipment.update({ receivedAt: new Date(), receivedBy: influencer.uid });
    const timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.received);
    expect(isRecent(timeline.steps?.received, since)).toBe(true);
    await expectOneNotice(brand, influencer, toOwner, briefId, 'Ürün teslim alındı');

    await shipment.update({ trackingNumber: 'ABC99999' });
    await settle();
    expect(await updatesOf(brand.uid)).toHaveLength(toOwner.to + 1);
    expect(await updatesOf(influencer.uid)).toHaveLength(toParty.to + 1);
  });

  const draft = (round: number) =>
    admin.db.doc(`briefs/${briefId}/drafts/${influencer.uid}_${round}`);
  const newDraft = (round: number) => ({
    userId: influencer.uid,
    briefId,
    round,
    status: 'submitted',
    reviewComment: '',
    reviewedAt: null,
  });

  it('draft 1 submitted tells the owner; changes requested tell the party', async () => {
    const toOwner = await snapshotOf(brand, influencer);
    await draft(1).set(newDraft(1));
    let timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.drafts?.['1']);
    expect(timeline.drafts?.['1']).toMatchObject({ status: 'submitted' });
    expect(isRecent(timeline.drafts?.['1']?.submittedAt, since)).toBe(true);
    expect(timeline.drafts?.['1']?.reviewedAt).toBeUndefined();
    await expectOneNotice(brand, influencer, toOwner, briefId, 'Yeni taslak');

    const toParty = await snapshotOf(influencer, brand);
    await draft(1).update({ status: 'changesRequested', reviewComment: 'Logoyu göster.' });
    timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.drafts?.['1']?.reviewedAt);
    expect(timeline.drafts?.['1']?.status).toBe('changesRequested');
    expect(timeline.steps?.approved).toBeUndefined();
    await expectOneNotice(influencer, brand, toParty, briefId, 'Taslağınızda değişiklik istendi');
  });

  it('draft 2 approved: approved, the party told; a later edit of the draft adds nothing', async () => {
    const toOwner = await snapshotOf(brand, influencer);
    await draft(2).set(newDraft(2));
    await timelineWhen(briefId, influencer.uid, (t) => !!t.drafts?.['2']);
    await expectOneNotice(brand, influencer, toOwner, briefId, 'Yeni taslak');

    const toParty = await snapshotOf(influencer, brand);
    await draft(2).update({ status: 'approved' });
    const timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.approved);
    expect(timeline.drafts?.['2']?.status).toBe('approved');
    expect(timeline.steps?.approved).toEqual(timeline.drafts?.['2']?.reviewedAt);
    // Round 1 keeps its own review.
    expect(timeline.drafts?.['1']?.status).toBe('changesRequested');
    await expectOneNotice(influencer, brand, toParty, briefId, 'Taslağınız onaylandı');

    await draft(2).update({ caption: 'düzeltildi' });
    await settle();
    expect(await updatesOf(influencer.uid)).toHaveLength(toParty.to + 1);
  });

  it('the live link tells the owner; completion records completed and tells nobody', async () => {
    const toOwner = await snapshotOf(brand, influencer);
    await admin.db.doc(`briefs/${briefId}/deliveries/${influencer.uid}`).set({
      userId: influencer.uid,
      briefId,
      postLink: 'https://www.instagram.com/p/abc123/',
      submittedAt: new Date(),
    });
    await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.live);
    await expectOneNotice(brand, influencer, toOwner, briefId, 'Paylaşım yayında');

    const after = await snapshotOf(brand, influencer);
    await admin.db.doc(`briefs/${briefId}`).update({ completedUsers: [influencer.uid] });
    const timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.completed);
    expect(Object.keys(timeline.steps ?? {}).sort()).toEqual(
      ['accepted', 'addressShared', 'approved', 'completed', 'live', 'received', 'shipped'].sort(),
    );
    expect(timeline.cancelledAt).toBeUndefined();
    expect(await snapshotOf(brand, influencer)).toEqual(after);
  });

  it('a party taken out of acceptedUsers without completion is cancelled', async () => {
    await admin.db.doc(`briefs/${briefId}`).update({ acceptedUsers: [influencer.uid] });
    const timeline = await timelineWhen(briefId, leaver.uid, (t) => !!t.cancelledAt);
    expect(isRecent(timeline.cancelledAt, since)).toBe(true);
    expect(timeline.steps?.completed).toBeUndefined();
    expect(await updatesOf(leaver.uid)).toHaveLength(0);
  });

  it('a replayed event (recordTimeline again) changes no date and tells nobody again', async () => {
    const before = await timelineOf(briefId, influencer.uid);
    const owner = await snapshotOf(brand, influencer);
    const party = await snapshotOf(influencer, brand);
    const later = Date.now() + 60_000;
    const replays = [
      { kind: 'step', step: 'addressShared' },
      { kind: 'step', step: 'shipped' },
      { kind: 'step', step: 'live' },
      { kind: 'draftSubmitted', round: 2 },
      { kind: 'draftReviewed', round: 1, status: 'changesRequested' },
      { kind: 'draftReviewed', round: 2, status: 'approved' },
      { kind: 'cancelled' },
    ] as const;
    for (const event of replays.slice(0, -1))
      expect(await recordTimeline(briefId, influencer.uid, event, later)).toBe(false);
    expect(await recordTimeline(briefId, leaver.uid, replays.at(-1)!, later)).toBe(false);

    const after = await timelineOf(briefId, influencer.uid);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await snapshotOf(brand, influencer)).toEqual(owner);
    expect(await snapshotOf(influencer, brand)).toEqual(party);
  });
});

describe('history written late (the demo seed, an import)', () => {
  it('a step stamped more than an hour before it arrives keeps its stamp and tells nobody', async () => {
    const briefId = await makeBrief(brand, [influencer], 'product');
    const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    const before = await snapshotOf(brand, influencer);
    await admin.db.doc(`briefs/${briefId}/deliveries/${influencer.uid}`).set({
      userId: influencer.uid,
      briefId,
      postLink: 'https://www.instagram.com/p/old123/',
      submittedAt: Timestamp.fromMillis(twoDaysAgo),
    });
    const timeline = await timelineWhen(briefId, influencer.uid, (t) => !!t.steps?.live);
    expect(timeline.steps?.live?.toMillis()).toBe(twoDaysAgo);
    expect(await snapshotOf(brand, influencer)).toEqual(before);
  });
});

describe('what the timeline does not record', () => {
  it('a brief that is gone: no timeline is made up for it', async () => {
    const briefId = `collab-timeline-gone-${Date.now()}`;
    expect(
      await recordTimeline(briefId, influencer.uid, { kind: 'step', step: 'live' }, Date.now()),
    ).toBe(false);
    expect((await timelineRef(briefId, influencer.uid).get()).exists).toBe(false);
  });

  it('a review seen before its submission keeps its status', async () => {
    const briefId = await makeBrief(brand, [influencer], 'product');
    const at = Date.now();
    expect(
      await recordTimeline(
        briefId,
        influencer.uid,
        { kind: 'draftReviewed', round: 1, status: 'approved' },
        at,
      ),
    ).toBe(true);
    expect(
      await recordTimeline(briefId, influencer.uid, { kind: 'draftSubmitted', round: 1 }, at),
    ).toBe(true);
    const timeline = await timelineOf(briefId, influencer.uid);
    expect(timeline).toMatchObject({ briefId, userId: influencer.uid, ownerId: brand.uid });
    expect(timeline.drafts?.['1']?.status).toBe('approved');
    expect(timeline.steps?.approved?.toMillis()).toBe(at);
  });
});

describe('a paid collaboration', () => {
  it('the brand pays: paid, with no notification of the timeline', async () => {
    const payee = await makeAccount('payee', 'influencer');
    await fixtures.givePayoutDetails(payee);
    const briefId = await makeBrief(brand, [payee], 'money');
    const since = Date.now();
    await fixtures.holdPayment(brand, briefId, payee);
    const timeline = await timelineWhen(briefId, payee.uid, (t) => !!t.steps?.paid);
    expect(isRecent(timeline.steps?.paid, since)).toBe(true);
    expect(timeline).toMatchObject({ briefId, userId: payee.uid, ownerId: brand.uid });
    expect(await updatesOf(payee.uid)).toHaveLength(0);
  });
});
