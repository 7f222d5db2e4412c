import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormFeedback, Input, Label } from 'reactstrap';
import { DISPUTE_REASON_MAX, collaborationPaymentId } from '@shared/collaborationPayment';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettling } from '../../collaborationPaymentsSlice';
import { settleCollaboration } from '../../collaborationPaymentsThunks';

type Props = {
  briefId: string;
  payeeId: string;
  name: string;
  /** The brand may dispute; either side may cancel. */
  canDispute: boolean;
  /** Before the delivery link only: afterwards the work is judged, not cancelled. */
  canCancel: boolean;
  /** After a successful cancel (the brand then removes her from the brief). */
  onCancelled?: () => void;
};

/**
 * What a party can do with held money (issue 20): the brand disputes it with a reason, and
 * either side cancels before the delivery, which refunds the brand. Both ask once more first.
 */
export function HeldPaymentActions({
  briefId,
  payeeId,
  name,
  canDispute,
  canCancel,
  onCancelled,
}: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settling = useAppSelector((state) =>
    selectSettling(state, collaborationPaymentId(briefId, payeeId)),
  );
  const [open, setOpen] = useState<'dispute' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState(false);
  // The function's refusal, also told as a toast, stays beside the form that caused it.
  const [failure, setFailure] = useState<string | null>(null);
  const failedWith = (payload: unknown) =>
    setFailure(typeof payload === 'string' ? payload : 'briefDetail.payment.errors.settleFailed');
  const reasonId = useId();

  const dispute = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text === '' || text.length > DISPUTE_REASON_MAX) return setReasonError(true);
    const result = await dispatch(
      settleCollaboration({ kind: 'dispute', briefId, influencerId: payeeId, reason: text }),
    );
    if (settleCollaboration.fulfilled.match(result)) setOpen(null);
    else failedWith(result.payload);
  };

  const cancel = async () => {
    const result = await dispatch(
      settleCollaboration({ kind: 'cancel', briefId, influencerId: payeeId }),
    );
    if (settleCollaboration.fulfilled.match(result)) {
      setOpen(null);
      onCancelled?.();
    } else failedWith(result.payload);
  };

  const alert = failure && (
    <p role="alert" className="small text-danger mb-0 mt-1">
      {t(failure)}
    </p>
  );
  const openForm = (kind: 'dispute' | 'cancel') => {
    setFailure(null);
    setOpen(kind);
  };

  if (open === 'dispute') {
    return (
      <form noValidate onSubmit={(e) => void dispute(e)} className="w-100">
        <Label for={reasonId} className="small mb-1">
          {t('briefDetail.payment.dispute.reasonLabel', { name })}
        </Label>
        <Input
          id={reasonId}
          type="textarea"
          rows={3}
          bsSize="sm"
          maxLength={DISPUTE_REASON_MAX}
          value={reason}
          invalid={reasonError}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(false);
          }}
        />
        <FormFeedback>{t('briefDetail.payment.errors.reasonRequired')}</FormFeedback>
        <p className="small text-body-secondary my-1">{t('briefDetail.payment.dispute.note')}</p>
        <div className="d-flex gap-2">
          <Button size="sm" color="danger" type="submit" disabled={settling !== null}>
            {settling === 'dispute'
              ? t('briefDetail.payment.dispute.sending')
              : t('briefDetail.payment.dispute.send')}
          </Button>
          <Button size="sm" color="secondary" outline type="button" onClick={() => setOpen(null)}>
            {t('briefDetail.payment.back')}
          </Button>
        </div>
        {alert}
      </form>
    );
  }

  if (open === 'cancel') {
    return (
      <div role="group" aria-label={t('briefDetail.payment.cancel.openNamed', { name })}>
        <p className="small mb-1">{t('briefDetail.payment.cancel.confirmText')}</p>
        <div className="d-flex gap-2">
          <Button
            size="sm"
            color="danger"
            disabled={settling !== null}
            onClick={() => void cancel()}
          >
            {settling === 'cancel'
              ? t('briefDetail.payment.cancel.sending')
              : t('briefDetail.payment.cancel.confirm')}
          </Button>
          <Button size="sm" color="secondary" outline onClick={() => setOpen(null)}>
            {t('briefDetail.payment.back')}
          </Button>
        </div>
        {alert}
      </div>
    );
  }

  if (!canDispute && !canCancel) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
      {canDispute && (
        <Button
          size="sm"
          color="danger"
          outline
          aria-label={t('briefDetail.payment.dispute.openNamed', { name })}
          onClick={() => openForm('dispute')}
        >
          {t('briefDetail.payment.dispute.open')}
        </Button>
      )}
      {canCancel && (
        <Button
          size="sm"
          color="secondary"
          outline
          aria-label={t('briefDetail.payment.cancel.openNamed', { name })}
          onClick={() => openForm('cancel')}
        >
          {t('briefDetail.payment.cancel.open')}
        </Button>
      )}
    </div>
  );
}
