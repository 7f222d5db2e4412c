// The account page's image writes (issue 21) as the app runs them, under the real rules: a
// brand's logo (Users.profileImage and its Brands profile's logo fields), an agency's logo
// (Users only: agencies have no Brands profile) and an influencer's photo (the one write path
// of src/lib/profilePhoto.ts). The Storage emulator cannot start here (design.md section 3):
// the upload is a stand-in that checks the path and returns a download URL of the emulator's
// shape; storage.rules are tested in tests/rules/storage.test.ts where it runs.
import { deleteApp } from 'firebase-admin/app';
import { signOut } from 'firebase/auth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { uploadBrandLogo } from '../../src/features/media/api/brandLogo';
import { uploadProfilePhoto } from '../../src/lib/profilePhoto';
import { auth } from '../../src/lib/firebase';
import { adminApp, run, signInNewUser } from './appUser';

const uploads = vi.hoisted(() => [] as string[]);
vi.mock('../../src/lib/storageUpload', () => ({
  uploadToStorage: async ({ path }: { path: string }) => {
    uploads.push(path);
    return `http://127.0.0.1:9199/v0/b/demo/o/${encodeURIComponent(path)}?alt=media&token=t`;
  },
}));

const admin = adminApp('account-images');
const users: string[] = [];
const blob = () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

afterEach(async () => {
  await signOut(await auth());
});
afterAll(async () => {
  for (const uid of users) {
    await admin.db.doc(`Brands/${uid}`).delete();
    await admin.db.doc(`Influencers/${uid}`).delete();
    await admin.db.recursiveDelete(admin.db.doc(`Users/${uid}`));
    await admin.auth.deleteUser(uid);
  }
  await deleteApp(admin.app);
});

describe('account images', () => {
  it('a brand’s logo goes to brand-logos/{uid}/… and onto Users and its Brands profile', async () => {
    const uid = await signInNewUser(admin, `logo-brand-${run}`, { type: 'brand' });
    users.push(uid);
    await admin.db.doc(`Brands/${uid}`).set({
      uid,
      imitatorAgencyUID: '',
      isVerifiedAccount: false,
      generalInfo: { brandName: 'Logo Test', profilePhotoUrl: '', brandLogoUrl: '' },
      profilePhotoUrl: '',
      brandLogoUrl: '',
    });
    const url = await uploadBrandLogo({ uid, uploaderUid: uid, file: blob() });
    expect(uploads.at(-1)).toMatch(new RegExp(`^brand-logos/${uid}/[0-9a-f-]{36}$`));
    expect((await admin.db.doc(`Users/${uid}`).get()).data()?.profileImage).toBe(url);
    const brand = (await admin.db.doc(`Brands/${uid}`).get()).data()!;
    expect(brand.brandLogoUrl).toBe(url);
    expect(brand.profilePhotoUrl).toBe(url);
    expect(brand.generalInfo).toEqual({
      brandName: 'Logo Test',
      profilePhotoUrl: url,
      brandLogoUrl: url,
    });
  });

  it('an agency’s logo goes onto its Users document only', async () => {
    const uid = await signInNewUser(admin, `logo-agency-${run}`, { type: 'advertisementAgency' });
    users.push(uid);
    const url = await uploadBrandLogo({ uid, uploaderUid: uid, file: blob() });
    expect((await admin.db.doc(`Users/${uid}`).get()).data()?.profileImage).toBe(url);
    expect((await admin.db.doc(`Brands/${uid}`).get()).exists).toBe(false);
  });

  it('someone else’s account is refused by the rules', async () => {
    const owner = await signInNewUser(admin, `logo-owner-${run}`, { type: 'brand' });
    users.push(owner);
    await signOut(await auth());
    const other = await signInNewUser(admin, `logo-other-${run}`, { type: 'brand' });
    users.push(other);
    await expect(
      uploadBrandLogo({ uid: owner, uploaderUid: other, file: blob() }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin.db.doc(`Users/${owner}`).get()).data()?.profileImage).toBeUndefined();
  });

  it('an influencer’s photo goes to profilePhotos/… and onto Users and Influencers', async () => {
    const uid = await signInNewUser(admin, `photo-${run}`, { type: 'influencer' });
    users.push(uid);
    await admin.db.doc(`Influencers/${uid}`).set({ uid, generalInfo: { name: 'Foto' } });
    const url = await uploadProfilePhoto({ uid, file: blob() });
    expect(uploads.at(-1)).toMatch(/^profilePhotos\/[0-9a-f-]{36}$/);
    expect((await admin.db.doc(`Users/${uid}`).get()).data()?.profileImage).toBe(url);
    const profile = (await admin.db.doc(`Influencers/${uid}`).get()).data()!;
    expect(profile.profileImage).toBe(url);
    expect(profile.generalInfo.profilePhotoUrl).toBe(url);
  });
});
