import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The two profile pages as tabs (links, so each has its own address). */
export function ProfileTabs() {
  const { t } = useTranslation();
  const tab = (to: string, label: string) => (
    <li className="nav-item">
      <NavLink to={to} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`} end>
        {label}
      </NavLink>
    </li>
  );
  return (
    <ul className="nav nav-tabs mb-3" aria-label={t('profilePages.tabs.label')}>
      {tab(paths.pages.profileSocial, t('profilePages.tabs.social'))}
      {tab(paths.pages.profilePortfolio, t('profilePages.tabs.portfolio'))}
    </ul>
  );
}
