import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { NEXT_PARAM, safeNextPath, withNext } from '@/store/guard';
import type { FieldErrors } from '@/lib/forms';
import { consentRecordFor } from '@/lib/policies';
import { registerTypes, validateRegister, type RegisterInput } from '../authSchemas';
import { selectAuthForm } from '../authSlice';
import { prefetchAccountApi, register } from '../authThunks';
import { AuthErrorAlert } from '../components/AuthErrorAlert';
import { TextField } from '@/components/forms/TextField';
import { useAuthFormReset } from '../useAuthFormReset';

const empty: RegisterInput = {
  type: 'influencer',
  name: '',
  surname: '',
  brandName: '',
  email: '',
  phoneNumber: '',
  password: '',
  passwordConfirm: '',
  // Never pre-ticked (KVKK, design.md section 12).
  kvkkConsent: false,
  marketingConsent: false,
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Carried from the sign-in page: the app page to return to once the account is ready.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const { processing } = useAppSelector(selectAuthForm);
  const [input, setInput] = useState<RegisterInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<RegisterInput>>({});
  useAuthFormReset();

  const set = (key: keyof RegisterInput) => (value: string) => setInput({ ...input, [key]: value });
  const tick = (key: 'kvkkConsent' | 'marketingConsent') => (value: boolean) =>
    setInput({ ...input, [key]: value });

  // The records carry the hash of the exact texts this form showed, in the visitor's language.
  const consentsFor = async (version: number) => [
    await consentRecordFor(t, 'kvkk', 'given', version),
    ...(input.marketingConsent ? [await consentRecordFor(t, 'marketing', 'given', version)] : []),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegister(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await dispatch(register(input, consentsFor, next))) {
      navigate(withNext(`${paths.user.login}?message=account-created`, next), { replace: true });
    }
  };

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchAccountApi}
      aria-labelledby="register-title"
    >
      <h1 id="register-title" className="h4 mb-4">
        {t('register.title')}
      </h1>
      <FormGroup>
        <Label for="register-type">{t('register.type')}</Label>
        <Input
          id="register-type"
          type="select"
          value={input.type}
          onChange={(event) =>
            setInput({ ...input, type: event.target.value as RegisterInput['type'] })
          }
        >
          {registerTypes.map((type) => (
            <option key={type} value={type}>
              {t(`register.types.${type}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <div className="row g-2">
        <div className="col-sm-6">
          <TextField
            id="register-name"
            label={t('register.name')}
            autoComplete="given-name"
            value={input.name}
            onChange={set('name')}
            error={errors.name}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id="register-surname"
            label={t('register.surname')}
            autoComplete="family-name"
            value={input.surname}
            onChange={set('surname')}
            error={errors.surname}
          />
        </div>
      </div>
      {input.type !== 'influencer' && (
        <TextField
          id="register-brand"
          label={t('register.brandName')}
          autoComplete="organization"
          value={input.brandName}
          onChange={set('brandName')}
          error={errors.brandName}
        />
      )}
      <TextField
        id="register-email"
        type="email"
        label={t('register.email')}
        autoComplete="email"
        value={input.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="register-phone"
        type="tel"
        label={t('register.phone')}
        autoComplete="tel"
        value={input.phoneNumber}
        onChange={set('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        id="register-password"
        type="password"
        label={t('register.password')}
        autoComplete="new-password"
        value={input.password}
        onChange={set('password')}
        error={errors.password}
      />
      <TextField
        id="register-password-confirm"
        type="password"
        label={t('register.passwordConfirm')}
        autoComplete="new-password"
        value={input.passwordConfirm}
        onChange={set('passwordConfirm')}
        error={errors.passwordConfirm}
      />
      <FormGroup check className="mb-2">
        <Input
          id="register-kvkk"
          type="checkbox"
          checked={input.kvkkConsent}
          invalid={errors.kvkkConsent !== undefined}
          onChange={(event) => tick('kvkkConsent')(event.target.checked)}
        />
        <Label check for="register-kvkk" className="small">
          {t('legal.consent.kvkkLabel')}
        </Label>
        {errors.kvkkConsent && <FormFeedback>{t(errors.kvkkConsent)}</FormFeedback>}
      </FormGroup>
      <FormGroup check className="mb-2">
        <Input
          id="register-marketing"
          type="checkbox"
          checked={input.marketingConsent}
          onChange={(event) => tick('marketingConsent')(event.target.checked)}
        />
        <Label check for="register-marketing" className="small">
          {t('legal.consent.marketingLabel')}
        </Label>
      </FormGroup>
      <p className="small mb-3">
        <a href={paths.policies} target="_blank" rel="noopener">
          {t('legal.consent.readTexts')}
        </a>
      </p>
      <AuthErrorAlert />
      <Button color="primary" type="submit" className="w-100 mb-3" disabled={processing}>
        {processing ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className="small text-center mb-0">
        {t('register.haveAccount')}{' '}
        <Link to={withNext(paths.user.login, next)}>{t('register.login')}</Link>
      </p>
    </Form>
  );
}
