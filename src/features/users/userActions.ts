// Which admin actions a row of the users list offers (spec sections 4 and 6). Pure; the api
// checks the business rule again before writing.
import type { UserDoc } from '@/lib/collections/users';

export type UserAction =
  | 'approve'
  | 'unapprove'
  | 'grantBusiness'
  | 'enableAffiliate'
  | 'disableAffiliate'
  | 'actAs'
  | 'delete';

/** Business goes to brands an admin has approved that are still on the free plan. */
export function canGrantBusiness(user: UserDoc): boolean {
  return (
    user.type === 'brand' &&
    user.isApproved === true &&
    (user.subscriptionType ?? 'free') === 'free'
  );
}

/**
 * Any waiting non-admin account can be approved; only an influencer's approval can be taken
 * back (spec section 4: influencer approval is a true/false action, brand approval a one-way
 * step). Any other account can have affiliate marketing switched on or off. Admins are never
 * approved, switched into or deleted from this list.
 */
export function availableActions(user: UserDoc): UserAction[] {
  if (user.type === 'admin') return [];
  const actions: UserAction[] = [];
  if (user.isApproved !== true) actions.push('approve');
  else if (user.type === 'influencer') actions.push('unapprove');
  if (canGrantBusiness(user)) actions.push('grantBusiness');
  // Affiliate marketing is switched per account by admins only (spec section 3).
  actions.push(user.isAffiliateMarketingEnabled === true ? 'disableAffiliate' : 'enableAffiliate');
  actions.push('actAs', 'delete');
  return actions;
}
