import { UserRole } from '@/store/roles';

// Which briefs the products pages read, and the list's key in state.products.lists. Pure: api/
// reads by these, the slice keys by them and the pages name the limit in their footnote.

/** The most briefs one page reads and gathers products from (the newest ones). */
export const PRODUCT_BRIEFS_LIMIT = 200;

/** Whose briefs: one owner's (brands and agencies) or everyone's (admins). */
export type ProductsSpec = { view: 'owner'; uid: string } | { view: 'all' };

export const productsKey = (spec: ProductsSpec): string =>
  spec.view === 'all' ? 'all' : `owner:${spec.uid}`;

/**
 * Whose products the pages show: everyone's for an admin, her own briefs' for a brand or an
 * agency (and for an admin acting as one); the guard keeps everyone else out.
 */
export function productsSpecFor(user: { uid: string; role: UserRole } | null): ProductsSpec | null {
  if (!user) return null;
  return user.role === UserRole.Admin ? { view: 'all' } : { view: 'owner', uid: user.uid };
}
