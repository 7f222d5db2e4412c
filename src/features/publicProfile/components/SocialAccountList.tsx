import { useTranslation } from 'react-i18next';
import { ListGroup, ListGroupItem } from 'reactstrap';
import type { SocialLink } from '../model/publicProfile';
import { formatCount } from '@/lib/numberFormat';

/** The social accounts with their follower (subscriber) counts and links to their pages. */
export function SocialAccountList({ accounts }: { accounts: SocialLink[] }) {
  const { t, i18n } = useTranslation();
  if (accounts.length === 0) {
    return <p className="text-body-secondary mb-0">{t('publicProfile.noSocial')}</p>;
  }
  return (
    <ListGroup flush data-testid="social-accounts">
      {accounts.map((account) => {
        const platform = t(`publicProfile.platforms.${account.platform}`);
        return (
          <ListGroupItem
            key={account.platform}
            className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 px-0"
            data-platform={account.platform}
          >
            <span>
              <span className="fw-semibold me-2">{platform}</span>
              {account.url ? (
                <a
                  href={account.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('publicProfile.openAccount', { platform, handle: account.label })}
                >
                  {account.label}
                </a>
              ) : (
                <span>{account.label}</span>
              )}
            </span>
            {account.count !== null && (
              <span className="text-body-secondary" data-testid="follower-count">
                {t(`publicProfile.${account.countKind}`, {
                  value: formatCount(account.count, i18n.language),
                })}
              </span>
            )}
          </ListGroupItem>
        );
      })}
    </ListGroup>
  );
}
