import { payoutFieldsOf, payoutKinds, type PayoutField } from '@shared/payoutDetails';
import { errorCode, isNetworkError } from '@/lib/errors';
import type { PayoutFieldErrors } from '../model/payoutTexts';

// What a failed savePayoutDetails call shows, chosen once here (docs/data-layer.md): the
// callable's own field errors (`invalid-argument`, details.errors) beside their fields, the
// provider's Turkish refusal (`failed-precondition`, details.providerMessage) as it is, or a
// message of ours.
export type PayoutSaveFailure =
  { fieldErrors: PayoutFieldErrors } | { providerMessage: string } | { key: string };

/** Every field any kind has, and the kind itself: the only names a field error may carry. */
const knownFields = new Set<string>(['kind', ...payoutKinds.flatMap(payoutFieldsOf)]);

const detailsOf = (error: unknown): Record<string, unknown> => {
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === 'object' && details !== null
    ? (details as Record<string, unknown>)
    : {};
};

/** Only known fields with a known code: a changed server cannot put text of its own there. */
function fieldErrorsOf(value: unknown): PayoutFieldErrors {
  const errors: PayoutFieldErrors = {};
  if (typeof value !== 'object' || value === null) return errors;
  for (const [field, code] of Object.entries(value)) {
    if (knownFields.has(field) && (code === 'required' || code === 'invalid'))
      errors[field as PayoutField] = code;
  }
  return errors;
}

export function payoutSaveFailure(error: unknown): PayoutSaveFailure {
  const code = errorCode(error);
  const details = detailsOf(error);
  if (code === 'invalid-argument') {
    const fieldErrors = fieldErrorsOf(details.errors);
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  }
  if (code === 'failed-precondition') {
    if (typeof details.providerMessage === 'string')
      return { providerMessage: details.providerMessage.trim() };
    // A registered seller keeps her type (iyzico's update takes none).
    if (details.reason === 'kindLocked') return { key: 'account.payout.kindLocked' };
  }
  if (code === 'unauthenticated') return { key: 'account.errors.notSignedIn' };
  if (code === 'permission-denied') return { key: 'account.errors.permissionDenied' };
  if (isNetworkError(error)) return { key: 'account.errors.network' };
  return { key: 'account.payout.saveFailed' };
}
