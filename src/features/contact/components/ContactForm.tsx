import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import type { FieldErrors } from '@/lib/forms';
import { TextField } from '@/components/forms/TextField';
import { contactFormReset, selectSendStatus, selectSentTo } from '../contactSlice';
import { sendContact } from '../contactThunks';
import { contactLimits, validateContact, type ContactInput } from '../model/contactSchema';

/**
 * The contact form (spec section 2): signed out on /policies, signed in on /app/contact, where
 * the signed-in user's name and email are filled in. A failed send keeps what she wrote.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSignedInUser);
  const [input, setInput] = useState<ContactInput>(() => ({
    name: user ? user.title : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<ContactInput>>({});
  const sending = useAppSelector(selectSendStatus);
  const sentTo = useAppSelector(selectSentTo);
  // The next visit starts with a fresh form.
  useEffect(
    () => () => {
      dispatch(contactFormReset());
    },
    [dispatch],
  );

  const set = (key: keyof ContactInput) => (value: string) => setInput({ ...input, [key]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // A failure shows the alert below and keeps what was typed.
    const sent = await dispatch(sendContact(input));
    if (sendContact.fulfilled.match(sent)) setInput({ ...input, subject: '', message: '' });
  };

  if (sending === 'sent') {
    return (
      <div>
        <Alert color="success" fade={false} role="status" data-testid="contact-sent">
          {t('contact.sent', { email: sentTo })}
        </Alert>
        <Button color="secondary" outline onClick={() => dispatch(contactFormReset())}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('contact.title')}>
      <div className="row g-2">
        <div className="col-sm-6">
          <TextField
            id="contact-name"
            label={t('contact.name')}
            autoComplete="name"
            value={input.name}
            onChange={set('name')}
            error={errors.name}
            maxLength={contactLimits.name.max}
            required
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id="contact-email"
            type="email"
            label={t('contact.email')}
            autoComplete="email"
            value={input.email}
            onChange={set('email')}
            error={errors.email}
            maxLength={contactLimits.email.max}
            required
          />
        </div>
      </div>
      <TextField
        id="contact-subject"
        label={t('contact.subject')}
        value={input.subject}
        onChange={set('subject')}
        error={errors.subject}
        maxLength={contactLimits.subject.max}
        required
      />
      <TextField
        id="contact-message"
        type="textarea"
        rows={6}
        label={t('contact.message')}
        value={input.message}
        onChange={set('message')}
        error={errors.message}
        hint={t('contact.messageHint', {
          count: input.message.length,
          max: contactLimits.message.max,
        })}
        maxLength={contactLimits.message.max}
        required
      />
      {sending === 'failed' && (
        <Alert color="danger" fade={false} role="alert">
          {t('contact.sendFailed')}
        </Alert>
      )}
      <Button color="primary" type="submit" disabled={sending === 'sending'}>
        {sending === 'sending' ? t('contact.sending') : t('contact.send')}
      </Button>
    </Form>
  );
}
