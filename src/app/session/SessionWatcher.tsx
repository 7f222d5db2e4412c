import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import {
  accountDeleted,
  selectRestoring,
  selectSignedInUser,
  sessionEnded,
  sessionStarted,
} from './sessionSlice';
import type { SessionUser } from './sessionUser';

const same = (a: SessionUser | null, b: SessionUser) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps the session in step with Firebase while someone is (or may be) signed in. */
export function SessionWatcher() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSignedInUser);
  const restoring = useAppSelector(selectRestoring);
  const uid = user?.uid ?? null;
  const active = uid !== null || restoring;

  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let latest: SessionUser | null = null;
    // Loaded only when someone is signed in, so signed-out pages stay light.
    void import('./watchSession')
      .then(({ watchSession }) =>
        watchSession({
          onUser: (next) => {
            if (same(latest, next)) return;
            latest = next;
            dispatch(sessionStarted(next));
          },
          onSignedOut: () => dispatch(sessionEnded()),
          onDeleted: (by) => dispatch(accountDeleted(by)),
        }),
      )
      .then((stopper) => {
        if (cancelled) stopper();
        else stop = stopper;
      })
      .catch((error: unknown) => console.warn('session watch could not start', error));
    return () => {
      cancelled = true;
      stop?.();
    };
    // One watch per signed-in account; profile updates flow through onUser.
  }, [active, uid, dispatch]);

  return null;
}
