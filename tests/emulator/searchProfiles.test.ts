// The search's influencer and brand groups (src/features/search) as the app runs them, signed
// in as a brand, an influencer agency or an admin under the real security rules: the same
// three name prefixes as the directory, with Turkish case, and only the profiles each may see
// (spec section 6). Every name starts with a word unique to this run (shared emulators).
import { deleteApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '../../src/store/roles';
import { runSearch } from '../../src/features/search/api/searchApi';
import { searchScopeFor, type SearchScope } from '../../src/features/search/model/searchScope';
import { auth } from '../../src/lib/firebase';
import { adminApp, run } from './appUser';

const admin = adminApp('search-profiles');
const PASSWORD = 'secret123';
// 'Işıl' + this run: the typed 'ışıl…' must find 'Işıl…' (dotless I, Turkish rules).
const word = `Işıl${run}`;
const lower = word.toLocaleLowerCase('tr-TR');

type Role = 'brand' | 'agency' | 'admin';
const roles: Record<Role, { type: string; role: UserRole }> = {
  brand: { type: 'brand', role: UserRole.Brand },
  agency: { type: 'influencerAgency', role: UserRole.InfluencerAgency },
  admin: { type: 'admin', role: UserRole.Admin },
};
const accounts: Partial<Record<Role, { uid: string; email: string }>> = {};
const created: string[] = [];

const profileId = (name: string) => `search-profile-${run}-${name}`;

async function seedInfluencer(name: string, surname: string, fields: Record<string, unknown>) {
  const uid = profileId(name);
  const fullname = `${name} ${surname}`;
  created.push(`Influencers/${uid}`);
  await admin.db.doc(`Influencers/${uid}`).set({
    uid,
    name: fullname,
    imitatorAgencyUID: '',
    isApproved: true,
    generalInfo: { name, surname, fullname, profilePhotoUrl: '', city: 'İzmir' },
    lowerCaseFullName: fullname.toLocaleLowerCase('tr-TR'),
    lowerCaseName: name.toLocaleLowerCase('tr-TR'),
    lowerCaseSurname: surname.toLocaleLowerCase('tr-TR'),
    timestamp: Timestamp.now(),
    ...fields,
  });
  return uid;
}

async function seedBrand(key: string, brandName: string, isVerifiedAccount: boolean) {
  const uid = profileId(key);
  created.push(`Brands/${uid}`);
  await admin.db.doc(`Brands/${uid}`).set({
    uid,
    imitatorAgencyUID: '',
    isVerifiedAccount,
    generalInfo: { brandName, profilePhotoUrl: '', brandLogoUrl: '' },
    lowerCaseBrandName: brandName.toLocaleLowerCase('tr-TR'),
    timestamp: Timestamp.now(),
  });
  return uid;
}

async function signInAs(role: Role): Promise<SearchScope> {
  const firebaseAuth = await auth();
  await signOut(firebaseAuth);
  const account = accounts[role]!;
  await signInWithEmailAndPassword(firebaseAuth, account.email, PASSWORD);
  return searchScopeFor({ uid: account.uid, role: roles[role].role, isApproved: true });
}

const ids = (items: { id: string }[] | undefined) => (items ?? []).map((i) => i.id).sort();

let approved = '';
let bySurname = '';
let waiting = '';
let rostered = '';
let verifiedBrand = '';
let unverifiedBrand = '';

beforeAll(async () => {
  for (const role of Object.keys(roles) as Role[]) {
    const email = `search-profiles-${role}-${run}@demo.test`;
    const { uid } = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
    await admin.db
      .doc(`Users/${uid}`)
      .set({ uid, email, type: roles[role].type, isApproved: true });
    accounts[role] = { uid, email };
  }
  approved = await seedInfluencer(word, 'Aydın', {});
  bySurname = await seedInfluencer('Deniz', `${word}oğlu`, {});
  waiting = await seedInfluencer(`${word}a`, 'Kaya', { isApproved: false });
  rostered = await seedInfluencer(`${word}e`, 'Tan', {
    isApproved: false,
    imitatorAgencyUID: accounts.agency!.uid,
  });
  verifiedBrand = await seedBrand('brand-verified', `${word} Kozmetik`, true);
  unverifiedBrand = await seedBrand('brand-waiting', `${word} Tekstil`, false);
});

afterAll(async () => {
  await signOut(await auth());
  await Promise.all(created.map((path) => admin.db.doc(path).delete()));
  for (const account of Object.values(accounts)) {
    await admin.db.doc(`Users/${account.uid}`).delete();
    await admin.auth.deleteUser(account.uid);
  }
  await deleteApp(admin.app);
});

describe('influencer and brand search', () => {
  it('a brand finds the approved influencers by name or surname prefix, in Turkish case', async () => {
    const scope = await signInAs('brand');
    const groups = await runSearch({ ...scope, briefs: null }, lower);
    expect(ids(groups.influencers?.items)).toEqual([approved, bySurname].sort());
    expect(groups.brands).toBeUndefined();
  });

  it('an influencer agency finds its own roster only, approved or not', async () => {
    const scope = await signInAs('agency');
    const groups = await runSearch({ ...scope, briefs: null }, lower);
    expect(ids(groups.influencers?.items)).toEqual([rostered]);
  });

  it('an admin finds every influencer and every brand', async () => {
    const scope = await signInAs('admin');
    const groups = await runSearch({ ...scope, briefs: null }, word.toLocaleUpperCase('tr-TR'));
    expect(ids(groups.influencers?.items)).toEqual([approved, bySurname, waiting, rostered].sort());
    expect(ids(groups.brands?.items)).toEqual([verifiedBrand, unverifiedBrand].sort());
  });

  it('the rules refuse the admin’s unfiltered influencer search to a brand', async () => {
    await signInAs('brand');
    const adminScope: SearchScope = { briefs: null, influencers: { kind: 'admin' }, brands: false };
    await expect(runSearch(adminScope, lower)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
