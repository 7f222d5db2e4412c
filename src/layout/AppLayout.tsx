import { Outlet } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { ActingAsBanner } from './ActingAsBanner';
import './AppLayout.css';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { MenuBackdrop } from './menu/MenuBackdrop';
import { SideMenu } from './menu/SideMenu';
import { useMenuViewport } from './menu/useMenuViewport';
import { OfflineBanner } from './offline/OfflineBanner';
import { mainContentId, SkipLink } from './SkipLink';
import { ToastContainer } from './toasts/ToastContainer';
import { TopBar } from './topbar/TopBar';
import { selectMenu } from './uiSlice';

/** The frame of every /app page: top bar, side menu, breadcrumbs, toasts and offline banner. */
export default function AppLayout() {
  useMenuViewport();
  const { state, mobileOpen } = useAppSelector(selectMenu);
  const overlayOpen = state === 'mobile' && mobileOpen;
  return (
    <div className="app-shell" data-menu={state} data-menu-open={overlayOpen ? '' : undefined}>
      <SkipLink />
      <OfflineBanner />
      <TopBar />
      <div className="app-body">
        <SideMenu />
        {overlayOpen && <MenuBackdrop />}
        <main id={mainContentId} className="app-main" tabIndex={-1}>
          <ActingAsBanner />
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <ToastContainer />
    </div>
  );
}
