// Profile photo upload (spec sections 5 and 7), the one write path of every screen that sets a
// photo (the account page, 'Profil Fotoğrafı Gerekli'): the file goes to Storage at
// profilePhotos/{uuid}, then Users.profileImage and, when the profile exists,
// Influencers.profileImage and generalInfo.profilePhotoUrl point at it (one batch). No React.
import { doc, getDoc, writeBatch } from 'firebase/firestore';
import { v4 as uuidv4 } from 'uuid';
import { INFLUENCERS } from './collections/influencers';
import { USERS } from './collections/users';
import { db } from './firebase';
import { uploadToStorage } from './storageUpload';

export type UploadOptions = {
  uid: string;
  /** The cropped, downscaled image (or a chosen file). */
  file: Blob;
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the upload; nothing is written then. */
  signal?: AbortSignal;
};

/** Uploads the photo and stores its URL; resolves with the download URL. */
export async function uploadProfilePhoto(options: UploadOptions): Promise<string> {
  const { uid, file, onProgress, signal } = options;
  const url = await uploadToStorage({
    path: `profilePhotos/${uuidv4()}`,
    file,
    onProgress,
    signal,
  });
  const firestore = await db();
  const influencerRef = doc(firestore, INFLUENCERS, uid);
  // A photo does not create the profile: the first profile save does (spec section 4).
  const hasInfluencerDoc = (await getDoc(influencerRef)).exists();
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, USERS, uid), { profileImage: url });
  if (hasInfluencerDoc) {
    batch.update(influencerRef, {
      profileImage: url,
      'generalInfo.profilePhotoUrl': url,
    });
  }
  await batch.commit();
  return url;
}
