import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Alert } from 'reactstrap';
import { useAppDispatch } from '@/store/hooks';
import { paths } from '@/config/paths';
import { NEXT_PARAM, withNext } from '@/store/guard';
import { verifyEmail } from '../authThunks';
import { ActionCodeStatus } from '../components/ActionCodeStatus';
import { useActionCode } from '../useActionCode';

/** The target of the links in account mails (spec: /auth/action). */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  if (mode === 'resetPassword') {
    return <Navigate to={`${paths.user.resetPassword}?${params.toString()}`} replace />;
  }
  return (
    <VerifyEmail
      code={mode === 'verifyEmail' ? params.get('oobCode') : null}
      next={nextFromContinueUrl(params.get('continueUrl'))}
    />
  );
}

/**
 * The app page the registration started from: the mail's continue URL (ours, the sign-in page)
 * carries it as `next`; only our own origin's is read, and withNext checks the path again.
 */
function nextFromContinueUrl(continueUrl: string | null): string | null {
  if (!continueUrl) return null;
  try {
    const url = new URL(continueUrl);
    return url.origin === window.location.origin ? url.searchParams.get(NEXT_PARAM) : null;
  } catch {
    return null;
  }
}

function VerifyEmail({ code, next }: { code: string | null; next: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useActionCode('verifyEmail', code, (oobCode) => dispatch(verifyEmail(oobCode)));
  return (
    <section aria-labelledby="action-title">
      <h1 id="action-title" className="h4 mb-3">
        {t('authAction.verifyTitle')}
      </h1>
      {state.status === 'done' ? (
        <Alert color="success">{t('authAction.verified')}</Alert>
      ) : (
        <ActionCodeStatus state={state} />
      )}
      <Link
        className="btn btn-primary w-100"
        to={withNext(
          `${paths.user.login}${state.status === 'done' ? '?message=email-verified' : ''}`,
          next,
        )}
      >
        {t('authAction.toLogin')}
      </Link>
    </section>
  );
}
