import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MenuToggleButton } from '../menu/MenuToggleButton';
import { AppearanceMenu } from './AppearanceMenu';
import { NotificationsMenu } from './NotificationsMenu';
import { UserMenu } from './UserMenu';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="app-topbar">
      <MenuToggleButton />
      <Link to={paths.app.root} className="app-brand" title={t('layout.home')}>
        {t('app.name')}
      </Link>
      <div className="topbar-actions">
        <AppearanceMenu />
        <NotificationsMenu />
        <UserMenu />
      </div>
    </header>
  );
}
