// How a brand appears in the lists and toasts.
import type { BrandDoc } from '@/lib/collections/brands';
import type { BrandAccount } from './api/brandsApi';

/** The brand's name as stored, '' when it has none. */
export const brandNameOf = (brand: Pick<BrandDoc, 'generalInfo'>) =>
  brand.generalInfo.brandName.trim();

/** The i18n key of the plan; 'unknown' while (or when) the Users document cannot be read. */
export function planLabelKey(account: BrandAccount | null | undefined): string {
  return `brands.plans.${account ? account.subscriptionType : 'unknown'}`;
}
