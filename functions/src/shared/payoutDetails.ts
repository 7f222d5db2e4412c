// Payout details of an influencer or influencer agency (issue 20, "Payout details"): what iyzico's
// marketplace needs to register her as a sub-merchant (design.md section 12). Shared by the
// account form (`@shared/payoutDetails`) and the `savePayoutDetails` callable, so both check the
// same things and the callable stores exactly what the validator returns.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isTcNumber, normaliseTrMobile } from './identity';

/** iyzico's sub-merchant types: a person, a sole proprietorship, a limited or joint-stock company. */
export const payoutKinds = [
  'PERSONAL',
  'PRIVATE_COMPANY',
  'LIMITED_OR_JOINT_STOCK_COMPANY',
] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/** What the form sends and the callable takes (strings as typed; the validator normalises). */
export type PayoutDetailsInput = {
  kind: PayoutKind;
  /** Contact name (all kinds). */
  name: string;
  /** Contact surname (all kinds). */
  surname: string;
  /** TCKN: PERSONAL and PRIVATE_COMPANY ('' otherwise). */
  identityNumber: string;
  /** PRIVATE_COMPANY and LIMITED_OR_JOINT_STOCK_COMPANY. */
  legalCompanyTitle: string;
  /** PRIVATE_COMPANY and LIMITED_OR_JOINT_STOCK_COMPANY. */
  taxOffice: string;
  /** VKN (10 digits, checksum): LIMITED_OR_JOINT_STOCK_COMPANY. */
  taxNumber: string;
  /** TR IBAN, spaces allowed when typed; stored without spaces, upper case. */
  iban: string;
  address: string;
  /** Turkish mobile as typed (0532..., +90 532...); stored E.164 +905XXXXXXXXX. */
  gsmNumber: string;
};
export type PayoutField = Exclude<keyof PayoutDetailsInput, 'kind'> | 'kind';
/** 'required' (empty where the kind needs it) or the field's own check failing. */
export type PayoutErrorCode = 'required' | 'invalid';
export type PayoutValidation =
  | { ok: true; value: PayoutDetailsInput }
  | { ok: false; errors: Partial<Record<PayoutField, PayoutErrorCode>> };

type TextField = Exclude<PayoutField, 'kind'>;

/** Every text field in form order; each kind shows the ones it uses, in this order. */
const formOrder: readonly TextField[] = [
  'name',
  'surname',
  'identityNumber',
  'legalCompanyTitle',
  'taxOffice',
  'taxNumber',
  'iban',
  'gsmNumber',
  'address',
];

/** The fields iyzico asks of each sub-merchant type, beyond the contact, IBAN, mobile and address. */
const kindFields: Record<PayoutKind, readonly TextField[]> = {
  PERSONAL: ['identityNumber'],
  PRIVATE_COMPANY: ['identityNumber', 'legalCompanyTitle', 'taxOffice'],
  LIMITED_OR_JOINT_STOCK_COMPANY: ['legalCompanyTitle', 'taxOffice', 'taxNumber'],
};
const commonFields: readonly TextField[] = ['name', 'surname', 'iban', 'gsmNumber', 'address'];

/** Which fields each kind shows and requires, in form order. */
export function payoutFieldsOf(kind: PayoutKind): readonly TextField[] {
  return formOrder.filter(
    (field) => commonFields.includes(field) || kindFields[kind].includes(field),
  );
}

/** Longest accepted free text, so the private document stays small (iyzico has no stricter limit). */
export const payoutMaxLength: Record<TextField, number> = {
  name: 60,
  surname: 60,
  identityNumber: 11,
  legalCompanyTitle: 200,
  taxOffice: 60,
  taxNumber: 10,
  iban: 34,
  gsmNumber: 13,
  address: 300,
};

/**
 * A Vergi Kimlik Numarası (VKN, tax number of companies): 10 digits, the last one the check
 * digit of the Revenue Administration (GİB): for the i-th digit d (i = 1..9 from the left)
 * c = (d + 10 − i) mod 10; when c ≠ 0 it adds (c · 2^(10 − i)) mod 9, or 9 when that is 0;
 * the check digit is (10 − sum mod 10) mod 10.
 */
export function isTaxNumber(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  let sum = 0;
  for (let i = 1; i <= 9; i += 1) {
    const c = (d[i - 1]! + 10 - i) % 10;
    if (c === 0) continue;
    const weighted = (c * 2 ** (10 - i)) % 9;
    sum += weighted === 0 ? 9 : weighted;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}

/** A Turkish IBAN without spaces, upper case (TR + 24 digits, valid check digits), or null. */
export function normaliseTrIban(value: string): string | null {
  const compact = electronicFormatIBAN(value) ?? '';
  return /^TR[0-9]{24}$/.test(compact) && isValidIBAN(compact) ? compact : null;
}

/** Each field's own check on its trimmed, non-empty value: the stored form, or null when invalid. */
const normalisers: Partial<Record<TextField, (value: string) => string | null>> = {
  // People type these numbers in groups; the digits are what counts.
  identityNumber: (value) => {
    const digits = value.replace(/\s/g, '');
    return isTcNumber(digits) ? digits : null;
  },
  taxNumber: (value) => {
    const digits = value.replace(/\s/g, '');
    return isTaxNumber(digits) ? digits : null;
  },
  iban: normaliseTrIban,
  gsmNumber: normaliseTrMobile,
};

/** Details with every field empty (the form before anything is typed). */
export const emptyPayoutDetails = (kind: PayoutKind): PayoutDetailsInput => ({
  kind,
  name: '',
  surname: '',
  identityNumber: '',
  legalCompanyTitle: '',
  taxOffice: '',
  taxNumber: '',
  iban: '',
  address: '',
  gsmNumber: '',
});

const isPayoutKind = (value: unknown): value is PayoutKind =>
  typeof value === 'string' && (payoutKinds as readonly string[]).includes(value);

/**
 * Checks and normalises what the form sends: every string trimmed, the kind's fields required
 * and checked (TCKN, VKN, TR IBAN, Turkish mobile), the fields the kind does not use ''.
 * With an unknown kind the common fields are still checked, so the form can show every error.
 */
export function validatePayoutDetails(input: unknown): PayoutValidation {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const errors: Partial<Record<PayoutField, PayoutErrorCode>> = {};

  const kindValue = typeof raw.kind === 'string' ? raw.kind.trim() : raw.kind;
  if (!isPayoutKind(kindValue)) {
    errors.kind =
      kindValue === undefined || kindValue === null || kindValue === '' ? 'required' : 'invalid';
  }
  const kind: PayoutKind = isPayoutKind(kindValue) ? kindValue : 'PERSONAL';
  const fields = isPayoutKind(kindValue) ? payoutFieldsOf(kind) : commonFields;

  const value = emptyPayoutDetails(kind);
  for (const field of fields) {
    const given = raw[field];
    if (given !== undefined && given !== null && typeof given !== 'string') {
      errors[field] = 'invalid';
      continue;
    }
    const trimmed = (given ?? '').trim();
    if (trimmed === '') {
      errors[field] = 'required';
      continue;
    }
    const normalised = normalisers[field] ? normalisers[field](trimmed) : trimmed;
    if (normalised === null || normalised.length > payoutMaxLength[field]) {
      errors[field] = 'invalid';
      continue;
    }
    value[field] = normalised;
  }

  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

/** Who has payout details: the sellers of the marketplace (Users/{uid}.type). */
export const payoutRoles = ['influencer', 'influencerAgency', 'proInfluencerAgency'] as const;

/** Turkish messages the savePayoutDetails callable puts in its HttpsError. */
export const PAYOUT_MESSAGES = {
  permissionDenied: 'Ödeme bilgilerini yalnızca influencer ve influencer ajansları kaydedebilir.',
  invalid: 'Ödeme bilgilerinde eksik ya da hatalı alanlar var. Lütfen kontrol edin.',
  noEmail: 'Ödeme bilgileri için hesabınızda bir e-posta adresi bulunmalıdır.',
  kindLocked:
    'Kayıtlı satıcı türünüz değiştirilemez. Farklı bir tür için lütfen destek ile iletişime geçin.',
  providerRefused:
    'Ödeme bilgileriniz ödeme kuruluşu tarafından kabul edilmedi. Lütfen bilgilerinizi kontrol edin.',
  failed: 'Ödeme bilgileri kaydedilemedi. Lütfen daha sonra tekrar deneyin.',
} as const;
