// The attachment upload against a stand-in for the Storage SDK (the Storage emulator cannot
// start offline, design.md section 3): the path and content type storage.rules expects, the
// progress, the refused file that never reaches Storage, and the stalled upload.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Observer = {
  next: (s: { bytesTransferred: number; totalBytes: number }) => void;
  error: (e: unknown) => void;
  complete: () => void;
};

const sdk = vi.hoisted(() => ({
  uploads: [] as { path: string; metadata: unknown; observer?: Observer; cancelled: boolean }[],
}));

vi.mock('@/lib/firebase', () => ({ storage: async () => ({ bucket: 'demo' }) }));
vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: (target: { fullPath: string }, _file: unknown, metadata: unknown) => {
    const upload = { path: target.fullPath, metadata, cancelled: false } as (typeof sdk.uploads)[0];
    sdk.uploads.push(upload);
    return {
      snapshot: { ref: target },
      on: (
        _event: string,
        next: Observer['next'],
        error: Observer['error'],
        complete: () => void,
      ) => {
        upload.observer = { next, error, complete };
      },
      cancel: () => {
        upload.cancelled = true;
        upload.observer?.error(Object.assign(new Error('canceled'), { code: 'storage/canceled' }));
      },
    };
  },
  getDownloadURL: async (target: { fullPath: string }) =>
    `https://firebasestorage.googleapis.com/v0/b/demo/o/${encodeURIComponent(target.fullPath)}?alt=media`,
}));

const { SUPPORT_UPLOAD_STALL_MS, SupportFileError, uploadSupportFile } =
  await import('../api/supportUpload');

const pdf = (size = 2048, name = 'Şubat dekont.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

/** Waits until the upload task is listened to. */
const started = async () => {
  await vi.waitFor(() => expect(sdk.uploads.at(-1)?.observer).toBeDefined());
  return sdk.uploads.at(-1)!;
};

beforeEach(() => {
  sdk.uploads.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('uploadSupportFile', () => {
  it('uploads to support/{userId}/{timestamp}-{safeName} with the type, reporting progress', async () => {
    const progress: number[] = [];
    const done = uploadSupportFile({
      userId: 'u1',
      file: pdf(),
      onProgress: (p) => progress.push(p),
      now: () => 1707127200000,
    });
    const upload = await started();
    expect(upload.path).toBe('support/u1/1707127200000-Subat_dekont.pdf');
    expect(upload.metadata).toEqual({ contentType: 'application/pdf' });
    upload.observer!.next({ bytesTransferred: 1024, totalBytes: 2048 });
    upload.observer!.next({ bytesTransferred: 2048, totalBytes: 2048 });
    upload.observer!.complete();
    await expect(done).resolves.toEqual({
      fileUrl:
        'https://firebasestorage.googleapis.com/v0/b/demo/o/support%2Fu1%2F1707127200000-Subat_dekont.pdf?alt=media',
      fileName: 'Şubat dekont.pdf',
    });
    expect(progress).toEqual([50, 100]);
  });

  it('stores an extension-only type as the one the extension stands for', async () => {
    const done = uploadSupportFile({ userId: 'u1', file: pdf(10, 'ekran.png', '') });
    const upload = await started();
    expect(upload.metadata).toEqual({ contentType: 'image/png' });
    upload.observer!.complete();
    await done;
  });

  it('refuses a file that is too large or of another type before Storage is touched', async () => {
    await expect(
      uploadSupportFile({ userId: 'u1', file: pdf(10 * 1024 * 1024 + 1) }),
    ).rejects.toMatchObject({ code: 'tooLarge' });
    await expect(
      uploadSupportFile({ userId: 'u1', file: pdf(10, 'notlar.txt', 'text/plain') }),
    ).rejects.toBeInstanceOf(SupportFileError);
    expect(sdk.uploads).toEqual([]);
  });

  it('rejects with the SDK’s error when Storage refuses', async () => {
    const done = uploadSupportFile({ userId: 'u1', file: pdf() });
    const upload = await started();
    upload.observer!.error(Object.assign(new Error('denied'), { code: 'storage/unauthorized' }));
    await expect(done).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('cancels an upload that moves no byte for the stall time (code unavailable)', async () => {
    vi.useFakeTimers();
    const done = uploadSupportFile({ userId: 'u1', file: pdf() });
    const failed = expect(done).rejects.toMatchObject({ code: 'unavailable' });
    const upload = await started();
    upload.observer!.next({ bytesTransferred: 100, totalBytes: 2048 });
    await vi.advanceTimersByTimeAsync(SUPPORT_UPLOAD_STALL_MS - 1);
    expect(upload.cancelled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(upload.cancelled).toBe(true);
    await failed;
  });
});
