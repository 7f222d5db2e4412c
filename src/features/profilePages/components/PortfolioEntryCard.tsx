import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { briefDetailPath } from '@/config/paths';
import type { PortfolioEntry } from '../api/portfolioApi';

const dateOf = (millis: number | null, language: string) =>
  millis === null ? null : new Date(millis).toLocaleDateString(language, { dateStyle: 'medium' });

/** A completed collaboration: the brief, the brand, when it was completed and the posts. */
export function PortfolioEntryCard({
  entry,
  showNames,
}: {
  entry: PortfolioEntry;
  showNames: boolean;
}) {
  const { t, i18n } = useTranslation();
  const completed = dateOf(entry.completedAt, i18n.language);
  return (
    <li className="card mb-3" data-testid="portfolio-entry" data-brief-id={entry.briefId}>
      <div className="card-body">
        <h2 className="h5 mb-1">
          <Link to={briefDetailPath(entry.briefId)}>
            {entry.title || t('profilePages.portfolio.untitled')}
          </Link>
        </h2>
        <p className="text-body-secondary small mb-2">
          {entry.brandName}
          {completed && ` · ${t('profilePages.portfolio.completedAt', { date: completed })}`}
        </p>
        {entry.posts.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('profilePages.portfolio.noPost')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {entry.posts.map((post) => (
              <li
                key={post.userId}
                className="d-flex flex-wrap gap-2 align-items-baseline"
                data-testid="portfolio-post"
              >
                {showNames && (
                  <span className="fw-semibold">
                    {post.name || t('profilePages.portfolio.unnamed')}
                  </span>
                )}
                <a
                  href={post.postLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-break"
                >
                  {t('profilePages.portfolio.openPost')}
                </a>
                {post.disclosureConfirmed && (
                  <span className="badge text-bg-success">
                    {t('profilePages.portfolio.disclosed')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
