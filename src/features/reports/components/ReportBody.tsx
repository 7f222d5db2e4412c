import { useTranslation } from 'react-i18next';
import { ReportCharts } from './ReportCharts';
import { ReportTable } from './ReportTable';
import type { ReportTableData } from './reportRows';

/** The table and the charts, or the empty text before any post is live. */
export function ReportBody({ rows, totals }: ReportTableData) {
  const { t } = useTranslation();
  if (totals.posts === 0)
    return (
      <p className="text-body-secondary" data-testid="report-empty">
        {t('reports.page.empty')}
      </p>
    );
  return (
    <>
      <ReportTable rows={rows} totals={totals} />
      <ReportCharts rows={rows} />
    </>
  );
}
