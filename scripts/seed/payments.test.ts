import { describe, expect, it } from 'vitest';
import { planAmounts } from '../../functions/src/shared/plans';
import { withKdv } from '../../src/lib/money';
import { demoAccount } from './accounts';
import { buildPaymentDocs } from './payments';

describe('the seeded payment', () => {
  it('is the demo brand’s settled business subscription at the plan’s price with KDV', () => {
    const [payment] = buildPaymentDocs();
    expect(payment?.data).toMatchObject({
      userId: demoAccount('brand').uid,
      plan: 'business',
      status: 'success',
      amounts: planAmounts('business'),
    });
    expect(planAmounts('business')).toEqual(withKdv(planAmounts('business').net));
  });
});
