import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProps } from './chartTypes';

type Props = Required<Pick<ChartProps, 'title' | 'labels' | 'series' | 'format'>> & {
  /** False until the chart texts have loaded (the toggle's words are among them). */
  withToggle: boolean;
  testId?: string;
};

/**
 * The chart's figures as a table: always in the page for screen readers (the canvas is
 * hidden from them), shown to sighted users on request.
 */
export function ChartTable({ title, labels, series, format, withToggle, testId }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <>
      {withToggle && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0 d-print-none"
          aria-expanded={shown}
          aria-controls={tableId}
          onClick={() => setShown((value) => !value)}
          data-testid={testId && `${testId}-toggle`}
        >
          {t(shown ? 'charts.hideTable' : 'charts.showTable')}
        </button>
      )}
      <div className={shown ? 'table-responsive' : 'visually-hidden'}>
        <table
          id={tableId}
          className="table table-sm table-striped mb-0"
          data-testid={testId && `${testId}-table`}
        >
          <caption className="caption-top">{title}</caption>
          <thead>
            <tr>
              <td />
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((item) => {
                  const value = item.values[row];
                  return (
                    <td key={item.label} className="text-end">
                      {value === null || value === undefined ? '—' : format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
