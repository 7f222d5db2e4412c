// One file to Storage with progress, for every upload of the app (profile photos, support
// attachments). No React.
import { storage } from './firebase';

/**
 * The Storage SDK retries a refused connection for minutes. An upload that moves no byte for
 * this long is cancelled instead, so the user gets the error and can try again (the local
 * Storage emulator is often absent, design.md section 3).
 */
export const UPLOAD_STALL_MS = 15_000;

export type StorageUpload = {
  path: string;
  file: File;
  contentType?: string;
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
};

/** Uploads the file to `path`; resolves with its download URL. */
export async function uploadToStorage({
  path,
  file,
  contentType,
  onProgress,
}: StorageUpload): Promise<string> {
  // Storage code loads with the first upload, not with the page.
  // Destructured in place so the bundler keeps only these three of firebase/storage.
  const loading = storage();
  const { getDownloadURL, ref, uploadBytesResumable } = await import('firebase/storage');
  const instance = await loading;
  const task = uploadBytesResumable(ref(instance, path), file, {
    contentType: contentType || file.type || undefined,
  });

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

  return getDownloadURL(task.snapshot.ref);
}
