import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectRole, selectUser } from '@/store/session/sessionSlice';
import { selectMenu } from '@/store/ui/uiSlice';
import { MainMenu } from './MainMenu';
import { menuGroups, type MenuBadges } from './menuGroups';
import { sideMenuId } from '@/store/ui/menuState';
import { activeGroup, visibleMenuGroups } from './menuVisibility';
import { SubMenu } from './SubMenu';

/**
 * The side menu; AppLayout's data-menu attribute decides which columns show (layout.css).
 * A section with a single page has no sub-menu.
 */
export function SideMenu({ badges }: { badges?: MenuBadges }) {
  const { t } = useTranslation();
  const role = useAppSelector(selectRole);
  const { state, mobileOpen } = useAppSelector(selectMenu);
  const { pathname } = useLocation();
  const affiliate = useAppSelector(selectUser)?.isAffiliateMarketingEnabled === true;
  const groups = useMemo(
    () => visibleMenuGroups(role, menuGroups, { isAffiliateMarketingEnabled: affiliate }),
    [role, affiliate],
  );
  const current = activeGroup(groups, pathname) ?? groups[0] ?? null;
  const navRef = useRef<HTMLElement>(null);

  // The mobile overlay takes focus when it opens, so keyboard users land inside it.
  useEffect(() => {
    if (state === 'mobile' && mobileOpen) navRef.current?.querySelector('a')?.focus();
  }, [state, mobileOpen]);

  return (
    <nav id={sideMenuId} ref={navRef} className="side-menu" aria-label={t('layout.menu.label')}>
      <MainMenu groups={groups} activeId={current?.id ?? null} badges={badges} />
      {current && current.entries.length > 1 && <SubMenu group={current} />}
    </nav>
  );
}
