import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import { LoadMore } from '@/components/lists/LoadMore';
import { InfluencerCard } from './InfluencerCard';
import type { DirectoryList } from './useDirectoryList';

/** Placeholder cards while the first page loads. */
export function DirectorySkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="directory-loading" className="placeholder-glow">
      <span className="visually-hidden">{t('influencers.list.loading')}</span>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="col">
            <div className="card h-100">
              <div className="card-body d-flex gap-3">
                <span className="placeholder rounded-circle influencer-avatar" />
                <div className="flex-grow-1">
                  <span className="placeholder col-7 mb-2 d-block" />
                  <span className="placeholder col-4 placeholder-sm mb-2 d-block" />
                  <span className="placeholder col-9 placeholder-sm d-block" />
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The next 50, by infinite scroll or the button. */
function More({ list }: { list: DirectoryList }) {
  const { t } = useTranslation();
  if (!list.hasMore) return null;
  return (
    <LoadMore
      auto={list.autoMore}
      loading={list.loadingMore}
      failedText={list.moreFailed ? t('influencers.errors.list') : null}
      label={t('influencers.list.loadMore')}
      loadingLabel={t('influencers.list.loading')}
      onMore={list.loadMore}
    />
  );
}

type Props = {
  list: DirectoryList;
  /** The empty text of this page (the directory's, or an agency's own roster's). */
  emptyText: string;
};

/**
 * Loading, the spec's failure text with an empty list (spec section 8) and a retry, the empty
 * text, or the cards and the way to more.
 */
export function DirectoryResults({ list, emptyText }: Props) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <DirectorySkeleton />;
  if (list.status === 'error') {
    return (
      <>
        <Alert
          color="danger"
          fade={false}
          className="d-flex flex-wrap align-items-center gap-3"
          data-testid="directory-error"
        >
          <span>{t('influencers.errors.list')}</span>
          <Button size="sm" color="danger" outline onClick={list.retry}>
            {t('influencers.list.retry')}
          </Button>
        </Alert>
        <p role="status" className="text-center text-body-secondary py-4 mb-0">
          {emptyText}
        </p>
      </>
    );
  }
  const searching = list.mode === 'search';
  return (
    <>
      {list.partial && (
        <Alert color="warning" fade={false} className="small py-2" data-testid="search-partial">
          {t('influencers.list.searchPartial')}
        </Alert>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {t('influencers.list.count', { count: list.items.length })}
      </p>
      {list.items.length === 0 ? (
        <p
          role="status"
          className="text-center text-body-secondary py-4 mb-0"
          data-testid="directory-empty"
        >
          {searching ? t('influencers.list.searchEmpty') : emptyText}
        </p>
      ) : (
        <ul
          className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-0"
          data-testid="directory-results"
        >
          {list.items.map((doc) => (
            <li key={doc.uid} className="col">
              <InfluencerCard doc={doc} />
            </li>
          ))}
        </ul>
      )}
      <More list={list} />
    </>
  );
}
