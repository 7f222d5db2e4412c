// uploadToStorage against a stand-in for the Storage SDK (the Storage emulator cannot start
// here, design.md section 3): the caller's cancel (AbortSignal) stops the task and rejects with
// code 'cancelled', before the task starts too; callers that pass no signal work as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Observer = {
  next: (s: { bytesTransferred: number; totalBytes: number }) => void;
  error: (e: unknown) => void;
  complete: () => void;
};

const sdk = vi.hoisted(() => ({
  uploads: [] as { path: string; metadata: unknown; observer?: Observer; cancelled: number }[],
}));

vi.mock('@/lib/firebase', () => ({ storage: async () => ({ bucket: 'demo' }) }));
vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytesResumable: (target: { fullPath: string }, _file: unknown, metadata: unknown) => {
    const upload = { path: target.fullPath, metadata, cancelled: 0 } as (typeof sdk.uploads)[0];
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
        upload.cancelled += 1;
        upload.observer?.error(Object.assign(new Error('canceled'), { code: 'storage/canceled' }));
      },
    };
  },
  getDownloadURL: async (target: { fullPath: string }) => `https://files.test/${target.fullPath}`,
}));

const { UPLOAD_STALL_MS, isUploadCancelled, uploadToStorage } = await import('../storageUpload');

const blob = () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' });

/** Waits until upload number `count` (1-based) is listened to. */
const started = async (count = 1) => {
  await vi.waitFor(() => expect(sdk.uploads[count - 1]?.observer).toBeDefined());
  return sdk.uploads[count - 1]!;
};

beforeEach(() => {
  sdk.uploads.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('uploadToStorage', () => {
  it('uploads a Blob with its type and progress, without a signal as before', async () => {
    const progress: number[] = [];
    const done = uploadToStorage({
      path: 'briefImages/u1/a',
      file: blob(),
      onProgress: (p) => progress.push(p),
    });
    const upload = await started();
    expect(upload.metadata).toEqual({ contentType: 'image/jpeg' });
    upload.observer!.next({ bytesTransferred: 512, totalBytes: 2048 });
    upload.observer!.complete();
    await expect(done).resolves.toBe('https://files.test/briefImages/u1/a');
    expect(progress).toEqual([25]);
  });

  it('cancels the task when the signal aborts and rejects with code cancelled', async () => {
    const controller = new AbortController();
    const done = uploadToStorage({
      path: 'profilePhotos/x',
      file: blob(),
      signal: controller.signal,
    });
    const upload = await started();
    upload.observer!.next({ bytesTransferred: 100, totalBytes: 2048 });
    controller.abort();
    expect(upload.cancelled).toBe(1);
    const error = await done.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'cancelled' });
    expect(isUploadCancelled(error)).toBe(true);
  });

  it('never starts a task when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadToStorage({ path: 'p/x', file: blob(), signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(sdk.uploads).toEqual([]);
  });

  it('an abort after completion changes nothing; a refusal keeps the SDK’s error', async () => {
    const controller = new AbortController();
    const done = uploadToStorage({ path: 'p/y', file: blob(), signal: controller.signal });
    const upload = await started();
    upload.observer!.complete();
    await expect(done).resolves.toBe('https://files.test/p/y');
    controller.abort();
    expect(upload.cancelled).toBe(0);

    const refused = uploadToStorage({
      path: 'p/z',
      file: blob(),
      signal: new AbortController().signal,
    });
    const second = await started(2);
    second.observer!.error(Object.assign(new Error('denied'), { code: 'storage/unauthorized' }));
    const error = await refused.catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'storage/unauthorized' });
    expect(isUploadCancelled(error)).toBe(false);
  });

  it('still ends a stalled upload with code unavailable, not cancelled', async () => {
    vi.useFakeTimers();
    const done = uploadToStorage({
      path: 'p/s',
      file: blob(),
      signal: new AbortController().signal,
    });
    const failed = expect(done).rejects.toMatchObject({ code: 'unavailable' });
    const upload = await started();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    expect(upload.cancelled).toBe(1);
    await failed;
  });
});
