import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatTry } from '@/lib/money';
import type { Collaboration } from '../api/earningsApi';
import { DisputeQueue } from '../components/DisputeQueue';
import { EarningsExportButton } from '../components/EarningsExportButton';
import { MonthSelect } from '../components/MonthSelect';
import { PaymentTotals } from '../components/PaymentTotals';
import { RecordEarningForm } from '../components/RecordEarningForm';
import {
  collaborationsClosed,
  selectCollaborationRows,
  selectCollaborations,
  selectRecorded,
} from '../earningsSlice';
import { moreCollaborations, openCollaborations } from '../earningsThunks';
import { csvDate } from '../model/csv';
import { monthOf } from '../model/month';
import { adminPaymentsClosed } from '../paymentsSlice';

/** Loaded collaborations grouped by influencer, in the order each first appears (newest). */
export function byInfluencer(items: readonly Collaboration[]) {
  const groups = new Map<string, { name: string; items: Collaboration[] }>();
  for (const item of items) {
    const group = groups.get(item.influencerId) ?? { name: item.influencerName, items: [] };
    group.items.push(item);
    groups.set(item.influencerId, group);
  }
  return [...groups.entries()].map(([uid, group]) => ({ uid, ...group }));
}

/**
 * /app/earnings (admin, spec section 6): the collaboration payments' totals and the dispute
 * queue (issue 20), completed collaborations and recording earnings, and the CSV of every
 * influencer's records of a chosen month (all of them, not a loaded page).
 */
export default function EarningsAdminPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCollaborations);
  const rows = useAppSelector(selectCollaborationRows);
  const recorded = useAppSelector(selectRecorded);
  const [open, setOpen] = useState<string | null>(null);
  const [month, setMonth] = useState(() => monthOf(Date.now()));

  useEffect(() => {
    void dispatch(openCollaborations());
    return () => {
      dispatch(collaborationsClosed());
    };
  }, [dispatch]);

  useEffect(
    () => () => {
      dispatch(adminPaymentsClosed());
    },
    [dispatch],
  );

  const groups = useMemo(() => byInfluencer(rows), [rows]);
  const money = (kurus: number | null) =>
    kurus === null ? t('earnings.admin.noOffer') : formatTry(kurus, i18n.language);

  return (
    <div className="container-fluid py-3" data-testid="earnings-admin">
      <h1 className="h4 mb-2">{t('earnings.admin.title')}</h1>
      <PaymentTotals />
      <DisputeQueue />
      <h2 className="h5">{t('earnings.admin.collaborationsTitle')}</h2>
      <p className="text-body-secondary">{t('earnings.admin.intro')}</p>
      <section className="card mb-3" aria-labelledby="earnings-export-title">
        <div className="card-body">
          <h2 id="earnings-export-title" className="h6">
            {t('earnings.admin.exportTitle')}
          </h2>
          <p className="small text-body-secondary" id="earnings-export-hint">
            {t('earnings.admin.exportHint')}
          </p>
          <div className="d-flex flex-wrap align-items-end gap-2">
            <MonthSelect
              id="earnings-admin-month"
              value={month}
              onChange={setMonth}
              describedBy="earnings-export-hint"
            />
            <EarningsExportButton owner={null} month={month} />
          </div>
        </div>
      </section>
      {(!list || list.status === 'loading') && <p role="status">{t('earnings.admin.loading')}</p>}
      {list?.status === 'error' && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('earnings.errors.load')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void dispatch(openCollaborations())}
          >
            {t('earnings.admin.retry')}
          </button>
        </div>
      )}
      {list?.status === 'ready' && rows.length === 0 && (
        <p className="text-body-secondary">{t('earnings.admin.empty')}</p>
      )}
      {list?.status === 'ready' &&
        groups.map((group) => (
          <section
            key={group.uid}
            className="card mb-3"
            aria-labelledby={`earner-${group.uid}`}
            data-testid="earnings-influencer"
          >
            <div className="card-body">
              <h2 id={`earner-${group.uid}`} className="h6">
                {group.name}
              </h2>
              <div className="table-responsive">
                <table className="table table-sm align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('earnings.admin.project')}</th>
                      <th scope="col">{t('earnings.admin.brand')}</th>
                      <th scope="col">{t('earnings.admin.completedAt')}</th>
                      <th scope="col" className="text-end">
                        {t('earnings.admin.price')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('earnings.admin.earnings')}
                      </th>
                      <th scope="col">{t('earnings.admin.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {group.items.map((item) => (
                      <Fragment key={item.key}>
                        <tr data-testid="collaboration-row" data-brief-id={item.briefId}>
                          <td>{item.briefTitle}</td>
                          <td>{item.brandName}</td>
                          <td>{csvDate(item.completedAt)}</td>
                          <td className="text-end">{money(item.price)}</td>
                          <td className="text-end">{money(item.influencerEarnings)}</td>
                          <td>
                            <button
                              type="button"
                              className="btn btn-outline-primary btn-sm"
                              aria-expanded={open === item.key}
                              onClick={() => setOpen(open === item.key ? null : item.key)}
                            >
                              {t('earnings.admin.record')}
                            </button>
                            {/* Recording by hand stays possible (a correction, a bonus), but the
                                release already wrote this collaboration's earning. */}
                            {item.paymentState !== null && item.paymentState !== 'awaiting' && (
                              <p className="small mb-0 mt-1" data-testid="paid-in-app">
                                {t('earnings.admin.paidInApp')}
                              </p>
                            )}
                            {recorded[item.key] !== undefined && (
                              <span className="small text-success ms-2" role="status">
                                {t('earnings.admin.recordedCount', { count: recorded[item.key] })}
                              </span>
                            )}
                          </td>
                        </tr>
                        {open === item.key && (
                          <tr>
                            <td colSpan={6}>
                              <RecordEarningForm
                                collaboration={item}
                                onDone={() => setOpen(null)}
                              />
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </section>
        ))}
      {list?.status === 'ready' && list.cursor && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={list.more === 'loading'}
          onClick={() =>
            list.cursor &&
            void dispatch(moreCollaborations({ requestId: list.requestId, cursor: list.cursor }))
          }
        >
          {t('earnings.admin.more')}
        </button>
      )}
    </div>
  );
}
