import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, withChunkTimeout } from '../chunkTimeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('is 120 s, the spec figure', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a load that never arrives after exactly 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    withChunkTimeout(new Promise<never>(() => {})).catch((error: unknown) => outcome(error));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0][0] as Error;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    // The route error page recognises failed downloads by this wording.
    expect(error.message).toMatch(/^Loading chunk timed out after 120 s$/);
  });

  it('passes a load that arrives in time through and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const load = new Promise<string>((resolve) => setTimeout(() => resolve('page'), 5_000));
    const result = withChunkTimeout(load);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a failed load’s own error through', async () => {
    const failure = new Error('network');
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
  });
});
