// Profile saves (src/features/account/api/profileSave.ts) through the app's own Firebase module
// under the real security rules: an influencer's first save creates her public profile and
// moves her handles out of Users, a later save keeps the counts of an unchanged handle and drops
// those of a changed one, an agency saves its managed influencer, and a brand's save keeps its
// Brands profile. firebase-admin seeds and checks.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveProfile } from '../../src/features/account/api/profileSave';
import {
  buildProfileUpdate,
  buildSocialMediaUpdate,
  taxStatusFields,
} from '../../src/features/account/model/profileFields';
import { auth } from '../../src/lib/firebase';
import { adminApp, removeUser, run, signInNewUser } from './appUser';

const admin = adminApp('profile-save');
const created: string[] = [];
const read = async (path: string) => (await admin.db.doc(path).get()).data();

async function signInAs(uid: string) {
  const email = (await admin.auth.getUser(uid)).email!;
  await signOut(await auth());
  await signInWithEmailAndPassword(await auth(), email, 'secret123');
}

const social = (instagram: string) =>
  buildSocialMediaUpdate({ instagram, tiktok: '', youtube: '', twitter: '', twitch: '' });

let influencer = '';
let agency = '';
let brand = '';
const managed = `managed-${run}`;

beforeAll(async () => {
  agency = await signInNewUser(admin, 'profile-save-agency', {
    type: 'influencerAgency',
    name: 'Yıldız',
    surname: 'Ajans',
    brandName: 'Yıldız Yetenek',
  });
  brand = await signInNewUser(admin, 'profile-save-brand', {
    type: 'brand',
    name: 'Mert',
    surname: 'Aydın',
    brandName: 'Nova',
    isApproved: true,
    profileImage: '/demo/logos/nova.svg',
  });
  influencer = await signInNewUser(admin, 'profile-save-influencer', {
    type: 'influencer',
    name: 'Ayşe',
    surname: 'Yılmaz',
    brandName: '',
    profileImage: '/demo/avatars/ayse.svg',
    socialMedia: { instagram: { username: 'ayse.save' } },
    // Her verify request came before her first profile save.
    verificationCode: '4827',
  });
  await admin.db.doc(`Users/${managed}`).set({
    uid: managed,
    type: 'influencer',
    name: 'Can',
    surname: 'Demir',
    imitatorAgencyUID: agency,
    isSelfLoginUser: false,
  });
  created.push(`Influencers/${influencer}`, `Influencers/${managed}`, `Brands/${brand}`);
});

afterAll(async () => {
  await Promise.all(created.map((path) => admin.db.doc(path).delete()));
  await admin.db.doc(`Users/${managed}`).delete();
  for (const uid of [agency, brand]) {
    await admin.db.doc(`Users/${uid}`).delete();
    await admin.auth.deleteUser(uid);
  }
  await removeUser(admin, influencer); // signs out and closes the admin app too
});

describe('profile saves under the security rules', () => {
  it('an influencer’s first save creates her public profile and empties Users.socialMedia', async () => {
    await signInAs(influencer);
    await saveProfile({
      uid: influencer,
      type: 'influencer',
      update: buildProfileUpdate('influencer', {
        name: 'Ayşe',
        surname: 'Yılmaz',
        phoneNumber: '0555 123 45 67',
        city: 'İzmir',
        district: '',
        birthDate: '1996-04-12',
        aboutMe: 'Moda',
      }),
      directory: { categories: [2], gender: 'female', partnerships: ['money'] },
    });
    const user = await read(`Users/${influencer}`);
    expect(user).not.toHaveProperty('socialMedia');
    // The typed spelling is stored as +905XXXXXXXXX.
    expect(user).toMatchObject({ phoneNumber: '+905551234567', city: 'İzmir' });
    const profile = await read(`Influencers/${influencer}`);
    expect(profile).toMatchObject({
      uid: influencer,
      isApproved: false,
      isVerifiedAccount: false,
      imitatorAgencyUID: '',
      isGenderFemale: true,
      userCategoriesName: ['Moda'],
      selectedPartnerships: ['money'],
      lowerCaseFullName: 'ayşe yılmaz',
      profileImage: '/demo/avatars/ayse.svg',
      socialMedia: { instagram: { username: 'ayse.save' } },
      generalInfo: { fullname: 'Ayşe Yılmaz', selectedCategories: [2], city: 'İzmir' },
      // Spec section 3's copy of her Users field, as Users holds it.
      verificationCode: '4827',
    });
    expect(profile).not.toHaveProperty('totalEarnedPrice');
    expect(JSON.stringify(profile)).not.toContain('0555');
  });

  it('a tax status is saved with the spec’s hasIndividualCompany beside it', async () => {
    await signInAs(influencer);
    for (const status of ['company', 'creatorExempt'] as const) {
      await saveProfile({ uid: influencer, type: 'influencer', update: taxStatusFields(status) });
      expect(await read(`Users/${influencer}`)).toMatchObject({
        taxStatus: status,
        hasIndividualCompany: status === 'company',
      });
    }
  });

  it('keeps the counts of an unchanged handle and drops those of a changed one', async () => {
    await admin.db
      .doc(`Influencers/${influencer}`)
      .update({ 'socialMedia.instagram.followerCount': 12_400 });
    await saveProfile({ uid: influencer, type: 'influencer', update: social('ayse.save') });
    expect((await read(`Influencers/${influencer}`))?.socialMedia.instagram).toEqual({
      username: 'ayse.save',
      followerCount: 12_400,
    });
    await saveProfile({ uid: influencer, type: 'influencer', update: social('ayse.yeni') });
    expect((await read(`Influencers/${influencer}`))?.socialMedia.instagram).toEqual({
      username: 'ayse.yeni',
    });
  });

  it('an agency creates and edits the profile of an influencer it manages', async () => {
    await signInAs(agency);
    await saveProfile({
      uid: managed,
      type: 'influencer',
      update: buildProfileUpdate('influencer', {
        name: 'Can',
        surname: 'Demir',
        phoneNumber: '',
        city: 'Bursa',
      }),
      directory: { categories: [9], gender: 'male', partnerships: ['product'] },
    });
    expect(await read(`Influencers/${managed}`)).toMatchObject({
      imitatorAgencyUID: agency,
      isSelfLoginEnabled: false,
      isApproved: false,
      userCategoriesName: ['Spor'],
    });
  });

  it('an influencer cannot save another influencer’s profile', async () => {
    await signInAs(influencer);
    await expect(
      saveProfile({ uid: managed, type: 'influencer', update: social('baskasi') }),
    ).rejects.toMatchObject({ display: { key: 'account.errors.permissionDenied' } });
  });

  it('a brand’s save creates and then updates its public Brands profile', async () => {
    await signInAs(brand);
    await saveProfile({ uid: brand, type: 'brand', update: { brandName: 'Nova Market' } });
    expect(await read(`Brands/${brand}`)).toMatchObject({
      uid: brand,
      isVerifiedAccount: false,
      imitatorAgencyUID: '',
      lowerCaseBrandName: 'nova market',
      generalInfo: { brandName: 'Nova Market', brandLogoUrl: '/demo/logos/nova.svg' },
    });
    await saveProfile({ uid: brand, type: 'brand', update: { brandName: 'Nova Market Plus' } });
    expect((await read(`Brands/${brand}`))?.generalInfo.brandName).toBe('Nova Market Plus');
    expect((await read(`Users/${brand}`))?.brandName).toBe('Nova Market Plus');
  });
});
