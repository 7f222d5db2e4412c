import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardBody, Form } from 'reactstrap';
import { TextField } from '@/components/forms/TextField';
import { useAppDispatch } from '@/store/hooks';
import { createManagedLogin } from '@/lib/accountFunctions';
import type { FieldErrors } from '@/lib/forms';
import { toast } from '@/components/toasts/toast';
import { validateManagedLogin, type ManagedLoginInput } from '../managedLoginSchema';
import { useUsernameCheck } from '../useUsernameCheck';

const empty: ManagedLoginInput = { username: '', name: '', surname: '', password: '' };

/** Callable errors carry the function's Turkish message, with the HTTP status appended by the SDK. */
function functionMessage(error: unknown): string | null {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message.replace(/\s*\[\d+\]$/, '') : null;
}

type Props = { kind: 'influencer' | 'brand' };

/** An agency (or admin) creates a username login for an influencer or a brand it manages. */
export function ManagedLoginForm({ kind }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [input, setInput] = useState<ManagedLoginInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<ManagedLoginInput>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const check = useUsernameCheck(input.username);

  const field = (key: keyof ManagedLoginInput, type: 'text' | 'password' = 'text') => (
    <TextField
      id={`managed-${key}`}
      label={t(`managedLogins.${key}`)}
      type={type}
      value={input[key]}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      required
      error={
        errors[key] ??
        (key === 'username' && check === 'taken' ? 'managedLogins.check.taken' : undefined)
      }
      hint={
        key === 'username' && check !== 'idle' && check !== 'taken'
          ? t(`managedLogins.check.${check}`)
          : undefined
      }
      onChange={(value) => setInput({ ...input, [key]: value })}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateManagedLogin(input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || check === 'taken') return;
    setSaving(true);
    try {
      const result = await createManagedLogin({ ...input, type: kind });
      setCreated(result.username);
      setInput(empty);
      dispatch(toast.success('managedLogins.created', { username: result.username }));
    } catch (error) {
      setFailure(functionMessage(error) ?? t('managedLogins.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="shadow-sm" style={{ maxWidth: 560 }}>
      <CardBody>
        <p className="text-body-secondary">{t(`managedLogins.intro.${kind}`)}</p>
        {created && (
          <Alert color="success">{t('managedLogins.createdLong', { username: created })}</Alert>
        )}
        <Form noValidate onSubmit={onSubmit}>
          {field('username')}
          <div className="row g-2">
            <div className="col-sm-6">{field('name')}</div>
            <div className="col-sm-6">{field('surname')}</div>
          </div>
          {field('password', 'password')}
          {failure && <Alert color="danger">{failure}</Alert>}
          <Button color="primary" type="submit" disabled={saving}>
            {saving ? t('managedLogins.submitting') : t('managedLogins.submit')}
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}
