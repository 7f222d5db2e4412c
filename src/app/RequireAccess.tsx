import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectRestoring, selectRole } from '@/store/session/sessionSlice';
import { guardRedirect } from '@/store/guard';
import { useAppSelector } from '@/store/hooks';
import { PageLoading } from './PageLoading';

/**
 * The page guard of spec section 2, applied to the whole /app area. A signed-out visitor goes
 * to sign-in with the page (path and query) as `?next=`, to return to it afterwards.
 */
export function RequireAccess() {
  const { pathname, search } = useLocation();
  const role = useAppSelector(selectRole);
  const restoring = useAppSelector(selectRestoring);
  if (restoring) return <PageLoading />;
  const redirect = guardRedirect({ pathname, search, role });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
