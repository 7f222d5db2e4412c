import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectRole } from '../features/auth/authSlice';
import { guardRedirect } from './guard';
import { useAppSelector } from './hooks';

/** The page guard of spec section 2, applied to the whole /app area. */
export function RequireAccess() {
  const { pathname } = useLocation();
  const role = useAppSelector(selectRole);
  const redirect = guardRedirect({ pathname, role });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
