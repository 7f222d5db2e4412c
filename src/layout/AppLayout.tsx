import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { ActingAsBanner } from './ActingAsBanner';
import './AppLayout.css';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { SiteFooter } from './footer/SiteFooter';
import { MenuBackdrop } from './menu/MenuBackdrop';
import type { MenuBadges } from './menu/menuGroups';
import { SideMenu } from './menu/SideMenu';
import { useMenuViewport } from './menu/useMenuViewport';
import { OfflineBanner } from './offline/OfflineBanner';
import { mainContentId, SkipLink } from './SkipLink';
import { ToastContainer } from '@/components/toasts/ToastContainer';
import { TopBar } from './topbar/TopBar';
import { selectMenu } from '@/store/ui/uiSlice';

type Props = {
  /**
   * The top bar's notifications slot. The layout imports no feature (docs/data-layer.md):
   * src/app/AppFrame fills it with the notifications feature's bell.
   */
  notifications?: ReactNode;
  /** Badges beside main menu entries, by group id (the unread count on 'messages'). */
  menuBadges?: MenuBadges;
};

/** The frame of every /app page: top bar, side menu, breadcrumbs, toasts and offline banner. */
export default function AppLayout({ notifications, menuBadges }: Props) {
  useMenuViewport();
  const { state, mobileOpen } = useAppSelector(selectMenu);
  const overlayOpen = state === 'mobile' && mobileOpen;
  return (
    <div className="app-shell" data-menu={state} data-menu-open={overlayOpen ? '' : undefined}>
      <SkipLink />
      <OfflineBanner />
      <TopBar notifications={notifications} />
      <div className="app-body">
        <SideMenu badges={menuBadges} />
        {overlayOpen && <MenuBackdrop />}
        <main id={mainContentId} className="app-main" tabIndex={-1}>
          <ActingAsBanner />
          <Breadcrumbs />
          <Outlet />
          <SiteFooter signedIn />
        </main>
      </div>
      <ToastContainer />
    </div>
  );
}
