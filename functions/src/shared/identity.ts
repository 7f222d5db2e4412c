// Turkish identity data shared by the Cloud Functions and the web client (issue 18 point 11).
// Plain TypeScript, no imports.

/**
 * A T.C. kimlik numarası (TCKN): 11 digits, the first not 0, the 10th digit
 * ((d1 + d3 + d5 + d7 + d9) × 7 − (d2 + d4 + d6 + d8)) mod 10 and the 11th the sum of the first
 * ten mod 10 (the population register's check digits).
 */
export function isTcNumber(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  // JavaScript's % keeps the sign: bring a negative difference back into 0..9.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** The stored shape of a Turkish mobile number. */
export const TR_MOBILE_PATTERN = /^\+905[0-9]{9}$/;

/**
 * A Turkish mobile number as people type it ('0532 123 45 67', '532-123-4567', '+90 532 …',
 * '90532…', '(0532) 123 45 67', '0090 532 …') in its stored form '+905XXXXXXXXX', or null when
 * it is not one (a landline, too few or too many digits, letters).
 */
export function normaliseTrMobile(value: string): string | null {
  const trimmed = String(value ?? '').trim();
  // Only digits, spaces, dots, dashes, brackets and one leading +.
  if (!/^\+?[0-9\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.startsWith('0090')) digits = digits.slice(4);
  else if (digits.startsWith('90') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  // A leading + must have been followed by the country code.
  if (trimmed.startsWith('+') && !/^\+\s*\(?\s*90/.test(trimmed)) return null;
  return /^5[0-9]{9}$/.test(digits) ? `+90${digits}` : null;
}
