import { useTranslation } from 'react-i18next';
import { REPORT_SLOTS, type ReportFigures } from '@shared/campaignReport';
import { formatFigure, formatLira, formatRate } from '../model/reportFormat';
import type { ReportTableData, ReportTableRow } from './reportRows';

const figureColumns = [
  'posts',
  'reach',
  'likes',
  'comments',
  'views',
  'engagementRate',
  'cost',
  'costPerEngagement',
] as const satisfies readonly (keyof ReportFigures)[];

function useCell() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (figures: ReportFigures, column: (typeof figureColumns)[number]) => {
    if (column === 'engagementRate') return formatRate(figures.engagementRate, language);
    if (column === 'cost' || column === 'costPerEngagement')
      return formatLira(figures[column], language);
    return formatFigure(figures[column], language);
  };
}

/** The post link (https, stored through the safe-link rules) and the reasons it was not read. */
function RowHeader({ row }: { row: ReportTableRow }) {
  const { t } = useTranslation();
  const failures = REPORT_SLOTS.flatMap((slot) => {
    const failure = row.failures?.[slot];
    return failure ? [{ slot, failure }] : [];
  });
  return (
    <th scope="row">
      <span className="d-block">{row.label}</span>
      {row.postLink && (
        <a
          href={row.postLink}
          target="_blank"
          rel="noopener noreferrer"
          className="small text-break d-print-none"
        >
          {t('reports.table.openPost', { platform: row.platform ?? '' })}
        </a>
      )}
      {row.postLink && (
        <span className="small text-break d-none d-print-block">{row.postLink}</span>
      )}
      {row.manual && (
        <span className="badge text-bg-warning ms-1" data-testid="report-manual">
          {t('reports.table.manual')}
        </span>
      )}
      {failures.map(({ slot, failure }) => (
        <span key={slot} className="d-block small text-danger" data-testid="report-failure">
          {t(`reports.slots.${slot}`)}: {failure.message}
        </span>
      ))}
    </th>
  );
}

/** Per influencer (or post) and in total: the posts, reach, figures, cost. */
export function ReportTable({ rows, totals }: ReportTableData) {
  const { t } = useTranslation();
  const cell = useCell();
  return (
    <div className="table-responsive mb-4">
      <table className="table table-sm align-middle report-table" data-testid="report-table">
        <caption className="caption-top">{t('reports.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.table.party')}</th>
            {figureColumns.map((column) => (
              <th key={column} scope="col" className="text-end">
                {t(`reports.table.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.label}`} data-testid={`report-row-${index}`}>
              <RowHeader row={row} />
              {figureColumns.map((column) => (
                <td key={column} className="text-end" data-testid={`report-${column}`}>
                  {cell(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold" data-testid="report-totals">
            <th scope="row">{t('reports.table.totals')}</th>
            {figureColumns.map((column) => (
              <td key={column} className="text-end" data-testid={`report-${column}`}>
                {cell(totals, column)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
