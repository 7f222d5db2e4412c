import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '@/components/ConfirmModal';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLiveFeed } from '@/store/live/liveFeed';
import { briefDetailPath } from '@/config/paths';
import type { CollaborationPaymentDoc } from '@/lib/collections/collaborationPayments';
import { formatTry } from '@/lib/money';
import type { DisputeDecision } from '../api/collaborationPayments';
import { byDisputedAtAsc } from '../model/payments';
import { disputeQueueFeed } from '../paymentsFeeds';
import {
  disputeQueueKey,
  selectDecideError,
  selectDeciding,
  selectPaymentsOf,
} from '../paymentsSlice';
import { decideDispute } from '../paymentsThunks';

type Asked = { payment: CollaborationPaymentDoc; decision: DisputeDecision };

const dateTime = (millis: number | null, locale: string) =>
  millis === null
    ? '—'
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(millis);

/** One disputed payment: the brief, the brand's reason, the amounts and the two decisions. */
function DisputeItem({
  payment,
  onAsk,
}: {
  payment: CollaborationPaymentDoc;
  onAsk: (asked: Asked) => void;
}) {
  const { t, i18n } = useTranslation();
  const deciding = useAppSelector((state) => selectDeciding(state, payment.id));
  const error = useAppSelector((state) => selectDecideError(state, payment.id));
  const money = (kurus: number) => formatTry(kurus, i18n.language);
  const titleId = `dispute-${payment.id}`;
  const { amounts } = payment;

  return (
    <li className="card mb-3" aria-labelledby={titleId} data-testid="dispute-item">
      <div className="card-body">
        <h3 id={titleId} className="h6 mb-1">
          <Link to={briefDetailPath(payment.briefId)}>
            {payment.briefTitle || t('earnings.disputes.untitled')}
          </Link>
        </h3>
        <p className="small text-body-secondary mb-2">
          {t('earnings.disputes.disputedAt', {
            date: dateTime(payment.disputedAt, i18n.language),
          })}
        </p>
        <h4 className="small fw-semibold mb-1">{t('earnings.disputes.reason')}</h4>
        <blockquote className="border-start ps-2 mb-3" data-testid="dispute-reason">
          {payment.disputeReason || t('earnings.disputes.noReason')}
        </blockquote>
        <dl className="row small mb-2">
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('earnings.disputes.price')}</dt>
          <dd className="col-sm-8 mb-1" data-testid="dispute-net">
            {t('earnings.disputes.plusKdv', { amount: money(amounts.net) })}
          </dd>
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('earnings.disputes.gross')}</dt>
          <dd className="col-sm-8 mb-1" data-testid="dispute-gross">
            {money(amounts.gross)}
          </dd>
          <dt className="col-sm-4 fw-normal text-body-secondary">{t('earnings.disputes.payee')}</dt>
          <dd className="col-sm-8 mb-1" data-testid="dispute-payee">
            {money(amounts.payee)}
          </dd>
        </dl>
        {payment.settleError && (
          <p className="small text-danger" data-testid="dispute-settle-error">
            {t('earnings.disputes.lastFailed', {
              reason:
                payment.settleError.message ??
                payment.settleError.code ??
                t('earnings.disputes.unknownReason'),
            })}
          </p>
        )}
        {error && (
          <div className="alert alert-danger py-2" role="alert">
            {t(error)}
          </div>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={deciding !== null}
            aria-describedby={titleId}
            onClick={() => onAsk({ payment, decision: 'release' })}
          >
            {t('earnings.disputes.release')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={deciding !== null}
            aria-describedby={titleId}
            onClick={() => onAsk({ payment, decision: 'refund' })}
          >
            {t('earnings.disputes.refund')}
          </button>
          {deciding && (
            <span role="status" className="small text-body-secondary">
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              {t(`earnings.disputes.working.${deciding}`)}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * The admin's dispute queue (issue 20): the disputed payments, live, oldest dispute first. Each
 * decision ('Influencer'a aktar' / 'Markaya iade et') is confirmed first; the payment function
 * settles it with iyzico, and the payment leaves the queue when its state changes.
 */
export function DisputeQueue() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const key = disputeQueueKey(attempt);
  useLiveFeed(disputeQueueFeed, key);
  const entry = useAppSelector((state) => selectPaymentsOf(state, key));
  const items = useMemo(() => [...entry.items].sort(byDisputedAtAsc), [entry.items]);
  const [asked, setAsked] = useState<Asked | null>(null);
  const working = useAppSelector((state) =>
    asked ? selectDeciding(state, asked.payment.id) !== null : false,
  );

  async function confirm() {
    if (!asked) return;
    const { payment, decision } = asked;
    await dispatch(decideDispute({ paymentId: payment.id, decision }));
    setAsked(null);
  }

  const money = (kurus: number) => formatTry(kurus, i18n.language);
  return (
    <section className="mb-3" aria-labelledby="dispute-queue-title" data-testid="dispute-queue">
      <h2 id="dispute-queue-title" className="h5">
        {t('earnings.disputes.title')}
      </h2>
      <p className="small text-body-secondary">{t('earnings.disputes.intro')}</p>
      {entry.status === 'loading' && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('earnings.disputes.loading')}
        </p>
      )}
      {entry.status === 'error' && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('earnings.disputes.loadError')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('earnings.admin.retry')}
          </button>
        </div>
      )}
      {entry.status === 'ready' && items.length === 0 && (
        <p className="text-body-secondary" data-testid="dispute-empty">
          {t('earnings.disputes.empty')}
        </p>
      )}
      {entry.status === 'ready' && items.length > 0 && (
        <ul className="list-unstyled mb-0">
          {items.map((payment) => (
            <DisputeItem key={payment.id} payment={payment} onAsk={setAsked} />
          ))}
        </ul>
      )}
      <ConfirmModal
        isOpen={asked !== null}
        working={working}
        title={t(`earnings.disputes.confirm.${asked?.decision ?? 'release'}.title`)}
        closeLabel={t('earnings.disputes.close')}
        cancelLabel={t('earnings.admin.cancel')}
        confirmLabel={t(`earnings.disputes.${asked?.decision ?? 'release'}`)}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
        testId="dispute-confirm"
        confirmTestId="dispute-confirm-button"
      >
        {asked && (
          <p className="mb-0">
            {t(`earnings.disputes.confirm.${asked.decision}.body`, {
              title: asked.payment.briefTitle || t('earnings.disputes.untitled'),
              amount: money(
                asked.decision === 'release'
                  ? asked.payment.amounts.payee
                  : asked.payment.amounts.gross,
              ),
            })}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}
