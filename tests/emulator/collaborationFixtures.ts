// Shared ground of the collaboration payment emulator tests (issue 20): accounts made with the
// Admin SDK and signed in over the Auth emulator's REST API, a money brief with its accepted
// bids and payout details, the `payment` function's collaboration checkout over real HTTP with
// the local card page and callback, its held-money POST routes, and a signed-in client app for
// the writes and callables the app makes itself. Everything is unique to this run and removed
// by cleanUp.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { expect } from 'vitest';
import type { PaymentResponse } from '../../functions/src/shared/plans';
import { PROJECT_ID, adminApp, idTokenOf, run } from './appUser';

export const PAYMENT_BASE = `http://127.0.0.1:5001/${PROJECT_ID}/europe-west1/payment`;
export const SUCCESS_CARD = '5528790000000008';
export const NO_FUNDS_CARD = '4111111111111129';
/** Every accepted bid's price, lira before KDV. */
export const PRICE = 5000;
const PASSWORD = 'secret123';

export type Account = { uid: string; email: string; token: string };
export type Started = { token: string; paymentPageUrl: string };
export type SettleRoute = 'disputeCollaboration' | 'cancelCollaboration' | 'resolveDispute';
export type Client = { app: FirebaseApp; db: Firestore; functions: Functions };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

export function collaborationFixtures(name: string) {
  const admin = adminApp(name);
  const users: string[] = [];
  const docs: string[] = [];
  const tokens: string[] = [];
  const clients = new Map<string, Promise<Client>>();

  /** A verified account of `type`; `fields` are added to its Users document. */
  async function makeAccount(
    key: string,
    type: string,
    fields: Record<string, unknown> = {},
  ): Promise<Account> {
    const email = `${name}-${key}-${run}@demo.test`;
    const { uid } = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
    users.push(uid);
    await admin.db.doc(`Users/${uid}`).set({
      uid,
      email,
      type,
      isApproved: true,
      name: 'Deniz',
      surname: key,
      brandName: type === 'brand' ? `Nova ${run}` : '',
      ...fields,
    });
    return { uid, email, token: await idTokenOf(email, PASSWORD) };
  }

  async function seed(path: string, data: Record<string, unknown>) {
    docs.push(path);
    await admin.db.doc(path).set(data);
  }

  /** What savePayoutDetails stores for a registered sub-merchant. */
  const givePayoutDetails = (payee: Account) =>
    seed(`payoutDetails/${payee.uid}`, {
      kind: 'PERSONAL',
      subMerchantKey: `local-sub-${payee.uid}`,
      provider: 'local',
    });

  /**
   * A verified money brief of `owner` with `accepted` accepted at PRICE lira each. It holds the
   * fields the rules' validBriefValues wants, so the owner's own client may complete on it.
   */
  async function makeBrief(owner: Account, accepted: Account[], paymentType = 'money') {
    const briefId = `${name}-brief-${run}-${docs.length}`;
    const uids = accepted.map((a) => a.uid);
    await seed(`briefs/${briefId}`, {
      id: briefId,
      title: 'Kış koleksiyonu',
      description: 'Kış koleksiyonumuzu tanıtın.',
      targetedCategories: [1],
      briefOwnerUserId: owner.uid,
      briefSenderId: owner.uid,
      briefSenderName: `Nova ${run}`,
      visibility: 'brand',
      paymentType,
      isVerified: true,
      isCompleted: false,
      shouldHideBrief: false,
      bidderIds: uids,
      acceptedUsers: uids,
      completedUsers: [],
      declinedUser: [],
    });
    await seed(`bidders/${briefId}`, {
      id: briefId,
      briefOwnerUserId: owner.uid,
      bidders: accepted.map((a) => ({
        bidderId: a.uid,
        bidderName: 'Ayşe',
        price: PRICE,
        influencerEarnings: PRICE * 0.8,
        selectedUserId: a.uid,
      })),
    });
    return briefId;
  }

  async function start(caller: Account, briefId: string, influencerId: string) {
    const response = await fetch(
      `${PAYMENT_BASE}/initializeCollaborationCheckout?briefId=${briefId}&influencerId=${influencerId}`,
      { headers: { Authorization: `Bearer ${caller.token}` } },
    );
    return { status: response.status, body: (await response.json()) as PaymentResponse<Started> };
  }

  async function startOk(caller: Account, briefId: string, influencerId: string) {
    const { status, body } = await start(caller, briefId, influencerId);
    expect(status, JSON.stringify(body)).toBe(200);
    if (body.status !== 'success') throw new Error(JSON.stringify(body));
    tokens.push(body.data.token);
    return body.data;
  }

  async function payOnPage(started: Started, card: string) {
    const submitted = await fetch(
      `${PAYMENT_BASE}/localCheckout`,
      form({
        token: started.token,
        cardNumber: card,
        cardHolderName: 'D K',
        expiry: '12/30',
        cvc: '1',
      }),
    );
    expect(submitted.status).toBe(200);
  }

  async function callback(token: string) {
    const response = await fetch(`${PAYMENT_BASE}/callback`, form({ token }));
    return { status: response.status, location: response.headers.get('location') };
  }

  const paymentDoc = (briefId: string, payeeId: string) =>
    admin.db.doc(`CollaborationPayments/${briefId}_${payeeId}`);

  /** The brand pays `payee`'s collaboration with the success card: held; its checkout token. */
  async function holdPayment(owner: Account, briefId: string, payee: Account): Promise<string> {
    const started = await startOk(owner, briefId, payee.uid);
    await payOnPage(started, SUCCESS_CARD);
    await callback(started.token);
    const held = (await paymentDoc(briefId, payee.uid).get()).data();
    expect(held?.state).toBe('held');
    return started.token;
  }

  const ledgerOf = async (briefId: string, payeeId: string) =>
    (await paymentDoc(briefId, payeeId).collection('ledger').get()).docs.map((d) => d.data());

  /** A held-money POST route of the `payment` function, called as `caller`. */
  async function settle(caller: Account, route: SettleRoute, body: Record<string, unknown>) {
    const response = await fetch(`${PAYMENT_BASE}/${route}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${caller.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as PaymentResponse<null> };
  }

  /** The web SDK signed in as `account` (one app each): Firestore under the rules, callables. */
  function clientOf(account: Account): Promise<Client> {
    const existing = clients.get(account.uid);
    if (existing) return existing;
    const made = signedInClient(account);
    clients.set(account.uid, made);
    return made;
  }

  async function signedInClient(account: Account): Promise<Client> {
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, account.uid);
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, account.email, PASSWORD);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', 8080);
    const functions = getFunctions(app, 'europe-west1');
    connectFunctionsEmulator(functions, '127.0.0.1', 5001);
    return { app, db, functions };
  }

  /** Removes every account, document, payment, Earnings record and checkout of this run. */
  async function cleanUp() {
    await Promise.all([...clients.values()].map(async (client) => deleteApp((await client).app)));
    for (const path of docs.filter((p) => p.startsWith('briefs/'))) {
      const briefId = path.split('/')[1]!;
      for (const uid of users) {
        await admin.db.recursiveDelete(paymentDoc(briefId, uid));
        await admin.db.doc(`Earnings/collab-${briefId}_${uid}`).delete();
      }
    }
    await Promise.all(docs.map((path) => admin.db.recursiveDelete(admin.db.doc(path))));
    await Promise.all(tokens.map((token) => admin.db.doc(`LocalCheckouts/${token}`).delete()));
    await Promise.all(users.map((uid) => admin.db.recursiveDelete(admin.db.doc(`Users/${uid}`))));
    await Promise.all(users.map((uid) => admin.auth.deleteUser(uid)));
  }

  return {
    admin,
    makeAccount,
    seed,
    givePayoutDetails,
    makeBrief,
    start,
    startOk,
    payOnPage,
    callback,
    holdPayment,
    paymentDoc,
    ledgerOf,
    settle,
    clientOf,
    cleanUp,
  };
}

/** Polls `read` until `done` holds (a Firestore trigger works after the write returns). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
