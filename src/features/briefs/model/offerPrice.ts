// The price rules of an offer (docs/briefs-model.md "bidders"): budget briefs take a price, barter
// briefs an interest at price 0. Pure: the offer panel checks as the user types, and the
// offer planner (api/offers.ts) refuses the same prices before anything is written.
import { MAX_OFFER } from '@shared/offerTerms';
import type { PaymentType } from '@/lib/collections/briefs';

export { MAX_OFFER };

/** Budget briefs (money, both) take a price; barter briefs (product) an interest at price 0. */
export const takesPrice = (paymentType: PaymentType) => paymentType !== 'product';

/** An i18n key when the price is wrong for the brief, else null. */
export function offerPriceError(paymentType: PaymentType, price: number): string | null {
  if (!takesPrice(paymentType)) return price === 0 ? null : 'briefDetail.offer.priceForBarter';
  if (!Number.isFinite(price) || price <= 0) return 'briefDetail.offer.priceRequired';
  if (price > MAX_OFFER) return 'briefDetail.offer.priceTooHigh';
  return null;
}
