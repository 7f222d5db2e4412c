import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from 'reactstrap';
import type { CollaborationPaymentState } from '@shared/collaborationPayment';
import { useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { formatTry } from '@/lib/money';
import { byHeldAtDesc, pendingShare } from '../model/payments';
import { pendingPaymentsFeed } from '../paymentsFeeds';
import { pendingPaymentsKey, selectPaymentsOf } from '../paymentsSlice';

// Colours whose text contrast the theme tests cover (src/layout/theme), as on the brief's
// payment cell.
const stateColors: Partial<Record<CollaborationPaymentState, 'primary' | 'danger' | 'success'>> = {
  held: 'primary',
  disputed: 'danger',
  releasing: 'success',
};

/**
 * "Bekleyen ödemeler" (issue 20): her share of the collaborations the brands have paid and
 * iyzico still holds (held, disputed, being released), live, with their sum. Released money is
 * in the Earnings history already; a refund is the brand's.
 */
export function PendingPaymentsCard({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const key = pendingPaymentsKey(uid, attempt);
  useLiveFeed(pendingPaymentsFeed, key);
  const entry = useAppSelector((state) => selectPaymentsOf(state, key));
  const items = useMemo(() => [...entry.items].sort(byHeldAtDesc), [entry.items]);
  const money = (kurus: number) => formatTry(kurus, i18n.language);

  return (
    <section className="card h-100" aria-labelledby="pending-payments-title">
      <div className="card-body">
        <h2 id="pending-payments-title" className="h6 text-body-secondary">
          {t('earnings.pending.title')}
        </h2>
        {entry.status === 'loading' && (
          <p role="status" className="mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('earnings.pending.loading')}
          </p>
        )}
        {entry.status === 'error' && (
          <div className="alert alert-danger d-flex align-items-center gap-2 mb-0" role="alert">
            <span>{t('earnings.pending.error')}</span>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('earnings.my.retry')}
            </button>
          </div>
        )}
        {entry.status === 'ready' && (
          <>
            <p className="h4 mb-1" data-testid="pending-total">
              {money(pendingShare(items))}
            </p>
            <p className="small text-body-secondary">{t('earnings.pending.hint')}</p>
            {items.length === 0 ? (
              <p className="small text-body-secondary mb-0" data-testid="pending-empty">
                {t('earnings.pending.empty')}
              </p>
            ) : (
              <table className="table table-sm align-middle mb-0" data-testid="pending-list">
                <caption className="visually-hidden">{t('earnings.pending.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('earnings.my.project')}</th>
                    <th scope="col" className="text-end">
                      {t('earnings.pending.share')}
                    </th>
                    <th scope="col">{t('earnings.pending.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((payment) => (
                    <tr key={payment.id} data-testid="pending-row">
                      <td>{payment.briefTitle || t('earnings.pending.untitled')}</td>
                      <td className="text-end">{money(payment.amounts.payee)}</td>
                      <td>
                        <Badge color={stateColors[payment.state] ?? 'primary'}>
                          {t(`earnings.pending.states.${payment.state}`)}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </section>
  );
}
