import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import { isAccountType } from '@/store/roles';
import type { UserDoc } from '@/lib/collections/users';

const plans = ['free', 'business', 'pro'] as const;

/** Email, account type, approval and plan: what the user sees but cannot change. */
export function AccountSummary({ user }: { user: UserDoc }) {
  const { t } = useTranslation();
  const type = isAccountType(user.type) ? user.type : 'unknown';
  const plan = plans.find((value) => value === user.subscriptionType) ?? 'free';
  return (
    <section className="card h-100" aria-labelledby="summary-title">
      <div className="card-body">
        <h2 id="summary-title" className="h5 mb-3">
          {t('account.summary.title')}
        </h2>
        <dl className="mb-0">
          <dt>{t('account.summary.email')}</dt>
          <dd className="text-break" data-testid="account-email">
            {user.email || '—'}
          </dd>
          <dt>{t('account.summary.type')}</dt>
          <dd data-testid="account-type">{t(`account.types.${type}`)}</dd>
          <dt>{t('account.summary.status')}</dt>
          <dd>
            <Badge
              color={user.isApproved ? 'success' : 'warning'}
              className={user.isApproved ? undefined : 'text-dark'}
              data-testid="account-status"
            >
              {user.isApproved ? t('account.summary.approved') : t('account.summary.pending')}
            </Badge>
          </dd>
          <dt>{t('account.summary.subscription')}</dt>
          <dd className="mb-0" data-testid="account-subscription">
            {t(`account.subscriptions.${plan}`)}
          </dd>
        </dl>
      </div>
    </section>
  );
}
