import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { selectUser } from './session/sessionSlice';
import { useAppSelector } from './hooks';

/** The home route continues to the app for a signed-in user, otherwise to sign-in. */
export function HomeRedirect() {
  const user = useAppSelector(selectUser);
  return <Navigate to={user ? paths.app.root : paths.user.login} replace />;
}
