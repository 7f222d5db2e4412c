// The app's charts: import from here; chart.js itself loads only when a chart mounts.
export { Chart } from './Chart';
export type { ChartProps, ChartSeries } from './chartTypes';
