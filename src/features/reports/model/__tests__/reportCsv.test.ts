import { describe, expect, it } from 'vitest';
import { buildCampaignReport } from '@shared/campaignReport';
import { CSV_BOM } from '@/lib/csv';
import { REPORT_CSV_HEADERS, reportCsv, reportCsvName } from '../reportCsv';

const report = buildCampaignReport({
  brief: {
    id: 'b1',
    title: 'Yaz',
    paymentType: 'both',
    products: [{ name: 'Krem', price: 250.5 }],
  },
  parties: [
    { userId: 'a', name: '=HYPERLINK("http://kötü")', price: 1000 },
    { userId: 'b', name: 'Zeynep; Kaya', price: 0 },
  ],
  metrics: [
    {
      userId: 'a',
      postLink: '+https://www.instagram.com/p/1/',
      platform: 'instagram',
      followersAtPosting: 3000,
      readings: {
        day1: { at: 1, likes: 100, comments: 20, views: null, source: 'manual' },
      },
    },
  ],
});

describe('reportCsv', () => {
  const lines = reportCsv(report).split('\r\n');

  it('starts with the BOM and the Turkish headers, one line per party and the totals', () => {
    expect(lines[0]).toBe(CSV_BOM + REPORT_CSV_HEADERS.join(';'));
    expect(lines).toHaveLength(5); // header, 2 parties, totals, and the final line break
    expect(lines[4]).toBe('');
  });

  it('neutralises typed text and quotes separators; numbers keep a decimal comma', () => {
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://kötü"")";'+https://www.instagram.com/p/1/;1;3000;100;20;;4;1250,5;10,42;Evet`,
    );
    expect(lines[2]).toBe('"Zeynep; Kaya";;0;;0;0;;;250,5;;Hayır');
    expect(lines[3]).toBe('Toplam;;1;3000;100;20;;4;1501;12,51;');
  });

  it('names the file after the brief, safely', () => {
    expect(reportCsvName('b1/../x')).toBe('kampanya-raporu-b1x.csv');
  });
});
