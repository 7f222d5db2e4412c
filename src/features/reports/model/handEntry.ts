// The hand-typed reading's form rules (issue 22): whole numbers 0..10^10 (as the function
// checks); views may stay empty (the platform gives none).
import { REPORT_SLOTS, type ReportSlot } from '@shared/campaignReport';

export const MAX_FIGURE = 10_000_000_000;

export type HandEntryValues = { slot: ReportSlot; likes: string; comments: string; views: string };
export type HandEntryErrors = Partial<Record<'likes' | 'comments' | 'views', string>>;

const figure = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_FIGURE ? value : null;
};

/** The i18n keys of the fields' errors; empty when the figures are fine. */
export function handEntryErrors(values: HandEntryValues): HandEntryErrors {
  const errors: HandEntryErrors = {};
  const message = 'reports.hand.errors.figure';
  if (figure(values.likes) === null) errors.likes = message;
  if (figure(values.comments) === null) errors.comments = message;
  if (values.views.trim() !== '' && figure(values.views) === null) errors.views = message;
  return errors;
}

/** The figures to send, once handEntryErrors is empty. */
export function handEntryFigures(values: HandEntryValues) {
  return {
    slot: values.slot,
    likes: figure(values.likes) ?? 0,
    comments: figure(values.comments) ?? 0,
    views: values.views.trim() === '' ? null : figure(values.views),
  };
}

export const isReportSlot = (value: string): value is ReportSlot =>
  (REPORT_SLOTS as readonly string[]).includes(value);
