// The shared payout-details rules (functions/src/shared/payoutDetails.ts, issue 20): what the
// account form checks and the savePayoutDetails callable stores.
import { describe, expect, it } from 'vitest';
import {
  isTaxNumber,
  normaliseTrIban,
  payoutFieldsOf,
  payoutKinds,
  validatePayoutDetails,
  type PayoutDetailsInput,
  type PayoutKind,
} from '@shared/payoutDetails';

const IBAN = 'TR330006100519786457841326';
const TCKN = '10000000146';
const VKN = '4540536920';

/** A complete, valid form of each kind, as people type it. */
function typed(kind: PayoutKind): PayoutDetailsInput {
  return {
    kind,
    name: 'Ayşe',
    surname: 'Yılmaz',
    identityNumber: kind === 'LIMITED_OR_JOINT_STOCK_COMPANY' ? '' : TCKN,
    legalCompanyTitle: kind === 'PERSONAL' ? '' : 'Yılmaz Medya',
    taxOffice: kind === 'PERSONAL' ? '' : 'Kadıköy',
    taxNumber: kind === 'LIMITED_OR_JOINT_STOCK_COMPANY' ? VKN : '',
    iban: IBAN,
    address: 'Moda Cad. 1, Kadıköy, İstanbul',
    gsmNumber: '0532 123 45 67',
  };
}

function errorsOf(input: unknown) {
  const result = validatePayoutDetails(input);
  return result.ok ? {} : result.errors;
}

describe('payoutFieldsOf', () => {
  it('lists each kind’s fields in form order', () => {
    expect(payoutFieldsOf('PERSONAL')).toEqual([
      'name',
      'surname',
      'identityNumber',
      'iban',
      'gsmNumber',
      'address',
    ]);
    expect(payoutFieldsOf('PRIVATE_COMPANY')).toEqual([
      'name',
      'surname',
      'identityNumber',
      'legalCompanyTitle',
      'taxOffice',
      'iban',
      'gsmNumber',
      'address',
    ]);
    expect(payoutFieldsOf('LIMITED_OR_JOINT_STOCK_COMPANY')).toEqual([
      'name',
      'surname',
      'legalCompanyTitle',
      'taxOffice',
      'taxNumber',
      'iban',
      'gsmNumber',
      'address',
    ]);
  });
});

describe('validatePayoutDetails: required fields', () => {
  it.each(payoutKinds)('accepts a complete %s form', (kind) => {
    expect(validatePayoutDetails(typed(kind)).ok).toBe(true);
  });

  it.each(payoutKinds)('requires every field of %s, and only those', (kind) => {
    const blank = { ...typed(kind) };
    for (const field of payoutFieldsOf(kind)) blank[field] = '   ';
    const expected = Object.fromEntries(payoutFieldsOf(kind).map((field) => [field, 'required']));
    expect(errorsOf(blank)).toEqual(expected);
  });

  it('requires a known kind', () => {
    expect(errorsOf({ ...typed('PERSONAL'), kind: '' }).kind).toBe('required');
    expect(errorsOf({ ...typed('PERSONAL'), kind: undefined }).kind).toBe('required');
    expect(errorsOf({ ...typed('PERSONAL'), kind: 'SOLE_TRADER' }).kind).toBe('invalid');
    expect(errorsOf({ ...typed('PERSONAL'), kind: 'personal' }).kind).toBe('invalid');
  });

  it('still checks the common fields when the kind is unknown', () => {
    expect(errorsOf({ kind: 'X', iban: 'TR12', name: 'A' })).toEqual({
      kind: 'invalid',
      surname: 'required',
      iban: 'invalid',
      gsmNumber: 'required',
      address: 'required',
    });
  });

  it('refuses what is not a form at all', () => {
    for (const input of [null, undefined, 'PERSONAL', 42, []]) {
      expect(validatePayoutDetails(input).ok).toBe(false);
    }
    expect(errorsOf(null).kind).toBe('required');
  });

  it('refuses values that are not strings', () => {
    expect(errorsOf({ ...typed('PERSONAL'), name: 42 }).name).toBe('invalid');
    expect(errorsOf({ ...typed('PERSONAL'), iban: { v: IBAN } }).iban).toBe('invalid');
  });

  it('refuses overlong free text', () => {
    expect(errorsOf({ ...typed('PERSONAL'), name: 'a'.repeat(61) }).name).toBe('invalid');
    expect(errorsOf({ ...typed('PERSONAL'), address: 'a'.repeat(301) }).address).toBe('invalid');
    expect(validatePayoutDetails({ ...typed('PERSONAL'), address: 'a'.repeat(300) }).ok).toBe(true);
  });
});

describe('validatePayoutDetails: checks', () => {
  it('checks the TCKN of a person and of a sole proprietorship', () => {
    for (const kind of ['PERSONAL', 'PRIVATE_COMPANY'] as const) {
      expect(errorsOf({ ...typed(kind), identityNumber: '10000000147' })).toEqual({
        identityNumber: 'invalid',
      });
      expect(errorsOf({ ...typed(kind), identityNumber: '01234567890' }).identityNumber).toBe(
        'invalid',
      );
      expect(errorsOf({ ...typed(kind), identityNumber: '1000000014' }).identityNumber).toBe(
        'invalid',
      );
    }
  });

  it('checks the VKN of a company', () => {
    const kind = 'LIMITED_OR_JOINT_STOCK_COMPANY';
    expect(errorsOf({ ...typed(kind), taxNumber: '4540536921' })).toEqual({
      taxNumber: 'invalid',
    });
    expect(errorsOf({ ...typed(kind), taxNumber: '454053692' }).taxNumber).toBe('invalid');
    expect(errorsOf({ ...typed(kind), taxNumber: TCKN }).taxNumber).toBe('invalid');
  });

  it('accepts only valid Turkish IBANs', () => {
    for (const iban of [
      'TR330006100519786457841327', // check digits off
      'TR33000610051978645784132', // too short
      'DE89370400440532013000', // valid, but German
      'TR6800062001190000066723AB', // valid IBAN, but letters in the account number
      'TR33 0006 1005 1978 6457 8413 2X',
      'not an iban',
    ]) {
      expect(errorsOf({ ...typed('PERSONAL'), iban }), iban).toEqual({ iban: 'invalid' });
    }
  });

  it('accepts only Turkish mobile numbers', () => {
    for (const gsmNumber of ['0212 123 45 67', '0532 123 45 6', '+44 7911 123456']) {
      expect(errorsOf({ ...typed('PERSONAL'), gsmNumber }), gsmNumber).toEqual({
        gsmNumber: 'invalid',
      });
    }
  });
});

describe('validatePayoutDetails: normalisation', () => {
  it('trims, stores the IBAN compact in upper case and the mobile as E.164', () => {
    const result = validatePayoutDetails({
      ...typed('PRIVATE_COMPANY'),
      kind: ' PRIVATE_COMPANY ',
      name: '  Ayşe ',
      surname: ' Yılmaz  ',
      identityNumber: ' 100 000 001 46 ',
      legalCompanyTitle: ' Yılmaz Medya ',
      taxOffice: ' Kadıköy ',
      iban: ' tr33 0006 1005 1978 6457 8413 26 ',
      address: '  Moda Cad. 1 ',
      gsmNumber: '+90 532-123 45 67',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'PRIVATE_COMPANY',
        name: 'Ayşe',
        surname: 'Yılmaz',
        identityNumber: TCKN,
        legalCompanyTitle: 'Yılmaz Medya',
        taxOffice: 'Kadıköy',
        taxNumber: '',
        iban: IBAN,
        address: 'Moda Cad. 1',
        gsmNumber: '+905321234567',
      },
    });
  });

  it.each(['05321234567', '5321234567', '+90 532 123 45 67', '0532-123-45-67'])(
    'stores the mobile %s as +905321234567',
    (gsmNumber) => {
      const result = validatePayoutDetails({ ...typed('PERSONAL'), gsmNumber });
      expect(result.ok && result.value.gsmNumber).toBe('+905321234567');
    },
  );

  it('empties the fields the kind does not use', () => {
    const result = validatePayoutDetails({
      ...typed('PERSONAL'),
      legalCompanyTitle: 'Left from another kind',
      taxOffice: 'Kadıköy',
      taxNumber: VKN,
    });
    expect(result.ok && result.value).toMatchObject({
      legalCompanyTitle: '',
      taxOffice: '',
      taxNumber: '',
    });
    const company = validatePayoutDetails({
      ...typed('LIMITED_OR_JOINT_STOCK_COMPANY'),
      identityNumber: 'anything, unused',
    });
    expect(company.ok && company.value.identityNumber).toBe('');
  });
});

describe('isTaxNumber (VKN check digit)', () => {
  it('accepts numbers whose last digit checks', () => {
    // 4540536920 is python-stdnum's sample; 1234567890 has every weighted digit 0; 9876543217
    // worked by hand (weighted digits 1+6+8+2+2+3+7+4 = 33, so 10 − 3 = 7).
    for (const valid of ['4540536920', '1234567890', '9876543217']) {
      expect(isTaxNumber(valid), valid).toBe(true);
    }
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    for (const invalid of [
      '4540536921',
      '1234567891',
      '454053692',
      '45405369200',
      '454053692a',
      '',
    ]) {
      expect(isTaxNumber(invalid), invalid).toBe(false);
    }
  });
});

describe('normaliseTrIban', () => {
  it('keeps a valid TR IBAN compact and upper case', () => {
    expect(normaliseTrIban('tr32 0010 0099 9990 1234 5678 90')).toBe('TR320010009999901234567890');
  });

  it('returns null for anything else', () => {
    expect(normaliseTrIban('')).toBeNull();
    expect(normaliseTrIban('DE89370400440532013000')).toBeNull();
  });
});
