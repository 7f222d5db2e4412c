import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { NEXT_PARAM, safeNextPath, withNext } from '@/store/guard';
import type { FieldErrors } from '@/lib/forms';
import { validateLogin, validateUsernameLogin } from '../authSchemas';
import { selectAuthForm } from '../authSlice';
import { prefetchAccountApi, signIn } from '../authThunks';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { TextField } from '@/components/forms/TextField';
import { useAuthFormReset } from '../useAuthFormReset';

type Mode = 'email' | 'username';
type Fields = { email: string; username: string; password: string };

/** Notices other pages send here with ?message=… */
const notices: Record<string, { key: string; color: 'info' | 'success' }> = {
  'login-required': { key: 'login.notice.loginRequired', color: 'info' },
  'account-created': { key: 'login.notice.accountCreated', color: 'success' },
  'email-verified': { key: 'login.notice.emailVerified', color: 'success' },
  'password-reset': { key: 'login.notice.passwordReset', color: 'success' },
};

export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { processing } = useAppSelector(selectAuthForm);
  const [mode, setMode] = useState<Mode>('email');
  const [fields, setFields] = useState<Fields>({ email: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  useAuthFormReset();

  const notice = notices[params.get('message') ?? ''];
  // The page the guard sent the visitor from (same-origin /app paths only; else the home).
  const next = safeNextPath(params.get(NEXT_PARAM));
  const set = (key: keyof Fields) => (value: string) => setFields({ ...fields, [key]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found =
      mode === 'email'
        ? validateLogin({ email: fields.email, password: fields.password })
        : validateUsernameLogin({ username: fields.username, password: fields.password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const login = mode === 'email' ? { email: fields.email } : { username: fields.username };
    const signedIn = await dispatch(signIn(login, fields.password));
    if (!signedIn) return;
    // Spec section 2: the profile-completion step comes right after the first sign-in.
    navigate(signedIn.completeProfile ? paths.user.createUserDetail : (next ?? paths.app.root), {
      replace: true,
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} onFocus={prefetchAccountApi} aria-labelledby="login-title">
      <h1 id="login-title" className="h4 mb-4">
        {t('login.title')}
      </h1>
      {notice && <Alert color={notice.color}>{t(notice.key)}</Alert>}
      {mode === 'email' ? (
        <TextField
          id="login-email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
          error={errors.email}
        />
      ) : (
        <TextField
          id="login-username"
          label={t('login.username')}
          autoComplete="username"
          value={fields.username}
          onChange={set('username')}
          error={errors.username}
        />
      )}
      <TextField
        id="login-password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        value={fields.password}
        onChange={set('password')}
        error={errors.password}
      />
      <AuthErrorAlert />
      <Button color="primary" type="submit" className="w-100 mb-3" disabled={processing}>
        {processing ? t('login.submitting') : t('login.submit')}
      </Button>
      <button
        type="button"
        className="btn btn-link w-100 mb-2 p-0"
        onClick={() => {
          setMode(mode === 'email' ? 'username' : 'email');
          setErrors({});
        }}
      >
        {mode === 'email' ? t('login.useUsername') : t('login.useEmail')}
      </button>
      <div className="d-flex justify-content-between small">
        <Link to={paths.user.forgotPassword}>{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')}{' '}
          <Link to={withNext(paths.user.register, next)}>{t('login.register')}</Link>
        </span>
      </div>
    </Form>
  );
}
