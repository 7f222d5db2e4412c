// The spec's payment REST calls (section 7): GET {payment}/initializeCheckoutform?pricingPlan&userId
// and GET {payment}/completeTransaction?token&userId, served by the `payment` Cloud Function
// (functions/src/payment). The caller proves who she is with her Firebase ID token. No React,
// no Redux.
import type { CheckoutStart, PaidPlanId, TransactionResult } from '@shared/plans';
import { paymentGet } from '@/lib/paymentCall';

export { PaymentCallError, paymentBaseUrlOf } from '@/lib/paymentCall';

export const initializeCheckoutform = (plan: PaidPlanId, userId: string) =>
  paymentGet<CheckoutStart>('initializeCheckoutform', { pricingPlan: plan, userId });

export const completeTransaction = (token: string, userId: string) =>
  paymentGet<TransactionResult>('completeTransaction', { token, userId });
