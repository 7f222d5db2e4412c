// A brand's or an agency's logo (issue 21): the cropped image goes to Storage at
// brand-logos/{uploader uid}/{uuid} (storage.rules: the uploader's own folder), then the fields
// the app reads a logo from point at it: Users.profileImage (agencies, the brief's sender logo)
// and, when the brand has its public profile, Brands brandLogoUrl and profilePhotoUrl (at the
// top and in generalInfo, as brandWrites.ts writes them). No React.
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { v4 as uuidv4 } from 'uuid';
import { BRANDS } from '@/lib/collections/brands';
import { USERS } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { uploadToStorage } from '@/lib/storageUpload';
import { brandLogoPath } from '../model/mediaPaths';

export type LogoUpload = {
  /** The account whose logo it is (the one the app acts for). */
  uid: string;
  /** The signed-in uploader: the Storage folder is hers. */
  uploaderUid: string;
  file: Blob;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** Uploads the logo and stores its URL; resolves with the download URL. */
export async function uploadBrandLogo(options: LogoUpload): Promise<string> {
  const { uid, uploaderUid, file, onProgress, signal } = options;
  const url = await uploadToStorage({
    path: brandLogoPath(uploaderUid, uuidv4()),
    file,
    onProgress,
    signal,
  });
  const firestore = await db();
  const brandRef = doc(firestore, BRANDS, uid);
  // Agencies and brands before their first profile save have no Brands document.
  const hasBrandDoc = (await getDoc(brandRef)).exists();
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, USERS, uid), { profileImage: url });
  if (hasBrandDoc) {
    batch.update(brandRef, {
      brandLogoUrl: url,
      profilePhotoUrl: url,
      'generalInfo.brandLogoUrl': url,
      'generalInfo.profilePhotoUrl': url,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
  return url;
}
