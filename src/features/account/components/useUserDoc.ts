import { useAppSelector } from '@/store/hooks';
import { selectUserDoc } from '@/store/session/sessionSlice';
import type { UserDoc } from '@/lib/collections/users';

export type UserDocState =
  { status: 'loading' } | { status: 'ready'; user: UserDoc } | { status: 'missing' };

/**
 * Users/{uid} of the signed-in or acted-as user, live, from the session: its listener is the
 * session's own (docs/data-layer.md: one listener per Users document), so screens add none.
 */
export function useUserDoc(uid: string | null): UserDocState {
  const doc = useAppSelector((state) => (uid ? selectUserDoc(state, uid) : null));
  if (!uid || doc === null) return { status: 'missing' };
  return doc ? { status: 'ready', user: doc } : { status: 'loading' };
}
