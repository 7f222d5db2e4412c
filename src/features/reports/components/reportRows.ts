import type {
  ReportFailure,
  ReportFigures,
  ReportSlot,
  ReportTotals,
  SlotFigures,
} from '@shared/campaignReport';

/** A row as the table shows it: the app's report names people, a shared one only posts. */
export type ReportTableRow = ReportFigures & {
  label: string;
  postLink: string | null;
  platform: string | null;
  manual: boolean;
  failures?: Partial<Record<ReportSlot, ReportFailure>>;
  series: Record<ReportSlot, SlotFigures | null>;
};

export type ReportTableData = { rows: ReportTableRow[]; totals: ReportTotals };
