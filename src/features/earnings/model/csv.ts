// The earnings CSV for Excel in Turkish: UTF-8 with a byte order mark (so Excel reads ğ, ş,
// ı correctly), a semicolon between fields (Excel-TR's list separator; the comma is its decimal
// mark) and Turkish headers. Amounts are plain numbers with a decimal comma, so Excel sums them.
// Text that people typed (names, brief titles, notes) is neutralised against formula injection
// (OWASP "CSV Injection"): a cell starting with = + - @ (or a tab / carriage return, which some
// spreadsheets skip before reading a formula) gets a leading single quote, so it opens as text.
// Our own cells (dates, kinds, amounts) are never neutralised: a negative amount must stay a number.
import type { Kurus, TaxStatus } from '@/lib/money';
import type { EarningKind } from '@/lib/collections/earnings';
import { CSV_BOM, csvField, csvText } from '@/lib/csv';
import { earningSplit } from './payments';

// The generic pieces (BOM, quoting, formula neutralising) live in src/lib/csv.ts, shared with
// the campaign report's CSV; re-exported so the earnings importers stay as they were.
export { CSV_BOM, csvField, csvText, neutralised } from '@/lib/csv';

export type CsvRecord = {
  influencerId: string;
  createdAt: number | null;
  influencerName: string;
  briefTitle: string;
  kind: EarningKind;
  amount: Kurus;
  note: string;
  /** Stored at a collaboration payment's release (issue 20): preferred to the computed split. */
  withholding?: Kurus;
  net?: Kurus;
};

export const CSV_HEADERS = [
  'Tarih',
  'Influencer',
  'Proje',
  'Tür',
  'Brüt Hakediş (TL)',
  'Stopaj (TL)',
  'Net (TL)',
  'Not',
] as const;

const KIND_TR: Record<EarningKind, string> = { earning: 'Hakediş', payout: 'Ödeme' };

/** Kuruş as '12500,50' (decimal comma, no grouping). */
export function csvAmount(kurus: Kurus): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** dd.MM.yyyy in Türkiye's time (UTC+3), as dates show everywhere in the app. */
export function csvDate(millis: number | null): string {
  if (millis === null) return '';
  const local = new Date(millis + 3 * 60 * 60 * 1000);
  const dd = String(local.getUTCDate()).padStart(2, '0');
  const mm = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${local.getUTCFullYear()}`;
}

/** The whole file's text (BOM, header row, one row per record, CRLF line ends). */
export function earningsCsv(
  records: readonly CsvRecord[],
  statusOf: (record: CsvRecord) => TaxStatus,
): string {
  const rows = records.map((record) => {
    // A payout is money already sent: the breakdown belongs to earnings only.
    // A payment's record keeps the split of its release; the rest are computed from the status.
    const split = record.kind === 'earning' ? earningSplit(record, statusOf(record)) : null;
    return [
      csvField(csvDate(record.createdAt)),
      csvText(record.influencerName),
      csvText(record.briefTitle),
      csvField(KIND_TR[record.kind]),
      csvField(csvAmount(record.amount)),
      csvField(split ? csvAmount(split.withholding) : ''),
      csvField(split ? csvAmount(split.net) : ''),
      csvText(record.note),
    ].join(';');
  });
  return CSV_BOM + [CSV_HEADERS.join(';'), ...rows].join('\r\n') + '\r\n';
}

/** 'hakedisler-2024-02.csv' or 'hakedisler.csv' for every month. */
export const csvFileName = (month: string) =>
  month === '' ? 'hakedisler.csv' : `hakedisler-${month}.csv`;
