import {
  emptyPayoutDetails,
  payoutRoles,
  type PayoutDetailsInput,
  type PayoutErrorCode,
  type PayoutField,
  type PayoutKind,
} from '@shared/payoutDetails';
import type { AccountType } from '@/store/roles';

// The payout form's pure rules beside the shared validator (@shared/payoutDetails, the one
// the callable runs too): who has the section, what an error code says, how the IBAN on file
// is shown.

export type PayoutFieldErrors = Partial<Record<PayoutField, PayoutErrorCode>>;

/** The accounts that are paid for collaborations: the callable refuses every other type. */
export const receivesPayouts = (type: AccountType | null): boolean =>
  (payoutRoles as readonly (string | null)[]).includes(type);

/** The form before anything is registered. */
export const emptyPayoutInput = (kind: PayoutKind = 'PERSONAL'): PayoutDetailsInput =>
  emptyPayoutDetails(kind);

/** The form's fields out of stored details (anything else the document carries stays out). */
export function payoutInputOf(details: PayoutDetailsInput | null): PayoutDetailsInput {
  if (!details) return emptyPayoutInput();
  const input = emptyPayoutInput(details.kind);
  for (const key of Object.keys(input) as (keyof PayoutDetailsInput)[]) {
    if (key !== 'kind') input[key] = details[key];
  }
  return input;
}

/** A field's own check failing says what that field needs; the rest share one text. */
const invalidKeys: Partial<Record<PayoutField, string>> = {
  kind: 'account.payout.errors.kindInvalid',
  identityNumber: 'account.payout.errors.identityNumberInvalid',
  taxNumber: 'account.payout.errors.taxNumberInvalid',
  iban: 'account.payout.errors.ibanInvalid',
  // The profile form's text for the same check: one wording for a mobile number app-wide.
  gsmNumber: 'account.validation.phoneInvalid',
};

/** The i18n key of a field's error, or undefined without one. */
export function payoutErrorKey(field: PayoutField, code: PayoutErrorCode | undefined) {
  if (!code) return undefined;
  if (code === 'required')
    return field === 'kind' ? invalidKeys.kind : 'account.payout.errors.required';
  return invalidKeys[field] ?? 'account.payout.errors.invalid';
}

/**
 * The stored IBAN with all but its country code and last four characters hidden, in the
 * usual groups of four: `TR•• •••• •••• •••• •••• ••13 26`.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 6) return compact;
  const hidden = compact.length - 6;
  const masked = compact.slice(0, 2) + '•'.repeat(hidden) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
