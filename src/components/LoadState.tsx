import { useTranslation } from 'react-i18next';
import type { ListStatus } from '@/store/live/pagedList';

type Props = {
  /** `undefined`: not asked for yet, shown as loading; 'missing': the document is not there. */
  status: ListStatus | 'missing' | undefined;
  /** Whether there is something to show: then loading and errors stay out of its way. */
  hasData?: boolean;
  loadingKey: string;
  /** The failure ('error') or absence ('missing') text. */
  errorKey?: string;
  /** Offered beside an error. */
  onRetry?: () => void;
  retryKey?: string;
  /** Said when it is ready with nothing to show. */
  emptyKey?: string;
  testId?: string;
};

/**
 * What a screen shows instead of its data: a spinner while it loads, the failure (with a retry
 * when there is one), or the empty text; nothing once there is data to show.
 */
export function LoadState({
  status,
  hasData = false,
  loadingKey,
  errorKey,
  onRetry,
  retryKey,
  emptyKey,
  testId,
}: Props) {
  const { t } = useTranslation();
  if ((status === undefined || status === 'loading') && !hasData)
    return (
      <div
        className="d-flex align-items-center gap-2 py-4 text-body-secondary"
        role="status"
        data-testid={testId}
      >
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>{t(loadingKey)}</span>
      </div>
    );
  if ((status === 'error' || status === 'missing') && errorKey)
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3 my-3" role="alert">
        <span>{t(errorKey)}</span>
        {onRetry && retryKey && (
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
            {t(retryKey)}
          </button>
        )}
      </div>
    );
  if (status === 'ready' && !hasData && emptyKey)
    return <p className="text-body-secondary">{t(emptyKey)}</p>;
  return null;
}
