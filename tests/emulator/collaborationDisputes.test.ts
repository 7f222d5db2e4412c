// What the people of a paid collaboration do with its held money (issue 20), over real HTTP
// against the Auth, Firestore and Functions emulators with the local marketplace provider: the
// brand disputes ({payment}/disputeCollaboration), the brand or the influencer cancels before
// the delivery link exists and the money goes back ({payment}/cancelCollaboration), an admin
// decides a dispute ({payment}/resolveDispute), the brand's completion ends her own dispute,
// and deleteBrief refuses a brief whose money is held.
import { FirebaseError } from 'firebase/app';
import { arrayRemove, arrayUnion, doc, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementTexts } from '../../functions/src/payment/collaborationSettlement';
import { BRIEF_DELETION_MESSAGES } from '../../functions/src/shared/briefDeletion';
import {
  COLLABORATION_PAYMENT_MESSAGES as MESSAGES,
  collaborationAmounts,
} from '../../functions/src/shared/collaborationPayment';
import { PAYMENT_MESSAGES } from '../../functions/src/shared/plans';
import { PRICE, collaborationFixtures, eventually, type Account } from './collaborationFixtures';

const fixtures = collaborationFixtures('collab-dispute');
const { admin, makeAccount, makeBrief, holdPayment, paymentDoc, ledgerOf, settle } = fixtures;
const AMOUNTS = collaborationAmounts(PRICE);
const REASON = 'Paylaşım brifteki ürünü göstermiyor.';

let brand: Account;
let otherBrand: Account;
let influencer: Account;
let moderator: Account;

beforeAll(async () => {
  [brand, otherBrand, influencer, moderator] = await Promise.all([
    makeAccount('brand', 'brand'),
    makeAccount('other', 'brand'),
    makeAccount('inf', 'influencer'),
    makeAccount('admin', 'admin'),
  ]);
  await fixtures.givePayoutDetails(influencer);
});

afterAll(() => fixtures.cleanUp());

const paymentOf = async (briefId: string) =>
  (await paymentDoc(briefId, influencer.uid).get()).data() ?? {};
const error = (message: string) => ({ status: 'error', message });
const ok = { status: 'success', data: null };

/** A new brief with the influencer accepted and her payment held. */
async function heldBrief() {
  const briefId = await makeBrief(brand, [influencer]);
  const token = await holdPayment(brand, briefId, influencer);
  return { briefId, token };
}

const dispute = (caller: Account, briefId: string, reason = REASON) =>
  settle(caller, 'disputeCollaboration', { briefId, influencerId: influencer.uid, reason });
const cancel = (caller: Account, briefId: string) =>
  settle(caller, 'cancelCollaboration', { briefId, influencerId: influencer.uid });
const resolve = (caller: Account, briefId: string, decision: string) =>
  settle(caller, 'resolveDispute', { paymentId: `${briefId}_${influencer.uid}`, decision });

const deliver = (briefId: string) =>
  admin.db.doc(`briefs/${briefId}/deliveries/${influencer.uid}`).set({
    userId: influencer.uid,
    briefId,
    postLink: 'https://www.instagram.com/p/abc123/',
    submittedAt: new Date(),
  });

describe('disputing held money', () => {
  it('only the paying brand, with a reason: held becomes disputed, once', async () => {
    const { briefId } = await heldBrief();
    for (const caller of [influencer, otherBrand, moderator]) {
      expect(await dispute(caller, briefId)).toEqual({
        status: 403,
        body: error(MESSAGES.notOwner),
      });
    }
    expect(await dispute(brand, briefId, '   ')).toEqual({
      status: 400,
      body: error(MESSAGES.reasonRequired),
    });
    expect(await dispute(brand, briefId, 'x'.repeat(501))).toMatchObject({ status: 400 });
    expect((await paymentOf(briefId)).state).toBe('held');

    expect(await dispute(brand, briefId, `  ${REASON} `)).toEqual({ status: 200, body: ok });
    const disputed = await paymentOf(briefId);
    expect(disputed).toMatchObject({ state: 'disputed', disputeReason: REASON });
    expect(disputed.disputedAt).toBeTruthy();

    // The influencer and the admin are told, once each.
    for (const told of [influencer, moderator]) {
      const notes = await admin.db
        .collection(`Users/${told.uid}/Notifications`)
        .where('type', '==', 'paymentUpdate')
        .where('path', '==', `/app/briefDetail?briefId=${briefId}`)
        .get();
      expect(notes.docs.map((d) => d.get('message'))).toEqual([
        expect.stringContaining('iş birliği için marka itiraz etti'),
      ]);
    }

    expect(await dispute(brand, briefId)).toEqual({ status: 409, body: error(MESSAGES.notHeld) });
    // A dispute moves no money: only the held entry is in the ledger.
    expect((await ledgerOf(briefId, influencer.uid)).map((e) => e.kind)).toEqual(['held']);
  });

  it('the brand completing her own disputed collaboration releases it', async () => {
    const { briefId } = await heldBrief();
    await dispute(brand, briefId);
    const owner = await fixtures.clientOf(brand);
    await updateDoc(doc(owner.db, 'briefs', briefId), {
      completedUsers: arrayUnion(influencer.uid),
    });
    const released = await eventually(
      () => paymentOf(briefId),
      (p) => p.state === 'released',
    );
    expect(released).toMatchObject({ state: 'released', releaseReason: 'completed' });
    expect(
      (await admin.db.doc(`Earnings/collab-${briefId}_${influencer.uid}`).get()).get('amount'),
    ).toBe(AMOUNTS.payee);
  });
});

describe('cancelling before the delivery', () => {
  it('after the delivery link exists: 409 delivered, and the brief keeps her', async () => {
    const { briefId } = await heldBrief();
    await deliver(briefId);
    for (const caller of [brand, influencer]) {
      expect(await cancel(caller, briefId)).toEqual({
        status: 409,
        body: error(MESSAGES.delivered),
      });
    }
    expect((await paymentOf(briefId)).state).toBe('held');
    // The rules keep a held collaboration in acceptedUsers (the owner's own client).
    const owner = await fixtures.clientOf(brand);
    await expect(
      updateDoc(doc(owner.db, 'briefs', briefId), { acceptedUsers: arrayRemove(influencer.uid) }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('by someone else: 403; by the influencer: refunded in full, both told', async () => {
    const { briefId, token } = await heldBrief();
    expect(await cancel(otherBrand, briefId)).toEqual({
      status: 403,
      body: error(MESSAGES.notOwner),
    });
    expect((await paymentOf(briefId)).state).toBe('held');

    expect(await cancel(influencer, briefId)).toEqual({ status: 200, body: ok });
    const refunded = await paymentOf(briefId);
    expect(refunded).toMatchObject({ state: 'refunded', refundReason: 'cancelled' });
    expect(refunded.refundedAt).toBeTruthy();
    const ptid = `${token}-item-1`;
    const refundEntry = (await ledgerOf(briefId, influencer.uid)).find(
      (e) => e.kind === 'refunded',
    );
    expect(refundEntry).toMatchObject({ amountKurus: AMOUNTS.gross, paymentTransactionId: ptid });
    expect((await paymentDoc(briefId, influencer.uid).collection('ledger').get()).size).toBe(2);
    const checkout = (await admin.db.doc(`LocalCheckouts/${token}`).get()).data()!;
    expect(checkout.refundedKurus).toBe(AMOUNTS.gross);
    expect(checkout.approved).toBeUndefined();
    for (const party of [brand, influencer]) {
      const notes = await admin.db.collection(`Users/${party.uid}/Notifications`).get();
      expect(notes.docs.map((d) => d.data())).toContainEqual(
        expect.objectContaining({
          type: 'paymentUpdate',
          message: settlementTexts.refunded('Kış koleksiyonu', AMOUNTS.gross),
        }),
      );
    }
    expect((await admin.db.doc(`Earnings/collab-${briefId}_${influencer.uid}`).get()).exists).toBe(
      false,
    );

    // Cancelling again refunds nothing twice.
    expect(await cancel(brand, briefId)).toEqual({ status: 409, body: error(MESSAGES.notHeld) });
    // Refunded: now the owner may remove her from the brief, the app's usual write.
    const owner = await fixtures.clientOf(brand);
    await updateDoc(doc(owner.db, 'briefs', briefId), {
      acceptedUsers: arrayRemove(influencer.uid),
    });
  });
});

describe('an admin decides a dispute', () => {
  it('a non-admin cannot; a held (undisputed) payment is not hers to decide', async () => {
    const { briefId } = await heldBrief();
    expect(await resolve(brand, briefId, 'refund')).toEqual({
      status: 403,
      body: error(PAYMENT_MESSAGES.forbidden),
    });
    expect(await resolve(moderator, briefId, 'release')).toEqual({
      status: 409,
      body: error(MESSAGES.notHeld),
    });
    expect(await resolve(moderator, briefId, 'maybe')).toMatchObject({ status: 400 });
    await dispute(brand, briefId);
    for (const caller of [brand, influencer]) {
      expect((await resolve(caller, briefId, 'release')).status).toBe(403);
    }
    expect((await paymentOf(briefId)).state).toBe('disputed');
  });

  it('release: paid out to her with the Earnings record; deciding again: 409', async () => {
    const { briefId, token } = await heldBrief();
    await dispute(brand, briefId);
    expect(await resolve(moderator, briefId, 'release')).toEqual({ status: 200, body: ok });
    expect(await paymentOf(briefId)).toMatchObject({
      state: 'released',
      releaseReason: 'adminRelease',
    });
    expect(
      (await admin.db.doc(`Earnings/collab-${briefId}_${influencer.uid}`).get()).data(),
    ).toMatchObject({ amount: AMOUNTS.payee, influencerId: influencer.uid });
    expect((await admin.db.doc(`LocalCheckouts/${token}`).get()).get('approved')).toBe(true);
    for (const decision of ['release', 'refund']) {
      expect(await resolve(moderator, briefId, decision)).toEqual({
        status: 409,
        body: error(MESSAGES.notHeld),
      });
    }
    expect((await ledgerOf(briefId, influencer.uid)).map((e) => e.kind).sort()).toEqual([
      'held',
      'released',
    ]);
  });

  it('refund: the whole price back to the brand; deciding again: 409', async () => {
    const { briefId, token } = await heldBrief();
    await dispute(brand, briefId);
    expect(await resolve(moderator, briefId, 'refund')).toEqual({ status: 200, body: ok });
    expect(await paymentOf(briefId)).toMatchObject({
      state: 'refunded',
      refundReason: 'adminRefund',
    });
    expect((await admin.db.doc(`LocalCheckouts/${token}`).get()).get('refundedKurus')).toBe(
      AMOUNTS.gross,
    );
    expect((await admin.db.doc(`Earnings/collab-${briefId}_${influencer.uid}`).get()).exists).toBe(
      false,
    );
    expect(await resolve(moderator, briefId, 'refund')).toEqual({
      status: 409,
      body: error(MESSAGES.notHeld),
    });
    expect((await ledgerOf(briefId, influencer.uid)).map((e) => e.kind).sort()).toEqual([
      'held',
      'refunded',
    ]);
  });
});

describe('deleteBrief and held money', () => {
  it('refuses while the money is held (failed-precondition); deletes once it is refunded', async () => {
    const { briefId } = await heldBrief();
    const client = await fixtures.clientOf(moderator);
    const deleteBrief = httpsCallable<{ briefId: string }, { deleted: boolean }>(
      client.functions,
      'deleteBrief',
    );
    const refused = await deleteBrief({ briefId }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FirebaseError);
    expect(refused).toMatchObject({
      code: 'functions/failed-precondition',
      message: expect.stringContaining(BRIEF_DELETION_MESSAGES.moneyHeld),
    });
    expect((await admin.db.doc(`briefs/${briefId}`).get()).exists).toBe(true);
    expect((await admin.db.doc(`bidders/${briefId}`).get()).exists).toBe(true);

    await cancel(brand, briefId);
    expect((await paymentOf(briefId)).state).toBe('refunded');
    await expect(deleteBrief({ briefId })).resolves.toMatchObject({ data: { deleted: true } });
    expect((await admin.db.doc(`briefs/${briefId}`).get()).exists).toBe(false);
  });
});
