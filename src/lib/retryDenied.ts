// A listener the rules may refuse for a moment: a bidder's page starts listening to the offers
// as soon as her own offer shows in the local cache, before the server has committed the
// brief's bidderIds that the rules check. Listening again shortly after succeeds.
import type { Unsubscribe } from 'firebase/firestore';
import { isPermissionDenied } from './errors';

/** Delays before each new attempt after a permission-denied error. */
export const DENIED_RETRY_DELAYS_MS = [500, 1500, 4000] as const;

/**
 * `listen(onError)` again after each permission-denied error, with the delays above; any other
 * error, or a denial after the last attempt, goes to `onFinalError`. Returns the unsubscribe.
 */
export function listenRetryingDenied(
  listen: (onError: (error: unknown) => void) => Unsubscribe,
  onFinalError: (error: unknown) => void,
  delays: readonly number[] = DENIED_RETRY_DELAYS_MS,
): Unsubscribe {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Unsubscribe = () => undefined;
  const start = () => {
    current = listen((error) => {
      if (stopped) return;
      const delay = delays[attempt];
      if (!isPermissionDenied(error) || delay === undefined) {
        onFinalError(error);
        return;
      }
      attempt += 1;
      timer = setTimeout(start, delay);
    });
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current();
  };
}
