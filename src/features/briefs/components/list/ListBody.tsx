import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/lists/ListSkeleton';
import { LoadMore } from '@/components/lists/LoadMore';
import type { BriefList } from './useBriefList';

type Props = {
  list: BriefList;
  /** The tab's empty text (spec section 2 wording). */
  emptyText: string;
  /** How many placeholder rows the skeleton shows. */
  skeletonRows?: number;
  children: ReactNode;
};

/** Infinite scroll and the "more" button over the loaded briefs. */
function More({ list }: { list: BriefList }) {
  const { t } = useTranslation();
  if (!list.hasMore) return null;
  return (
    <LoadMore
      auto={list.autoMore}
      loading={list.loadingMore}
      failedText={list.moreFailed ? t('projectList.moreFailed') : null}
      label={t('briefs.list.loadMore')}
      loadingLabel={t('briefs.list.loading')}
      onMore={list.showMore}
    />
  );
}

/** Loading, failure with retry, the empty text, or the rows and the way to more. */
export function ListBody({ list, emptyText, skeletonRows = 3, children }: Props) {
  const { t } = useTranslation();
  if (list.status === 'loading')
    return <ListSkeleton rows={skeletonRows} labelKey="briefs.list.loading" />;
  if (list.status === 'error') {
    return (
      <div
        role="alert"
        className="alert alert-danger d-flex flex-wrap align-items-center gap-3 mb-0"
      >
        <span>{t('projectList.loadError')}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={list.retry}>
          {t('projectList.retry')}
        </button>
      </div>
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
