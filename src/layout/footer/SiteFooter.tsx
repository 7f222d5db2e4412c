import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';

type Props = { signedIn: boolean };

/**
 * The footer of the app frame and of the public pages: the company, the policies, contact and
 * about pages, and the external media site (spec section 2).
 */
export function SiteFooter({ signedIn }: Props) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer border-top small text-body-secondary mt-4 py-3 px-3">
      <nav
        aria-label={t('layout.footer.label')}
        className="d-flex flex-wrap gap-3 align-items-center"
      >
        <span>
          © {new Date().getFullYear()} {COMPANY.name}
        </span>
        {signedIn && <Link to={paths.app.aboutUs}>{t('layout.footer.about')}</Link>}
        <Link to={signedIn ? paths.app.policies : paths.policies}>
          {t('layout.footer.policies')}
        </Link>
        <Link to={signedIn ? paths.app.contact : `${paths.policies}#iletisim`}>
          {t('layout.footer.contact')}
        </Link>
        <a href={getEnv().mediaSiteUrl} target="_blank" rel="noopener noreferrer">
          {t('layout.footer.mediaSite')}
        </a>
      </nav>
    </footer>
  );
}
