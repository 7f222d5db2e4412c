import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatTry } from '@/lib/money';
import { TOTAL_GROUPS } from '../model/payments';
import { selectPaymentTotals } from '../paymentsSlice';
import { loadPaymentTotals } from '../paymentsThunks';

/**
 * The admin's collaboration money (issue 20): for held (being settled included), disputed,
 * released and refunded payments, how many and the sum of what the brands paid
 * (amounts.gross, KDV included), from aggregate queries; read when the page opens, after each
 * dispute decision and on "Yenile".
 */
export function PaymentTotals() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectPaymentTotals);

  useEffect(() => {
    void dispatch(loadPaymentTotals());
  }, [dispatch]);

  const loading = !entry || entry.status === 'loading';
  const totals = entry?.totals ?? null;
  return (
    <section className="card mb-3" aria-labelledby="payment-totals-title" aria-busy={loading}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h2 id="payment-totals-title" className="h6 mb-0">
            {t('earnings.paymentTotals.title')}
          </h2>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm ms-auto"
            disabled={loading}
            onClick={() => void dispatch(loadPaymentTotals())}
          >
            {t('earnings.paymentTotals.refresh')}
          </button>
        </div>
        <p className="small text-body-secondary" id="payment-totals-basis">
          {t('earnings.paymentTotals.basis')}
        </p>
        {loading && !totals && (
          <p role="status" className="mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('earnings.paymentTotals.loading')}
          </p>
        )}
        {entry?.status === 'error' && (
          <div className="alert alert-danger mb-2" role="alert">
            {t(entry.error ?? 'earnings.paymentTotals.error')}
          </div>
        )}
        {totals && (
          <dl className="row g-3 mb-0" aria-describedby="payment-totals-basis">
            {TOTAL_GROUPS.map((group) => (
              <div key={group} className="col-6 col-lg-3" data-testid={`payment-total-${group}`}>
                <dt className="small text-body-secondary fw-normal">
                  {t(`earnings.paymentTotals.groups.${group}`)}
                </dt>
                <dd className="mb-0">
                  <span className="h5 d-block mb-0" data-testid="payment-total-gross">
                    {formatTry(totals[group].gross, i18n.language)}
                  </span>
                  <span className="small text-body-secondary">
                    {t('earnings.paymentTotals.count', { count: totals[group].count })}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
