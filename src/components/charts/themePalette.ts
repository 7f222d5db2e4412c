import type { ChartPalette } from './chartTypes';

// Bootstrap's theme variables, in the order series take them: the colour files of
// src/layout/theme set them per theme, so a chart follows the active theme.
const seriesVariables = [
  '--bs-primary',
  '--bs-success',
  '--bs-warning',
  '--bs-info',
  '--bs-danger',
  '--bs-secondary',
];

// Used only when a variable is not set (no stylesheet yet, or a test without CSS).
const fallbackSeries = ['#0d6efd', '#198754', '#ffc107', '#0dcaf0', '#dc3545', '#6c757d'];

function cssVariable(styles: CSSStyleDeclaration, name: string, fallback: string): string {
  return styles.getPropertyValue(name).trim() || fallback;
}

/** The active theme's colours, read now (call it at draw time, not once). */
export function readPalette(root: Element = document.documentElement): ChartPalette {
  const styles = getComputedStyle(root);
  return {
    series: seriesVariables.map((name, index) =>
      cssVariable(styles, name, fallbackSeries[index] ?? '#6c757d'),
    ),
    text: cssVariable(styles, '--bs-body-color', '#212529'),
    grid: cssVariable(styles, '--bs-border-color', '#dee2e6'),
  };
}

/** The attributes src/layout/theme/appearance.ts sets on <html> when the theme changes. */
export const themeAttributes = ['data-theme', 'data-bs-theme'];
