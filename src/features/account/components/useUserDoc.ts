import { useEffect, useState } from 'react';
import type { UserDoc } from '../../../lib/collections/users';
import { subscribeUser } from '../api/accountApi';

export type UserDocState =
  | { status: 'loading' }
  | { status: 'ready'; user: UserDoc }
  | { status: 'missing' }
  | { status: 'error' };

/** Follows Users/{uid} while the screen is open; the listener ends with the screen. */
export function useUserDoc(uid: string | null): UserDocState {
  const [result, setResult] = useState<{ uid: string; state: UserDocState } | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    return subscribeUser(
      uid,
      (user) => setResult({ uid, state: user ? { status: 'ready', user } : { status: 'missing' } }),
      (error) => {
        console.warn('Users document could not be loaded', error);
        // A form already on screen stays there (with what the user typed); only a first load
        // that fails shows the error.
        setResult((previous) =>
          previous?.uid === uid && previous.state.status === 'ready'
            ? previous
            : { uid, state: { status: 'error' } },
        );
      },
    );
  }, [uid]);

  if (!uid) return { status: 'missing' };
  return result?.uid === uid ? result.state : { status: 'loading' };
}
