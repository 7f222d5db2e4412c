import { useTranslation } from 'react-i18next';
import { Button } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { InfluencerDoc } from '@/lib/collections/influencers';
import { selectAdminBusy } from '../../influencersSlice';
import { refreshSocialCounts } from '../../influencersThunks';
import { refreshablePlatforms, socialAccountsOf } from '../../model/profile';
import { usePlatformTexts } from '../usePlatformTexts';

type Props = {
  doc: InfluencerDoc;
  /** Offer "Takipçi sayılarını güncelle" (admins, the influencer, her agency). */
  canRefresh: boolean;
};

/** Each social account with its handle, count and a link to it. */
export function SocialAccounts({ doc, canRefresh }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const texts = usePlatformTexts();
  const accounts = socialAccountsOf(doc);
  const platforms = canRefresh ? refreshablePlatforms(doc) : [];
  const busy = useAppSelector((state) => selectAdminBusy(state, doc.uid));
  return (
    <section className="card mb-4" aria-labelledby="social-accounts-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="social-accounts-title" className="h5 mb-0 me-auto">
            {t('influencers.detail.social')}
          </h2>
          {platforms.length > 0 && (
            <Button
              size="sm"
              color="secondary"
              outline
              disabled={busy !== null}
              aria-busy={busy === 'refresh' || undefined}
              onClick={() => void dispatch(refreshSocialCounts({ uid: doc.uid, platforms }))}
              data-testid="refresh-counts"
            >
              {busy === 'refresh' && (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              )}
              {t('influencers.admin.refresh')}
            </Button>
          )}
        </div>
        {accounts.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('influencers.card.noAccounts')}</p>
        ) : (
          <ul className="list-group list-group-flush" data-testid="social-accounts">
            {accounts.map((account) => (
              <li
                key={account.platform}
                className="list-group-item px-0 d-flex flex-wrap justify-content-between gap-2"
                data-testid={`account-${account.platform}`}
              >
                <span className="min-w-0">
                  <span className="fw-semibold me-2">{texts.platformName(account.platform)}</span>
                  {account.url ? (
                    <a href={account.url} target="_blank" rel="noopener noreferrer">
                      {account.handle}
                      <span className="visually-hidden">
                        {' '}
                        {t('influencers.detail.opensNewTab')}
                      </span>
                    </a>
                  ) : (
                    <span>{account.handle}</span>
                  )}
                </span>
                <span className="text-body-secondary">
                  {account.count === undefined
                    ? t('influencers.detail.noCount')
                    : texts.countWithUnit(account.platform, account.count)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
