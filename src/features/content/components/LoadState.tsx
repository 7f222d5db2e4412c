import { useTranslation } from 'react-i18next';
import type { ListStatus } from '@/store/live/pagedList';

type Props = {
  status: ListStatus | undefined;
  /** Whether there is something to show (then loading and errors stay out of the way). */
  hasData: boolean;
  onRetry: () => void;
  emptyKey: string;
};

/** The loading, error-with-retry and empty states every content page shares. */
export function LoadState({ status, hasData, onRetry, emptyKey }: Props) {
  const { t } = useTranslation();
  if ((status === undefined || status === 'loading') && !hasData)
    return (
      <p role="status" className="text-body-secondary">
        {t('content.loading')}
      </p>
    );
  if (status === 'error')
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
        <span>{t('content.errors.load')}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {t('content.retry')}
        </button>
      </div>
    );
  if (status === 'ready' && !hasData) return <p className="text-body-secondary">{t(emptyKey)}</p>;
  return null;
}
