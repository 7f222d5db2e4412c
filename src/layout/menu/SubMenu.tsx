import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuGroup } from './menuGroups';

/** The second column: the pages of the current section. */
export function SubMenu({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  return (
    <div className="sub-menu">
      <p className="sub-menu-title" aria-hidden="true">
        {t(group.labelKey)}
      </p>
      <ul className="list-unstyled mb-0" aria-label={t(group.labelKey)}>
        {group.entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end className="sub-menu-link">
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
