// Profile photo upload (spec sections 5 and 7): the file goes to Storage at
// profilePhotos/{uuid}, then Users.profileImage and, when the profile exists,
// Influencers.profileImage and generalInfo.profilePhotoUrl point at it (one batch). No React.
import { doc, getDoc, writeBatch } from 'firebase/firestore';
import { v4 as uuidv4 } from 'uuid';
import { USERS } from '../../../lib/collections/users';
import { db, storage } from '../../../lib/firebase';
import { INFLUENCERS } from './influencerProfile';

/**
 * The Storage SDK retries a refused connection for minutes. An upload that moves no byte for
 * this long is cancelled instead, so the user gets the error and can try again (the local
 * Storage emulator is often absent, design.md section 3).
 */
export const UPLOAD_STALL_MS = 15_000;

export type UploadOptions = {
  uid: string;
  file: File;
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
};

/** Uploads the photo and stores its URL; resolves with the download URL. */
export async function uploadProfilePhoto(options: UploadOptions): Promise<string> {
  const { uid, file, onProgress } = options;
  // Storage code loads with the first upload, not with the list page.
  const [instance, { getDownloadURL, ref, uploadBytesResumable }] = await Promise.all([
    storage(),
    import('firebase/storage'),
  ]);
  const target = ref(instance, `profilePhotos/${uuidv4()}`);
  const task = uploadBytesResumable(target, file, { contentType: file.type || undefined });

  await new Promise<void>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const arm = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        task.cancel();
      }, UPLOAD_STALL_MS);
    };
    arm();
    let sent = -1;
    task.on(
      'state_changed',
      (snapshot) => {
        if (snapshot.bytesTransferred !== sent) {
          sent = snapshot.bytesTransferred;
          arm();
        }
        const total = snapshot.totalBytes || file.size || 1;
        onProgress?.(Math.round((snapshot.bytesTransferred / total) * 100));
      },
      (error) => {
        clearTimeout(stall);
        reject(
          stalled ? Object.assign(new Error('upload stalled'), { code: 'unavailable' }) : error,
        );
      },
      () => {
        clearTimeout(stall);
        resolve();
      },
    );
  });

  const url = await getDownloadURL(task.snapshot.ref);
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
