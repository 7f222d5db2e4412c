// The earnings CSV for Excel in Turkish: UTF-8 with a byte order mark (so Excel reads ğ, ş,
// ı correctly), a semicolon between fields (Excel-TR's list separator; the comma is its decimal
// mark) and Turkish headers. Amounts are plain numbers with a decimal comma, so Excel sums them.
import { creatorNet, type Kurus, type TaxStatus } from '@/lib/money';
import type { EarningKind } from '@/lib/collections/earnings';

export const CSV_BOM = '\uFEFF';

export type CsvRecord = {
  influencerId: string;
  createdAt: number | null;
  influencerName: string;
  briefTitle: string;
  kind: EarningKind;
  amount: Kurus;
  note: string;
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

/** One field: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

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
    const split = record.kind === 'earning' ? creatorNet(record.amount, statusOf(record)) : null;
    return [
      csvDate(record.createdAt),
      record.influencerName,
      record.briefTitle,
      KIND_TR[record.kind],
      csvAmount(record.amount),
      split ? csvAmount(split.withholding) : '',
      split ? csvAmount(split.net) : '',
      record.note,
    ]
      .map(csvField)
      .join(';');
  });
  return CSV_BOM + [CSV_HEADERS.join(';'), ...rows].join('\r\n') + '\r\n';
}

/** 'hakedisler-2024-02.csv' or 'hakedisler.csv' for every month. */
export const csvFileName = (month: string) =>
  month === '' ? 'hakedisler.csv' : `hakedisler-${month}.csv`;
