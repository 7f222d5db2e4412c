// The subscription plans and the `payment` HTTP function's shapes (spec sections 3, 7 and 9),
// shared by the functions, the web client (src/features/payment) and the tests. Plain
// TypeScript, no imports.

export type PlanId = 'free' | 'business' | 'pro';
export type PaidPlanId = Exclude<PlanId, 'free'>;

export const PLAN_IDS: readonly PlanId[] = ['free', 'business', 'pro'];
export const PAID_PLAN_IDS: readonly PaidPlanId[] = ['business', 'pro'];

/**
 * Monthly price of each plan in kuruş, before KDV. Chosen for the Turkish market (2026): a
 * business plan at ₺1.499 and a pro plan at ₺2.999 a month, + KDV.
 */
export const PLAN_MONTHLY_NET_KURUS: Readonly<Record<PlanId, number>> = {
  free: 0,
  business: 149900,
  pro: 299900,
};

/**
 * KDV general rate in basis points: 20 % since 10 July 2023 (Cumhurbaşkanı Kararı 7346,
 * Resmî Gazete 7 July 2023). The same rate as src/lib/money.ts KDV_RATE_BP; the functions
 * cannot import the web app's modules, so it is repeated here.
 */
export const PAYMENT_KDV_RATE_BP = 2000;

export interface PaymentAmounts {
  /** Kuruş before KDV. */
  net: number;
  /** Kuruş of KDV, rounded half up to the kuruş. */
  kdv: number;
  /** Kuruş the buyer pays. */
  gross: number;
}

/** The monthly amounts of a plan: net, KDV and gross in kuruş. */
export function planAmounts(plan: PlanId): PaymentAmounts {
  const net = PLAN_MONTHLY_NET_KURUS[plan];
  const kdv = Math.round((net * PAYMENT_KDV_RATE_BP) / 10000);
  return { net, kdv, gross: net + kdv };
}

/** Kuruş as iyzico's price text: 179880 → '1798.8' (iyzico trims trailing zeros). */
export function iyzicoPriceOf(kurus: number): string {
  const lira = Math.trunc(kurus / 100);
  const rest = kurus % 100;
  if (rest === 0) return `${lira}.0`;
  return `${lira}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** iyzico's price text (or number) as kuruş: '1798.8' → 179880; NaN when it is no amount. */
export function kurusOfIyzicoPrice(price: string | number | undefined): number {
  const value = typeof price === 'number' ? price : Number((price ?? '').trim() || 'x');
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : Number.NaN;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** The pricing feature names of spec section 9, in the spec's order. */
export type PricingFeature =
  | 'createAds'
  | 'sendOffers'
  | 'viewInfluencerData'
  | 'workWithProInfluencers'
  | 'suggestedInfluencers'
  | 'productForPaymentAds'
  | 'deferredPayment'
  | 'influencerSearch'
  | 'briefsOnTop';

/** Which plans include each feature (a plan includes everything of the plans below it). */
export const PRICING_FEATURES: readonly { id: PricingFeature; plans: readonly PlanId[] }[] = [
  { id: 'createAds', plans: ['free', 'business', 'pro'] },
  { id: 'sendOffers', plans: ['free', 'business', 'pro'] },
  { id: 'viewInfluencerData', plans: ['business', 'pro'] },
  { id: 'workWithProInfluencers', plans: ['pro'] },
  { id: 'suggestedInfluencers', plans: ['business', 'pro'] },
  { id: 'productForPaymentAds', plans: ['business', 'pro'] },
  { id: 'deferredPayment', plans: ['pro'] },
  { id: 'influencerSearch', plans: ['free', 'business', 'pro'] },
  { id: 'briefsOnTop', plans: ['pro'] },
];

export function planIncludes(plan: PlanId, feature: PricingFeature): boolean {
  return PRICING_FEATURES.some((entry) => entry.id === feature && entry.plans.includes(plan));
}

// ---- the `payment` function's answers -----------------------------------------------------

export type PaymentStatus = 'pending' | 'success' | 'failure';

/** GET {payment}/initializeCheckoutform?pricingPlan&userId */
export interface CheckoutStart {
  token: string;
  paymentPageUrl: string;
  conversationId: string;
}

/** GET {payment}/completeTransaction?token&userId */
export interface TransactionResult {
  conversationId: string;
  plan: PaidPlanId;
  status: Exclude<PaymentStatus, 'pending'>;
  amounts: PaymentAmounts;
  /** The provider's error code on failure (iyzico: '10051' is not sufficient funds). */
  errorCode: string | null;
  /** The provider's error text on failure, as the provider wrote it. */
  errorMessage: string | null;
}

export interface PaymentSuccess<T> {
  status: 'success';
  data: T;
}

export interface PaymentFailure {
  status: 'error';
  message: string;
}

export type PaymentResponse<T> = PaymentSuccess<T> | PaymentFailure;

/** The `message` of an error answer; the client maps each to its own text. */
export const PAYMENT_MESSAGES = {
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not-found',
  methodNotAllowed: 'method-not-allowed',
  invalidPlan: 'invalid-plan',
  invalidToken: 'invalid-token',
  noProfile: 'no-profile',
  providerError: 'provider-error',
  internal: 'internal',
} as const;

/** iyzico's error code for 'Not sufficient funds' (sandbox test card 4111111111111129). */
export const INSUFFICIENT_FUNDS_CODE = '10051';
