import { useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectRole } from '@/store/session/sessionSlice';

/** Admins see an edit button on every content document; the rules check it again. */
export function useIsAdmin(): boolean {
  return useAppSelector(selectRole) === UserRole.Admin;
}
