// Money in Turkish lira (spec sections 1, 3 and 9; docs/decisions.md "Money"): amounts are whole
// kuruş (1 lira = 100 kuruş) so sums never drift; rates are basis points (2000 = 20 %). Every
// rate lives here, with its legal source. Pure: no React, no Firebase.

/** An amount in kuruş, always an integer. */
export type Kurus = number;

/**
 * KDV (value added tax) on services: 20 %, KDV Kanunu (3065) article 28 as set by Presidential
 * Decision 7346 (in force 10 July 2023).
 */
export const KDV_RATE_BP = 2000;

// The influencer's share of an offer lives with the other offer terms, which the functions and
// the rules share too.
export { INFLUENCER_SHARE, influencerEarnings } from '@shared/offerTerms';

// The creator's withholding and tax status, which the functions apply too when they release a
// collaboration's payment (issue 20).
export {
  CREATOR_WITHHOLDING_BP,
  TAX_STATUSES,
  creatorNet,
  hasIndividualCompanyFor,
  percentOf,
  taxStatusOf,
  type CreatorNet,
  type TaxStatus,
} from '@shared/creatorEarnings';
import { percentOf } from '@shared/creatorEarnings';

// Shown by the app and written into stored Turkish texts by the functions alike.
export { formatTry } from '@shared/lira';

/** Lira (a number as stored on offers, possibly with decimals) to kuruş, rounded half up. */
export function toKurus(lira: number): Kurus {
  if (!Number.isFinite(lira)) return 0;
  // Through a string, so 1.005 lira is 101 kuruş rather than 100 (binary 1.00499…).
  return Math.round(Number(`${lira}e2`));
}

/** Kuruş to lira, for storage fields the spec keeps in lira. */
export const toLira = (kurus: Kurus): number => kurus / 100;

export type WithKdv = { net: Kurus; kdv: Kurus; gross: Kurus };

/** An amount before KDV, its KDV and the total the payer pays. */
export function withKdv(net: Kurus, rateBp: number = KDV_RATE_BP): WithKdv {
  const kdv = percentOf(net, rateBp);
  return { net, kdv, gross: net + kdv };
}

/** A rate in basis points as a percentage for people: 2000 → '20', 1550 → '15,5' (tr). */
export function formatRate(rateBp: number, locale: string = 'tr'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rateBp / 100);
}

/** Lira as typed ('3200', '3.200,50', '3200.5') to kuruş; null when it is not a positive amount. */
export function parseLiraInput(text: string): number | null {
  const trimmed = text.trim().replace(/\s|₺/g, '');
  // Turkish grouping ('3.200', '3.200,50') or a plain number with a comma or dot ('3200,5').
  const grouped = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed);
  if (!grouped && !/^\d+([.,]\d{1,2})?$/.test(trimmed)) return null;
  const normal = (grouped ? trimmed.replace(/\./g, '') : trimmed).replace(',', '.');
  const kurus = toKurus(Number(normal));
  return kurus > 0 ? kurus : null;
}
