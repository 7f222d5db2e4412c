import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner } from 'reactstrap';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSignedInUser } from '@/store/session/sessionSlice';
import { paths } from '@/config/paths';
import { formatRate, formatTry, KDV_RATE_BP } from '@/lib/money';
import { CollaborationInvoices } from '../components/CollaborationInvoices';
import { SELLER } from '../model/seller';
import { selectPaymentRecords } from '../paymentSlice';
import { loadPayments } from '../paymentThunks';
import '../components/invoice.css';

const dateOf = (millis: number | null, locale: string) =>
  millis === null ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(millis);

/**
 * /app/pages/invoice (`?id=<payment>`): the invoice of a paid subscription (seller, buyer, the
 * plan's line, KDV, total), printable; without an id, the newest paid one. Below it, the
 * collaboration payments the user made as a brand (issue 20), whatever her subscriptions.
 */
export default function InvoicePage() {
  const { i18n } = useTranslation();
  const user = useAppSelector(selectSignedInUser);
  const locale = (i18n.language ?? 'tr').split('-')[0]!;
  const uid = user?.uid ?? '';
  return (
    <>
      <SubscriptionInvoice />
      {uid && <CollaborationInvoices uid={uid} locale={locale} />}
    </>
  );
}

/** The subscription's invoice part of the page: its own loading, error and empty states. */
function SubscriptionInvoice() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSignedInUser);
  const records = useAppSelector(selectPaymentRecords);
  const [params, setParams] = useSearchParams();
  const uid = user?.uid ?? '';
  const locale = (i18n.language ?? 'tr').split('-')[0]!;

  useEffect(() => {
    if (uid) void dispatch(loadPayments(uid));
  }, [dispatch, uid]);

  const title = <h1 className="h3 no-print">{t('payment.invoice.title')}</h1>;
  if (!records || records.status === 'loading')
    return (
      <section>
        {title}
        <p role="status" className="text-body-secondary">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {t('payment.invoice.loading')}
        </p>
      </section>
    );
  if (records.status === 'error')
    return (
      <section>
        {title}
        <Alert fade={false} color="danger">
          {t(records.error ?? 'payment.invoice.loadFailed')}
        </Alert>
      </section>
    );

  const paid = records.items.filter((p) => p.status === 'success');
  const chosen = paid.find((p) => p.id === params.get('id')) ?? paid[0];
  if (!chosen)
    return (
      <section>
        {title}
        <p className="text-body-secondary" data-testid="invoice-empty">
          {t('payment.invoice.none')}
        </p>
        <Link className="btn btn-primary" to={paths.pages.prices}>
          {t('payment.invoice.toPrices')}
        </Link>
      </section>
    );

  const plan = t(`payment.plans.${chosen.plan}`);
  const money = (kurus: number) => formatTry(kurus, locale);
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 no-print">
        {title}
        {paid.length > 1 && (
          <select
            className="form-select form-select-sm w-auto ms-auto"
            aria-label={t('payment.invoice.choose')}
            value={chosen.id}
            onChange={(event) => setParams({ id: event.target.value })}
          >
            {paid.map((p) => (
              <option key={p.id} value={p.id}>
                {dateOf(p.completedAt ?? p.createdAt, locale)} · {money(p.amounts.gross)}
              </option>
            ))}
          </select>
        )}
        <Button
          color="primary"
          className={paid.length > 1 ? '' : 'ms-auto'}
          onClick={() => window.print()}
        >
          {t('payment.invoice.print')}
        </Button>
      </div>
      <article className="card invoice-sheet" data-testid="invoice">
        <div className="card-body">
          <header className="d-flex flex-wrap justify-content-between gap-3 mb-4">
            <div>
              <h2 className="h4 mb-1">{t('payment.invoice.heading')}</h2>
              <div className="small text-body-secondary">
                {t('payment.invoice.number', { number: chosen.id })}
              </div>
              <div className="small text-body-secondary">
                {t('payment.invoice.date', {
                  date: dateOf(chosen.completedAt ?? chosen.createdAt, locale),
                })}
              </div>
            </div>
            <div className="text-end small">
              <strong className="d-block">{SELLER.name}</strong>
              <span className="d-block">{SELLER.address}</span>
              <span className="d-block">
                {SELLER.taxOffice} · {t('payment.invoice.taxNumber')} {SELLER.taxNumber}
              </span>
              <span className="d-block">{SELLER.email}</span>
            </div>
          </header>
          <section className="mb-4" aria-labelledby="invoice-buyer">
            <h3 id="invoice-buyer" className="h6 text-uppercase text-body-secondary">
              {t('payment.invoice.buyer')}
            </h3>
            <div>{user?.title}</div>
            <div className="small">{user?.email}</div>
          </section>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('payment.invoice.item')}</th>
                <th scope="col" className="text-end">
                  {t('payment.invoice.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t('payment.invoice.line', { plan })}</td>
                <td className="text-end">{money(chosen.amounts.net)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="fw-normal">
                  {t('payment.invoice.kdv', { rate: formatRate(KDV_RATE_BP, locale) })}
                </th>
                <td className="text-end">{money(chosen.amounts.kdv)}</td>
              </tr>
              <tr>
                <th scope="row">{t('payment.invoice.total')}</th>
                <td className="text-end fw-bold" data-testid="invoice-total">
                  {money(chosen.amounts.gross)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="small text-body-secondary mb-0">{t('payment.invoice.footnote')}</p>
        </div>
      </article>
    </section>
  );
}
