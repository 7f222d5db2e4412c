import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenRetryingDenied } from '../retryDenied';

const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});
const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });

describe('listenRetryingDenied', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('listens again after each denial, then reports the last one', () => {
    const errorHandlers: ((error: unknown) => void)[] = [];
    const listen = vi.fn((onError: (error: unknown) => void) => {
      errorHandlers.push(onError);
      return () => undefined;
    });
    const onFinalError = vi.fn();
    listenRetryingDenied(listen, onFinalError, [100, 200]);
    expect(listen).toHaveBeenCalledTimes(1);

    errorHandlers[0]!(denied);
    vi.advanceTimersByTime(99);
    expect(listen).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listen).toHaveBeenCalledTimes(2);

    errorHandlers[1]!(denied);
    vi.advanceTimersByTime(200);
    expect(listen).toHaveBeenCalledTimes(3);
    expect(onFinalError).not.toHaveBeenCalled();

    errorHandlers[2]!(denied);
    vi.advanceTimersByTime(10_000);
    expect(listen).toHaveBeenCalledTimes(3);
    expect(onFinalError).toHaveBeenCalledWith(denied);
  });

  it('reports any other error at once', () => {
    let onError: (error: unknown) => void = () => undefined;
    const onFinalError = vi.fn();
    listenRetryingDenied((handler) => ((onError = handler), () => undefined), onFinalError, [100]);
    onError(unavailable);
    expect(onFinalError).toHaveBeenCalledWith(unavailable);
  });

  it('stops the current listener and any pending attempt when unsubscribed', () => {
    const stops = [vi.fn(), vi.fn()];
    let onError: (error: unknown) => void = () => undefined;
    let calls = 0;
    const listen = (handler: (error: unknown) => void) => {
      onError = handler;
      return stops[calls++]!;
    };
    const unsubscribe = listenRetryingDenied(listen, vi.fn(), [100]);
    onError(denied);
    unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(calls).toBe(1);
    expect(stops[0]).toHaveBeenCalledTimes(1);
  });
});
