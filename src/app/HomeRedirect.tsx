import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { selectUser } from '@/store/session/sessionSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * The home route continues to the app for a signed-in user; a visitor sees the landing page
 * (the lazily loaded child), so signed-in users never download it.
 */
export function HomeRedirect() {
  const user = useAppSelector(selectUser);
  return user ? <Navigate to={paths.app.root} replace /> : <Outlet />;
}
