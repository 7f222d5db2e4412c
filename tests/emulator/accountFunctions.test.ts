// The account callables (functions/src: createManagedLogin, isUsernameAvailable,
// deleteAccount) called the way the web client calls them: the real client SDK against the
// Auth and Functions emulators, with firebase-admin to set up callers and to check results.
// The emulators are shared: every name is unique to this run and only what we create is removed.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../functions/src/shared/accountMessages';
import { managedLoginEmail } from '../../functions/src/shared/managedLogin';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
const unique = (prefix: string) => `${prefix}${run}${++counter}`;

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `account-functions-admin-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

const clientApp = initializeApp(
  { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` },
  `account-functions-client-${run}`,
);
const clientAuth = getAuth(clientApp);
connectAuthEmulator(clientAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
const functions = getFunctions(clientApp, 'europe-west1');
connectFunctionsEmulator(functions, '127.0.0.1', 5001);

interface CreateInput {
  username?: unknown;
  password?: unknown;
  name?: unknown;
  surname?: unknown;
  type?: unknown;
  brandName?: unknown;
}
const createManagedLogin = httpsCallable<CreateInput, { uid: string; username: string }>(
  functions,
  'createManagedLogin',
);
const isUsernameAvailable = httpsCallable<
  { username: unknown },
  { available: boolean; username: string; reason?: string }
>(functions, 'isUsernameAvailable');
const deleteAccount = httpsCallable<{ uid?: unknown }, { deleted: boolean; by: string }>(
  functions,
  'deleteAccount',
);

const createdUids = new Set<string>();
const PASSWORD = 'secret123';

interface TestUser {
  uid: string;
  email: string;
}

/** An Auth user (email + password) with a Users document of the given type. */
async function makeUser(type: string, fields: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `${unique('acct-')}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  createdUids.add(uid);
  await adminDb
    .doc(`Users/${uid}`)
    .set({ uid, email, type, name: 'Test', surname: type, ...fields });
  return { uid, email };
}

async function signInAs(user: TestUser): Promise<void> {
  await signInWithEmailAndPassword(clientAuth, user.email, PASSWORD);
}

/** The input for a valid new login; override any field. */
function loginInput(overrides: CreateInput = {}): CreateInput {
  return {
    username: unique('u.'),
    password: 'managed-pass-1',
    name: 'ayşe',
    surname: 'YILMAZ',
    ...overrides,
  };
}

async function createLogin(input: CreateInput) {
  const result = await createManagedLogin(input);
  createdUids.add(result.data.uid);
  return result.data;
}

/**
 * Awaits a callable that must fail with `code`. The client SDK (firebase 12) appends the HTTP
 * status to the server's message ('… [400]'), so the Turkish text is checked as a prefix.
 */
async function expectCallableError(
  call: Promise<unknown>,
  code: string,
  message?: string,
): Promise<void> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught as { code?: string; message?: string },
  );
  expect(error, 'the call should have failed').not.toBeNull();
  expect(error!.code).toBe(`functions/${code}`);
  if (message !== undefined)
    expect(String(error!.message).startsWith(message), error!.message).toBe(true);
}

function keysDeep(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    `${path}${key}`,
    ...keysDeep(child, `${path}${key}.`),
  ]);
}

async function authUserExists(uid: string): Promise<boolean> {
  try {
    await adminAuth.getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

let influencerAgency: TestUser;
let proAgency: TestUser;
let adAgency: TestUser;
let admin: TestUser;
let influencer: TestUser;

beforeAll(async () => {
  [influencerAgency, proAgency, adAgency, admin, influencer] = await Promise.all([
    makeUser('influencerAgency', { brandName: 'Yıldız Ajans' }),
    makeUser('proInfluencerAgency', { brandName: null }),
    makeUser('advertisementAgency'),
    makeUser('admin'),
    makeUser('influencer'),
  ]);
});

afterAll(async () => {
  await signOut(clientAuth);
  for (const uid of createdUids) {
    await adminDb.recursiveDelete(adminDb.doc(`Users/${uid}`));
    await adminDb.doc(`Influencers/${uid}`).delete();
    await adminDb.doc(`Brands/${uid}`).delete();
    await adminAuth.deleteUser(uid).catch(() => undefined);
  }
  await deleteApp(clientApp);
  await deleteAdminApp(adminApp);
});

describe('createManagedLogin', () => {
  it('creates a verified Auth account and a Users document without any password', async () => {
    await signInAs(influencerAgency);
    const username = unique('Şule.');
    const expected = username.replace('Ş', 's').toLowerCase();
    const result = await createLogin(
      loginInput({ username: `  ${username} `, name: 'iSMAİL', surname: 'ışık' }),
    );
    expect(result.username).toBe(expected);

    const authUser = await adminAuth.getUser(result.uid);
    expect(authUser.email).toBe(managedLoginEmail(expected));
    expect(authUser.email).toBe(`${expected}@login.influencer-pazaryeri.app`);
    expect(authUser.emailVerified).toBe(true);
    expect(authUser.displayName).toBe('İsmail Işık');

    const snapshot = await adminDb.doc(`Users/${result.uid}`).get();
    const data = snapshot.data()!;
    expect(data).toMatchObject({
      uid: result.uid,
      email: managedLoginEmail(expected),
      type: 'influencer',
      isApproved: false,
      emailVerified: true,
      name: 'İsmail',
      surname: 'Işık',
      lowerCaseFullName: 'ismail ışık',
      phoneNumber: '',
      profileImage: '',
      brandName: '',
      subscriptionType: 'free',
      notificationCount: 0,
      isAffiliateMarketingEnabled: false,
      loginUsername: expected,
      isSelfLoginUser: true,
      imitatorAgencyUID: influencerAgency.uid,
    });
    expect(data.createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(keysDeep(data).filter((key) => /pass/i.test(key))).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('managed-pass-1');
  });

  it('lets the new login sign in with the synthetic email and its password', async () => {
    await signInAs(proAgency);
    const created = await createLogin(loginInput({ password: 'only-in-auth' }));
    await signOut(clientAuth);

    const credential = await signInWithEmailAndPassword(
      clientAuth,
      managedLoginEmail(created.username),
      'only-in-auth',
    );
    expect(credential.user.uid).toBe(created.uid);
    expect(credential.user.emailVerified).toBe(true);
    await signOut(clientAuth);
  });

  it('lets an advertisement agency create a brand login (brandName null)', async () => {
    await signInAs(adAgency);
    const created = await createLogin(loginInput({ type: 'brand' }));
    const data = (await adminDb.doc(`Users/${created.uid}`).get()).data()!;
    expect(data).toMatchObject({ type: 'brand', brandName: null, imitatorAgencyUID: adAgency.uid });
  });

  it('lets an admin create either type', async () => {
    await signInAs(admin);
    const brand = await createLogin(loginInput({ type: 'brand' }));
    const influencerLogin = await createLogin(loginInput());
    expect((await adminDb.doc(`Users/${brand.uid}`).get()).get('type')).toBe('brand');
    expect((await adminDb.doc(`Users/${influencerLogin.uid}`).get()).get('type')).toBe(
      'influencer',
    );
  });

  it("creates the influencer's Influencers profile, linked to the agency, and no Brands document", async () => {
    await signInAs(influencerAgency);
    const created = await createLogin(loginInput({ name: 'iSMAİL', surname: 'IŞIK' }));
    const snapshot = await adminDb.doc(`Influencers/${created.uid}`).get();
    const { createdAt, updatedAt, timestamp, ...profile } = snapshot.data()!;
    expect(profile).toEqual({
      uid: created.uid,
      name: 'İsmail Işık',
      imitatorAgencyUID: influencerAgency.uid,
      imitatorAgencyName: 'Yıldız Ajans',
      isSelfLoginEnabled: true,
      isApproved: false,
      isVerifiedAccount: false,
      isGenderFemale: null,
      selectedPartnerships: [],
      userCategoriesName: [],
      profileImage: '',
      lowerCaseFullName: 'ismail ışık',
      lowerCaseName: 'ismail',
      lowerCaseSurname: 'ışık',
      generalInfo: {
        name: 'İsmail',
        surname: 'Işık',
        fullname: 'İsmail Işık',
        profilePhotoUrl: '',
        city: '',
        district: '',
        about: '',
        birthDate: '',
        selectedCategories: [],
        isGenderFemale: null,
      },
      socialMedia: {},
    });
    // One server time for the three stamps, the same as the Users document's (one batch).
    const userCreatedAt = (await adminDb.doc(`Users/${created.uid}`).get()).get('createdAt');
    expect(createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(updatedAt.isEqual(createdAt)).toBe(true);
    expect(timestamp.isEqual(createdAt)).toBe(true);
    expect(userCreatedAt.isEqual(createdAt)).toBe(true);
    expect((await adminDb.doc(`Brands/${created.uid}`).get()).exists).toBe(false);
  });

  it("names an agency without a brand name by its person's name; an admin's login has no agency", async () => {
    await signInAs(proAgency);
    const byAgency = await createLogin(loginInput());
    expect((await adminDb.doc(`Influencers/${byAgency.uid}`).get()).data()).toMatchObject({
      imitatorAgencyUID: proAgency.uid,
      imitatorAgencyName: 'Test proInfluencerAgency',
    });

    await signInAs(admin);
    const byAdmin = await createLogin(loginInput());
    expect((await adminDb.doc(`Influencers/${byAdmin.uid}`).get()).data()).toMatchObject({
      imitatorAgencyUID: '',
      imitatorAgencyName: '',
      isApproved: false,
    });
  });

  it("creates a brand login's Brands document, named 'Name Surname', and no Influencers profile", async () => {
    await signInAs(adAgency);
    const created = await createLogin(
      loginInput({ type: 'brand', name: 'çınar', surname: 'SPOR' }),
    );
    const { timestamp, updatedAt, ...brand } = (
      await adminDb.doc(`Brands/${created.uid}`).get()
    ).data()!;
    expect(brand).toEqual({
      uid: created.uid,
      imitatorAgencyUID: adAgency.uid,
      isVerifiedAccount: false,
      generalInfo: { brandName: 'Çınar Spor', profilePhotoUrl: '', brandLogoUrl: '' },
      profilePhotoUrl: '',
      brandLogoUrl: '',
      lowerCaseBrandName: 'çınar spor',
    });
    expect(timestamp.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect(updatedAt.isEqual(timestamp)).toBe(true);
    expect((await adminDb.doc(`Influencers/${created.uid}`).get()).exists).toBe(false);
  });

  it("uses a given brand name for the brand (and its Users brandName); an admin's brand has no agency", async () => {
    await signInAs(admin);
    const created = await createLogin(
      loginInput({ type: 'brand', brandName: '  Kahve   DURAĞI ' }),
    );
    expect((await adminDb.doc(`Brands/${created.uid}`).get()).data()).toMatchObject({
      imitatorAgencyUID: '',
      generalInfo: { brandName: 'Kahve DURAĞI' },
      lowerCaseBrandName: 'kahve durağı',
    });
    expect((await adminDb.doc(`Users/${created.uid}`).get()).get('brandName')).toBe('Kahve DURAĞI');
  });

  it('refuses a username that is taken, whatever its case', async () => {
    await signInAs(influencerAgency);
    const first = await createLogin(loginInput());
    await expectCallableError(
      createManagedLogin(loginInput({ username: first.username.toUpperCase() })),
      'already-exists',
      'Bu kullanıcı adı zaten kullanılıyor.',
    );
  });

  it('refuses a username held by a Users document without an Auth account', async () => {
    const username = unique('legacy.');
    const legacyUid = `legacy-${run}`;
    createdUids.add(legacyUid);
    await adminDb.doc(`Users/${legacyUid}`).set({ uid: legacyUid, loginUsername: username });
    await signInAs(influencerAgency);
    await expectCallableError(createManagedLogin(loginInput({ username })), 'already-exists');
  });

  it('refuses callers that are not agencies or admins', async () => {
    await signInAs(influencer);
    const username = unique('nope.');
    await expectCallableError(createManagedLogin(loginInput({ username })), 'permission-denied');
    await expect(adminAuth.getUserByEmail(managedLoginEmail(username))).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('refuses a login type the caller may not create', async () => {
    await signInAs(influencerAgency);
    await expectCallableError(
      createManagedLogin(loginInput({ type: 'brand' })),
      'permission-denied',
      ACCOUNT_MESSAGES.typeNotAllowed,
    );
    await signInAs(adAgency);
    await expectCallableError(createManagedLogin(loginInput()), 'permission-denied');
  });

  it('refuses signed-out callers', async () => {
    await signOut(clientAuth);
    await expectCallableError(createManagedLogin(loginInput()), 'unauthenticated');
  });

  it.each([
    ['a short username', { username: 'ab' }, ACCOUNT_MESSAGES.invalidUsername],
    ['a username with spaces', { username: 'ali veli' }, ACCOUNT_MESSAGES.invalidUsername],
    ['a username ending in a dot', { username: 'alive.' }, ACCOUNT_MESSAGES.invalidUsername],
    ['a missing username', { username: undefined }, ACCOUNT_MESSAGES.invalidUsername],
    ['a short password', { password: '12345' }, ACCOUNT_MESSAGES.invalidPassword],
    ['a missing password', { password: undefined }, ACCOUNT_MESSAGES.invalidPassword],
    ['a blank name', { name: '   ' }, ACCOUNT_MESSAGES.invalidName],
    ['a long surname', { surname: 'a'.repeat(101) }, ACCOUNT_MESSAGES.invalidSurname],
    ['an unknown type', { type: 'admin' }, ACCOUNT_MESSAGES.invalidType],
    [
      'a long brand name',
      { type: 'brand', brandName: 'a'.repeat(101) },
      ACCOUNT_MESSAGES.invalidBrandName,
    ],
  ])('rejects %s with invalid-argument', async (_why, overrides, message) => {
    await signInAs(admin);
    await expectCallableError(
      createManagedLogin(loginInput(overrides)),
      'invalid-argument',
      message,
    );
  });
});

describe('isUsernameAvailable', () => {
  it('answers true for a free name and false for a taken one, normalised', async () => {
    await signInAs(influencerAgency);
    const free = unique('Gökçe.');
    const freeResult = await isUsernameAvailable({ username: free });
    expect(freeResult.data).toEqual({
      available: true,
      username: free.replace('ö', 'o').replace('ç', 'c').toLowerCase(),
    });

    const taken = await createLogin(loginInput());
    const takenResult = await isUsernameAvailable({ username: ` ${taken.username.toUpperCase()}` });
    expect(takenResult.data).toMatchObject({ available: false, username: taken.username });
  });

  it('answers invalid for a badly formed name', async () => {
    await signInAs(influencerAgency);
    const result = await isUsernameAvailable({ username: '.x' });
    expect(result.data).toEqual({ available: false, username: '.x', reason: 'invalid' });
  });

  it('refuses signed-out callers', async () => {
    await signOut(clientAuth);
    await expectCallableError(
      isUsernameAvailable({ username: unique('free.') }),
      'unauthenticated',
    );
  });
});

/** A user with every document deleteAccount removes. */
async function makeDeletableUser(type = 'influencer'): Promise<TestUser> {
  const user = await makeUser(type);
  const userRef = adminDb.doc(`Users/${user.uid}`);
  await Promise.all([
    userRef.collection('Notifications').doc('n1').set({ type: 'newProject', isRead: false }),
    userRef.collection('Notifications').doc('n2').set({ type: 'earningsAdded', isRead: true }),
    adminDb.doc(`Influencers/${user.uid}`).set({ uid: user.uid }),
    adminDb.doc(`Brands/${user.uid}`).set({ uid: user.uid }),
  ]);
  return user;
}

async function expectFullyDeleted(uid: string): Promise<void> {
  expect((await adminDb.doc(`Users/${uid}`).get()).exists).toBe(false);
  expect((await adminDb.collection(`Users/${uid}/Notifications`).get()).empty).toBe(true);
  expect((await adminDb.doc(`Influencers/${uid}`).get()).exists).toBe(false);
  expect((await adminDb.doc(`Brands/${uid}`).get()).exists).toBe(false);
  expect(await authUserExists(uid)).toBe(false);
}

describe('deleteAccount', () => {
  it('lets a user delete their own account: documents and Auth user', async () => {
    const user = await makeDeletableUser();
    await signInAs(user);
    const result = await deleteAccount({ uid: user.uid });
    expect(result.data).toEqual({ deleted: true, by: 'self' });
    await expectFullyDeleted(user.uid);
    await signOut(clientAuth);
  });

  it('lets a managed login delete itself', async () => {
    await signInAs(influencerAgency);
    const created = await createLogin(loginInput({ password: 'managed-self' }));
    await signInWithEmailAndPassword(
      clientAuth,
      managedLoginEmail(created.username),
      'managed-self',
    );
    expect((await deleteAccount({ uid: created.uid })).data.by).toBe('self');
    await expectFullyDeleted(created.uid);
    await signOut(clientAuth);
  });

  it('lets an admin delete another user', async () => {
    const user = await makeDeletableUser('brand');
    await signInAs(admin);
    const result = await deleteAccount({ uid: user.uid });
    expect(result.data).toEqual({ deleted: true, by: 'admin' });
    await expectFullyDeleted(user.uid);
  });

  it('succeeds when some documents or the Auth user are already gone', async () => {
    const user = await makeUser('influencer');
    await adminAuth.deleteUser(user.uid);
    await signInAs(admin);
    expect((await deleteAccount({ uid: user.uid })).data).toEqual({ deleted: true, by: 'admin' });
    await expectFullyDeleted(user.uid);
  });

  it('refuses a non-admin deleting someone else; the target stays', async () => {
    const target = await makeDeletableUser();
    await signInAs(influencerAgency);
    await expectCallableError(deleteAccount({ uid: target.uid }), 'permission-denied');
    expect((await adminDb.doc(`Users/${target.uid}`).get()).exists).toBe(true);
    expect((await adminDb.collection(`Users/${target.uid}/Notifications`).get()).size).toBe(2);
    expect((await adminDb.doc(`Influencers/${target.uid}`).get()).exists).toBe(true);
    expect(await authUserExists(target.uid)).toBe(true);
  });

  it('refuses an admin deleting another admin', async () => {
    const otherAdmin = await makeUser('admin');
    await signInAs(admin);
    await expectCallableError(
      deleteAccount({ uid: otherAdmin.uid }),
      'permission-denied',
      ACCOUNT_MESSAGES.adminNotDeletable,
    );
    expect(await authUserExists(otherAdmin.uid)).toBe(true);
  });

  it('refuses signed-out callers and a missing uid', async () => {
    const target = await makeUser('influencer');
    await signOut(clientAuth);
    await expectCallableError(deleteAccount({ uid: target.uid }), 'unauthenticated');
    await signInAs(admin);
    await expectCallableError(deleteAccount({}), 'invalid-argument');
    expect(await authUserExists(target.uid)).toBe(true);
  });
});
