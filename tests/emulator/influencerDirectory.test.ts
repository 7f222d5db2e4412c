// The influencer directory's data layer (src/features/influencers) against the emulator, under
// the real security rules, signed in through the app's own Firebase module as a brand, an
// influencer agency and an admin in turn. The directory's queries carry what the rules need
// (rules are not filters): a brand's isApproved == true, an agency's imitatorAgencyUID == its
// uid. Pages continue after plain cursors (the last profile's order value and id) that survive
// JSON, as Redux state must. firebase-admin seeds; only this run's documents are created, and
// they sort before anything else (timestamps in 2199, follower counts near the 999999999 bound,
// names with this run's prefix), so the seeded demo data cannot disturb the checks.
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../src/store/store';
import {
  fetchDirectoryPage,
  runNameSearch,
  type DirectoryCursor,
} from '../../src/features/influencers/api/influencerQueries';
import { setInfluencerApproval } from '../../src/features/influencers/api/influencerWrites';
import { listKeyOf } from '../../src/features/influencers/influencersSlice';
import {
  loadMoreInfluencers,
  openDirectoryList,
} from '../../src/features/influencers/influencersThunks';
import {
  defaultFilters,
  describePageQuery,
  mergeSearchResults,
  planFor,
  type DirectoryFilters,
  type DirectoryScope,
  type DirectorySpec,
} from '../../src/features/influencers/model/directoryQuery';
import { auth } from '../../src/lib/firebase';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('influencer-directory');
const adminDb = admin.db;
const password = 'secret123';
const created: string[] = [];
const users: Record<'brand' | 'agency' | 'admin', string> = { brand: '', agency: '', admin: '' };

const base = Timestamp.fromDate(new Date('2199-01-01T00:00:00Z')).seconds;
const at = (seconds: number, nanos = 0) => new Timestamp(base + seconds, nanos);
// Near the top of the bounds: above any seeded or bench count.
const TOP = 999_000_000;

type Seed = {
  name?: string;
  approved?: boolean;
  agency?: string;
  timestamp?: Timestamp;
  twitch?: number;
  categories?: string[];
};

async function seedInfluencer(uid: string, seed: Seed = {}) {
  created.push(uid);
  const name = seed.name ?? `Profil ${uid}`;
  const [first = '', ...rest] = name.split(' ');
  const lower = (text: string) => text.toLocaleLowerCase('tr-TR');
  const socialMedia: Record<string, unknown> = { instagram: { username: uid, followerCount: 10 } };
  if (seed.twitch !== undefined) socialMedia.twitch = { username: uid, followerCount: seed.twitch };
  await adminDb.doc(`Influencers/${uid}`).set({
    uid,
    name,
    imitatorAgencyUID: seed.agency ?? '',
    imitatorAgencyName: seed.agency ? 'Ajans' : '',
    isSelfLoginEnabled: true,
    isApproved: seed.approved ?? true,
    isVerifiedAccount: false,
    isGenderFemale: true,
    selectedPartnerships: ['money'],
    userCategoriesName: seed.categories ?? ['Moda'],
    profileImage: '',
    lowerCaseFullName: lower(name),
    lowerCaseName: lower(first),
    lowerCaseSurname: lower(rest.join(' ')),
    generalInfo: { name: first, surname: rest.join(' '), fullname: name, selectedCategories: [2] },
    socialMedia,
    createdAt: seed.timestamp ?? at(0),
    updatedAt: seed.timestamp ?? at(0),
    timestamp: seed.timestamp ?? at(0),
  });
  await adminDb.doc(`Users/${uid}`).set({
    uid,
    type: 'influencer',
    isApproved: seed.approved ?? true,
    imitatorAgencyUID: seed.agency ?? '',
    totalEarnedPrice: '0',
  });
}

async function signInAs(role: keyof typeof users) {
  await signOut(await auth());
  await signInWithEmailAndPassword(await auth(), `${role}-${run}@demo.test`, password);
}

const spec = (scope: DirectoryScope, filters: Partial<DirectoryFilters> = {}): DirectorySpec => ({
  scope,
  filters: { ...defaultFilters, ...filters },
});

/** Pages of one list through the app's own fetch, the cursor going through JSON between pages. */
async function pageThrough(s: DirectorySpec, pages: number) {
  const [description] = planFor(s).descriptions;
  const ids: string[] = [];
  let cursor: DirectoryCursor | null = null;
  for (let page = 0; page < pages; page += 1) {
    const batch = await fetchDirectoryPage(description!, cursor);
    ids.push(...batch.items.map((doc) => doc.uid));
    if (!batch.cursor) break;
    cursor = JSON.parse(JSON.stringify(batch.cursor)) as DirectoryCursor;
  }
  return ids;
}

const permissionDenied = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ code: 'permission-denied' });

beforeAll(async () => {
  users.admin = await signInNewUser(admin, 'admin', { type: 'admin', name: 'Yönetici' });
  users.agency = await signInNewUser(admin, 'agency', {
    type: 'influencerAgency',
    name: 'Ajans',
    brandName: 'Ajans',
  });
  users.brand = await signInNewUser(admin, 'brand', { type: 'brand', name: 'Marka' });
});

afterAll(async () => {
  await Promise.all(
    created.flatMap((uid) => [
      adminDb.doc(`Influencers/${uid}`).delete(),
      adminDb.doc(`Users/${uid}`).delete(),
    ]),
  );
  await signOut(await auth());
  for (const role of ['brand', 'agency'] as const) {
    await adminDb.doc(`Users/${users[role]}`).delete();
    await admin.auth.deleteUser(users[role]);
  }
  await signInAs('admin');
  await removeUser(admin, users.admin);
});

describe('a brand (approved profiles only)', () => {
  it('pages 50 at a time through plain cursors: newest first, every profile once', async () => {
    await signInAs('brand');
    const expected: string[] = [];
    // 120 approved profiles a second apart, five more at exactly the same instant (the id breaks
    // the tie), and unapproved ones in between that a brand must never see.
    for (let i = 0; i < 120; i += 1) {
      const uid = `${run}-page-${String(i).padStart(3, '0')}`;
      expected.push(uid);
      await seedInfluencer(uid, { timestamp: at(10_000 - i, 500) });
      if (i % 10 === 0) {
        await seedInfluencer(`${run}-hidden-${i}`, { approved: false, timestamp: at(10_000 - i) });
      }
    }
    const same = Array.from({ length: 5 }, (_, i) => `${run}-same-${i}`);
    for (const uid of same) await seedInfluencer(uid, { timestamp: at(9_000, 123_456) });
    expected.push(...[...same].sort().reverse());

    const ids = await pageThrough(spec({ kind: 'public' }), 3);
    // Three pages: this run's 125 first; anything seeded before them follows.
    expect(ids.length).toBeGreaterThanOrEqual(125);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 125)).toEqual(expected);
    expect(ids.some((uid) => uid.includes('-hidden-'))).toBe(false);
  });

  it('a query without isApproved == true is refused (rules are not filters)', async () => {
    await signInAs('brand');
    await permissionDenied(fetchDirectoryPage(describePageQuery(spec({ kind: 'admin' })), null));
  });

  it('a platform orders by its count, highest first, within the range, across pages', async () => {
    await signInAs('brand');
    const counts: [string, number][] = [];
    for (let i = 0; i < 60; i += 1) {
      // Pairs of equal counts, so the id breaks ties across a page boundary too.
      const uid = `${run}-tw-${String(i).padStart(2, '0')}`;
      const count = TOP + 500_000 - Math.floor(i / 2) * 1_000;
      counts.push([uid, count]);
      await seedInfluencer(uid, { twitch: count, timestamp: at(-i) });
    }
    await seedInfluencer(`${run}-tw-above`, { twitch: TOP + 900_000 });
    await seedInfluencer(`${run}-tw-pending`, { twitch: TOP + 400_000, approved: false });
    const s = spec(
      { kind: 'public' },
      { platform: 'twitch', minFollowers: TOP, maxFollowers: TOP + 800_000 },
    );
    const ids = await pageThrough(s, 3);
    const expected = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))
      .map(([uid]) => uid);
    expect(ids).toEqual(expected);
  });

  it('the name search runs three prefix strategies and merges them unique by uid', async () => {
    await signInAs('brand');
    const prefix = `zq${run}`;
    // Found by full name and name (one result), by surname only, and one not approved.
    await seedInfluencer(`${run}-s1`, { name: `${prefix}ayşe Yılmaz`, timestamp: at(3) });
    await seedInfluencer(`${run}-s2`, { name: `Ayşe ${prefix}kaya`, timestamp: at(2) });
    await seedInfluencer(`${run}-s3`, { name: `${prefix}can Öz`, approved: false });
    const s = spec({ kind: 'public' }, { search: `  ${prefix} ` });
    const { results, reads } = await runNameSearch(planFor(s).descriptions);
    expect(results.map((list) => list?.map((doc) => doc.uid))).toEqual([
      [`${run}-s1`],
      [`${run}-s1`],
      [`${run}-s2`],
    ]);
    expect(reads).toBe(3);
    expect(
      mergeSearchResults(
        s,
        results.map((list) => list ?? []),
      ).map((d) => d.uid),
    ).toEqual([`${run}-s1`, `${run}-s2`]);
  });

  it('cannot approve anyone: the batch is refused and neither document changes', async () => {
    await signInAs('brand');
    const uid = `${run}-not-mine`;
    await seedInfluencer(uid, { approved: false });
    await permissionDenied(setInfluencerApproval(uid, true));
    expect((await adminDb.doc(`Influencers/${uid}`).get()).get('isApproved')).toBe(false);
    expect((await adminDb.doc(`Users/${uid}`).get()).get('isApproved')).toBe(false);
  });
});

describe('an influencer agency (its own roster)', () => {
  it('sees its own influencers, approved or not, and nobody else’s', async () => {
    await signInAs('agency');
    const mine = [`${run}-mine-a`, `${run}-mine-b`];
    await seedInfluencer(mine[0]!, { agency: users.agency, timestamp: at(50) });
    await seedInfluencer(mine[1]!, { agency: users.agency, approved: false, timestamp: at(40) });
    await seedInfluencer(`${run}-theirs`, { agency: `other-${run}`, approved: false });
    const roster: DirectoryScope = { kind: 'roster', agencyUid: users.agency };
    expect(await pageThrough(spec(roster), 2)).toEqual(mine);
    await permissionDenied(
      fetchDirectoryPage(
        describePageQuery(spec({ kind: 'roster', agencyUid: `other-${run}` })),
        null,
      ),
    );
  });
});

describe('an admin', () => {
  it('approval writes Influencers and Users together', async () => {
    await signInAs('admin');
    const uid = `${run}-approve`;
    await seedInfluencer(uid, { approved: false });
    await setInfluencerApproval(uid, true);
    expect((await adminDb.doc(`Influencers/${uid}`).get()).get('isApproved')).toBe(true);
    expect((await adminDb.doc(`Users/${uid}`).get()).get('isApproved')).toBe(true);
    await setInfluencerApproval(uid, false);
    expect((await adminDb.doc(`Influencers/${uid}`).get()).get('isApproved')).toBe(false);
    expect((await adminDb.doc(`Users/${uid}`).get()).get('isApproved')).toBe(false);
  });

  it('pages in the store: the cursor lives in Redux state and the next page follows it', async () => {
    await signInAs('admin');
    const store = makeStore();
    const s = spec({ kind: 'admin' }, { approval: 'unapproved', agencyUid: `other-${run}` });
    for (let i = 0; i < 55; i += 1) {
      await seedInfluencer(`${run}-store-${String(i).padStart(2, '0')}`, {
        agency: `other-${run}`,
        approved: false,
        timestamp: at(20_000 - i),
      });
    }
    const opened = await store.dispatch(openDirectoryList({ spec: s }));
    expect(openDirectoryList.fulfilled.match(opened)).toBe(true);
    const key = listKeyOf(s);
    const first = store.getState().influencers!.lists[key]!;
    expect(first.ids).toHaveLength(50);
    expect(JSON.parse(JSON.stringify(first.cursor))).toEqual(first.cursor);
    await store.dispatch(loadMoreInfluencers({ key, requestId: first.requestId }));
    const list = store.getState().influencers!.lists[key]!;
    expect(list.ids.slice(0, 55)).toEqual(
      Array.from({ length: 55 }, (_, i) => `${run}-store-${String(i).padStart(2, '0')}`),
    );
    expect(list.exhausted).toBe(true);
  });
});
