// A support attachment's upload (spec section 3): the file goes to Storage at
// support/{userId}/{timestamp}-{safeName} (storage.rules: the conversation's user and admins,
// images and PDF up to 10 MB); the message is sent afterwards with its download URL
// (supportWrites.ts). No React.
import { uploadToStorage } from '@/lib/storageUpload';
import {
  displayFileName,
  supportContentType,
  supportFilePath,
  supportFileProblem,
} from '../model/attachment';

/** A stalled upload is cancelled (lib/storageUpload), so the sender's text stays. */
export { UPLOAD_STALL_MS as SUPPORT_UPLOAD_STALL_MS } from '@/lib/storageUpload';

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
  const fileUrl = await uploadToStorage({
    path: supportFilePath(userId, file, now()),
    file,
    contentType: supportContentType(file) ?? undefined,
    onProgress,
  });
  return { fileUrl, fileName: displayFileName(file.name) };
}
