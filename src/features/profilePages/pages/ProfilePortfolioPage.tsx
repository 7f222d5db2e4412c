import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PortfolioEntryCard } from '../components/PortfolioEntryCard';
import { ProfileTabs } from '../components/ProfileTabs';
import { usePortfolio } from '../components/usePortfolio';

/**
 * /app/pages/profile/portfolio (spec section 2): the completed collaborations with the posts
 * they were delivered with: her own for an influencer, those on its briefs for a brand or an
 * agency, the newest of everyone for admins.
 */
export default function ProfilePortfolioPage() {
  const { t } = useTranslation();
  const { spec, list, entries, retry, more } = usePortfolio();
  const view = spec?.view ?? 'owner';

  return (
    <div className="container-fluid py-3" data-testid="profile-portfolio">
      <h1 className="h3 mb-1">{t(`profilePages.portfolio.title.${view}`)}</h1>
      <p className="text-body-secondary">{t(`profilePages.portfolio.lead.${view}`)}</p>
      <ProfileTabs />
      {(!list || list.status === 'loading') && (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('profilePages.portfolio.loading')}
        </p>
      )}
      {list?.status === 'error' && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('profilePages.errors.portfolio')}</span>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={retry}>
            {t('profilePages.retry')}
          </button>
        </div>
      )}
      {list?.status === 'ready' && entries.length === 0 && (
        <div className="text-body-secondary" data-testid="portfolio-empty">
          <p className="mb-1">{t(`profilePages.portfolio.empty.${view}`)}</p>
          <Link to={view === 'collaborator' ? paths.app.projects : paths.app.myProjects}>
            {t('profilePages.portfolio.toProjects')}
          </Link>
        </div>
      )}
      {list?.status === 'ready' && entries.length > 0 && (
        <ul className="list-unstyled">
          {entries.map((entry) => (
            <PortfolioEntryCard key={entry.id} entry={entry} showNames={view !== 'collaborator'} />
          ))}
        </ul>
      )}
      {list?.status === 'ready' && list.cursor && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={list.more === 'loading'}
          onClick={more}
        >
          {t('profilePages.more')}
        </button>
      )}
      {list?.more === 'error' && (
        <p className="text-danger mt-2" role="alert">
          {t('profilePages.errors.portfolio')}
        </p>
      )}
    </div>
  );
}
