import type { DocumentData } from 'firebase/firestore';
import { payoutKinds, type PayoutDetailsInput, type PayoutKind } from '@shared/payoutDetails';
import { millisOf } from './timestamps';

// `payoutDetails/{uid}` (issue 20): where an influencer or influencer agency is paid. Private:
// its owner and admins read it; only the savePayoutDetails function writes it (Admin SDK),
// after registering or updating the iyzico sub-merchant.
export const PAYOUT_DETAILS = 'payoutDetails';

export type PayoutDetailsDoc = PayoutDetailsInput & {
  /** The Auth e-mail the function stored with the details. */
  email: string;
  /** iyzico's (or the local provider's) key of the sub-merchant: '' when not known. */
  subMerchantKey: string;
  provider: 'local' | 'iyzico' | null;
  updatedAt: number | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const kindOf = (value: unknown): PayoutKind =>
  (payoutKinds as readonly unknown[]).includes(value) ? (value as PayoutKind) : 'PERSONAL';

/** The stored document as plain values (the timestamp as epoch millis). */
export function payoutDetailsFromData(data: DocumentData): PayoutDetailsDoc {
  return {
    kind: kindOf(data.kind),
    name: text(data.name),
    surname: text(data.surname),
    identityNumber: text(data.identityNumber),
    legalCompanyTitle: text(data.legalCompanyTitle),
    taxOffice: text(data.taxOffice),
    taxNumber: text(data.taxNumber),
    iban: text(data.iban),
    address: text(data.address),
    gsmNumber: text(data.gsmNumber),
    email: text(data.email),
    subMerchantKey: text(data.subMerchantKey),
    provider: data.provider === 'iyzico' || data.provider === 'local' ? data.provider : null,
    updatedAt: millisOf(data.updatedAt),
  };
}
