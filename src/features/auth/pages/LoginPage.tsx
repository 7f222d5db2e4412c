import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap';
import { paths } from '../../../config/paths';
import { validateLogin, type FieldErrors, type LoginInput } from '../loginSchema';

export default function LoginPage() {
  const { t } = useTranslation();
  const [input, setInput] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginInput>>({});
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(input);
    setErrors(found);
    setSubmitted(Object.keys(found).length === 0);
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="login-title">
      <h1 id="login-title" className="h4 mb-4">
        {t('login.title')}
      </h1>
      <FormGroup>
        <Label for="login-email">{t('login.email')}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          value={input.email}
          invalid={Boolean(errors.email)}
          onChange={(event) => setInput({ ...input, email: event.target.value })}
        />
        {errors.email && <FormFeedback>{t(errors.email)}</FormFeedback>}
      </FormGroup>
      <FormGroup>
        <Label for="login-password">{t('login.password')}</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={input.password}
          invalid={Boolean(errors.password)}
          onChange={(event) => setInput({ ...input, password: event.target.value })}
        />
        {errors.password && <FormFeedback>{t(errors.password)}</FormFeedback>}
      </FormGroup>
      {submitted && (
        <Alert color="info" role="status">
          {t('login.notBuilt')}
        </Alert>
      )}
      <Button color="primary" type="submit" className="w-100 mb-3">
        {t('login.submit')}
      </Button>
      <div className="d-flex justify-content-between small">
        <Link to={paths.user.forgotPassword}>{t('login.forgotPassword')}</Link>
        <span>
          {t('login.noAccount')} <Link to={paths.user.register}>{t('login.register')}</Link>
        </span>
      </div>
    </Form>
  );
}
