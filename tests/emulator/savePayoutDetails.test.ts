// The savePayoutDetails callable (functions/src/savePayoutDetails.ts, issue 20) called the way
// the web client calls it: the real client SDK against the Auth, Firestore and Functions
// emulators (the local sub-merchant provider), with firebase-admin to set up callers and to
// check the private payoutDetails/{uid} document. Every name is unique to this run and only
// what we create is removed.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localSubMerchantKeyOf } from '../../functions/src/payment/localSubMerchant';
import { PAYOUT_MESSAGES, type PayoutDetailsInput } from '../../functions/src/shared/payoutDetails';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
const unique = (prefix: string) => `${prefix}${run}${++counter}`;

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `payout-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

const clientApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
  `payout-client-${run}`,
);
const clientAuth = getAuth(clientApp);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
const functions = getFunctions(clientApp, 'europe-west1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);

const savePayoutDetails = httpsCallable<unknown, { saved: boolean }>(
  functions,
  'savePayoutDetails',
);

const createdUids = new Set<string>();
const PASSWORD = 'secret123';

interface TestUser {
  uid: string;
  email: string;
}

async function makeUser(type: string): Promise<TestUser> {
  const email = `${unique('payout-')}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  createdUids.add(uid);
  await adminDb.doc(`Users/${uid}`).set({ uid, email, type, name: 'Test', surname: type });
  return { uid, email };
}

async function signInAs(user: TestUser): Promise<void> {
  await signInWithEmailAndPassword(clientAuth, user.email, PASSWORD);
}

/** A valid PERSONAL form as people type it; override any field. */
function typed(overrides: Partial<Record<keyof PayoutDetailsInput, unknown>> = {}) {
  return {
    kind: 'PERSONAL',
    name: ' Ayşe ',
    surname: 'Yılmaz',
    identityNumber: '10000000146',
    legalCompanyTitle: '',
    taxOffice: '',
    taxNumber: '',
    iban: 'tr33 0006 1005 1978 6457 8413 26',
    address: 'Moda Cad. 1, Kadıköy, İstanbul',
    gsmNumber: '0532 123 45 67',
    ...overrides,
  };
}

/** The callable's error: code without the 'functions/' prefix, message and details. */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught as { code?: string; message?: string; details?: unknown },
  );
  expect(error, 'the call should have failed').not.toBeNull();
  // An Error's message is not enumerable: copy each part by name.
  return {
    code: String(error!.code).replace(/^functions\//, ''),
    message: String(error!.message),
    details: error!.details,
  };
}

const storedOf = async (uid: string) => (await adminDb.doc(`payoutDetails/${uid}`).get()).data();

afterEach(async () => {
  await signOut(clientAuth);
});

afterAll(async () => {
  for (const uid of createdUids) {
    await adminDb.doc(`Users/${uid}`).delete();
    await adminDb.doc(`payoutDetails/${uid}`).delete();
    const key = localSubMerchantKeyOf(uid).replace(/\//g, '_');
    await adminDb.doc(`LocalSubMerchants/${key}`).delete();
    await adminAuth.deleteUser(uid).catch(() => undefined);
  }
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

describe('savePayoutDetails: refused', () => {
  it('signed out: unauthenticated', async () => {
    const error = await failureOf(savePayoutDetails(typed()));
    expect(error.code).toBe('unauthenticated');
  });

  it('a brand: permission-denied, nothing stored', async () => {
    const brand = await makeUser('brand');
    await signInAs(brand);
    const error = await failureOf(savePayoutDetails(typed()));
    expect(error.code).toBe('permission-denied');
    expect(String(error.message).startsWith(PAYOUT_MESSAGES.permissionDenied)).toBe(true);
    expect(await storedOf(brand.uid)).toBeUndefined();
  });

  it('an advertisement agency and an admin: permission-denied', async () => {
    for (const type of ['advertisementAgency', 'admin']) {
      const user = await makeUser(type);
      await signInAs(user);
      expect((await failureOf(savePayoutDetails(typed()))).code).toBe('permission-denied');
    }
  });

  it('an invalid IBAN: invalid-argument with the field’s error, nothing stored', async () => {
    const influencer = await makeUser('influencer');
    await signInAs(influencer);
    const error = await failureOf(
      savePayoutDetails(typed({ iban: 'TR33 0006 1005 1978 6457 8413 27', surname: '' })),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ errors: { iban: 'invalid', surname: 'required' } });
    expect(await storedOf(influencer.uid)).toBeUndefined();
  });
});

describe('savePayoutDetails: saved', () => {
  it('an influencer: normalised details, her e-mail, a sub-merchant key, provider local', async () => {
    const influencer = await makeUser('influencer');
    await signInAs(influencer);
    const answer = await savePayoutDetails(typed({ taxOffice: 'unused by PERSONAL' }));
    expect(answer.data).toEqual({ saved: true });

    const stored = await storedOf(influencer.uid);
    expect(stored).toMatchObject({
      kind: 'PERSONAL',
      name: 'Ayşe',
      surname: 'Yılmaz',
      identityNumber: '10000000146',
      legalCompanyTitle: '',
      taxOffice: '',
      taxNumber: '',
      iban: 'TR330006100519786457841326',
      address: 'Moda Cad. 1, Kadıköy, İstanbul',
      gsmNumber: '+905321234567',
      email: influencer.email,
      subMerchantKey: localSubMerchantKeyOf(influencer.uid),
      provider: 'local',
    });
    expect(stored!.updatedAt).toBeDefined();
  });

  it('saving again updates the same sub-merchant and the fields', async () => {
    const agency = await makeUser('influencerAgency');
    await signInAs(agency);
    await savePayoutDetails(typed());
    const first = await storedOf(agency.uid);
    const localSeller = adminDb.doc(
      `LocalSubMerchants/${String(first!.subMerchantKey).replace(/\//g, '_')}`,
    );
    expect((await localSeller.get()).get('lastCall')).toBe('create');

    await savePayoutDetails(
      typed({ iban: 'TR32 0010 0099 9990 1234 5678 90', gsmNumber: '+90 533 765 43 21' }),
    );
    const second = await storedOf(agency.uid);
    expect(second!.subMerchantKey).toBe(first!.subMerchantKey);
    expect((await localSeller.get()).get('lastCall')).toBe('update');
    expect(second).toMatchObject({
      iban: 'TR320010009999901234567890',
      gsmNumber: '+905337654321',
      provider: 'local',
    });
    expect(second!.updatedAt.toMillis()).toBeGreaterThanOrEqual(first!.updatedAt.toMillis());
  });

  it('a registered seller cannot change her type: failed-precondition, details kept', async () => {
    const influencer = await makeUser('proInfluencerAgency');
    await signInAs(influencer);
    await savePayoutDetails(typed());
    const error = await failureOf(
      savePayoutDetails(
        typed({
          kind: 'LIMITED_OR_JOINT_STOCK_COMPANY',
          identityNumber: '',
          legalCompanyTitle: 'Yılmaz Medya A.Ş.',
          taxOffice: 'Kadıköy',
          taxNumber: '4540536920',
        }),
      ),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.details).toEqual({ reason: 'kindLocked' });
    expect(await storedOf(influencer.uid)).toMatchObject({ kind: 'PERSONAL' });
  });
});
