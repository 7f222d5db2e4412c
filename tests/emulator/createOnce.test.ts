// "Create if missing", run twice at once (issue 18 point 14), through the app's own api modules
// and Firebase module under the real rules: a double first save of a brand's and an
// influencer's public profile, and an admin opening the same general chat twice. Each time both
// calls resolve and one document stands. These are transactions whose losing commit the SDK
// retries (the profile saves also change Users/{uid}; the conversation's create rule passes and
// its "still missing" precondition fails), so they hold even before src/lib/createOnce.ts; they
// guard against a check-then-create outside a transaction. Where the rules refuse the losing
// create first and nothing is retried, createOnce is what holds: supportFirstOpen.test.tsx.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProfile } from '../../src/features/account/api/profileSave';
import { buildProfileUpdate } from '../../src/features/account/model/profileFields';
import { openGeneralConversation } from '../../src/features/chat/api/generalConversation';
import { auth } from '../../src/lib/firebase';
import { adminApp, removeUser, signInNewUser } from './appUser';

const admin = adminApp('create-once');
const created: string[] = [];
const read = async (path: string) => (await admin.db.doc(path).get()).data();

async function signInAs(uid: string) {
  const email = (await admin.auth.getUser(uid)).email!;
  await signOut(await auth());
  await signInWithEmailAndPassword(await auth(), email, 'secret123');
}

let brand = '';
let influencer = '';
let adminUid = '';

beforeAll(async () => {
  brand = await signInNewUser(admin, 'create-once-brand', {
    type: 'brand',
    name: 'Mert',
    surname: 'Aydın',
    brandName: 'Nova',
    isApproved: true,
    profileImage: '/demo/logos/nova.svg',
  });
  influencer = await signInNewUser(admin, 'create-once-influencer', {
    type: 'influencer',
    name: 'Ayşe',
    surname: 'Yılmaz',
    brandName: '',
    profileImage: '/demo/avatars/ayse.svg',
  });
  adminUid = await signInNewUser(admin, 'create-once-admin', { type: 'admin', name: 'Yönetici' });
  created.push(`Brands/${brand}`, `Influencers/${influencer}`);
});

afterAll(async () => {
  await Promise.all(created.map((path) => admin.db.recursiveDelete(admin.db.doc(path))));
  for (const uid of [brand, influencer]) {
    await admin.db.doc(`Users/${uid}`).delete();
    await admin.auth.deleteUser(uid);
  }
  await removeUser(admin, adminUid); // signs out and closes the admin app too
});

describe('create if missing, twice at once', () => {
  it('a brand’s first save sent twice: both resolve, one Brands profile', async () => {
    await signInAs(brand);
    const save = () => saveProfile({ uid: brand, type: 'brand', update: { brandName: 'Nova' } });
    await expect(Promise.all([save(), save()])).resolves.toEqual([undefined, undefined]);
    expect(await read(`Brands/${brand}`)).toMatchObject({
      uid: brand,
      generalInfo: { brandName: 'Nova' },
    });
  });

  it('an influencer’s first save sent twice: both resolve, one Influencers profile', async () => {
    await signInAs(influencer);
    const save = () =>
      saveProfile({
        uid: influencer,
        type: 'influencer',
        update: buildProfileUpdate('influencer', {
          name: 'Ayşe',
          surname: 'Yılmaz',
          phoneNumber: '',
          city: 'İzmir',
          district: '',
          birthDate: '1996-04-12',
          aboutMe: '',
        }),
        directory: { categories: [2], gender: 'female', partnerships: ['money'] },
      });
    await expect(Promise.all([save(), save()])).resolves.toEqual([undefined, undefined]);
    expect(await read(`Influencers/${influencer}`)).toMatchObject({
      uid: influencer,
      generalInfo: { city: 'İzmir' },
    });
  });

  it('an admin opens the same general chat twice: one conversation', async () => {
    await signInAs(adminUid);
    const me = { id: adminUid, name: 'Yönetici' };
    const other = { id: brand, name: 'Nova' };
    const ids = await Promise.all([
      openGeneralConversation(me, other),
      openGeneralConversation(me, other),
    ]);
    const id = [adminUid, brand].sort().join('_');
    created.push(`project-conversations/${id}`);
    expect(ids).toEqual([id, id]);
    expect(await read(`project-conversations/${id}`)).toMatchObject({
      participants: [adminUid, brand].sort(),
      activeProjects: [],
    });
  });
});
