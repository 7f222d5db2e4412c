import { useTranslation } from 'react-i18next';
import { Badge, Button } from 'reactstrap';
import {
  collaborationPaymentId,
  paymentStateColors,
  type CollaborationPaymentDoc,
} from '@/lib/collections/collaborationPayments';
import { formatTry } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPayError, selectPaying } from '../../collaborationPaymentsSlice';
import { payCollaboration } from '../../collaborationPaymentsThunks';
import { moneyLocale } from './BriefSummary';
import { HeldPaymentActions } from './HeldPaymentActions';
import { PaymentHistory } from './PaymentHistory';

type Props = {
  briefId: string;
  payeeId: string;
  name: string;
  /** Its document; null before the owner first starts paying (then it is awaiting). */
  payment: CollaborationPaymentDoc | null;
  /** The owner (or an admin acting as her) pays; the uid the payment function checks. */
  payerId: string | null;
  /** When her delivery link was posted; null before. */
  deliveredAt: number | null;
  /** After the owner cancelled and the money went back: she is removed from the brief. */
  onCancelled?: () => void;
};

/**
 * The owner's view of one accepted collaboration's money: its state and history, 'Öde' while
 * due, and while held a dispute, or a cancel before the delivery (issue 20).
 */
export function PaymentCell({
  briefId,
  payeeId,
  name,
  payment,
  payerId,
  deliveredAt,
  onCancelled,
}: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const id = collaborationPaymentId(briefId, payeeId);
  const paying = useAppSelector((state) => selectPaying(state, id));
  const payError = useAppSelector((state) => selectPayError(state, id));
  const state = payment?.state ?? 'awaiting';

  const pay = async () => {
    if (!payerId || paying) return;
    const result = await dispatch(
      payCollaboration({ briefId, influencerId: payeeId, userId: payerId }),
    );
    // The provider's hosted page takes the card; its callback brings the browser back here.
    if (payCollaboration.fulfilled.match(result)) window.location.assign(result.payload);
  };

  return (
    <div className="d-flex flex-column gap-1 align-items-start" data-testid={`payment-${payeeId}`}>
      <Badge color={paymentStateColors[state]} className="text-wrap">
        {t(`briefDetail.payment.state.${state}`)}
      </Badge>
      {payment && (
        <span className="small text-body-secondary">
          {t('briefDetail.payment.amount', {
            amount: formatTry(payment.amounts.gross, moneyLocale(i18n.language)),
          })}
        </span>
      )}
      {state === 'awaiting' && payment?.errorCode && (
        <span className="small text-danger" data-testid={`payment-failure-${payeeId}`}>
          {t('briefDetail.payment.lastFailed', {
            reason: payment.errorMessage ?? payment.errorCode,
          })}
        </span>
      )}
      {state === 'awaiting' && payerId && (
        <Button
          size="sm"
          color="primary"
          disabled={paying}
          aria-label={t('briefDetail.payment.payNamed', { name })}
          onClick={() => void pay()}
        >
          {paying ? t('briefDetail.payment.opening') : t('briefDetail.payment.pay')}
        </Button>
      )}
      {payment && <PaymentHistory payment={payment} deliveredAt={deliveredAt} />}
      {state === 'held' && payerId && (
        <HeldPaymentActions
          briefId={briefId}
          payeeId={payeeId}
          name={name}
          canDispute
          canCancel={deliveredAt === null}
          onCancelled={onCancelled}
        />
      )}
      {payment?.settleError && (state === 'held' || state === 'disputed') && (
        <span className="small text-danger">
          {t('briefDetail.payment.settleFailed', {
            reason: payment.settleError.message ?? payment.settleError.code ?? '',
          })}
        </span>
      )}
      {payError && (
        <span role="alert" className="small text-danger">
          {t(payError)}
        </span>
      )}
    </div>
  );
}
