import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/numberFormat';
import type { SocialLink } from '@/lib/socialLinks';

/** One card per account: the platform, the handle linking to it, and its count in large type. */
export function SocialAccountCards({ accounts }: { accounts: SocialLink[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul
      className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3 list-unstyled"
      data-testid="social-cards"
    >
      {accounts.map((account) => {
        const platform = t(`profilePages.platforms.${account.platform}`);
        return (
          <li className="col" key={account.platform} data-platform={account.platform}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6 text-body-secondary mb-1">{platform}</h2>
                <p className="mb-2 text-break">
                  {account.url ? (
                    <a
                      href={account.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('profilePages.social.open', {
                        platform,
                        handle: account.label,
                      })}
                    >
                      {account.label}
                    </a>
                  ) : (
                    account.label
                  )}
                </p>
                <p className="mb-0" data-testid="social-count">
                  {account.count === null ? (
                    <span className="text-body-secondary">
                      {t('profilePages.social.notMeasured')}
                    </span>
                  ) : (
                    <>
                      <span className="fs-3 fw-semibold me-2">
                        {formatCount(account.count, i18n.language)}
                      </span>
                      <span className="text-body-secondary">
                        {t(`profilePages.social.${account.countKind}`)}
                      </span>
                    </>
                  )}
                </p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
