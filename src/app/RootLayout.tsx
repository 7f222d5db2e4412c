import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectDeletedBy } from '@/store/session/sessionSlice';
import { SessionWatcher } from '@/store/session/SessionWatcher';
import { RouteTitleAndFocus } from './RouteTitleAndFocus';

// The notice (a reactstrap Modal) is rare: fetched only when an account disappears, so the
// sign-in page does not carry the modal code.
const AccountDeletedNotice = lazy(() =>
  import('@/layout/AccountDeletedNotice').then((module) => ({
    default: module.AccountDeletedNotice,
  })),
);

/** Wraps every route: the session stays live and the deleted-account notice can show anywhere. */
export function RootLayout() {
  const deletedBy = useAppSelector(selectDeletedBy);
  return (
    <>
      <Outlet />
      <SessionWatcher />
      <RouteTitleAndFocus />
      {deletedBy && (
        <Suspense fallback={null}>
          <AccountDeletedNotice />
        </Suspense>
      )}
    </>
  );
}
