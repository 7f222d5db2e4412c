import { Outlet } from 'react-router-dom';
import { AccountDeletedNotice } from './session/AccountDeletedNotice';
import { SessionWatcher } from './session/SessionWatcher';

/** Wraps every route: the session stays live and the deleted-account notice can show anywhere. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionWatcher />
      <AccountDeletedNotice />
    </>
  );
}
