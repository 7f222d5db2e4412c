// The attachment upload as a thunk: its progress in the slice, its failures as the messages
// the composer shows (the api/ module is a stand-in).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';

type UploadCall = { userId: string; file: File; onProgress?: (percent: number) => void };
const fake = vi.hoisted(() => ({ upload: vi.fn() }));
vi.mock('../api/supportUpload', async (original) => ({
  ...(await original<typeof import('../api/supportUpload')>()),
  uploadSupportFile: fake.upload,
}));

const { SupportFileError } = await import('../api/supportUpload');
const { selectUploadProgress } = await import('../supportSlice');
const { uploadAttachment } = await import('../supportThunks');

const pdf = new File(['%PDF'], 'dekont.pdf', { type: 'application/pdf' });

beforeEach(() => vi.clearAllMocks());

describe('uploadAttachment', () => {
  it('reports progress into the slice and resolves with the attachment', async () => {
    const store = makeStore();
    let finish: (value: unknown) => void = () => undefined;
    fake.upload.mockImplementation(
      (call: UploadCall) =>
        new Promise((resolve) => {
          call.onProgress?.(40);
          finish = resolve;
        }),
    );
    const done = store.dispatch(uploadAttachment({ userId: 'u1', file: pdf }));
    expect(selectUploadProgress(store.getState(), 'u1')).toBe(40);
    expect(selectUploadProgress(store.getState(), 'u2')).toBeNull();
    finish({ fileUrl: 'https://x/y.pdf', fileName: 'dekont.pdf' });
    const result = await done;
    expect(result.payload).toEqual({ fileUrl: 'https://x/y.pdf', fileName: 'dekont.pdf' });
    expect(selectUploadProgress(store.getState(), 'u1')).toBeNull();
  });

  it('rejects with the refused file’s message, or the failed upload’s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore();
    fake.upload.mockRejectedValueOnce(new SupportFileError('tooLarge'));
    expect((await store.dispatch(uploadAttachment({ userId: 'u1', file: pdf }))).payload).toBe(
      'supportDesk.attachment.tooLarge',
    );
    fake.upload.mockRejectedValueOnce(new Error('storage/retry-limit-exceeded'));
    expect((await store.dispatch(uploadAttachment({ userId: 'u1', file: pdf }))).payload).toBe(
      'supportDesk.attachment.uploadFailed',
    );
    expect(selectUploadProgress(store.getState(), 'u1')).toBeNull();
  });
});
