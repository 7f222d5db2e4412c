import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_SLOTS } from '@shared/campaignReport';
import { Chart } from '@/components/charts';
import type { ReportTableData } from './reportRows';

/**
 * The engagement (likes + comments) of each post over its three readings, and per influencer
 * her latest likes and comments as bars. Only rows with a post are drawn.
 */
export function ReportCharts({ rows }: Pick<ReportTableData, 'rows'>) {
  const { t } = useTranslation();
  const posted = useMemo(() => rows.filter((row) => row.posts > 0), [rows]);
  const slotLabels = useMemo(() => REPORT_SLOTS.map((slot) => t(`reports.slots.${slot}`)), [t]);
  const overTime = useMemo(
    () =>
      posted.map((row) => ({
        label: row.label,
        values: REPORT_SLOTS.map((slot) => row.series[slot]?.engagement ?? null),
      })),
    [posted],
  );
  const perParty = useMemo(
    () => [
      { label: t('reports.table.columns.likes'), values: posted.map((row) => row.likes) },
      { label: t('reports.table.columns.comments'), values: posted.map((row) => row.comments) },
    ],
    [posted, t],
  );
  const partyLabels = useMemo(() => posted.map((row) => row.label), [posted]);
  if (posted.length === 0) return null;
  return (
    <div className="row g-4 report-charts">
      <div className="col-lg-6">
        <Chart
          kind="line"
          title={t('reports.charts.overTime')}
          labels={slotLabels}
          series={overTime}
          testId="report-chart-engagement"
        />
      </div>
      <div className="col-lg-6">
        <Chart
          kind="bar"
          title={t('reports.charts.perParty')}
          labels={partyLabels}
          series={perParty}
          testId="report-chart-parties"
        />
      </div>
    </div>
  );
}
