// The campaign report as CSV for Excel in Turkish (src/lib/csv.ts: BOM, semicolons, typed text
// neutralised against formula injection). Names and links are typed by people: neutralised.
import type { CampaignReport } from '@shared/campaignReport';
import { csvField, csvFile, csvNumber, csvText } from '@/lib/csv';

export const REPORT_CSV_HEADERS = [
  'Influencer',
  'Paylaşım bağlantısı',
  'Paylaşım',
  'Erişim (takipçi)',
  'Beğeni',
  'Yorum',
  'Görüntülenme',
  'Etkileşim oranı (%)',
  'Maliyet (TL)',
  'Etkileşim başına maliyet (TL)',
  'Elle girildi',
] as const;

const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');

/** The file's text: one line per party, then the totals line ("Toplam"). */
export function reportCsv(report: CampaignReport): string {
  const rows = report.rows.map((row) => [
    csvText(row.name),
    csvText(row.postLink ?? ''),
    csvField(String(row.posts)),
    csvField(csvNumber(row.reach)),
    csvField(csvNumber(row.likes)),
    csvField(csvNumber(row.comments)),
    csvField(csvNumber(row.views)),
    csvField(csvNumber(row.engagementRate)),
    csvField(csvNumber(row.cost)),
    csvField(csvNumber(row.costPerEngagement)),
    csvField(yesNo(row.manual)),
  ]);
  const { totals } = report;
  rows.push([
    'Toplam',
    '',
    String(totals.posts),
    csvNumber(totals.reach),
    csvNumber(totals.likes),
    csvNumber(totals.comments),
    csvNumber(totals.views),
    csvNumber(totals.engagementRate),
    csvNumber(totals.cost),
    csvNumber(totals.costPerEngagement),
    '',
  ]);
  return csvFile(REPORT_CSV_HEADERS, rows);
}

/** 'kampanya-raporu-<briefId>.csv' (the id is ours, safe in a file name). */
export const reportCsvName = (briefId: string) =>
  `kampanya-raporu-${briefId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
