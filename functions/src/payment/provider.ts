// What a checkout provider does (iyzico's Checkout Form flow, design.md section 12): start a
// checkout that returns a token and a hosted payment page, and later tell the result for that
// token. The real one is iyzico (iyzicoProvider.ts); on the emulators a local one that behaves
// like iyzico's sandbox (localProvider.ts). Which one runs is decided here, from configuration.
import type { PaidPlanId, PaymentAmounts } from '../shared/plans';

export interface CheckoutBuyer {
  id: string;
  name: string;
  surname: string;
  email: string;
  gsmNumber: string;
  identityNumber: string;
  registrationAddress: string;
  city: string;
  country: string;
  ip: string;
}

/** What is bought: a plan month, or one collaboration paid to its seller (a sub-merchant). */
export type CheckoutBasket =
  | { kind: 'plan'; plan: PaidPlanId }
  | {
      kind: 'collaboration';
      itemId: string;
      name: string;
      subMerchantKey: string;
      /** The seller's share, kuruş (the rest of the price is the platform's). */
      subMerchantKurus: number;
    };

export interface CheckoutRequest {
  conversationId: string;
  basket: CheckoutBasket;
  amounts: PaymentAmounts;
  buyer: CheckoutBuyer;
  callbackUrl: string;
}

export type CheckoutStarted =
  | { ok: true; token: string; paymentPageUrl: string }
  | { ok: false; errorCode: string | null; errorMessage: string | null };

export interface CheckoutOutcome {
  paymentStatus: 'SUCCESS' | 'FAILURE';
  conversationId: string | null;
  /** Kuruş the provider says were charged; NaN when it does not say. */
  paidKurus: number;
  errorCode: string | null;
  errorMessage: string | null;
  /** The provider's payment id; null on failure. */
  paymentId: string | null;
  /** Per basket item: the id the item is later approved or refunded by. */
  itemTransactions: { itemId: string; paymentTransactionId: string }[];
  /** The provider's answer without card data. */
  raw: Record<string, unknown>;
}

/** The answer to approving or refunding one paid basket item. */
export type ItemSettled =
  { ok: true } | { ok: false; errorCode: string | null; errorMessage: string | null };

export interface ItemRefund {
  paymentTransactionId: string;
  /** What to give back, kuruş (the whole item's price for a cancelled collaboration). */
  kurus: number;
  conversationId: string;
  ip: string;
}

export interface CheckoutProvider {
  name: 'iyzico' | 'local';
  initialize(request: CheckoutRequest): Promise<CheckoutStarted>;
  retrieve(token: string, conversationId: string): Promise<CheckoutOutcome>;
  /** Marketplace: pays the item's subMerchantPrice out to its seller (iyzico approval). */
  approveItem(paymentTransactionId: string, conversationId: string): Promise<ItemSettled>;
  /** Gives an item's money back to the buyer's card (iyzico refund). */
  refundItem(refund: ItemRefund): Promise<ItemSettled>;
}

/**
 * 'local' on the Functions emulator or when PAYMENT_PROVIDER=local is set explicitly; otherwise
 * (production) always iyzico. PAYMENT_PROVIDER=iyzico forces iyzico on the emulator too.
 */
export function providerNameFrom(env: Record<string, string | undefined>): 'iyzico' | 'local' {
  const chosen = (env.PAYMENT_PROVIDER ?? '').trim().toLowerCase();
  if (chosen === 'local') return 'local';
  if (chosen === 'iyzico') return 'iyzico';
  return env.FUNCTIONS_EMULATOR === 'true' ? 'local' : 'iyzico';
}

const CARD_KEY = /card|^bin|lastFour|cvc|cvv|expire/i;

/** A provider answer with every card field (number parts, tokens, holder, expiry) removed. */
export function withoutCardData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCardData);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (CARD_KEY.test(key)) continue;
    if (inner === undefined) continue;
    out[key] = withoutCardData(inner);
  }
  return out;
}
