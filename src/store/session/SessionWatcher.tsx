import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useLazyLiveFeed } from '../live/useLazyLiveFeed';
import {
  accountDeleted,
  selectActingAs,
  selectRestoring,
  selectSignedInUser,
  sessionEnded,
  sessionStarted,
  userDocReceived,
} from './sessionSlice';
import { sameSessionUser, type SessionUser } from './sessionUser';

// Loaded only while an admin acts as someone, like watchSession only while signed in.
const loadActingAsFeed = () => import('./actingAsFeed').then((module) => module.actingAsFeed);

/**
 * Keeps the session in step with Firebase while someone is (or may be) signed in, and the
 * acted-as user's document too while an admin acts as someone.
 */
export function SessionWatcher() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSignedInUser);
  const restoring = useAppSelector(selectRestoring);
  const uid = user?.uid ?? null;
  const active = uid !== null || restoring;
  const actingAsUid = useAppSelector(selectActingAs)?.uid ?? null;
  useLazyLiveFeed(loadActingAsFeed, actingAsUid);

  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let latest: SessionUser | null = null;
    // Loaded only when someone is signed in, so signed-out pages stay light.
    void import('./watchSession')
      .then(({ watchSession }) =>
        watchSession({
          onUser: (next, doc) => {
            if (!sameSessionUser(latest, next)) {
              latest = next;
              dispatch(sessionStarted(next));
            }
            dispatch(userDocReceived({ uid: doc.uid, doc }));
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
