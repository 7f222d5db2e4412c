import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icons/Icon';
import type { MenuBadges, MenuGroup } from './menuGroups';

type Props = { groups: readonly MenuGroup[]; activeId: string | null; badges?: MenuBadges };

/** The first column: one icon + label per section, linking to the section's first page. */
export function MainMenu({ groups, activeId, badges }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="main-menu list-unstyled mb-0">
      {groups.map((group) => {
        const active = group.id === activeId;
        return (
          <li key={group.id}>
            <Link
              to={group.entries[0].path}
              className={active ? 'main-menu-link active' : 'main-menu-link'}
              aria-current={active ? 'true' : undefined}
              data-testid={`menu-group-${group.id}`}
            >
              <span className="main-menu-icon">
                <Icon name={group.icon} size={26} />
                {badges?.[group.id]}
              </span>
              <span>{t(group.labelKey)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
