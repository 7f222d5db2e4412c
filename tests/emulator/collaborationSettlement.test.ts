// Releasing a held collaboration payment to the influencer (issue 20), against the Auth,
// Firestore and Functions emulators with the local marketplace provider:
// - on completion: the brand's own client adds her to completedUsers (the app's Tamamla write,
//   under the rules) and the releaseOnCompletion trigger approves the item, writes the ledger
//   entry, her Earnings record with her tax status's withholding, her total and her
//   notification, once only;
// - after 7 days: releaseOverduePayments (the scheduled function's body, called here with the
//   local provider and a chosen `now`) releases only held payments delivered at least 7 days
//   ago, and tells both sides; an account deleted meanwhile, or more held payments than one
//   query page, does not stop it.
import { Timestamp } from 'firebase-admin/firestore';
import { arrayUnion, doc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../functions/src/admin';
import {
  releaseCollaborationPayment,
  settlementTexts,
} from '../../functions/src/payment/collaborationSettlement';
import { localProvider } from '../../functions/src/payment/localProvider';
import { releaseOverduePayments } from '../../functions/src/payment/releaseOverdue';
import {
  AUTO_RELEASE_MS,
  collaborationAmounts,
} from '../../functions/src/shared/collaborationPayment';
import { earningsTexts } from '../../functions/src/shared/earningsTexts';
import { PROJECT_ID, run } from './appUser';
import {
  PAYMENT_BASE,
  PRICE,
  collaborationFixtures,
  eventually,
  type Account,
} from './collaborationFixtures';

// functions/src/admin.ts initialises its own default Admin app (the functions' copy of
// firebase-admin); outside the Functions emulator it needs the project from the environment.
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const fixtures = collaborationFixtures('collab-settle');
const { admin, makeAccount, makeBrief, holdPayment, paymentDoc, ledgerOf, settle } = fixtures;
const provider = localProvider(PAYMENT_BASE);
const DAY_MS = 24 * 60 * 60 * 1000;
/** What the payee earns of a PRICE bid, kuruş (the accepted price's 80 %). */
const EARNED = collaborationAmounts(PRICE).payee;

let brand: Account;
let exempt: Account;
let company: Account;

beforeAll(async () => {
  [brand, exempt, company] = await Promise.all([
    makeAccount('brand', 'brand'),
    // A 20/B content creator: 15 % withheld. She has earned 1000 lira before.
    makeAccount('exempt', 'influencer', { taxStatus: 'creatorExempt', totalEarnedPrice: '1000' }),
    makeAccount('company', 'influencer', { taxStatus: 'company' }),
  ]);
  await Promise.all([fixtures.givePayoutDetails(exempt), fixtures.givePayoutDetails(company)]);
});

afterAll(() => fixtures.cleanUp());

const userOf = async (uid: string) => (await admin.db.doc(`Users/${uid}`).get()).data() ?? {};
const notificationsOf = async (uid: string) =>
  (await admin.db.collection(`Users/${uid}/Notifications`).get()).docs.map((d) => d.data());
const earningsOf = async (briefId: string, payeeId: string) =>
  (await admin.db.doc(`Earnings/collab-${briefId}_${payeeId}`).get()).data();
const stateOf = async (briefId: string, payeeId: string) =>
  (await paymentDoc(briefId, payeeId).get()).get('state') as string;
const untilState = (briefId: string, payeeId: string, state: string) =>
  eventually(
    () => stateOf(briefId, payeeId),
    (now) => now === state,
  );

describe('release on completion (the releaseOnCompletion trigger)', () => {
  let briefId: string;
  let token: string;

  beforeAll(async () => {
    briefId = await makeBrief(brand, [exempt, company]);
    token = await holdPayment(brand, briefId, exempt);
    await holdPayment(brand, briefId, company);
  });

  it('the owner completes her: released, with the ledger, Earnings, total and notification', async () => {
    const before = await userOf(exempt.uid);
    const owner = await fixtures.clientOf(brand);
    // The app's Tamamla write, judged by the rules like in the app.
    await updateDoc(doc(owner.db, 'briefs', briefId), { completedUsers: arrayUnion(exempt.uid) });

    expect(await untilState(briefId, exempt.uid, 'released')).toBe('released');
    const payment = (await paymentDoc(briefId, exempt.uid).get()).data()!;
    expect(payment).toMatchObject({ releaseReason: 'completed', settleError: null });
    expect(payment.releasedAt).toBeTruthy();
    const ptid = `${token}-item-1`;
    const ledger = await ledgerOf(briefId, exempt.uid);
    expect(ledger.map((entry) => entry.kind).sort()).toEqual(['held', 'released']);
    expect(ledger.find((entry) => entry.kind === 'released')).toMatchObject({
      amountKurus: EARNED,
      paymentTransactionId: ptid,
      reason: 'completed',
    });
    const ledgerIds = (await paymentDoc(briefId, exempt.uid).collection('ledger').get()).docs.map(
      (d) => d.id,
    );
    expect(ledgerIds.sort()).toEqual([`held-${ptid}`, `released-${ptid}`]);

    // 4000 lira earned; 15 % (600 lira) withheld for a 20/B creator.
    expect(await earningsOf(briefId, exempt.uid)).toMatchObject({
      influencerId: exempt.uid,
      briefId,
      amount: EARNED,
      withholding: 60000,
      net: 340000,
      kind: 'earning',
      createdBy: 'payment',
      collaborationPaymentId: `${briefId}_${exempt.uid}`,
    });
    const after = await userOf(exempt.uid);
    expect(after.totalEarnedPrice).toBe('5000');
    expect(after.notificationCount).toBe((before.notificationCount ?? 0) + 1);
    expect(await notificationsOf(exempt.uid)).toEqual([
      expect.objectContaining({
        type: 'earningsAdded',
        message: earningsTexts.message('earning', EARNED, 'Kış koleksiyonu'),
        path: '/app/myEarnings',
        isRead: false,
      }),
    ]);
    // The marketplace item was approved (paid out to her) in the provider.
    const checkout = (await admin.db.doc(`LocalCheckouts/${token}`).get()).data()!;
    expect(checkout.approved).toBe(true);
    expect(checkout.refundedKurus).toBeUndefined();
    // The brand completed it herself: no notification to her.
    expect(await notificationsOf(brand.uid)).toEqual([]);
  });

  it('a replayed completion changes nothing; a company payee has nothing withheld', async () => {
    const ref = adminDb().doc(`CollaborationPayments/${briefId}_${exempt.uid}`);
    expect(await releaseCollaborationPayment(provider, ref, 'completed')).toBe('skipped');

    // The trigger sees both as newly completed: she is skipped, the company is released
    // after her (the trigger's order), so once the company is released her turn has run.
    await admin.db.doc(`briefs/${briefId}`).update({ completedUsers: [] });
    await admin.db.doc(`briefs/${briefId}`).update({ completedUsers: [exempt.uid, company.uid] });
    expect(await untilState(briefId, company.uid, 'released')).toBe('released');

    expect(await earningsOf(briefId, company.uid)).toMatchObject({
      amount: EARNED,
      withholding: 0,
      net: EARNED,
    });
    expect((await userOf(company.uid)).totalEarnedPrice).toBe('4000');

    const released = await admin.db
      .collection('Earnings')
      .where('collaborationPaymentId', '==', `${briefId}_${exempt.uid}`)
      .get();
    expect(released.size).toBe(1);
    expect(await ledgerOf(briefId, exempt.uid)).toHaveLength(2);
    const exemptNow = await userOf(exempt.uid);
    expect(exemptNow.totalEarnedPrice).toBe('5000');
    expect(await notificationsOf(exempt.uid)).toHaveLength(1);
  });
});

describe('an agency’s accepted bid', () => {
  it('pays the agency and credits the influencer it named, with the agency on the record', async () => {
    const agency = await makeAccount('agency', 'influencerAgency');
    const managed = await makeAccount('managed', 'influencer', {
      taxStatus: 'creatorExempt',
      imitatorAgencyUID: agency.uid,
    });
    await fixtures.givePayoutDetails(agency);
    // Her profile in the spec's shape (section 3) holds the total her Users document lacks.
    const profileRef = admin.db.doc(`Influencers/${managed.uid}`);
    await profileRef.set({
      uid: managed.uid,
      imitatorAgencyUID: agency.uid,
      totalEarnedPrice: '250',
    });
    const briefId = await makeBrief(brand, [agency]);
    // The agency bid for her: its accepted bid names her (fixed once accepted).
    const bidders = admin.db.doc(`bidders/${briefId}`);
    const [bid] = (await bidders.get()).get('bidders') as Record<string, unknown>[];
    await bidders.update({ bidders: [{ ...bid, selectedUserId: managed.uid }] });
    await holdPayment(brand, briefId, agency);

    const ref = adminDb().doc(`CollaborationPayments/${briefId}_${agency.uid}`);
    expect(await releaseCollaborationPayment(provider, ref, 'completed')).toBe('settled');

    // One record, hers, with the agency: the agency's earnings list (agencyId) shows it.
    expect(await earningsOf(briefId, agency.uid)).toMatchObject({
      influencerId: managed.uid,
      agencyId: agency.uid,
      amount: EARNED,
      withholding: Math.round(EARNED * 0.15),
    });
    // Her total grew from the profile's 250 lira, on both copies.
    const total = String(250 + EARNED / 100);
    expect((await userOf(managed.uid)).totalEarnedPrice).toBe(total);
    expect((await profileRef.get()).get('totalEarnedPrice')).toBe(total);
    await profileRef.delete();
    expect((await userOf(agency.uid)).totalEarnedPrice).toBeUndefined();
    expect((await notificationsOf(managed.uid)).map((n) => n.type)).toEqual(['earningsAdded']);
    expect((await notificationsOf(agency.uid)).map((n) => n.message)).toEqual([
      settlementTexts.releasedToAgency('Kış koleksiyonu', EARNED),
    ]);
  });
});

describe('release after 7 days (releaseOverduePayments)', () => {
  const now = Date.now();
  const delivered = (briefId: string, payee: Account, ago: number) =>
    admin.db.doc(`briefs/${briefId}/deliveries/${payee.uid}`).set({
      userId: payee.uid,
      briefId,
      postLink: 'https://www.instagram.com/p/abc123/',
      submittedAt: Timestamp.fromMillis(now - ago),
    });

  it('releases only held payments delivered at least 7 days ago, and tells both sides', async () => {
    const keys = ['due', 'exactly', 'almost', 'six', 'disputed', 'undelivered'];
    const all = await Promise.all(keys.map((key) => makeAccount(key, 'influencer')));
    const [due, exactly, almost, sixDays, disputed, undelivered] = all as [
      Account,
      Account,
      Account,
      Account,
      Account,
      Account,
    ];
    await Promise.all(all.map((payee) => fixtures.givePayoutDetails(payee)));
    const briefId = await makeBrief(brand, all);
    for (const payee of all) await holdPayment(brand, briefId, payee);
    await delivered(briefId, due, 8 * DAY_MS);
    await delivered(briefId, exactly, AUTO_RELEASE_MS);
    await delivered(briefId, almost, AUTO_RELEASE_MS - 60_000);
    await delivered(briefId, sixDays, 6 * DAY_MS);
    // Delivered long ago, but the brand disputes the work: an admin decides, not the clock.
    await delivered(briefId, disputed, 10 * DAY_MS);
    const dispute = await settle(brand, 'disputeCollaboration', {
      briefId,
      influencerId: disputed.uid,
      reason: 'Paylaşım brifle uyuşmuyor.',
    });
    expect(dispute.status).toBe(200);

    const released = await releaseOverduePayments(provider, now);

    const mine = released.filter((id) => id.startsWith(`${briefId}_`)).sort();
    expect(mine).toEqual([`${briefId}_${due.uid}`, `${briefId}_${exactly.uid}`].sort());
    expect(await stateOf(briefId, due.uid)).toBe('released');
    expect(await stateOf(briefId, exactly.uid)).toBe('released');
    expect(await stateOf(briefId, almost.uid)).toBe('held');
    expect(await stateOf(briefId, sixDays.uid)).toBe('held');
    expect(await stateOf(briefId, disputed.uid)).toBe('disputed');
    expect(await stateOf(briefId, undelivered.uid)).toBe('held');
    expect((await paymentDoc(briefId, due.uid).get()).get('releaseReason')).toBe('overdue');
    expect(await earningsOf(briefId, due.uid)).toMatchObject({ amount: EARNED });
    expect(await earningsOf(briefId, sixDays.uid)).toBeUndefined();

    expect(await notificationsOf(due.uid)).toEqual([
      expect.objectContaining({
        type: 'earningsAdded',
        message: settlementTexts.overdueToPayee('Kış koleksiyonu'),
      }),
    ]);
    const toBrand = (await notificationsOf(brand.uid)).filter((n) => n.type === 'paymentUpdate');
    expect(toBrand).toHaveLength(2);
    expect(toBrand[0]).toMatchObject({
      message: settlementTexts.releasedToBrand('Kış koleksiyonu', EARNED, true),
      path: `/app/briefDetail?briefId=${briefId}`,
    });
    expect(await notificationsOf(sixDays.uid)).toEqual([]);

    // Run again: nothing left to release among them.
    const again = await releaseOverduePayments(provider, now);
    expect(again.filter((id) => id.startsWith(`${briefId}_`))).toEqual([]);
  });
});

describe('release after 7 days: what must not stop it', () => {
  const now = Date.now();
  const deliveredLongAgo = (briefId: string, payee: Account) =>
    admin.db.doc(`briefs/${briefId}/deliveries/${payee.uid}`).set({
      userId: payee.uid,
      briefId,
      postLink: 'https://www.instagram.com/p/abc123/',
      submittedAt: Timestamp.fromMillis(now - 8 * DAY_MS),
    });

  it('an account deleted while the money was held: the release still finishes', async () => {
    // deleteAccount removes the Users document; the money held for the collaboration stays.
    const [goneBrand, stays, gonePayee] = await Promise.all([
      makeAccount('gonebrand', 'brand'),
      makeAccount('stays', 'influencer'),
      makeAccount('gonepayee', 'influencer'),
    ]);
    await fixtures.givePayoutDetails(stays);
    await fixtures.givePayoutDetails(gonePayee);
    const first = await makeBrief(goneBrand, [stays]);
    await holdPayment(goneBrand, first, stays);
    await deliveredLongAgo(first, stays);
    const second = await makeBrief(brand, [gonePayee]);
    await holdPayment(brand, second, gonePayee);
    await deliveredLongAgo(second, gonePayee);
    await admin.db.recursiveDelete(admin.db.doc(`Users/${goneBrand.uid}`));
    await admin.db.recursiveDelete(admin.db.doc(`Users/${gonePayee.uid}`));

    const released = await releaseOverduePayments(provider, now);

    expect(released).toEqual(
      expect.arrayContaining([`${first}_${stays.uid}`, `${second}_${gonePayee.uid}`]),
    );
    expect(await stateOf(first, stays.uid)).toBe('released');
    expect(await earningsOf(first, stays.uid)).toMatchObject({ amount: EARNED });
    expect(await notificationsOf(stays.uid)).toHaveLength(1);
    expect(await stateOf(second, gonePayee.uid)).toBe('released');
    expect(await earningsOf(second, gonePayee.uid)).toMatchObject({ amount: EARNED });
    // No Users document is made up for the deleted accounts.
    expect((await admin.db.doc(`Users/${goneBrand.uid}`).get()).exists).toBe(false);
    expect((await admin.db.doc(`Users/${gonePayee.uid}`).get()).exists).toBe(false);
  });

  it('more held payments than one query page, none of them due: a due one after them is found', async () => {
    // 500 held payments not delivered yet whose ids sort before every payment of this run.
    const notDue = Array.from({ length: 500 }, (_, i) => `0-${run}-${String(i).padStart(3, '0')}`);
    const writer = admin.db.bulkWriter();
    for (const id of notDue) {
      void writer.set(admin.db.doc(`CollaborationPayments/${id}`), {
        briefId: `0-${run}-nobrief`,
        payeeId: id,
        state: 'held',
      });
    }
    await writer.close();
    try {
      const payee = await makeAccount('afterpage', 'influencer');
      await fixtures.givePayoutDetails(payee);
      const briefId = await makeBrief(brand, [payee]);
      await holdPayment(brand, briefId, payee);
      await deliveredLongAgo(briefId, payee);

      const released = await releaseOverduePayments(provider, now);

      expect(released).toContain(`${briefId}_${payee.uid}`);
      expect(await stateOf(briefId, payee.uid)).toBe('released');
    } finally {
      const cleaner = admin.db.bulkWriter();
      for (const id of notDue) void cleaner.delete(admin.db.doc(`CollaborationPayments/${id}`));
      await cleaner.close();
    }
  }, 60_000);
});
