// A support attachment's upload (spec section 3): the file goes to Storage at
// support/{userId}/{timestamp}-{safeName} (storage.rules: the conversation's user and admins,
// images and PDF up to 10 MB); the message is sent afterwards with its download URL
// (supportWrites.ts). No React.
import { storage } from '../../../lib/firebase';
import {
  displayFileName,
  supportContentType,
  supportFilePath,
  supportFileProblem,
} from '../model/attachment';

/**
 * The Storage SDK retries a refused connection for minutes. An upload that moves no byte for
 * this long is cancelled instead, so the sender gets the error and her text stays (the local
 * Storage emulator is often absent, design.md section 3).
 */
export const SUPPORT_UPLOAD_STALL_MS = 15_000;

export type SupportAttachment = { fileUrl: string; fileName: string };

/** A refused file (type or size): the composer shows the matching message. */
export class SupportFileError extends Error {
  constructor(readonly code: 'tooLarge' | 'wrongType') {
    super(`support file refused: ${code}`);
  }
}

export type SupportUploadOptions = {
  /** The conversation's user (the folder), also when an admin answers. */
  userId: string;
  file: File;
  /** 0-100 as bytes go out. */
  onProgress?: (percent: number) => void;
  now?: () => number;
};

/** Uploads the file; resolves with what the message stores (fileUrl, fileName). */
export async function uploadSupportFile(options: SupportUploadOptions): Promise<SupportAttachment> {
  const { userId, file, onProgress, now = Date.now } = options;
  const problem = supportFileProblem(file);
  if (problem) throw new SupportFileError(problem);
  // Storage code loads with the first attachment, not with the support page.
  const [instance, { getDownloadURL, ref, uploadBytesResumable }] = await Promise.all([
    storage(),
    import('firebase/storage'),
  ]);
  const target = ref(instance, supportFilePath(userId, file, now()));
  const task = uploadBytesResumable(target, file, {
    contentType: supportContentType(file) ?? undefined,
  });

  await new Promise<void>((resolve, reject) => {
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const arm = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        task.cancel();
      }, SUPPORT_UPLOAD_STALL_MS);
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

  const fileUrl = await getDownloadURL(task.snapshot.ref);
  return { fileUrl, fileName: displayFileName(file.name) };
}
