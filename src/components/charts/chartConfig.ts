import type { ChartPalette, ChartProps } from './chartTypes';

/** Bar fills: the theme colour at 70 % when it is #rrggbb (canvas may not parse color-mix). */
function translucent(colour: string): string {
  return /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}b3` : colour;
}

/**
 * The chart.js configuration for the props and the theme's palette: plain data, so it can
 * be checked without a canvas.
 */
export function buildChartConfig(
  props: Pick<ChartProps, 'kind' | 'labels' | 'series' | 'format'>,
  palette: ChartPalette,
) {
  const format = props.format ?? ((value: number) => value.toLocaleString());
  const colourOf = (index: number) => palette.series[index % palette.series.length] ?? palette.text;
  return {
    type: props.kind,
    data: {
      labels: props.labels,
      datasets: props.series.map((series, index) => ({
        label: series.label,
        data: series.values,
        borderColor: colourOf(index),
        backgroundColor: props.kind === 'bar' ? translucent(colourOf(index)) : colourOf(index),
        borderWidth: 2,
        spanGaps: true,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // The figures are in the table too; no animation keeps print and reduced motion calm.
      animation: false as const,
      color: palette.text,
      plugins: {
        legend: { display: props.series.length > 1, labels: { color: palette.text } },
        tooltip: {
          callbacks: {
            label: (item: { dataset: { label?: string }; parsed: { y: number | null } }) =>
              `${item.dataset.label ?? ''}: ${item.parsed.y === null ? '—' : format(item.parsed.y)}`,
          },
        },
      },
      scales: {
        x: { ticks: { color: palette.text }, grid: { color: palette.grid } },
        y: {
          beginAtZero: true,
          ticks: {
            color: palette.text,
            callback: (value: number | string) => format(Number(value)),
          },
          grid: { color: palette.grid },
        },
      },
    },
  };
}
