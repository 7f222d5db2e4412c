import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { COMPANY } from '@/config/company';
import { ContactForm } from '../components/ContactForm';
import { ContactInbox } from '../components/ContactInbox';

/**
 * /app/contact: the contact form; admins see the messages that came in below it (the natural
 * place for them: the contact route, not another menu entry).
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const isAdmin = useAppSelector(selectSignedInUser)?.role === UserRole.Admin;
  return (
    <div className="contact-page" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-2">{t('contact.title')}</h1>
      <p className="text-body-secondary">{t('contact.intro')}</p>
      <p className="small text-body-secondary">
        {COMPANY.email} · {COMPANY.phone}
      </p>
      <section className="card mb-4">
        <div className="card-body">
          <ContactForm />
        </div>
      </section>
      {isAdmin && <ContactInbox />}
    </div>
  );
}
