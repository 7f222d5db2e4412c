import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SiteFooter } from '@/layout/footer/SiteFooter';
import { HowItWorks } from '../components/HowItWorks';
import { LiveStatistics } from '../components/LiveStatistics';

const CARE = ['disclosure', 'kvkk', 'payments'] as const;

/** `/` for a signed-out visitor: what the marketplace does, live numbers, sign-in and register. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="min-vh-100 d-flex flex-column">
      <header className="border-bottom py-3 px-3 d-flex justify-content-between align-items-center gap-2">
        <Link
          to={paths.home}
          className="h5 mb-0 fw-bold text-primary-emphasis text-decoration-none"
        >
          {t('app.name')}
        </Link>
        <nav aria-label={t('home.nav')} className="d-flex gap-2">
          <Link to={paths.user.login} className="btn btn-outline-primary">
            {t('home.signIn')}
          </Link>
          <Link to={paths.user.register} className="btn btn-primary">
            {t('home.register')}
          </Link>
        </nav>
      </header>
      <main className="flex-grow-1">
        <section className="container py-5 text-center" style={{ maxWidth: 860 }}>
          <h1 className="display-5 fw-bold mb-3">{t('home.hero.title')}</h1>
          <p className="lead text-body-secondary mb-4">{t('home.hero.lead')}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to={paths.user.register} className="btn btn-primary btn-lg">
              {t('home.hero.register')}
            </Link>
            <Link to={paths.user.login} className="btn btn-outline-primary btn-lg">
              {t('home.hero.signIn')}
            </Link>
          </div>
        </section>
        <section className="container pb-5" aria-labelledby="home-how-title">
          <h2 id="home-how-title" className="h3 text-center mb-4">
            {t('home.how.title')}
          </h2>
          <div className="row g-4">
            <HowItWorks audience="brands" />
            <HowItWorks audience="influencers" />
          </div>
        </section>
        <LiveStatistics />
        <section className="container py-5" aria-labelledby="home-care-title">
          <h2 id="home-care-title" className="h3 text-center mb-4">
            {t('home.care.title')}
          </h2>
          <div className="row g-4">
            {CARE.map((item) => (
              <div key={item} className="col-md-4">
                <h3 className="h5">{t(`home.care.${item}.title`)}</h3>
                <p className="text-body-secondary mb-0">{t(`home.care.${item}.body`)}</p>
              </div>
            ))}
          </div>
          <p className="text-center mt-4 mb-0">
            <Link to={paths.policies}>{t('home.care.policiesLink')}</Link>
          </p>
          <p className="text-center text-body-secondary mt-2 mb-0">{t('home.pricing')}</p>
        </section>
      </main>
      <SiteFooter signedIn={false} />
    </div>
  );
}
