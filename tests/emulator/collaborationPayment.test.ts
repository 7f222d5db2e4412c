// Paying for an accepted collaboration (issue 20): the `payment` function's
// initializeCollaborationCheckout and callback over real HTTP against the Auth, Firestore and
// Functions emulators with the local marketplace checkout. The price, the payee and her
// sub-merchant key come from the stored brief, bid and payout details; the success card holds
// the money with one ledger entry; the failure card keeps it awaiting with the reason; replayed,
// stale and forged callbacks change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLABORATION_PAYMENT_MESSAGES,
  collaborationAmounts,
} from '../../functions/src/shared/collaborationPayment';
import { run } from './appUser';
import {
  NO_FUNDS_CARD,
  PRICE,
  SUCCESS_CARD,
  collaborationFixtures,
  type Account,
} from './collaborationFixtures';

const fixtures = collaborationFixtures('collab-payment');
const { makeAccount, makeBrief, start, startOk, payOnPage, callback, paymentDoc, ledgerOf } =
  fixtures;

let brand: Account;
let otherBrand: Account;
let influencer: Account;
let unpaid: Account;

beforeAll(async () => {
  [brand, otherBrand, influencer, unpaid] = await Promise.all([
    makeAccount('brand', 'brand'),
    makeAccount('other', 'brand'),
    makeAccount('inf', 'influencer'),
    makeAccount('nopayout', 'influencer'),
  ]);
  await fixtures.givePayoutDetails(influencer);
});

afterAll(() => fixtures.cleanUp());

describe('collaboration checkout: who may start it', () => {
  it('another brand and the influencer herself: 403, and no payment is recorded', async () => {
    const briefId = await makeBrief(brand, [influencer]);
    for (const caller of [otherBrand, influencer]) {
      const { status, body } = await start(caller, briefId, influencer.uid);
      expect(status).toBe(403);
      expect(body).toEqual({ status: 'error', message: COLLABORATION_PAYMENT_MESSAGES.notOwner });
    }
    expect((await paymentDoc(briefId, influencer.uid).get()).exists).toBe(false);
  });

  it('a bidder who is not accepted, or already completed: 409 not-accepted', async () => {
    const briefId = await makeBrief(brand, []);
    expect((await start(brand, briefId, influencer.uid)).body).toEqual({
      status: 'error',
      message: COLLABORATION_PAYMENT_MESSAGES.notAccepted,
    });
    const done = await makeBrief(brand, [influencer]);
    await fixtures.admin.db.doc(`briefs/${done}`).update({ completedUsers: [influencer.uid] });
    expect((await start(brand, done, influencer.uid)).status).toBe(409);
  });

  it('a product-only collaboration: 409 not-money', async () => {
    const briefId = await makeBrief(brand, [influencer], 'product');
    expect((await start(brand, briefId, influencer.uid)).body).toEqual({
      status: 'error',
      message: COLLABORATION_PAYMENT_MESSAGES.notMoney,
    });
  });

  it('an influencer without payout details: 409 payout-details-missing', async () => {
    const briefId = await makeBrief(brand, [unpaid]);
    const { status, body } = await start(brand, briefId, unpaid.uid);
    expect(status).toBe(409);
    expect(body).toEqual({
      status: 'error',
      message: COLLABORATION_PAYMENT_MESSAGES.payoutDetailsMissing,
    });
  });
});

describe('collaboration checkout: paying', () => {
  it('the price and the payee come from the stored bid: awaiting with the amounts', async () => {
    const briefId = await makeBrief(brand, [influencer]);
    // A different price in the query is ignored: there is no price parameter at all.
    const started = await startOk(brand, briefId, influencer.uid);
    expect(started.paymentPageUrl).toContain('/localCheckout?token=');
    const stored = (await paymentDoc(briefId, influencer.uid).get()).data()!;
    expect(stored).toMatchObject({
      state: 'awaiting',
      payerId: brand.uid,
      payeeId: influencer.uid,
      subMerchantKey: `local-sub-${influencer.uid}`,
      token: started.token,
      amounts: collaborationAmounts(PRICE),
    });
    expect(stored.amounts).toEqual({
      net: 500000,
      kdv: 100000,
      gross: 600000,
      payee: 400000,
      platform: 200000,
    });
    const page = await (await fetch(started.paymentPageUrl)).text();
    expect(page).toContain('₺6000,0');
  });

  it('the success card holds the money with one ledger entry; a replayed callback changes nothing', async () => {
    const briefId = await makeBrief(brand, [influencer]);
    const started = await startOk(brand, briefId, influencer.uid);
    await payOnPage(started, SUCCESS_CARD);
    const first = await callback(started.token);
    expect(first.status).toBe(303);
    const target = new URL(first.location ?? '');
    expect(target.pathname).toBe('/app/briefDetail');
    expect(target.searchParams.get('briefId')).toBe(briefId);

    const held = (await paymentDoc(briefId, influencer.uid).get()).data()!;
    expect(held).toMatchObject({
      state: 'held',
      paymentId: started.token,
      paymentTransactionId: `${started.token}-item-1`,
      errorCode: null,
    });
    expect(held.heldAt).toBeTruthy();
    expect(await ledgerOf(briefId, influencer.uid)).toEqual([
      expect.objectContaining({
        kind: 'held',
        amountKurus: 600000,
        paymentTransactionId: `${started.token}-item-1`,
      }),
    ]);

    const replay = await callback(started.token);
    expect(replay.status).toBe(303);
    const after = (await paymentDoc(briefId, influencer.uid).get()).data()!;
    expect(after.updatedAt).toEqual(held.updatedAt);
    expect(await ledgerOf(briefId, influencer.uid)).toHaveLength(1);

    // Paid once: a second checkout is refused.
    expect((await start(brand, briefId, influencer.uid)).body).toEqual({
      status: 'error',
      message: COLLABORATION_PAYMENT_MESSAGES.alreadyPaid,
    });
  });

  it('the insufficient-funds card keeps it awaiting with the reason; a new try then pays', async () => {
    const briefId = await makeBrief(brand, [influencer]);
    const failed = await startOk(brand, briefId, influencer.uid);
    await payOnPage(failed, NO_FUNDS_CARD);
    expect((await callback(failed.token)).status).toBe(303);
    const awaiting = (await paymentDoc(briefId, influencer.uid).get()).data()!;
    expect(awaiting).toMatchObject({ state: 'awaiting', errorCode: '10051' });
    expect(awaiting.errorMessage).toBeTruthy();
    expect(await ledgerOf(briefId, influencer.uid)).toEqual([]);

    const retry = await startOk(brand, briefId, influencer.uid);
    await payOnPage(retry, SUCCESS_CARD);
    await callback(retry.token);
    const held = (await paymentDoc(briefId, influencer.uid).get()).data()!;
    expect(held).toMatchObject({ state: 'held', errorCode: null, errorMessage: null });

    // The old checkout's callback arriving late changes nothing.
    await callback(failed.token);
    expect((await paymentDoc(briefId, influencer.uid).get()).data()).toMatchObject({
      state: 'held',
      token: retry.token,
    });
    expect(await ledgerOf(briefId, influencer.uid)).toHaveLength(1);
  });

  it('a callback for a checkout not paid yet, or a forged token, holds nothing', async () => {
    const briefId = await makeBrief(brand, [influencer]);
    const started = await startOk(brand, briefId, influencer.uid);
    await callback(started.token); // the card page was never submitted
    expect((await paymentDoc(briefId, influencer.uid).get()).data()).toMatchObject({
      state: 'awaiting',
      errorCode: '5047',
    });
    const forged = await callback(`local-${run}-forged`);
    expect(forged.status).toBe(404);
    expect(await ledgerOf(briefId, influencer.uid)).toEqual([]);
  });
});
