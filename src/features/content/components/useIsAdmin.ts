import { useAppSelector } from '../../../app/hooks';
import { UserRole } from '../../../app/roles';
import { selectRole } from '../../../app/session/sessionSlice';

/** Admins see an edit button on every content document; the rules check it again. */
export function useIsAdmin(): boolean {
  return useAppSelector(selectRole) === UserRole.Admin;
}
