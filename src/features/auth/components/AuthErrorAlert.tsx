import { useTranslation } from 'react-i18next';
import { Alert } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { selectAuthForm } from '../authSlice';

/** The current auth error (cleared by the slice after 3 s). */
export function AuthErrorAlert() {
  const { t } = useTranslation();
  const { loginError } = useAppSelector(selectAuthForm);
  if (!loginError) return null;
  return (
    <Alert color="danger" role="alert" data-testid="auth-error">
      {'key' in loginError ? t(loginError.key) : loginError.raw}
    </Alert>
  );
}
