// The `payment` HTTP function (functions/src/payment; spec section 7: {payment}/initializeCheckoutform
// and {payment}/completeTransaction) over real HTTP against the Auth, Firestore and Functions
// emulators, with the local checkout provider the emulator selects: the hosted card page, the
// callback, iyzico sandbox's success and insufficient-funds cards, idempotent completion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutStart,
  PaymentResponse,
  TransactionResult,
} from '../../functions/src/shared/plans';
import { PROJECT_ID, adminApp, run, idTokenOf } from './appUser';

const BASE = `http://127.0.0.1:5001/${PROJECT_ID}/europe-west1/payment`;
const PASSWORD = 'secret123';
const SUCCESS_CARD = '5528790000000008';
const NO_FUNDS_CARD = '4111111111111129';
const admin = adminApp('payment-local');
const createdUsers: string[] = [];
const createdPayments: string[] = [];

type Account = { uid: string; token: string };

async function makeBrand(key: string): Promise<Account> {
  const email = `payment-${key}-${run}@demo.test`;
  const { uid } = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
  createdUsers.push(uid);
  await admin.db.doc(`Users/${uid}`).set({
    uid,
    email,
    type: 'brand',
    isApproved: true,
    name: 'Deniz',
    surname: 'Kaya',
    brandName: `Nova ${run}`,
    city: 'İzmir',
    subscriptionType: 'free',
  });
  return { uid, token: await idTokenOf(email, PASSWORD) };
}

async function get<T>(path: string, token: string | null) {
  const headers = new Headers();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${BASE}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as PaymentResponse<T> };
}

async function dataOf<T>(path: string, token: string): Promise<T> {
  const { status, body } = await get<T>(path, token);
  expect(status, JSON.stringify(body)).toBe(200);
  if (body.status !== 'success') throw new Error(`not a success: ${JSON.stringify(body)}`);
  return body.data;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Starts a checkout, pays on the local page with `card` and follows the callback. */
async function payWith(account: Account, card: string, plan = 'business') {
  const start = await dataOf<CheckoutStart>(
    `/initializeCheckoutform?pricingPlan=${plan}&userId=${account.uid}`,
    account.token,
  );
  createdPayments.push(start.conversationId);
  const page = await fetch(start.paymentPageUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Kart numarası');

  const submitted = await fetch(
    `${BASE}/localCheckout`,
    form({
      token: start.token,
      cardNumber: card,
      cardHolderName: 'Deniz Kaya',
      expiry: '12/30',
      cvc: '123',
    }),
  );
  const html = await submitted.text();
  expect(submitted.status).toBe(200);
  expect(html).toContain(`action="${BASE}/callback"`);

  const callback = await fetch(`${BASE}/callback`, {
    ...form({ token: start.token }),
    redirect: 'manual',
  });
  expect(callback.status).toBe(303);
  const location = new URL(callback.headers.get('location') ?? '');
  expect(location.pathname).toBe('/app/completeTransaction');
  expect(location.searchParams.get('token')).toBe(start.token);
  expect(location.searchParams.get('userId')).toBe(account.uid);
  return start;
}

const subscriptionOf = async (uid: string) =>
  (await admin.db.doc(`Users/${uid}`).get()).get('subscriptionType') as string;

let payer: Account;
let poor: Account;
let other: Account;

beforeAll(async () => {
  [payer, poor, other] = await Promise.all([
    makeBrand('payer'),
    makeBrand('poor'),
    makeBrand('other'),
  ]);
});

afterAll(async () => {
  await Promise.all(createdPayments.map((id) => admin.db.doc(`Payments/${id}`).delete()));
  await Promise.all(createdUsers.map((uid) => admin.db.doc(`Users/${uid}`).delete()));
  await Promise.all(createdUsers.map((uid) => admin.auth.deleteUser(uid)));
});

describe('payment function with the local provider', () => {
  it('no ID token: 401; another user’s userId: 403; an unknown plan: 400', async () => {
    expect((await get('/initializeCheckoutform?pricingPlan=business', null)).status).toBe(401);
    const forOther = await get(
      `/initializeCheckoutform?pricingPlan=business&userId=${other.uid}`,
      payer.token,
    );
    expect(forOther.status).toBe(403);
    expect(forOther.body).toEqual({ status: 'error', message: 'forbidden' });
    const gold = await get(
      `/initializeCheckoutform?pricingPlan=gold&userId=${payer.uid}`,
      payer.token,
    );
    expect(gold.status).toBe(400);
    expect(await subscriptionOf(payer.uid)).toBe('free');
  });

  it('initialize stores a pending payment with the amounts with KDV', async () => {
    const start = await dataOf<CheckoutStart>(
      `/initializeCheckoutform?pricingPlan=pro&userId=${other.uid}`,
      other.token,
    );
    createdPayments.push(start.conversationId);
    expect(start.paymentPageUrl).toBe(
      `${BASE}/localCheckout?token=${encodeURIComponent(start.token)}`,
    );
    const stored = (await admin.db.doc(`Payments/${start.conversationId}`).get()).data();
    expect(stored).toMatchObject({
      userId: other.uid,
      plan: 'pro',
      token: start.token,
      provider: 'local',
      status: 'pending',
      amounts: { net: 299900, kdv: 59980, gross: 359880 },
    });
  });

  it('the success card: business, stored once; replaying the token changes nothing', async () => {
    const start = await payWith(payer, SUCCESS_CARD);
    const path = `/completeTransaction?token=${encodeURIComponent(start.token)}&userId=${payer.uid}`;
    const result = await dataOf<TransactionResult>(path, payer.token);
    expect(result).toEqual({
      conversationId: start.conversationId,
      plan: 'business',
      status: 'success',
      amounts: { net: 149900, kdv: 29980, gross: 179880 },
      errorCode: null,
      errorMessage: null,
    });
    expect(await subscriptionOf(payer.uid)).toBe('business');
    const ref = admin.db.doc(`Payments/${start.conversationId}`);
    const first = await ref.get();
    expect(first.get('status')).toBe('success');
    expect(JSON.stringify(first.get('result'))).not.toMatch(/5528|card|lastFour|bin/i);

    // An admin takes the plan back; the same token again must not grant it a second time.
    await admin.db.doc(`Users/${payer.uid}`).update({ subscriptionType: 'free' });
    expect(await dataOf<TransactionResult>(path, payer.token)).toEqual(result);
    expect(await subscriptionOf(payer.uid)).toBe('free');
    const again = await ref.get();
    expect(again.updateTime?.toMillis()).toBe(first.updateTime?.toMillis());
    expect(again.updateTime).toBeDefined();

    // Someone else replaying it is refused.
    const stolen = await get(
      `/completeTransaction?token=${encodeURIComponent(start.token)}&userId=${other.uid}`,
      other.token,
    );
    expect(stolen.status).toBe(403);
    expect((await get(path, null)).status).toBe(401);
  });

  it('the insufficient-funds card: stays free with the provider’s reason', async () => {
    const start = await payWith(poor, NO_FUNDS_CARD);
    const result = await dataOf<TransactionResult>(
      `/completeTransaction?token=${encodeURIComponent(start.token)}&userId=${poor.uid}`,
      poor.token,
    );
    expect(result).toMatchObject({
      status: 'failure',
      plan: 'business',
      errorCode: '10051',
      errorMessage: 'Kart limiti yetersiz, yetersiz bakiye',
    });
    expect(await subscriptionOf(poor.uid)).toBe('free');
    expect((await admin.db.doc(`Payments/${start.conversationId}`).get()).get('status')).toBe(
      'failure',
    );
  });

  it('an unknown token: 404', async () => {
    const { status } = await get(
      `/completeTransaction?token=nope-${run}&userId=${payer.uid}`,
      payer.token,
    );
    expect(status).toBe(404);
  });
});
