import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import { paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { PolicyDocuments } from '@/features/legal/components/PolicyDocuments';
import { SiteFooter } from '@/layout/footer/SiteFooter';
import { useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';

/**
 * /policies, open to visitors: the policies and, as the KVKK text names it as the channel for
 * requests, the contact form. Composed here because the two features may not import each other.
 */
export default function PublicPoliciesPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectSignedInUser) !== null;
  return (
    <div className="min-vh-100 d-flex flex-column">
      <header className="border-bottom py-3 px-3 d-flex justify-content-between align-items-center">
        <Link to={paths.home} className="h5 mb-0 fw-bold text-primary text-decoration-none">
          {t('app.name')}
        </Link>
        <Link to={signedIn ? paths.app.root : paths.user.login}>
          {signedIn ? t('routes.app') : t('legal.policies.signedOutLinks')}
        </Link>
      </header>
      <main className="flex-grow-1 container py-4" style={{ maxWidth: 860 }}>
        <h1 className="h3 mb-2">{t('legal.policies.title')}</h1>
        <p className="text-body-secondary mb-3">{t('legal.policies.intro')}</p>
        <PolicyDocuments />
        <section id="iletisim" className="card mb-4" aria-labelledby="policies-contact-title">
          <div className="card-body">
            <h2 id="policies-contact-title" className="h4 mb-1">
              {t('legal.policies.contactTitle')}
            </h2>
            <p className="text-body-secondary">
              {t('legal.policies.contactIntro', { email: COMPANY.kvkkEmail })}
            </p>
            <ContactForm />
          </div>
        </section>
      </main>
      <SiteFooter signedIn={signedIn} />
    </div>
  );
}
