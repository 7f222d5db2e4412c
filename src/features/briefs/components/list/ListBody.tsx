import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'reactstrap';
import type { BriefList } from './useBriefList';

type Props = {
  list: BriefList;
  /** The tab's empty text (spec section 2 wording). */
  emptyText: string;
  /** How many placeholder rows the skeleton shows. */
  skeletonRows?: number;
  children: ReactNode;
};

/** Placeholder cards while a list (or its view) loads. */
export function ListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="list-loading" className="placeholder-glow">
      <span className="visually-hidden">{t('briefs.list.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="card mb-2" aria-hidden="true">
          <div className="card-body">
            <span className="placeholder col-6 mb-2 d-block" />
            <span className="placeholder col-4 placeholder-sm d-block" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Shows more when the sentinel at the bottom comes into view (infinite scroll); the button does
 * the same where IntersectionObserver is missing or the user prefers to click.
 */
function More({ list }: { list: BriefList }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loadingMore, moreFailed, autoMore, showMore } = list;
  const auto = hasMore && autoMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, showMore]);

  if (!hasMore) return null;
  return (
    <div className="text-center mt-3">
      <div ref={sentinel} data-testid="scroll-sentinel" aria-hidden="true" />
      {moreFailed && (
        <p className="text-danger small mb-2" role="alert">
          {t('projectList.moreFailed')}
        </p>
      )}
      <Button
        color="primary"
        outline
        onClick={showMore}
        disabled={loadingMore}
        aria-busy={loadingMore || undefined}
        data-testid="load-more"
      >
        {loadingMore && (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        )}
        {loadingMore ? t('briefs.list.loading') : t('briefs.list.loadMore')}
      </Button>
    </div>
  );
}

/** Loading, failure with retry, the empty text, or the rows and the way to more. */
export function ListBody({ list, emptyText, skeletonRows = 3, children }: Props) {
  const { t } = useTranslation();
  if (list.status === 'loading') return <ListSkeleton rows={skeletonRows} />;
  if (list.status === 'error') {
    return (
      <Alert color="danger" fade={false} className="d-flex flex-wrap align-items-center gap-3 mb-0">
        <span>{t('projectList.loadError')}</span>
        <Button size="sm" color="danger" outline onClick={list.retry}>
          {t('projectList.retry')}
        </Button>
      </Alert>
    );
  }
  if (list.visible.length === 0) {
    // A strict filter may find nothing in the first fetches although more briefs exist.
    return (
      <>
        <p
          role="status"
          className="text-center text-body-secondary py-4 mb-0"
          data-testid="list-empty"
        >
          {emptyText}
        </p>
        <More list={list} />
      </>
    );
  }
  return (
    <>
      {children}
      <More list={list} />
    </>
  );
}
