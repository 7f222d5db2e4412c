import { useTranslation } from 'react-i18next';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import { formatDate } from '../../model/cardFormat';
import { autoReleaseAt, paymentEvents } from '../../model/paymentHistory';

type Props = { payment: CollaborationPaymentDoc; deliveredAt: number | null };

/** The money's history, seen alike by the brand, the influencer and admins (issue 20). */
export function PaymentHistory({ payment, deliveredAt }: Props) {
  const { t } = useTranslation();
  const events = paymentEvents(payment);
  const autoRelease = autoReleaseAt(payment, deliveredAt);
  if (events.length === 0 && autoRelease === null) return null;
  return (
    <div className="small" data-testid={`payment-history-${payment.payeeId}`}>
      {events.length > 0 && (
        <ul className="list-unstyled mb-1">
          {events.map((event) => (
            <li key={event.kind}>
              {t(`briefDetail.payment.history.${event.kind}`, { date: formatDate(event.at) })}
            </li>
          ))}
        </ul>
      )}
      {payment.state === 'disputed' && payment.disputeReason && (
        <p className="mb-1">
          {t('briefDetail.payment.history.reason', { reason: payment.disputeReason })}
        </p>
      )}
      {autoRelease !== null && (
        <p className="mb-1 text-body-secondary" data-testid={`payment-auto-${payment.payeeId}`}>
          {t('briefDetail.payment.history.autoRelease', { date: formatDate(autoRelease) })}
        </p>
      )}
    </div>
  );
}
