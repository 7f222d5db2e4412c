import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { policyValues } from '@/lib/policies';

type Section = { heading: string; body: string };

/** /app/about-us: who we are, what the marketplace does and the company details. */
export default function AboutPage() {
  const { t } = useTranslation();
  const sections = t('legal.about.sections', { returnObjects: true, ...policyValues });
  return (
    <div className="about-page" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-2">{t('legal.about.title')}</h1>
      <p className="lead mb-4">{t('legal.about.lead')}</p>
      {(Array.isArray(sections) ? (sections as Section[]) : []).map((section) => (
        <section key={section.heading} className="mb-4">
          <h2 className="h5">{section.heading}</h2>
          <p className="mb-0">{section.body}</p>
        </section>
      ))}
      <div className="d-flex flex-wrap gap-3 mb-4">
        <Link className="btn btn-primary" to={paths.app.contact}>
          {t('legal.about.contact')}
        </Link>
        <a
          className="btn btn-outline-secondary"
          href={getEnv().mediaSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('legal.about.mediaSite')}
        </a>
      </div>
    </div>
  );
}
