import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { FieldErrors } from '@/lib/forms';
import { validateResetPassword, type ResetPasswordInput } from '../authSchemas';
import { selectAuthForm } from '../authSlice';
import { checkResetCode, resetPassword } from '../authThunks';
import { ActionCodeStatus } from '../components/ActionCodeStatus';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { TextField } from '@/components/forms/TextField';
import { useActionCode } from '../useActionCode';
import { useAuthFormReset } from '../useAuthFormReset';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const check = useActionCode('checkReset', code, (oobCode) => dispatch(checkResetCode(oobCode)));
  const { processing } = useAppSelector(selectAuthForm);
  const [input, setInput] = useState<ResetPasswordInput>({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetPasswordInput>>({});
  useAuthFormReset();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword(input);
    setErrors(found);
    if (Object.keys(found).length > 0 || !code) return;
    if (await dispatch(resetPassword(code, input.password))) {
      navigate(`${paths.user.login}?message=password-reset`, { replace: true });
    }
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
      <h1 id="reset-title" className="h4 mb-3">
        {t('resetPassword.title')}
      </h1>
      {check.status !== 'done' ? (
        <ActionCodeStatus state={check} />
      ) : (
        <>
          <p className="text-body-secondary small">
            {t('resetPassword.for', { email: check.value })}
          </p>
          <TextField
            id="reset-password"
            type="password"
            label={t('resetPassword.password')}
            autoComplete="new-password"
            value={input.password}
            onChange={(password) => setInput({ ...input, password })}
            error={errors.password}
          />
          <TextField
            id="reset-password-confirm"
            type="password"
            label={t('register.passwordConfirm')}
            autoComplete="new-password"
            value={input.passwordConfirm}
            onChange={(passwordConfirm) => setInput({ ...input, passwordConfirm })}
            error={errors.passwordConfirm}
          />
          <AuthErrorAlert />
          <Button color="primary" type="submit" className="w-100 mb-3" disabled={processing}>
            {processing ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </>
      )}
      <p className="small text-center mb-0 mt-3">
        <Link to={check.status === 'failed' ? paths.user.forgotPassword : paths.user.login}>
          {check.status === 'failed' ? t('resetPassword.newLink') : t('forgotPassword.back')}
        </Link>
      </p>
    </Form>
  );
}
