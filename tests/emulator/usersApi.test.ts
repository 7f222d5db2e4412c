// The admin users api (src/features/users/api/usersApi.ts) as the app calls it: the app's own
// Firebase module, signed in as an admin, under the real security rules. firebase-admin seeds
// and checks. The emulators are shared: every id and name is unique to this run, the list's
// own documents sort first (created in 2100) and only what this file creates is removed.
import { deleteApp as deleteAdminApp, initializeApp as initAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteUser,
  fetchUser,
  fetchUsersPage,
  grantBusiness,
  setApproval,
  type FetchUsersPageOptions,
} from '../../src/features/users/api/usersApi';
import { UsersApiError } from '../../src/features/users/usersErrors';
import type { UserDoc } from '../../src/lib/collections/users';
import { auth } from '../../src/lib/firebase';

const PROJECT_ID = 'demo-influencer';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'secret123';

const adminApp = initAdminApp({ projectId: PROJECT_ID }, `users-api-${run}`);
const adminAuth = getAdminAuth(adminApp);
const adminDb = getAdminFirestore(adminApp);

const createdUids = new Set<string>();

type Seed = {
  uid: string;
  type: string;
  name: string;
  surname: string;
  isApproved: boolean;
  subscriptionType?: string;
  createdAt: Timestamp;
};

async function seedUser(seed: Seed): Promise<void> {
  createdUids.add(seed.uid);
  await adminDb.doc(`Users/${seed.uid}`).set({
    uid: seed.uid,
    email: `${seed.uid}@demo.test`,
    type: seed.type,
    name: seed.name,
    surname: seed.surname,
    lowerCaseFullName: `${seed.name} ${seed.surname}`.toLocaleLowerCase('tr-TR'),
    brandName: seed.type === 'influencer' ? '' : `${seed.name} A.Ş.`,
    isApproved: seed.isApproved,
    subscriptionType: seed.subscriptionType ?? 'free',
    createdAt: seed.createdAt,
  });
}

async function signInAsNew(type: string): Promise<string> {
  const email = `users-api-${type}-${run}@demo.test`;
  const { uid } = await adminAuth.createUser({ email, password: PASSWORD, emailVerified: true });
  createdUids.add(uid);
  await adminDb.doc(`Users/${uid}`).set({ uid, email, type, name: 'Test', surname: type });
  await signInWithEmailAndPassword(await auth(), email, PASSWORD);
  return uid;
}

// Names start with a word unique to this run, so name searches see only this file's users.
const tag = `Zq${run}`;
const lowerTag = tag.toLocaleLowerCase('tr-TR');
const uid = (suffix: string) => `users-api-${run}-${suffix}`;

// One instant in 2100, in whole seconds; the list is newest first, so these come before any
// real user. Sub-millisecond offsets and an exact tie test that cursors are exact.
const base = 4_102_444_800 + Math.floor(Math.random() * 1_000_000);
const at = (nanoseconds: number) => new Timestamp(base, nanoseconds);

const seeds: Seed[] = [
  // Influencers, newest first by (createdAt desc, uid desc):
  {
    uid: uid('a'),
    type: 'influencer',
    name: `${tag} Ayşe`,
    surname: 'Yılmaz',
    isApproved: true,
    createdAt: at(900_000),
  },
  {
    uid: uid('d'),
    type: 'influencer',
    name: `${tag} Ayla`,
    surname: 'Demir',
    isApproved: false,
    createdAt: at(500_300),
  },
  {
    uid: uid('c'),
    type: 'influencer',
    name: `${tag} İlker`,
    surname: 'Işık',
    isApproved: true,
    createdAt: at(500_300),
  },
  {
    uid: uid('b'),
    type: 'influencer',
    name: `${tag} Bora`,
    surname: 'Kaya',
    isApproved: false,
    createdAt: at(200_700),
  },
  // Same millisecond as b's truncated value but a larger uid: a millisecond cursor would skip it.
  {
    uid: uid('e'),
    type: 'influencer',
    name: `${tag} Cem`,
    surname: 'Öz',
    isApproved: true,
    createdAt: at(100),
  },
  // Brands.
  {
    uid: uid('p'),
    type: 'brand',
    name: `${tag} Bahar`,
    surname: 'Gıda',
    isApproved: false,
    createdAt: at(800_000),
  },
  {
    uid: uid('q'),
    type: 'brand',
    name: `${tag} Deniz`,
    surname: 'Market',
    isApproved: true,
    createdAt: at(700_000),
  },
  {
    uid: uid('r'),
    type: 'brand',
    name: `${tag} Ekin`,
    surname: 'Moda',
    isApproved: true,
    subscriptionType: 'business',
    createdAt: at(600_000),
  },
];

const influencersNewestFirst = [uid('a'), uid('d'), uid('c'), uid('b'), uid('e')];

const uids = (users: UserDoc[]) => users.map((user) => user.uid);
const mine = (users: UserDoc[]) => uids(users).filter((id) => createdUids.has(id));

/** Every page of a query, following nextCursor; stops once `until` says enough. */
async function walk(
  options: FetchUsersPageOptions,
  until: (users: UserDoc[]) => boolean = () => false,
): Promise<{ users: UserDoc[]; pages: number }> {
  const users: UserDoc[] = [];
  let cursor: FetchUsersPageOptions['cursor'] = null;
  let pages = 0;
  do {
    const page = await fetchUsersPage({ ...options, cursor });
    users.push(...page.users);
    pages += 1;
    cursor = page.nextCursor;
    expect(page.users.length).toBeLessThanOrEqual(options.pageSize ?? 20);
  } while (cursor && !until(users) && pages < 50);
  return { users, pages };
}

beforeAll(async () => {
  await Promise.all(seeds.map(seedUser));
  await signInAsNew('admin');
});

afterAll(async () => {
  await signOut(await auth());
  for (const id of createdUids) {
    await adminDb.recursiveDelete(adminDb.doc(`Users/${id}`));
    await adminAuth.deleteUser(id).catch(() => undefined);
  }
  await deleteAdminApp(adminApp);
});

describe('fetchUsersPage: filters and name search', () => {
  it('finds users by the start of the name, Turkish lower-cased, ordered by name', async () => {
    // Only the fixed part is upper-cased: an upper-case I in the random tag would rightly become ı.
    const page = await fetchUsersPage({ namePrefix: `  ${tag}  AY ` });
    expect(uids(page.users)).toEqual([uid('d'), uid('a')]); // 'ayla demir' < 'ayşe yılmaz'
    expect(page.nextCursor).toBeNull();

    const turkish = await fetchUsersPage({ namePrefix: `${tag} İL` });
    expect(uids(turkish.users)).toEqual([uid('c')]);
    expect(turkish.users[0]).toMatchObject({ lowerCaseFullName: `${lowerTag} ilker ışık` });
    // Epoch milliseconds (the SDK keeps the sub-millisecond part as a fraction).
    expect(Math.floor(turkish.users[0]!.createdAt!)).toBe(base * 1000);

    const none = await fetchUsersPage({ namePrefix: `${tag} x` });
    expect(none).toEqual({ users: [], nextCursor: null });
  });

  it.each([
    [{ type: 'brand' as const }, [uid('p'), uid('q'), uid('r')]],
    [{ type: 'brand' as const, approval: 'pending' as const }, [uid('p')]],
    [{ type: 'brand' as const, approval: 'approved' as const }, [uid('q'), uid('r')]],
    [{ approval: 'pending' as const }, [uid('d'), uid('b'), uid('p')]],
    [
      { type: 'influencer' as const, approval: 'approved' as const },
      [uid('a'), uid('c'), uid('e')],
    ],
    [{ type: 'admin' as const }, []],
  ])('with a name search and %o', async (filters, expected) => {
    const { users } = await walk({ ...filters, namePrefix: tag });
    expect(users.map((user) => user.uid).sort()).toEqual([...expected].sort());
  });

  it.each([
    [{ type: 'influencer' as const }, influencersNewestFirst],
    [{ type: 'influencer' as const, approval: 'pending' as const }, [uid('d'), uid('b')]],
    [{ approval: 'approved' as const }, [uid('a'), uid('q'), uid('r'), uid('c'), uid('e')]],
    [{}, [uid('a'), uid('p'), uid('q'), uid('r'), uid('d'), uid('c'), uid('b'), uid('e')]],
  ])('newest first with %o', async (filters, expected) => {
    const { users } = await walk({ ...filters, pageSize: 20 }, (found) =>
      expected.every((id) => found.some((user) => user.uid === id)),
    );
    expect(mine(users)).toEqual(expected);
    for (const user of users) {
      if ('type' in filters) expect(user.type).toBe(filters.type);
      if ('approval' in filters) expect(user.isApproved).toBe(filters.approval === 'approved');
    }
  });
});

describe('fetchUsersPage: paging with cursors', () => {
  it('pages by date without duplicates or gaps, across equal and sub-millisecond times', async () => {
    // Pages of two end on d (tied with c) and on b (e is in b's millisecond, with a larger uid).
    const { users, pages } = await walk({ type: 'influencer', pageSize: 2 }, (found) =>
      influencersNewestFirst.every((id) => found.some((user) => user.uid === id)),
    );
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(uids(users).slice(0, 5)).toEqual(influencersNewestFirst);
    expect(new Set(uids(users)).size).toBe(users.length);
  });

  it('pages by name without duplicates or gaps and agrees with one big page', async () => {
    const whole = await fetchUsersPage({ namePrefix: tag, pageSize: 100 });
    expect(whole.users).toHaveLength(seeds.length);
    expect(whole.nextCursor).toBeNull();

    const first = await fetchUsersPage({ namePrefix: tag, pageSize: 3 });
    expect(first.users).toHaveLength(3);
    expect(first.nextCursor).toMatchObject({ by: 'name', uid: first.users[2]!.uid });

    const { users, pages } = await walk({ namePrefix: tag, pageSize: 3 });
    expect(pages).toBe(3);
    expect(uids(users)).toEqual(uids(whole.users));
  });

  it('says there is no next page when the last page is exactly full', async () => {
    const page = await fetchUsersPage({ namePrefix: tag, pageSize: seeds.length });
    expect(page.users).toHaveLength(seeds.length);
    expect(page.nextCursor).toBeNull();
  });
});

describe('writes', () => {
  it('setApproval approves and un-approves, and fetchUser reads it back', async () => {
    expect(await setApproval(uid('b'), true)).toMatchObject({ uid: uid('b'), isApproved: true });
    expect((await adminDb.doc(`Users/${uid('b')}`).get()).get('isApproved')).toBe(true);
    expect(await fetchUser(uid('b'))).toMatchObject({ uid: uid('b'), isApproved: true });

    await setApproval(uid('b'), false);
    expect((await adminDb.doc(`Users/${uid('b')}`).get()).get('isApproved')).toBe(false);
  });

  it('fetchUser answers null for a missing user', async () => {
    expect(await fetchUser(uid('missing'))).toBeNull();
  });

  it('setApproval on a missing user fails with not-found', async () => {
    const error = await setApproval(uid('missing'), true).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsersApiError);
    expect((error as UsersApiError).code).toBe('not-found');
    expect((await adminDb.doc(`Users/${uid('missing')}`).get()).exists).toBe(false);
  });

  it('grantBusiness upgrades an approved free brand', async () => {
    const updated = await grantBusiness(uid('q'));
    expect(updated).toMatchObject({ uid: uid('q'), subscriptionType: 'business' });
    expect((await adminDb.doc(`Users/${uid('q')}`).get()).get('subscriptionType')).toBe('business');
  });

  it.each([
    ['a pending brand', 'p', 'not-eligible'],
    ['a brand already on business', 'r', 'not-eligible'],
    ['an influencer', 'a', 'not-eligible'],
    ['a missing user', 'missing', 'not-found'],
  ])('grantBusiness refuses %s and writes nothing', async (_name, suffix, code) => {
    const before = (await adminDb.doc(`Users/${uid(suffix)}`).get()).get('subscriptionType');
    const error = await grantBusiness(uid(suffix)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsersApiError);
    expect((error as UsersApiError).code).toBe(code);
    const after = (await adminDb.doc(`Users/${uid(suffix)}`).get()).get('subscriptionType');
    expect(after).toBe(before);
  });

  it('deleteUser removes the Users document and the Auth account', async () => {
    const email = `users-api-doomed-${run}@demo.test`;
    const { uid: doomed } = await adminAuth.createUser({ email, password: PASSWORD });
    createdUids.add(doomed);
    await adminDb.doc(`Users/${doomed}`).set({ uid: doomed, email, type: 'influencer' });

    await deleteUser(doomed);
    expect((await adminDb.doc(`Users/${doomed}`).get()).exists).toBe(false);
    await expect(adminAuth.getUser(doomed)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('the rules', () => {
  it('refuse the list and the writes to a user who is not an admin', async () => {
    await signOut(await auth());
    await signInAsNew('brand');
    try {
      await expect(fetchUsersPage({ namePrefix: tag })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(setApproval(uid('p'), true)).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect((await adminDb.doc(`Users/${uid('p')}`).get()).get('isApproved')).toBe(false);
    } finally {
      await signOut(await auth());
    }
  });
});
