import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MenuToggleButton } from '../menu/MenuToggleButton';
import { AppearanceMenu } from './AppearanceMenu';
import { TopBarSearch } from './TopBarSearch';
import { UserMenu } from './UserMenu';

/** `notifications`: a slot between the appearance and user menus (AppLayout passes it on). */
export function TopBar({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="app-topbar">
      <MenuToggleButton />
      <Link to={paths.app.root} className="app-brand" title={t('layout.home')}>
        {t('app.name')}
      </Link>
      <TopBarSearch />
      <div className="topbar-actions">
        <AppearanceMenu />
        {notifications}
        <UserMenu />
      </div>
    </header>
  );
}
