// The shared identity rules (functions/src/shared/identity.ts, issue 18 point 11).
import { describe, expect, it } from 'vitest';
import { isTcNumber, normaliseTrMobile, TR_MOBILE_PATTERN } from '@shared/identity';

describe('T.C. kimlik numarası', () => {
  it('accepts numbers whose 10th and 11th digits check', () => {
    for (const valid of ['10000000146', '12345678950', '11111111110', '98765432150']) {
      expect(isTcNumber(valid), valid).toBe(true);
    }
  });

  it('refuses a wrong 10th or 11th digit', () => {
    expect(isTcNumber('10000000156')).toBe(false); // 10th digit off
    expect(isTcNumber('10000000147')).toBe(false); // 11th digit off
    expect(isTcNumber('12345678901')).toBe(false);
    expect(isTcNumber('11111111111')).toBe(false); // iyzico's placeholder is no real number
  });

  it('refuses a leading 0, other lengths and anything but digits', () => {
    for (const invalid of [
      '01234567890',
      '1000000014',
      '100000001460',
      '1000000014a',
      '',
      ' 10000000146',
      '1000 0000146',
    ]) {
      expect(isTcNumber(invalid), invalid).toBe(false);
    }
  });

  it('handles a negative (odd × 7 − even) difference', () => {
    // odd sum 1 (only d1), even sum 36: 7 − 36 = −29 → 10th digit 1; sum 1+36+1 = 38 → 8.
    expect(isTcNumber('19090909018')).toBe(true);
    expect(isTcNumber('19090909098')).toBe(false);
  });
});

describe('Turkish mobile numbers', () => {
  it('stores what people type as +905XXXXXXXXX', () => {
    for (const typed of [
      '0532 123 45 67',
      '05321234567',
      '532-123-4567',
      '5321234567',
      '+90 532 123 45 67',
      '+905321234567',
      '90532 123 4567',
      '905321234567',
      '(0532) 123 45 67',
      '0090 532 123 45 67',
      ' 0532.123.45.67 ',
    ]) {
      expect(normaliseTrMobile(typed), typed).toBe('+905321234567');
    }
    expect(TR_MOBILE_PATTERN.test('+905321234567')).toBe(true);
  });

  it('refuses landlines, wrong lengths, other countries and letters', () => {
    for (const typed of [
      '0212 123 45 67', // Istanbul landline
      '+902121234567',
      '0532 123 45 6',
      '0532 123 45 678',
      '+1 532 123 4567',
      '+44 7911 123456',
      '0532 ABC 45 67',
      '532123456',
      '',
      '   ',
      '++905321234567',
      '+0532 123 45 67',
    ]) {
      expect(normaliseTrMobile(typed), typed).toBeNull();
    }
  });
});
