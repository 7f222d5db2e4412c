import { describe, expect, it } from 'vitest';
import { parseLiraInput } from '../components/RecordEarningForm';
import { byInfluencer } from '../pages/EarningsAdminPage';
import type { Collaboration } from '../api/earningsApi';
import {
  CSV_BOM,
  csvAmount,
  csvField,
  csvFileName,
  csvText,
  earningsCsv,
  neutralised,
  type CsvRecord,
} from '../model/csv';
import { inMonth, isMonth, monthOf, monthsOf, recentMonths } from '../model/month';
import { formatTotalEarned, parseTotalEarned } from '../model/totalEarned';

const record = (overrides: Partial<CsvRecord> = {}): CsvRecord => ({
  influencerId: 'ayse',
  createdAt: Date.UTC(2024, 1, 3, 10, 0),
  influencerName: 'Ayşe Yılmaz',
  briefTitle: 'Kış Cilt Bakım Serisi Tanıtımı',
  kind: 'earning',
  amount: 320_000,
  note: '',
  ...overrides,
});

describe('earnings CSV', () => {
  it('starts with a BOM, uses semicolons, Turkish headers and CRLF', () => {
    const text = earningsCsv([record()], () => 'creatorExempt');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Tarih;Influencer;Proje;Tür;Brüt Hakediş (TL);Stopaj (TL);Net (TL);Not');
    // 3.200 TL gross, 15 % withheld under 20/B: 480 TL, 2.720 TL net.
    expect(lines[1]).toBe(
      '03.02.2024;Ayşe Yılmaz;Kış Cilt Bakım Serisi Tanıtımı;Hakediş;3200,00;480,00;2720,00;',
    );
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('withholds nothing for an invoicing status and leaves a payout without breakdown', () => {
    const text = earningsCsv(
      [record({ amount: 150_050 }), record({ kind: 'payout', amount: 100_000, note: 'Havale' })],
      () => 'soleProprietor',
    );
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toContain(';Hakediş;1500,50;0,00;1500,50;');
    expect(lines[2]).toContain(';Ödeme;1000,00;;;Havale');
  });

  it('quotes fields holding a separator, a quote or a line break', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('"Yaz" kampanyası')).toBe('"""Yaz"" kampanyası"');
    expect(csvField('iki\nsatır')).toBe('"iki\nsatır"');
    expect(csvField('düz')).toBe('düz');
  });

  it('neutralises typed text that starts like a formula (OWASP CSV injection)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutralised(`${start}1+1`)).toBe(`'${start}1+1`);
    // Spaces before the formula are dropped by some spreadsheets.
    expect(neutralised('  =1+1')).toBe("'  =1+1");
    // Elsewhere in the text they are harmless and stay as written.
    expect(neutralised('Kampanya = %20 indirim')).toBe('Kampanya = %20 indirim');
    expect(neutralised("Ayşe's @hesabı")).toBe("Ayşe's @hesabı");
    expect(neutralised('')).toBe('');
  });

  it('neutralises first, then quotes: quotes, semicolons and line breaks stay inside', () => {
    expect(csvText('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvText('@SUM(A1;A2)')).toBe('"\'@SUM(A1;A2)"');
    expect(csvText('-2+3\ncmd')).toBe('"\'-2+3\ncmd"');
    expect(csvText('\r=1')).toBe('"\'\r=1"');
    expect(csvText('Yaz; kış')).toBe('"Yaz; kış"');
    expect(csvText('düz')).toBe('düz');
  });

  it('neutralises the typed cells of a row and never our own amounts', () => {
    const text = earningsCsv(
      [
        record({
          influencerName: '+90 Ayşe',
          briefTitle: '=HYPERLINK("http://x","y")',
          note: '@not',
          amount: 150_000,
        }),
      ],
      () => 'creatorExempt',
    );
    const line = text.slice(1).split('\r\n')[1];
    expect(line).toBe(
      '03.02.2024;\'+90 Ayşe;"\'=HYPERLINK(""http://x"",""y"")";Hakediş;1500,00;225,00;1275,00;\'@not',
    );
    // A negative figure we format ourselves stays a number for the spreadsheet.
    expect(csvAmount(-150)).toBe('-1,50');
    expect(csvField(csvAmount(-150))).toBe('-1,50');
  });

  it('writes amounts with a decimal comma and no grouping', () => {
    expect(csvAmount(1_250_005)).toBe('12500,05');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-150)).toBe('-1,50');
  });

  it('names the file after the month', () => {
    expect(csvFileName('')).toBe('hakedisler.csv');
    expect(csvFileName('2024-02')).toBe('hakedisler-2024-02.csv');
  });
});

describe('month filter', () => {
  it("takes the month in Türkiye's time (UTC+3)", () => {
    expect(monthOf(Date.UTC(2024, 0, 31, 20, 59))).toBe('2024-01');
    expect(monthOf(Date.UTC(2024, 0, 31, 21, 0))).toBe('2024-02');
    expect(monthOf(Date.UTC(2024, 11, 31, 21, 30))).toBe('2025-01');
  });

  it('keeps the records of the chosen month, all for none', () => {
    const records = [{ month: '2024-02' }, { month: '2024-01' }, { month: '2024-02' }];
    expect(inMonth(records, '2024-02')).toEqual([{ month: '2024-02' }, { month: '2024-02' }]);
    expect(inMonth(records, '2023-12')).toEqual([]);
    expect(inMonth(records, '')).toHaveLength(3);
    expect(monthsOf([...records, { month: 'bad' }])).toEqual(['2024-02', '2024-01']);
    expect(isMonth('2024-13')).toBe(false);
  });

  it('offers the last twelve months, across a year end', () => {
    const months = recentMonths(Date.UTC(2024, 1, 10));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2024-02', '2024-01', '2023-12']);
    expect(months[11]).toBe('2023-03');
  });
});

describe('totalEarnedPrice string', () => {
  it('reads stored strings and numbers as kuruş', () => {
    expect(parseTotalEarned('12750')).toBe(1_275_000);
    expect(parseTotalEarned('12500.5')).toBe(1_250_050);
    expect(parseTotalEarned('12500,05')).toBe(1_250_005);
    expect(parseTotalEarned(300)).toBe(30_000);
    expect(parseTotalEarned(undefined)).toBe(0);
    expect(parseTotalEarned('abc')).toBe(0);
  });

  it('writes the shortest plain lira', () => {
    expect(formatTotalEarned(1_250_000)).toBe('12500');
    expect(formatTotalEarned(1_250_050)).toBe('12500.5');
    expect(formatTotalEarned(1_250_005)).toBe('12500.05');
    expect(formatTotalEarned(0)).toBe('0');
    expect(parseTotalEarned(formatTotalEarned(1_599_999))).toBe(1_599_999);
  });
});

describe('admin form and grouping', () => {
  it('reads lira as typed in Turkish or plain', () => {
    expect(parseLiraInput('3200')).toBe(320_000);
    expect(parseLiraInput('3.200,50')).toBe(320_050);
    expect(parseLiraInput('3200,5')).toBe(320_050);
    expect(parseLiraInput('3200.5')).toBe(320_050);
    expect(parseLiraInput('₺ 3.200')).toBe(320_000);
    expect(parseLiraInput('0')).toBeNull();
    expect(parseLiraInput('-5')).toBeNull();
    expect(parseLiraInput('12abc')).toBeNull();
  });

  it('groups collaborations by influencer in first-seen order', () => {
    const row = (briefId: string, influencerId: string): Collaboration => ({
      key: `${briefId}:${influencerId}`,
      briefId,
      briefTitle: briefId,
      brandName: 'Nova',
      influencerId,
      influencerName: influencerId.toUpperCase(),
      completedAt: null,
      price: 400_000,
      influencerEarnings: 320_000,
      paymentState: null,
    });
    const groups = byInfluencer([row('b1', 'a'), row('b1', 'b'), row('b2', 'a')]);
    expect(groups.map((g) => [g.uid, g.name, g.items.map((i) => i.briefId)])).toEqual([
      ['a', 'A', ['b1', 'b2']],
      ['b', 'B', ['b1']],
    ]);
  });
});
