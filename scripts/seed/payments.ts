// The demo brand's business subscription was paid: its payment record (collection Payments,
// docs/decisions.md "Plans and payment"), as the payment function leaves a settled payment,
// so /app/pages/invoice has an invoice to show. The id is fixed, so a re-run overwrites it.
import { planAmounts } from '../../functions/src/shared/plans';
import { demoAccount } from './accounts';
import type { SeedDoc } from './seedDoc';
import { DAY_MS, SEED_ANCHOR_MS } from './seedClock';

export const DEMO_PAYMENT_ID = 'demo-payment-001';

export function buildPaymentDocs(): SeedDoc[] {
  const brand = demoAccount('brand');
  if (brand.subscriptionType !== 'business')
    throw new Error('the demo brand is seeded as business, so it has a paid subscription');
  const paidAt = new Date(SEED_ANCHOR_MS - 18 * DAY_MS);
  return [
    {
      path: `Payments/${DEMO_PAYMENT_ID}`,
      data: {
        conversationId: DEMO_PAYMENT_ID,
        userId: brand.uid,
        plan: 'business',
        token: 'demo-checkout-token-001',
        provider: 'local',
        status: 'success',
        currency: 'TRY',
        amounts: planAmounts('business'),
        errorCode: null,
        errorMessage: null,
        result: { status: 'success', paymentStatus: 'SUCCESS', paidPrice: '1798.80' },
        appOrigin: '',
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
        completedAt: paidAt,
      },
    },
  ];
}
