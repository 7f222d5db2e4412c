import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import type { FieldErrors } from '@/lib/forms';
import { validateForgotPassword, type ForgotPasswordInput } from '../authSchemas';
import { selectAuthForm } from '../authSlice';
import { sendPasswordReset } from '../authThunks';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { TextField } from '@/components/forms/TextField';
import { useAuthFormReset } from '../useAuthFormReset';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { processing, forgotPasswordSuccess } = useAppSelector(selectAuthForm);
  const [input, setInput] = useState<ForgotPasswordInput>({ email: '' });
  const [errors, setErrors] = useState<FieldErrors<ForgotPasswordInput>>({});
  useAuthFormReset();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotPassword(input);
    setErrors(found);
    if (Object.keys(found).length === 0) await dispatch(sendPasswordReset(input.email));
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="h4 mb-3">
        {t('forgotPassword.title')}
      </h1>
      <p className="text-body-secondary small">{t('forgotPassword.intro')}</p>
      {forgotPasswordSuccess ? (
        <Alert color="success">{t('forgotPassword.sent')}</Alert>
      ) : (
        <>
          <TextField
            id="forgot-email"
            type="email"
            label={t('login.email')}
            autoComplete="email"
            value={input.email}
            onChange={(email) => setInput({ email })}
            error={errors.email}
          />
          <AuthErrorAlert />
          <Button color="primary" type="submit" className="w-100 mb-3" disabled={processing}>
            {processing ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
          </Button>
        </>
      )}
      <p className="small text-center mb-0">
        <Link to={paths.user.login}>{t('forgotPassword.back')}</Link>
      </p>
    </Form>
  );
}
