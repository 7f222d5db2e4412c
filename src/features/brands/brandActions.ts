// Which admin actions a row of /app/brands offers (spec sections 4 and 6). Pure; the api checks
// the business rule again against the stored document before writing.
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandAccount } from './api/brandsApi';
import type { BrandAction } from './brandsErrors';

/** Business goes to brands an admin has approved that are still on the free plan. */
export function canGrantBusiness(account: BrandAccount | null | undefined): boolean {
  return account?.type === 'brand' && account.isApproved && account.subscriptionType === 'free';
}

/**
 * Doğrula or Doğrulamayı Kaldır always; the business plan when the account may have it; and
 * the way to the brand's briefs (acting as the brand) when its login exists.
 */
export function availableBrandActions(
  brand: Pick<BrandDoc, 'isVerifiedAccount'>,
  account: BrandAccount | null | undefined,
): BrandAction[] {
  const actions: BrandAction[] = [brand.isVerifiedAccount ? 'unverify' : 'verify'];
  if (canGrantBusiness(account)) actions.push('grantBusiness');
  if (account && account.type !== 'admin') actions.push('actAs');
  return actions;
}
