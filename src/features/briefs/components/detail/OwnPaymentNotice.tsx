import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatTry } from '@/lib/money';
import type { BriefDoc } from '@/lib/collections/briefs';
import { moneyLocale } from './BriefSummary';
import { HeldPaymentActions } from './HeldPaymentActions';
import { PaymentHistory } from './PaymentHistory';
import { useLiveOwnDelivery } from './useLiveDeliveries';
import { useLiveOwnPayment, useLiveOwnPayoutReady } from './useLivePayments';

type Props = { brief: BriefDoc; uid: string };

/** The accepted bidder's view of her collaboration's money (issue 20), live. */
export function OwnPaymentNotice({ brief, uid }: Props) {
  const { t, i18n } = useTranslation();
  const own = useLiveOwnPayment(brief.id, uid, true);
  const payment = own.status === 'ready' ? (own.items[0] ?? null) : null;
  const state = payment?.state ?? 'awaiting';
  // Asked only while it matters: her money is due and her payout details are missing.
  const payoutReady = useLiveOwnPayoutReady(uid, state === 'awaiting');
  // Her delivery (the same feed the delivery section reads): it ends the cancel and starts the
  // 7-day release.
  const delivery = useLiveOwnDelivery(brief.id, uid, true);
  const deliveredAt = delivery.status === 'ready' ? (delivery.items[0]?.submittedAt ?? null) : null;

  return (
    <div className="mt-3" data-testid="own-payment">
      <h3 className="h6 mb-1">{t('briefDetail.payment.own.title')}</h3>
      {own.status === 'loading' && (
        <p className="small text-body-secondary mb-0">{t('briefDetail.payment.loading')}</p>
      )}
      {own.status === 'error' && (
        <p className="small text-danger mb-0">{t('briefDetail.payment.loadFailed')}</p>
      )}
      {own.status === 'ready' && (
        <>
          <p className="mb-1" aria-live="polite" data-testid="own-payment-state">
            {t(`briefDetail.payment.own.${state}`, {
              amount: payment ? formatTry(payment.amounts.payee, moneyLocale(i18n.language)) : '',
            })}
          </p>
          {payment && <PaymentHistory payment={payment} deliveredAt={deliveredAt} />}
          {state === 'held' && delivery.status === 'ready' && (
            <HeldPaymentActions
              briefId={brief.id}
              payeeId={uid}
              name={brief.title}
              canDispute={false}
              canCancel={deliveredAt === null}
            />
          )}
          {state === 'awaiting' && payoutReady === false && (
            <p className="small fw-semibold mb-0" data-testid="own-payment-needs-payout">
              {t('briefDetail.payment.own.needsPayoutDetails')}{' '}
              <Link to={`${paths.pages.account}#payout`}>
                {t('briefDetail.payment.own.payoutDetailsLink')}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
