import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from 'reactstrap';
import type { BrandList } from './useBrandList';

type Props = {
  list: BrandList;
  /** The i18n key of the empty state. */
  emptyKey: string;
  /** The rows, rendered only when there are some. */
  children: ReactNode;
};

/** Loading, error (with retry), empty, or the rows and a "load more" button. */
export function BrandListBody({ list, emptyKey, children }: Props) {
  const { t } = useTranslation();
  if (list.status === 'loading') {
    return (
      <div role="status" className="d-flex align-items-center gap-2 py-4 justify-content-center">
        <Spinner size="sm" aria-hidden="true" />
        <span>{t('brands.loading')}</span>
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <Alert color="danger" fade={false} className="d-flex flex-wrap align-items-center gap-3 mb-0">
        <span>{t(list.error ?? 'brands.errors.loadFailed')}</span>
        <Button size="sm" color="danger" outline onClick={list.retry}>
          {t('brands.retry')}
        </Button>
      </Alert>
    );
  }
  if (list.brands.length === 0) {
    return (
      <p role="status" className="text-center text-body-secondary py-4 mb-0">
        {t(emptyKey)}
      </p>
    );
  }
  return (
    <>
      {children}
      {list.hasMore && (
        <div className="text-center mt-3">
          <Button
            color="primary"
            outline
            onClick={list.loadMore}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
          >
            {list.loadingMore && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {list.loadingMore ? t('brands.loadingMore') : t('brands.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
