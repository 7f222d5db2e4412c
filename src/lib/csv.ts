// CSV files for Excel in Turkish (the earnings export, the campaign report): UTF-8 with a byte
// order mark (so Excel reads ğ, ş, ı correctly), a semicolon between fields (Excel-TR's list
// separator; the comma is its decimal mark). Text that people typed (names, titles, links) is
// neutralised against formula injection (OWASP "CSV Injection"): a cell starting with = + - @
// (or a tab / carriage return, which some spreadsheets skip before reading a formula) gets a
// leading single quote, so it opens as text. Our own cells (dates, amounts) are never
// neutralised: a negative amount must stay a number.

export const CSV_BOM = '\uFEFF';

/** One field: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Starts like a formula (also after leading spaces, which some spreadsheets drop). */
const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r\n]/;

/** A typed text, made inert: `'=HYPERLINK(…)` opens as the text it is, not as a formula. */
export function neutralised(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field of text people typed: neutralised, then quoted as any field. */
export function csvText(value: string): string {
  return csvField(neutralised(value));
}

/** A number with a decimal comma and no grouping ('1234,5'); '' for none. */
export function csvNumber(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}

/** The whole file's text: BOM, the header row and the rows (fields ready), CRLF line ends. */
export function csvFile(headers: readonly string[], rows: readonly string[][]): string {
  return CSV_BOM + [headers.join(';'), ...rows.map((row) => row.join(';'))].join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a download (a Blob URL, revoked once clicked). */
export function downloadCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
