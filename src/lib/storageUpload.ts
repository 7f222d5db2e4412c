// One file to Storage with progress, for every upload of the app (profile photos, logos, brief
// images, support attachments). No React.
import { storage } from './firebase';

/**
 * The Storage SDK retries a refused connection for minutes. An upload that moves no byte for
 * this long is cancelled instead, so the user gets the error and can try again (the local
 * Storage emulator is often absent, design.md section 3).
 */
export const UPLOAD_STALL_MS = 15_000;

/** The code of the error an upload rejects with when its caller cancelled it. */
export const UPLOAD_CANCELLED = 'cancelled';

export type StorageUpload = {
  path: string;
  /** A File, or the Blob the browser made (a cropped, downscaled image). */
  file: Blob;
  contentType?: string;
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
  /** Aborting it cancels the upload (the user's cancel button); it then rejects with code 'cancelled'. */
  signal?: AbortSignal;
};

const cancelledError = () =>
  Object.assign(new Error('upload cancelled'), { code: UPLOAD_CANCELLED });

/** Did this upload fail because its caller cancelled it (not an error to show)? */
export const isUploadCancelled = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === UPLOAD_CANCELLED;

/** Uploads the file to `path`; resolves with its download URL. */
export async function uploadToStorage({
  path,
  file,
  contentType,
  onProgress,
  signal,
}: StorageUpload): Promise<string> {
  if (signal?.aborted) throw cancelledError();
  // Storage code loads with the first upload, not with the page.
  // Destructured in place so the bundler keeps only these three of firebase/storage.
  const loading = storage();
  const { getDownloadURL, ref, uploadBytesResumable } = await import('firebase/storage');
  const instance = await loading;
  // Cancelled while the SDK loaded: nothing has been sent.
  if (signal?.aborted) throw cancelledError();
  const task = uploadBytesResumable(ref(instance, path), file, {
    contentType: contentType || file.type || undefined,
  });

  await new Promise<void>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    let ending: 'stalled' | 'cancelled' | null = null;
    const arm = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        ending = 'stalled';
        task.cancel();
      }, UPLOAD_STALL_MS);
    };
    const onAbort = () => {
      ending ??= 'cancelled';
      task.cancel();
    };
    const settle = () => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
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
        settle();
        if (ending === 'cancelled') reject(cancelledError());
        else if (ending === 'stalled')
          reject(Object.assign(new Error('upload stalled'), { code: 'unavailable' }));
        else reject(error);
      },
      () => {
        settle();
        resolve();
      },
    );
  });

  return getDownloadURL(task.snapshot.ref);
}
