import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import type { AuthMessage } from '../authSlice';

/** The waiting and failure states shared by the pages that spend an emailed code. */
export function ActionCodeStatus({
  state,
}: {
  state: { status: 'checking' } | { status: 'failed'; message: AuthMessage };
}) {
  const { t } = useTranslation();
  if (state.status === 'checking') {
    return (
      <div className="d-flex align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        {t('authAction.checking')}
      </div>
    );
  }
  return (
    <Alert color="danger" role="alert" data-testid="auth-error">
      {'key' in state.message ? t(state.message.key) : state.message.raw}
    </Alert>
  );
}
