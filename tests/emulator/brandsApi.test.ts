// The brands api (src/features/brands/api) and the public profile read
// (src/features/publicProfile/api) as the app calls them: the app's own Firebase module, signed
// in as an admin, an advertisement agency or nobody, under the real security rules. Queries must
// fit the rules (rules are not filters). firebase-admin seeds and checks. The emulators are
// shared: every id and name is unique to this run, this file's brands sort first (stamped in
// 2100) and only what this file creates is removed.
import { Timestamp } from 'firebase-admin/firestore';
import { signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchBrandAccounts,
  fetchBrandLoginsWithoutProfile,
  fetchBrandsPage,
} from '../../src/features/brands/api/brandsApi';
import type { BrandListSpec, BrandsCursor } from '../../src/features/brands/api/brandsQuery';
import {
  createBrandProfile,
  grantBusinessPlan,
  setBrandVerified,
  updateBrandProfile,
} from '../../src/features/brands/api/brandWrites';
import { BrandsApiError } from '../../src/features/brands/brandsErrors';
import { fetchPublicProfile } from '../../src/features/publicProfile/api/publicProfileApi';
import type { BrandDoc } from '../../src/lib/collections/brands';
import { auth } from '../../src/lib/firebase';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('brands-api');
const uid = (suffix: string) => `brands-api-${run}-${suffix}`;
// Names start with a word unique to this run, so name searches see only this file's brands.
const tag = `Zq${run}`;
const lowerTag = tag.toLocaleLowerCase('tr-TR');

// One instant in 2100, in whole seconds: newest first, these come before any real brand.
// Offsets below a millisecond test that cursors are exact.
const base = 4_102_444_800 + Math.floor(Math.random() * 1_000_000);
const at = (nanoseconds: number) => new Timestamp(base, nanoseconds);

const created = new Set<string>();
let agencyUid = '';

function brand(suffix: string, name: string, stamp: number, extra: Record<string, unknown> = {}) {
  const logo = `/demo/logos/${suffix}.svg`;
  return {
    uid: uid(suffix),
    imitatorAgencyUID: '',
    isVerifiedAccount: false,
    timestamp: at(stamp),
    updatedAt: at(stamp),
    generalInfo: { brandName: `${tag} ${name}`, profilePhotoUrl: logo, brandLogoUrl: logo },
    profilePhotoUrl: logo,
    brandLogoUrl: logo,
    lowerCaseBrandName: `${tag} ${name}`.toLocaleLowerCase('tr-TR'),
    ...extra,
  };
}

async function seed(path: string, data: Record<string, unknown>) {
  created.add(path);
  await admin.db.doc(path).set(data);
}

const brandUser = (suffix: string, extra: Record<string, unknown> = {}) => ({
  uid: uid(suffix),
  email: `${uid(suffix)}@demo.test`,
  type: 'brand',
  name: 'Deniz',
  surname: 'Kaya',
  brandName: null,
  isApproved: true,
  subscriptionType: 'free',
  imitatorAgencyUID: '',
  ...extra,
});

const ids = (brands: BrandDoc[]) => brands.map((b) => b.uid).filter((id) => id.includes(run));

async function walk(spec: BrandListSpec, pageSize: number) {
  const brands: BrandDoc[] = [];
  let cursor: BrandsCursor | null = null;
  let pages = 0;
  do {
    const page = await fetchBrandsPage(spec, cursor, pageSize);
    brands.push(...page.brands);
    cursor = page.cursor;
    pages += 1;
    // Stop once this run's brands are behind us (other tests' data may follow).
  } while (cursor && pages < 10 && brands.every((b) => b.uid.includes(run)));
  return brands;
}

let adminUid = '';

beforeAll(async () => {
  await seed(`Brands/${uid('a')}`, brand('a', 'Ayva Gıda', 900_000, { isVerifiedAccount: true }));
  await seed(`Brands/${uid('b')}`, brand('b', 'Bulut Teknoloji', 500_300));
  // Same time as b, larger uid: an inexact cursor would skip or repeat one of them.
  await seed(`Brands/${uid('c')}`, brand('c', 'Çınar Spor', 500_300, { isVerifiedAccount: true }));
  await seed(`Users/${uid('a')}`, brandUser('a'));
  await seed(`Users/${uid('b')}`, brandUser('b', { isApproved: false }));
  adminUid = await signInNewUser(admin, 'brands-api-admin', { type: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await signOut(await auth());
  for (const path of created) await admin.db.doc(path).delete();
  if (agencyUid) await admin.auth.deleteUser(agencyUid).catch(() => undefined);
  await admin.db
    .doc(`Users/${agencyUid}`)
    .delete()
    .catch(() => undefined);
  await removeUser(admin, adminUid);
});

describe('admin', () => {
  it('pages through every brand newest first with exact cursors', async () => {
    const brands = await walk({ view: 'admin', verified: 'all', search: '' }, 2);
    expect(ids(brands)).toEqual([uid('a'), uid('c'), uid('b')]);
  });

  it('filters by the verified badge and searches a Turkish name prefix', async () => {
    const verified = await walk({ view: 'admin', verified: 'verified', search: '' }, 1);
    expect(ids(verified)).toEqual([uid('a'), uid('c')]);
    const unverified = await walk({ view: 'admin', verified: 'unverified', search: '' }, 5);
    expect(ids(unverified)).toEqual([uid('b')]);
    const search = await fetchBrandsPage(
      { view: 'admin', verified: 'all', search: `${tag} ÇIN` },
      null,
      5,
    );
    expect(ids(search.brands)).toEqual([uid('c')]);
    expect(search.brands[0]?.lowerCaseBrandName).toBe(`${lowerTag} çınar spor`);
  });

  it('reads the brands’ accounts; a missing one is null', async () => {
    const accounts = await fetchBrandAccounts([uid('a'), uid('c')]);
    expect(accounts[uid('a')]).toMatchObject({ type: 'brand', subscriptionType: 'free' });
    expect(accounts[uid('c')]).toBeNull();
  });

  it('verifies and un-verifies; a missing brand is refused as not found', async () => {
    await setBrandVerified(uid('b'), true);
    expect((await admin.db.doc(`Brands/${uid('b')}`).get()).get('isVerifiedAccount')).toBe(true);
    await setBrandVerified(uid('b'), false);
    expect((await admin.db.doc(`Brands/${uid('b')}`).get()).get('isVerifiedAccount')).toBe(false);
    await expect(setBrandVerified(uid('none'), true)).rejects.toBeInstanceOf(BrandsApiError);
  });

  it('grants the business plan to an approved free brand only', async () => {
    await expect(grantBusinessPlan(uid('a'))).resolves.toMatchObject({
      subscriptionType: 'business',
    });
    expect((await admin.db.doc(`Users/${uid('a')}`).get()).get('subscriptionType')).toBe(
      'business',
    );
    await expect(grantBusinessPlan(uid('b'))).rejects.toMatchObject({ code: 'not-eligible' });
  });
});

describe('advertisement agency', () => {
  beforeAll(async () => {
    await signOut(await auth());
    agencyUid = await signInNewUser(admin, 'brands-api-agency', {
      type: 'advertisementAgency',
      name: 'Parlak',
      brandName: 'Parlak Reklam',
    });
    await seed(`Users/${uid('m1')}`, brandUser('m1', { imitatorAgencyUID: agencyUid }));
    await seed(`Users/${uid('m2')}`, brandUser('m2', { imitatorAgencyUID: agencyUid }));
    await seed(
      `Brands/${uid('m1')}`,
      brand('m1', 'Kahve Durağı', 100, { imitatorAgencyUID: agencyUid }),
    );
    created.add(`Brands/${uid('m2')}`);
  });

  it('lists only its own brands', async () => {
    const page = await fetchBrandsPage({ view: 'agency', agencyUid, search: '' }, null, 20);
    expect(page.brands.map((b) => b.uid)).toEqual([uid('m1')]);
  });

  it('finds its brand logins without a profile, creates and edits one', async () => {
    const logins = await fetchBrandLoginsWithoutProfile(agencyUid);
    expect(logins.map((login) => login.uid)).toEqual([uid('m2')]);

    await createBrandProfile(uid('m2'), agencyUid, {
      brandName: `${tag}  Lavanta   Kozmetik `,
      logoUrl: '',
    });
    const stored = (await admin.db.doc(`Brands/${uid('m2')}`).get()).data();
    expect(stored).toMatchObject({
      uid: uid('m2'),
      imitatorAgencyUID: agencyUid,
      isVerifiedAccount: false,
      generalInfo: { brandName: `${tag} Lavanta Kozmetik` },
      lowerCaseBrandName: `${lowerTag} lavanta kozmetik`,
    });
    expect(await fetchBrandLoginsWithoutProfile(agencyUid)).toEqual([]);

    await updateBrandProfile(uid('m2'), {
      brandName: `${tag} Lavanta`,
      logoUrl: 'https://example.com/lavanta.png',
    });
    const updated = (await admin.db.doc(`Brands/${uid('m2')}`).get()).data();
    expect(updated).toMatchObject({
      brandLogoUrl: 'https://example.com/lavanta.png',
      generalInfo: { brandName: `${tag} Lavanta` },
    });
  });

  it('cannot change another brand', async () => {
    await expect(
      updateBrandProfile(uid('b'), { brandName: 'Başka', logoUrl: '' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('public profile, signed out', () => {
  beforeAll(async () => {
    await signOut(await auth());
    await seed(`Influencers/${uid('i')}`, {
      uid: uid('i'),
      name: `${tag} Ayşe`,
      isApproved: true,
      isVerifiedAccount: false,
      imitatorAgencyUID: '',
      generalInfo: { city: 'İzmir', selectedCategories: [2] },
      socialMedia: { instagram: { username: 'ayse', followerCount: 12500 } },
      timestamp: at(1),
    });
  });

  it('shows an approved influencer and a verified brand to anyone', async () => {
    await expect(fetchPublicProfile(uid('i'))).resolves.toMatchObject({
      kind: 'influencer',
      city: 'İzmir',
      categories: [2],
    });
    await expect(fetchPublicProfile(uid('a'))).resolves.toMatchObject({
      kind: 'brand',
      name: `${tag} Ayva Gıda`,
    });
  });

  it('reads a brand that is not verified, or no profile at all, as not found', async () => {
    await expect(fetchPublicProfile(uid('b'))).resolves.toBeNull();
    await expect(fetchPublicProfile(uid('nobody'))).resolves.toBeNull();
  });
});
