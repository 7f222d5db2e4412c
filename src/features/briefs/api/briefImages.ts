// A brief's uploaded image (issue 21): the cropped 4:3 image goes to Storage at
// briefImages/{uploader uid}/{uuid} (storage.rules: the uploader's own folder, anyone reads);
// its download URL becomes one line of the brief form's `images`, saved with the brief. No React.
import { v4 as uuidv4 } from 'uuid';
import { uploadToStorage } from '@/lib/storageUpload';

export type BriefImageUpload = {
  uploaderUid: string;
  file: Blob;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** Uploads the image; resolves with its download URL. */
export function uploadBriefImage({ uploaderUid, file, onProgress, signal }: BriefImageUpload) {
  return uploadToStorage({
    path: `briefImages/${uploaderUid}/${uuidv4()}`,
    file,
    onProgress,
    signal,
  });
}
