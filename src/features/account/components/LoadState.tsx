import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import type { UserDocState } from './useUserDoc';

/** What a screen shows while its Users document is not ready: a spinner, or that it is gone. */
export function LoadState({ state }: { state: Exclude<UserDocState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <div
        className="d-flex align-items-center gap-2 py-4"
        role="status"
        data-testid="account-loading"
      >
        <div className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>{t('account.loading')}</span>
      </div>
    );
  }
  return (
    <Alert color="danger" fade={false} role="alert" className="my-3">
      {t('account.missing')}
    </Alert>
  );
}
