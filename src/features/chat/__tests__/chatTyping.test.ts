// The typing thunk writes to the kind of chat its key names; a failed write only warns.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';

const fake = vi.hoisted(() => ({
  brief: vi.fn(async (): Promise<void> => undefined),
  project: vi.fn(async (): Promise<void> => undefined),
}));
vi.mock('../api/briefChatWrites', () => ({ writeBriefChatTyping: fake.brief }));
vi.mock('../api/chatWrites', () => ({ writeTyping: fake.project }));

const { setTyping } = await import('../chatWriteThunks');

beforeEach(() => vi.clearAllMocks());

describe('setTyping', () => {
  it('writes a brief chat’s entry by its key and a project conversation’s by its id', async () => {
    const store = makeStore();
    await store.dispatch(setTyping({ key: 'Messages/c1/b1', uid: 'u1', typing: true }));
    expect(fake.brief).toHaveBeenCalledWith('Messages/c1/b1', 'u1', true);
    await store.dispatch(setTyping({ key: 'u1_u2', uid: 'u1', typing: false }));
    expect(fake.project).toHaveBeenCalledWith('u1_u2', 'u1', false);
    expect(fake.brief).toHaveBeenCalledTimes(1);
  });

  it('a failed write is rejected quietly (a warning, no toast)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore();
    fake.project.mockRejectedValueOnce(new Error('offline'));
    const result = await store.dispatch(setTyping({ key: 'u1_u2', uid: 'u1', typing: true }));
    expect(setTyping.rejected.match(result)).toBe(true);
    expect(warn).toHaveBeenCalledWith('typing', expect.any(Error));
    expect(store.getState().ui.toasts).toEqual([]);
    warn.mockRestore();
  });
});
