import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form } from 'reactstrap';
import { useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import type { FieldErrors } from '@/lib/forms';
import { TextField } from '@/components/forms/TextField';
import { sendContactMessage } from '../api/contactApi';
import { contactLimits, validateContact, type ContactInput } from '../model/contactSchema';

type Sending = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The contact form (spec section 2): signed out on /policies, signed in on /app/contact, where
 * the signed-in user's name and email are filled in. A failed send keeps what she wrote.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSignedInUser);
  const [input, setInput] = useState<ContactInput>(() => ({
    name: user ? user.title : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<ContactInput>>({});
  const [sending, setSending] = useState<Sending>('idle');
  const [sentTo, setSentTo] = useState('');

  const set = (key: keyof ContactInput) => (value: string) => setInput({ ...input, [key]: value });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending('sending');
    try {
      await sendContactMessage(input, user?.uid ?? null);
      setSentTo(input.email.trim());
      setInput({ ...input, subject: '', message: '' });
      setSending('sent');
    } catch (error) {
      console.error('contact message not sent', error);
      setSending('failed');
    }
  };

  if (sending === 'sent') {
    return (
      <div>
        <Alert color="success" fade={false} role="status" data-testid="contact-sent">
          {t('contact.sent', { email: sentTo })}
        </Alert>
        <Button color="secondary" outline onClick={() => setSending('idle')}>
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
