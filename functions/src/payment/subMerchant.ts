// What a marketplace sub-merchant provider does (iyzico Pazaryeri, design.md section 12): register
// an influencer or agency as a seller with her payout details, and update them later. The money of
// a basket item goes to the sub-merchant its `subMerchantKey` names. The real one is iyzico
// (iyzicoSubMerchant.ts); on the emulators a local one that answers like iyzico's sandbox
// (localSubMerchant.ts). Which one runs is decided like the checkout's (provider.ts).
import type { PayoutDetailsInput } from '../shared/payoutDetails';

export type SubMerchantResult =
  | { ok: true; subMerchantKey: string }
  | { ok: false; errorCode: string | null; errorMessage: string | null };

export interface SubMerchantProvider {
  name: 'iyzico' | 'local';
  /** Registers a new sub-merchant; `externalId` is our id for her (the uid). */
  create(
    details: PayoutDetailsInput,
    externalId: string,
    email: string,
  ): Promise<SubMerchantResult>;
  /** Replaces the details of the sub-merchant `subMerchantKey` (the key stays the same). */
  update(
    subMerchantKey: string,
    details: PayoutDetailsInput,
    email: string,
  ): Promise<SubMerchantResult>;
}
