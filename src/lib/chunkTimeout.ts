// Spec section 9: a page's code that has not arrived in 120 s is treated as failed, so the
// visitor gets the error page with a retry instead of a spinner that never ends.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Raised when a lazily loaded page misses the deadline. Its message starts "Loading chunk" so
 * the route error page recognises it like a failed download and offers "Tekrar dene".
 */
export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading chunk timed out after ${Math.round(ms / 1000)} s`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** `load` as it is, unless it takes longer than `ms`: then a ChunkLoadTimeoutError. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
  });
  return Promise.race([load, deadline]).finally(() => clearTimeout(timer));
}
