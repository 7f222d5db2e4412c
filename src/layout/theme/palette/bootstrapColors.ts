// The colours Bootstrap 5.3 draws in each colour mode that the themes do not replace: the page
// backgrounds the theme's text sits on, the body and muted text, and the status colours
// (success, danger, …) of badges, buttons and alerts. The palette derives its shades against
// these; a unit test reads bootstrap.css and fails when an upgrade changes one of them.
import type { ThemeMode } from '@/store/ui/themes';

export const statusNames = ['secondary', 'success', 'info', 'warning', 'danger'] as const;
export type StatusName = (typeof statusNames)[number];

export type ModeColors = {
  /** --bs-body-bg: cards, forms, the top bar, the side menu. */
  bodyBg: string;
  /** --bs-tertiary-bg: the page behind the cards (AppLayout's main area). */
  tertiaryBg: string;
  /** --bs-secondary-bg: hovered menu rows, list headers, disabled fields. */
  secondaryBg: string;
  bodyColor: string;
  /** --bs-border-color: the edge of fields, selects and unchecked boxes (about 1.3:1). */
  border: string;
  /** --bs-secondary-color is bodyColor at this opacity (muted text, placeholders). */
  secondaryAlpha: number;
  /** The same in both modes: bg-*, btn-*, the badge colours. */
  status: Record<StatusName, string>;
  /** --bs-<status>-text-emphasis and --bs-<status>-bg-subtle: alerts. */
  statusEmphasis: Record<StatusName, string>;
  statusSubtleBg: Record<StatusName, string>;
};

const status: Record<StatusName, string> = {
  secondary: '#6c757d',
  success: '#198754',
  info: '#0dcaf0',
  warning: '#ffc107',
  danger: '#dc3545',
};

export const white = '#ffffff';
/** Bootstrap's dark ink ($gray-900): text-dark, and dark text on a light button. */
export const ink = '#212529';

export const bootstrapColors: Record<ThemeMode, ModeColors> = {
  light: {
    bodyBg: white,
    tertiaryBg: '#f8f9fa',
    secondaryBg: '#e9ecef',
    bodyColor: ink,
    border: '#dee2e6',
    secondaryAlpha: 0.75,
    status,
    statusEmphasis: {
      secondary: '#2b2f32',
      success: '#0a3622',
      info: '#055160',
      warning: '#664d03',
      danger: '#58151c',
    },
    statusSubtleBg: {
      secondary: '#e2e3e5',
      success: '#d1e7dd',
      info: '#cff4fc',
      warning: '#fff3cd',
      danger: '#f8d7da',
    },
  },
  dark: {
    bodyBg: ink,
    tertiaryBg: '#2b3035',
    secondaryBg: '#343a40',
    bodyColor: '#dee2e6',
    border: '#495057',
    secondaryAlpha: 0.75,
    status,
    statusEmphasis: {
      secondary: '#a7acb1',
      success: '#75b798',
      info: '#6edff6',
      warning: '#ffda6a',
      danger: '#ea868f',
    },
    statusSubtleBg: {
      secondary: '#161719',
      success: '#051b11',
      info: '#032830',
      warning: '#332701',
      danger: '#2c0b0e',
    },
  },
};
