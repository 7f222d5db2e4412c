import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { briefDetailPath } from '@/config/paths';
import { paymentStateColors } from '@/lib/collections/collaborationPayments';
import { formatRate, formatTry, KDV_RATE_BP } from '@/lib/money';
import { selectCollaborationInvoices } from '../paymentSlice';
import { loadCollaborationInvoices } from '../paymentThunks';

const dateOf = (millis: number | null, locale: string) =>
  millis === null ? '—' : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(millis);

/**
 * The collaboration payments the brand made (issue 20), one row each: the brief, when she paid,
 * the price before KDV, the KDV at the rate her subscription invoices show, what she paid and
 * where the money is now (held, disputed, released to the influencer, refunded).
 */
export function CollaborationInvoices({ uid, locale }: { uid: string; locale: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectCollaborationInvoices);

  useEffect(() => {
    if (uid) void dispatch(loadCollaborationInvoices(uid));
  }, [dispatch, uid]);

  const money = (kurus: number) => formatTry(kurus, locale);
  const status = entry?.uid === uid ? entry.status : 'loading';
  const items = entry?.uid === uid ? entry.items : [];
  return (
    <section
      className="mt-4 no-print"
      aria-labelledby="collaboration-invoices-title"
      data-testid="collaboration-invoices"
    >
      <h2 id="collaboration-invoices-title" className="h4">
        {t('payment.invoice.collaborations.title')}
      </h2>
      <p className="small text-body-secondary">{t('payment.invoice.collaborations.intro')}</p>
      {status === 'loading' && (
        <p role="status" className="text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('payment.invoice.collaborations.loading')}
        </p>
      )}
      {status === 'error' && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t(entry?.error ?? 'payment.invoice.collaborations.loadFailed')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void dispatch(loadCollaborationInvoices(uid))}
          >
            {t('payment.invoice.collaborations.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="text-body-secondary" data-testid="collaboration-invoices-empty">
          {t('payment.invoice.collaborations.none')}
        </p>
      )}
      {status === 'ready' && items.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">
              {t('payment.invoice.collaborations.title')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('payment.invoice.collaborations.project')}</th>
                <th scope="col">{t('payment.invoice.collaborations.date')}</th>
                <th scope="col" className="text-end">
                  {t('payment.invoice.collaborations.net')}
                </th>
                <th scope="col" className="text-end">
                  {t('payment.invoice.kdv', { rate: formatRate(KDV_RATE_BP, locale) })}
                </th>
                <th scope="col" className="text-end">
                  {t('payment.invoice.collaborations.gross')}
                </th>
                <th scope="col">{t('payment.invoice.collaborations.state')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((payment) => (
                <tr key={payment.id} data-testid="collaboration-invoice-row">
                  <td>
                    <Link to={briefDetailPath(payment.briefId)}>
                      {payment.briefTitle || t('payment.invoice.collaborations.untitled')}
                    </Link>
                  </td>
                  <td>{dateOf(payment.heldAt, locale)}</td>
                  <td className="text-end" data-testid="collaboration-net">
                    {money(payment.amounts.net)}
                  </td>
                  <td className="text-end" data-testid="collaboration-kdv">
                    {money(payment.amounts.kdv)}
                  </td>
                  <td className="text-end fw-semibold" data-testid="collaboration-gross">
                    {money(payment.amounts.gross)}
                  </td>
                  <td>
                    <Badge color={paymentStateColors[payment.state]}>
                      {t(`payment.invoice.collaborations.states.${payment.state}`)}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
