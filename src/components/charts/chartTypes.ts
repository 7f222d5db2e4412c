/** One line or one set of bars; `null` is a missing figure (a gap, "—" in the table). */
export type ChartSeries = { label: string; values: (number | null)[] };

export type ChartProps = {
  kind: 'bar' | 'line';
  /** Said above the chart and as the table's caption. */
  title: string;
  /** The x axis: one per value of each series. */
  labels: string[];
  series: ChartSeries[];
  /** How a figure is written (axis, tooltip and table); plain locale digits by default. */
  format?: (value: number) => string;
  testId?: string;
};

/** The theme colours a chart is drawn with, read from the CSS variables when it draws. */
export type ChartPalette = {
  series: string[];
  text: string;
  grid: string;
};
