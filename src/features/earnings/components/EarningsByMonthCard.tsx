import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { formatTry } from '@/lib/money';
import { numberLocaleOf } from '@/lib/numberFormat';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { EarningsOwner } from '../api/earningsApi';
import { selectEarningsByMonth } from '../earningsSlice';
import { loadEarningsByMonth, ownerKey } from '../earningsThunks';

/** 'Nis 2026' for '2026-04' in the interface language (mid-month, so no time zone moves it). */
function monthLabel(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(numberLocaleOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 15)));
}

/**
 * Her (or an agency's influencers') gross earnings over the last twelve months as bars, in lira
 * (issue 22). chart.js loads only when the chart mounts (src/components/charts).
 */
export function EarningsByMonthCard({ owner }: { owner: EarningsOwner }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const key = ownerKey(owner);
  const state = useAppSelector((s) => selectEarningsByMonth(s, key));
  const load = useMemo(
    () => () => dispatch(loadEarningsByMonth({ owner, now: Date.now() })),
    [dispatch, owner],
  );

  useEffect(() => {
    if (owner.uid) void load();
  }, [load, owner.uid]);

  const data = state?.data;
  const hasAny = !!data && data.kurus.some((value) => value !== 0);
  return (
    <section
      className="card mb-3"
      aria-labelledby="earnings-by-month-title"
      data-testid="earnings-by-month"
    >
      <div className="card-body">
        <h2 id="earnings-by-month-title" className="h6">
          {t('earnings.my.byMonth.title')}
        </h2>
        {(!state || state.status === 'loading') && (
          <p role="status" className="mb-0">
            {t('earnings.my.byMonth.loading')}
          </p>
        )}
        {state?.status === 'error' && (
          <div className="alert alert-danger d-flex align-items-center gap-3 mb-0" role="alert">
            <span>{t('earnings.my.byMonth.error')}</span>
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => void load()}
            >
              {t('earnings.my.byMonth.retry')}
            </button>
          </div>
        )}
        {state?.status === 'ready' && !hasAny && (
          <p className="text-body-secondary mb-0" data-testid="earnings-by-month-empty">
            {t('earnings.my.byMonth.empty')}
          </p>
        )}
        {state?.status === 'ready' && data && hasAny && (
          <Chart
            kind="bar"
            title={t('earnings.my.byMonth.title')}
            labels={data.months.map((month) => monthLabel(month, i18n.language))}
            series={[
              { label: t('earnings.my.byMonth.series'), values: data.kurus.map((k) => k / 100) },
            ]}
            format={(lira) => formatTry(Math.round(lira * 100), i18n.language)}
            testId="earnings-by-month-chart"
          />
        )}
      </div>
    </section>
  );
}
