import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbsFromPath } from './breadcrumbsFromPath';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFromPath(pathname);
  return (
    <nav aria-label={t('layout.breadcrumbs.label')}>
      <ol className="breadcrumb app-breadcrumb">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const label = t(crumb.labelKey, { defaultValue: crumb.segment });
          return (
            <li
              key={`${index}-${crumb.segment}`}
              className={last ? 'breadcrumb-item active' : 'breadcrumb-item'}
              aria-current={last ? 'page' : undefined}
            >
              {crumb.to ? <Link to={crumb.to}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
