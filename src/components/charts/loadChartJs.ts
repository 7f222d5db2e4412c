// chart.js is imported here and nowhere else, and only dynamically: the pages that draw a
// chart fetch it as its own chunk, so the first /app screen does not carry it.

/** What the Chart component needs from chart.js: build from a config, update, destroy. */
export type ChartInstance = { destroy(): void };
export type ChartConstructor = new (canvas: HTMLCanvasElement, config: unknown) => ChartInstance;

let loading: Promise<ChartConstructor> | null = null;

/** Loads chart.js once, registering only the pieces bar and line charts use (tree-shaken). */
export function loadChartJs(): Promise<ChartConstructor> {
  loading ??= import('chart.js').then(
    ({
      Chart,
      BarController,
      BarElement,
      LineController,
      LineElement,
      PointElement,
      CategoryScale,
      LinearScale,
      Legend,
      Tooltip,
    }) => {
      Chart.register(
        BarController,
        BarElement,
        LineController,
        LineElement,
        PointElement,
        CategoryScale,
        LinearScale,
        Legend,
        Tooltip,
      );
      return Chart as unknown as ChartConstructor;
    },
    (error: unknown) => {
      loading = null; // a later chart tries again (offline, a new deploy)
      throw error;
    },
  );
  return loading;
}
