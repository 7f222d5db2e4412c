// The search's brief queries (src/features/search) as the app runs them: its own Firebase
// module, signed in as an influencer, an influencer agency, a brand or an admin, under the real
// security rules. Each finds exactly the briefs it may see (spec section 6) by a Turkish prefix,
// and the rules refuse the broader queries to those who may not run them (rules are not
// filters). The emulators are shared: every title starts with a word unique to this run.
import { deleteApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSearch } from '../../src/features/search/api/searchApi';
import { searchScopeFor, type SearchScope } from '../../src/features/search/model/searchScope';
import { UserRole } from '../../src/store/roles';
import { auth } from '../../src/lib/firebase';
import { storedBrief } from '../rules/briefs.fixtures';
import { adminApp, run } from './appUser';

const admin = adminApp('search-briefs');
// 'Çiçek' + this run: the typed text is lower case, the titles are capitalised.
const word = `Çiçek${run}`;
const typed = word.toLocaleLowerCase('tr-TR');

type Account = { uid: string; email: string };
const accounts: Record<'influencer' | 'agency' | 'brand' | 'admin', Account> = {
  influencer: { uid: '', email: '' },
  agency: { uid: '', email: '' },
  brand: { uid: '', email: '' },
  admin: { uid: '', email: '' },
};
const types = {
  influencer: 'influencer',
  agency: 'influencerAgency',
  brand: 'brand',
  admin: 'admin',
} as const;
const briefIds: string[] = [];
const PASSWORD = 'secret123';

const briefId = (name: string) => `search-${run}-${name}`;

async function seedBrief(name: string, title: string, overrides: Record<string, unknown>) {
  const id = briefId(name);
  briefIds.push(id);
  await admin.db.doc(`briefs/${id}`).set(
    storedBrief(id, 'search-owner', {
      title,
      timestamp: Timestamp.now(),
      verifiedAt: overrides.isVerified === false ? null : Timestamp.now(),
      ...overrides,
    }),
  );
}

async function signInAs(role: keyof typeof accounts): Promise<SearchScope> {
  const auth_ = await auth();
  await signOut(auth_);
  const account = accounts[role];
  await signInWithEmailAndPassword(auth_, account.email, PASSWORD);
  const roleOf = {
    influencer: UserRole.Influencer,
    agency: UserRole.InfluencerAgency,
    brand: UserRole.Brand,
    admin: UserRole.Admin,
  }[role];
  return searchScopeFor({ uid: account.uid, role: roleOf, isApproved: true });
}

async function foundBriefs(scope: SearchScope, text = typed): Promise<string[]> {
  const groups = await runSearch({ ...scope, influencers: null, brands: false }, text);
  expect(groups.briefs?.failed).toBe(false);
  return (groups.briefs?.items ?? []).map((item) => item.id).sort();
}

beforeAll(async () => {
  for (const role of Object.keys(accounts) as (keyof typeof accounts)[]) {
    const email = `search-${role}-${run}@demo.test`;
    const { uid } = await admin.auth.createUser({ email, password: PASSWORD, emailVerified: true });
    await admin.db.doc(`Users/${uid}`).set({ uid, email, type: types[role], isApproved: true });
    accounts[role] = { uid, email };
  }
  await seedBrief('open', `${word} Sepeti bahar kampanyası`, {});
  await seedBrief('upper', `${word.toLocaleUpperCase('tr-TR')} FESTİVALİ`, {});
  await seedBrief('pending', `${word} onay bekleyen`, { isVerified: false });
  await seedBrief('completed', `${word} tamamlanan`, { isCompleted: true });
  await seedBrief('hidden', `${word} gizli`, { shouldHideBrief: true });
  await seedBrief('private', `${word} ajansa özel`, {
    visibility: 'influencer',
    targetedAgencies: [accounts.agency.uid],
  });
  await seedBrief('ownPending', `${word} markanın taslağı`, {
    briefOwnerUserId: accounts.brand.uid,
    briefSenderId: accounts.brand.uid,
    isVerified: false,
  });
  await seedBrief('elsewhere', `Kahve ${word}`, {});
});

afterAll(async () => {
  await signOut(await auth());
  await Promise.all(briefIds.map((id) => admin.db.doc(`briefs/${id}`).delete()));
  for (const account of Object.values(accounts)) {
    if (!account.uid) continue;
    await admin.db.doc(`Users/${account.uid}`).delete();
    await admin.auth.deleteUser(account.uid);
  }
  await deleteApp(admin.app);
});

describe('brief search', () => {
  it('an influencer finds the verified, open, public briefs only, in any case typed', async () => {
    const scope = await signInAs('influencer');
    const expected = [briefId('open'), briefId('upper')].sort();
    expect(await foundBriefs(scope)).toEqual(expected);
    expect(await foundBriefs(scope, word.toLocaleUpperCase('tr-TR'))).toEqual(expected);
  });

  it('an influencer agency also finds the private brief that targets it', async () => {
    const scope = await signInAs('agency');
    expect(await foundBriefs(scope)).toEqual(
      [briefId('open'), briefId('upper'), briefId('private')].sort(),
    );
  });

  it('a brand also finds its own brief waiting for approval, not others’', async () => {
    const scope = await signInAs('brand');
    expect(await foundBriefs(scope)).toEqual(
      [briefId('open'), briefId('upper'), briefId('ownPending')].sort(),
    );
  });

  it('an admin finds every brief that starts with the word', async () => {
    const scope = await signInAs('admin');
    expect(await foundBriefs(scope)).toEqual(
      ['open', 'upper', 'pending', 'completed', 'hidden', 'private', 'ownPending']
        .map(briefId)
        .sort(),
    );
    const groups = await runSearch(scope, typed);
    expect(groups.briefs?.items.find((i) => i.id === briefId('pending'))?.state).toBe('pending');
  });

  it('the rules refuse the admin’s unconstrained query to anyone else', async () => {
    await signInAs('influencer');
    const adminScope: SearchScope = { briefs: { kind: 'admin' }, influencers: null, brands: false };
    await expect(runSearch(adminScope, typed)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('the rules refuse another owner’s briefs, pending ones included', async () => {
    await signInAs('influencer');
    const asBrand: SearchScope = {
      briefs: { kind: 'others', uid: accounts.brand.uid, own: true, targeted: false },
      influencers: null,
      brands: false,
    };
    // The public query still answers; the brand's own-briefs query is refused and skipped.
    const groups = await runSearch(asBrand, typed);
    expect(groups.briefs).toMatchObject({ failed: false, partial: true });
    expect(groups.briefs?.items.map((i) => i.id)).not.toContain(briefId('ownPending'));
  });

  it('the brands search is the admin’s only', async () => {
    await signInAs('brand');
    await expect(
      runSearch({ briefs: null, influencers: null, brands: true }, typed),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await signInAs('admin');
    const groups = await runSearch({ briefs: null, influencers: null, brands: true }, typed);
    expect(groups.brands?.failed).toBe(false);
  });
});
