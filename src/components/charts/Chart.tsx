import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTranslations } from '@/i18n';
import { formatCount } from '@/lib/numberFormat';
import { buildChartConfig } from './chartConfig';
import { ChartTable } from './ChartTable';
import type { ChartProps } from './chartTypes';
import { loadChartJs, type ChartConstructor } from './loadChartJs';
import { readPalette, themeAttributes } from './themePalette';

type LoadStatus = 'loading' | 'ready' | 'error';

/** Counts up whenever <html>'s theme attributes change, so the chart redraws in the new colours. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: themeAttributes,
    });
    return () => observer.disconnect();
  }, []);
  return version;
}

/** chart.js and the chart texts (part `charts`), loaded the first time a chart mounts. */
function useChartLibrary(): { status: LoadStatus; Chart: ChartConstructor | null } {
  const [state, setState] = useState<{ status: LoadStatus; Chart: ChartConstructor | null }>({
    status: 'loading',
    Chart: null,
  });
  useEffect(() => {
    let live = true;
    Promise.all([loadChartJs(), loadTranslations('charts')]).then(
      ([Chart]) => live && setState({ status: 'ready', Chart }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'error', Chart: null });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * A bar or line chart drawn with chart.js in the active theme's colours, with its figures in
 * an accessible table (the canvas itself is hidden from screen readers).
 */
export function Chart({ kind, title, labels, series, format, testId }: ChartProps) {
  const { t, i18n } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { status, Chart: ChartJs } = useChartLibrary();
  const themeVersion = useThemeVersion();
  const writeValue = format ?? ((value: number) => formatCount(value, i18n.language));

  // Redrawn from scratch when the figures, the language or the theme change (charts here are
  // small, and a new palette is read then). The figures are compared by content, so callers
  // need not memoise their arrays; the format is read through a ref for the same reason.
  const formatRef = useRef(writeValue);
  useEffect(() => {
    formatRef.current = writeValue; // before the drawing effect below, which runs after it
  });
  const dataKey = JSON.stringify([kind, labels, series]);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!ChartJs || !canvas) return;
    const [drawnKind, drawnLabels, drawnSeries] = JSON.parse(dataKey) as [
      ChartProps['kind'],
      ChartProps['labels'],
      ChartProps['series'],
    ];
    const config = buildChartConfig(
      {
        kind: drawnKind,
        labels: drawnLabels,
        series: drawnSeries,
        format: (v) => formatRef.current(v),
      },
      readPalette(),
    );
    const chart = new ChartJs(canvas, config);
    return () => chart.destroy();
  }, [ChartJs, dataKey, i18n.language, themeVersion]);

  return (
    <figure className="report-chart mb-4" data-testid={testId} data-state={status}>
      <figcaption className="fw-semibold mb-2">{title}</figcaption>
      <div className="position-relative" style={{ height: '16rem' }}>
        {status === 'loading' && (
          <div
            className="d-flex align-items-center gap-2 h-100 justify-content-center text-body-secondary"
            role="status"
          >
            <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
            <span>{t('charts.loading', 'Grafik yükleniyor…')}</span>
          </div>
        )}
        {status === 'error' && (
          <p className="text-body-secondary">
            {t('charts.failed', 'Grafik yüklenemedi; rakamlar tabloda.')}
          </p>
        )}
        {status === 'ready' && (
          <canvas ref={canvasRef} aria-hidden="true" data-testid={testId && `${testId}-canvas`} />
        )}
      </div>
      <ChartTable
        title={title}
        labels={labels}
        series={series}
        format={writeValue}
        withToggle={status !== 'loading'}
        testId={testId}
      />
    </figure>
  );
}
