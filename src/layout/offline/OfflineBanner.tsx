import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * Spec section 8: while offline, 'İnternet bağlantınızı kontrol edin' with 'Tekrar Dene'.
 * The retry re-checks the connection: back online hides the banner, otherwise it stays.
 * No reload: Firestore reconnects by itself and unsaved input survives.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online, recheck } = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="alert"
      className="offline-banner alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2 d-flex flex-wrap align-items-center justify-content-center gap-2 gap-sm-3"
    >
      <span>{t('layout.offline.message')}</span>
      <button type="button" className="btn btn-sm btn-dark" onClick={recheck}>
        {t('layout.offline.retry')}
      </button>
    </div>
  );
}
