import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/numberFormat';
import { useHomeStatistics } from '../useHomeStatistics';

const FIGURES = ['brandCount', 'influencerCount', 'briefCount', 'collaborationCount'] as const;

/** The marketplace in numbers, read live from Contents/Statistics. */
export function LiveStatistics() {
  const { t, i18n } = useTranslation();
  const { statistics, retry } = useHomeStatistics();
  return (
    <section className="py-5 bg-body-tertiary" aria-labelledby="home-stats-title">
      <div className="container">
        <h2 id="home-stats-title" className="h3 text-center mb-4">
          {t('home.stats.title')}
        </h2>
        {statistics.status === 'loading' && (
          <p className="text-center text-body-secondary" role="status">
            {t('home.stats.loading')}
          </p>
        )}
        {statistics.status === 'failed' && (
          <div className="alert alert-warning text-center" role="alert">
            {t('home.stats.failed')}{' '}
            <button type="button" className="btn btn-sm btn-outline-dark ms-2" onClick={retry}>
              {t('home.stats.retry')}
            </button>
          </div>
        )}
        {statistics.status === 'ready' && statistics.data === null && (
          <p className="text-center text-body-secondary">{t('home.stats.empty')}</p>
        )}
        {statistics.status === 'ready' && statistics.data !== null && (
          <div className="row g-3 text-center" data-testid="home-statistics">
            {FIGURES.map((figure) => (
              <div key={figure} className="col-6 col-md-3">
                {/* The term comes first in a dl; the number is shown above it. */}
                <dl className="card card-body h-100 mb-0 d-flex flex-column-reverse">
                  <dt className="fw-normal text-body-secondary">{t(`home.stats.${figure}`)}</dt>
                  <dd className="display-6 fw-bold text-primary-emphasis mb-1">
                    {formatCount(statistics.data![figure], i18n.language)}
                  </dd>
                </dl>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
