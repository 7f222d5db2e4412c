import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { UserRole } from '@/store/roles';
import { selectUser, selectUserDoc } from '@/store/session/sessionSlice';
import type { EarningDoc } from '@/lib/collections/earnings';
import {
  formatRate,
  formatTry,
  taxStatusOf,
  type TaxStatus,
  CREATOR_WITHHOLDING_BP,
} from '@/lib/money';
import type { EarningsOwner } from '../api/earningsApi';
import {
  historyClosed,
  selectEarners,
  selectEarningEntities,
  selectHistory,
  selectProfileTotal,
} from '../earningsSlice';
import {
  historyKey,
  loadManagedEarners,
  loadProfileTotal,
  moreEarnings,
  openEarningsHistory,
  type HistorySpec,
} from '../earningsThunks';
import { EarningsExportButton } from '../components/EarningsExportButton';
import { EarningsByMonthCard } from '../components/EarningsByMonthCard';
import { MonthSelect } from '../components/MonthSelect';
import { PendingPaymentsCard } from '../components/PendingPaymentsCard';
import { csvDate } from '../model/csv';
import { earningSplit } from '../model/payments';
import { anyTotalStored, storedTotalEarned } from '../model/totalEarned';

const agencyRoles: readonly UserRole[] = [UserRole.InfluencerAgency, UserRole.ProInfluencerAgency];

/**
 * /app/myEarnings (influencer, influencer agency; spec section 6): the history of earnings and
 * payouts newest first (cursor paged), the total, each earning's withholding and net by tax
 * status (or, on a collaboration payment's record, those stored at its release), a month filter
 * and the CSV of the whole month (every record, not only those on screen). An influencer also
 * sees her pending collaboration payments (issue 20). An agency sees its influencers' records
 * and totals.
 */
export default function MyEarningsPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAgency = user !== null && agencyRoles.includes(user.role);
  const uid = user?.uid ?? '';
  const [month, setMonth] = useState('');
  const owner = useMemo<EarningsOwner>(
    () => ({ field: isAgency ? 'agencyId' : 'influencerId', uid }),
    [isAgency, uid],
  );
  const spec = useMemo<HistorySpec>(() => ({ owner, month }), [owner, month]);
  const key = historyKey(spec);
  const list = useAppSelector((state) => selectHistory(state, key));
  const entities = useAppSelector(selectEarningEntities);
  const userDoc = useAppSelector((state) => selectUserDoc(state, uid));
  const earners = useAppSelector((state) => (isAgency ? selectEarners(state, uid) : undefined));

  useEffect(() => {
    if (!uid) return;
    void dispatch(openEarningsHistory(spec));
    return () => {
      dispatch(historyClosed(key));
    };
  }, [dispatch, spec, key, uid]);

  useEffect(() => {
    if (isAgency && uid) void dispatch(loadManagedEarners(uid));
  }, [dispatch, isAgency, uid]);

  // Her Users document is followed live; only when it holds no total (the spec's shape keeps it
  // on the profile alone) is the profile's copy read.
  const ownDoc = (isAgency ? null : userDoc) as Record<string, unknown> | null | undefined;
  const profileTotal = useAppSelector((state) => selectProfileTotal(state, uid));
  const readsProfileTotal = !!ownDoc && !anyTotalStored(ownDoc, null);
  useEffect(() => {
    if (readsProfileTotal) void dispatch(loadProfileTotal(uid));
  }, [dispatch, readsProfileTotal, uid]);

  const records = useMemo(
    () => (list?.ids ?? []).map((id) => entities[id]).filter((r): r is EarningDoc => !!r),
    [list?.ids, entities],
  );
  const ownStatus: TaxStatus = taxStatusOf((userDoc ?? {}) as Record<string, unknown>);
  const statusById = useMemo(
    () => new Map((earners?.items ?? []).map((e) => [e.uid, e.taxStatus])),
    [earners?.items],
  );
  const statusOf = (record: { influencerId?: string }) =>
    isAgency ? (statusById.get(record.influencerId ?? '') ?? 'creatorExempt') : ownStatus;
  const total = isAgency
    ? (earners?.items ?? []).reduce((sum, e) => sum + e.total, 0)
    : storedTotalEarned(ownDoc, profileTotal == null ? null : { totalEarnedPrice: profileTotal });
  const earningsOnly = records.filter((r) => r.kind === 'earning');
  const listedGross = earningsOnly.reduce((sum, r) => sum + r.amount, 0);
  const listedNet = earningsOnly.reduce((sum, r) => sum + earningSplit(r, statusOf(r)).net, 0);
  const money = (kurus: number) => formatTry(kurus, i18n.language);
  const rate = formatRate(CREATOR_WITHHOLDING_BP, i18n.language);

  return (
    <div className="container-fluid py-3" data-testid="my-earnings">
      <h1 className="h4 mb-3">{t(isAgency ? 'earnings.my.agencyTitle' : 'earnings.my.title')}</h1>
      <div className="row g-3 mb-3">
        <div className="col-md-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6 text-body-secondary">{t('earnings.my.total')}</h2>
              <p className="display-6 mb-1" data-testid="earnings-total">
                {money(total)}
              </p>
              {!isAgency && (
                <p className="small mb-0" data-testid="tax-status">
                  {t(`earnings.taxStatus.${ownStatus}`, { rate })}
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="col-md-4">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h6 text-body-secondary">{t('earnings.my.listedTotal')}</h2>
              <p className="h4 mb-1" data-testid="listed-total">
                {money(listedGross)}
              </p>
              <p className="small mb-0">
                {t('earnings.my.listedNet')}{' '}
                <span data-testid="listed-net">{money(listedNet)}</span>
              </p>
            </div>
          </div>
        </div>
        {/* An agency sees the payments it is paid itself (its own bids): the rules let only the
            payer, the payee and admins read one, so not those of influencers it manages. */}
        {uid && (
          <div className="col-md-4">
            <PendingPaymentsCard uid={uid} />
          </div>
        )}
      </div>

      {uid && <EarningsByMonthCard owner={owner} />}

      {isAgency && (
        <section className="card mb-3" aria-labelledby="earners-title">
          <div className="card-body">
            <h2 id="earners-title" className="h6">
              {t('earnings.my.influencers')}
            </h2>
            {earners?.status === 'loading' && <p role="status">{t('earnings.my.loading')}</p>}
            {earners?.status === 'error' && (
              <p className="text-danger mb-0">{t('earnings.my.earnersError')}</p>
            )}
            {earners?.status === 'ready' && earners.items.length === 0 && (
              <p className="text-body-secondary mb-0">{t('earnings.my.noInfluencers')}</p>
            )}
            {earners?.status === 'ready' && earners.items.length > 0 && (
              <table className="table table-sm mb-0">
                <tbody>
                  {earners.items.map((earner) => (
                    <tr key={earner.uid}>
                      <td>{earner.name}</td>
                      <td className="small">
                        {t(`earnings.taxStatus.${earner.taxStatus}`, { rate })}
                      </td>
                      <td className="text-end">{money(earner.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </section>
      )}

      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <MonthSelect id="earnings-month" value={month} onChange={setMonth} />
        <EarningsExportButton
          owner={owner}
          month={month}
          statusOf={statusOf}
          disabled={list?.status === 'ready' && records.length === 0}
        />
      </div>

      {(!list || list.status === 'loading') && <p role="status">{t('earnings.my.loading')}</p>}
      {list?.status === 'error' && (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span>{t('earnings.errors.load')}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void dispatch(openEarningsHistory(spec))}
          >
            {t('earnings.my.retry')}
          </button>
        </div>
      )}
      {list?.status === 'ready' && records.length === 0 && (
        <p className="text-body-secondary" data-testid="earnings-empty">
          {t(month === '' ? 'earnings.my.empty' : 'earnings.my.emptyMonth')}
        </p>
      )}
      {list?.status === 'ready' && records.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="earnings-history">
            <thead>
              <tr>
                <th scope="col">{t('earnings.my.date')}</th>
                {isAgency && <th scope="col">{t('earnings.my.influencer')}</th>}
                <th scope="col">{t('earnings.my.project')}</th>
                <th scope="col">{t('earnings.my.kind')}</th>
                <th scope="col" className="text-end">
                  {t('earnings.my.gross')}
                </th>
                <th scope="col" className="text-end">
                  {t('earnings.my.withholding')}
                </th>
                <th scope="col" className="text-end">
                  {t('earnings.my.net')}
                </th>
                <th scope="col">{t('earnings.my.note')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => {
                const split =
                  record.kind === 'earning' ? earningSplit(record, statusOf(record)) : null;
                return (
                  <tr key={record.id} data-testid="earning-row">
                    <td>{csvDate(record.createdAt)}</td>
                    {isAgency && <td>{record.influencerName}</td>}
                    <td>{record.briefTitle}</td>
                    <td>{t(`earnings.kinds.${record.kind}`)}</td>
                    <td className="text-end" data-testid="earning-gross">
                      {money(record.amount)}
                    </td>
                    <td className="text-end" data-testid="earning-withholding">
                      {split ? money(split.withholding) : '—'}
                    </td>
                    <td className="text-end" data-testid="earning-net">
                      {split ? `${split.stored ? '' : '≈ '}${money(split.net)}` : '—'}
                    </td>
                    <td>{record.note}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="small text-body-secondary">{t('earnings.my.netNote')}</p>
          {records.some((r) => r.kind === 'earning' && earningSplit(r, ownStatus).stored) && (
            <p className="small text-body-secondary" data-testid="stored-net-note">
              {t('earnings.my.storedNetNote')}
            </p>
          )}
        </div>
      )}
      {list?.status === 'ready' && list.cursor && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={list.more === 'loading'}
          onClick={() =>
            list.cursor &&
            void dispatch(moreEarnings({ spec, requestId: list.requestId, cursor: list.cursor }))
          }
        >
          {t('earnings.my.more')}
        </button>
      )}
    </div>
  );
}
