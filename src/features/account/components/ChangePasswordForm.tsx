import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fieldErrors, type FieldErrors } from '@/lib/forms';
import { hasErrors, passwordSchema, type PasswordInput } from '../accountSchemas';
import { passwordFailureCleared, selectPasswordChange } from '../accountSlice';
import { changeAccountPassword } from '../accountThunks';
import { focusFirstError } from './focusFirstError';
import { TextField } from '@/components/forms/TextField';

const empty: PasswordInput = { current: '', next: '', confirm: '' };

/** Changes the signed-in account's password after checking the current one. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [input, setInput] = useState<PasswordInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<PasswordInput>>({});
  const { busy: saving, failure } = useAppSelector(selectPasswordChange);

  // A failure belongs to this visit of the form.
  useEffect(() => () => void dispatch(passwordFailureCleared()), [dispatch]);

  const set = (key: keyof PasswordInput) => (value: string) =>
    setInput((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = fieldErrors(passwordSchema, input);
    setErrors(found);
    dispatch(passwordFailureCleared());
    if (hasErrors(found)) {
      focusFirstError('password', ['current', 'next', 'confirm'], found);
      return;
    }
    const result = await dispatch(
      changeAccountPassword({ current: input.current, next: input.next }),
    );
    if (changeAccountPassword.fulfilled.match(result)) setInput(empty);
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="password-title">
      <h2 id="password-title" className="h5 mb-3">
        {t('account.password.title')}
      </h2>
      {/* Lets password managers know which account the new password belongs to. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hidden
        aria-hidden="true"
      />
      <TextField
        id="password-current"
        type="password"
        label={t('account.password.current')}
        value={input.current}
        error={errors.current}
        onChange={set('current')}
        autoComplete="current-password"
        required
        disabled={saving}
      />
      <TextField
        id="password-next"
        type="password"
        label={t('account.password.next')}
        hint={t('account.password.hint')}
        value={input.next}
        error={errors.next}
        onChange={set('next')}
        autoComplete="new-password"
        required
        disabled={saving}
      />
      <TextField
        id="password-confirm"
        type="password"
        label={t('account.password.confirm')}
        value={input.confirm}
        error={errors.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        required
        disabled={saving}
      />
      {failure && (
        <Alert color="danger" fade={false} role="alert">
          {'key' in failure ? t(failure.key) : failure.raw}
        </Alert>
      )}
      <Button color="primary" type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t('account.password.saving') : t('account.password.submit')}
      </Button>
    </Form>
  );
}
