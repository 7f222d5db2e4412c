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

/**
 * The bank's income tax withholding on a social content creator's earnings paid into her
 * dedicated account: 15 %, GVK (193) mükerrer article 20/B with article 94/1-(18) (in force
 * 2023). The exemption holds up to the income tax schedule's fourth bracket each year; above it
 * the creator declares her income, so the figure shown is marked approximate (≈).
 */
export const CREATOR_WITHHOLDING_BP = 1500;

// The influencer's share of an offer lives with the other offer terms, which the functions and
// the rules share too.
export { INFLUENCER_SHARE, influencerEarnings } from '@shared/offerTerms';

/**
 * How the creator is paid and taxed, which decides what is withheld at source:
 * - creatorExempt: no company, paid into a 20/B content creator account: 15 % withheld;
 * - soleProprietor: a sole proprietorship (şahıs şirketi) issuing an invoice with KDV; her
 *   commercial income is taxed on her own return, nothing is withheld at source;
 * - company: a limited or joint-stock company issuing an invoice with KDV; nothing withheld.
 */
export const TAX_STATUSES = ['creatorExempt', 'soleProprietor', 'company'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

const WITHHOLDING_BP: Record<TaxStatus, number> = {
  creatorExempt: CREATOR_WITHHOLDING_BP,
  soleProprietor: 0,
  company: 0,
};

/** The tax status a profile implies when none was chosen: a company if it says it has one. */
export function taxStatusOf(profile: {
  taxStatus?: unknown;
  hasIndividualCompany?: unknown;
}): TaxStatus {
  const chosen = profile.taxStatus;
  if (typeof chosen === 'string' && (TAX_STATUSES as readonly string[]).includes(chosen))
    return chosen as TaxStatus;
  return profile.hasIndividualCompany === true ? 'soleProprietor' : 'creatorExempt';
}

/** Lira (a number as stored on offers, possibly with decimals) to kuruş, rounded half up. */
export function toKurus(lira: number): Kurus {
  if (!Number.isFinite(lira)) return 0;
  // Through a string, so 1.005 lira is 101 kuruş rather than 100 (binary 1.00499…).
  return Math.round(Number(`${lira}e2`));
}

/** Kuruş to lira, for storage fields the spec keeps in lira. */
export const toLira = (kurus: Kurus): number => kurus / 100;

/** `amount × rate`, rounded half up to the kuruş (half away from zero for refunds). */
export function percentOf(kurus: Kurus, rateBp: number): Kurus {
  const exact = (kurus * rateBp) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export type WithKdv = { net: Kurus; kdv: Kurus; gross: Kurus };

/** An amount before KDV, its KDV and the total the payer pays. */
export function withKdv(net: Kurus, rateBp: number = KDV_RATE_BP): WithKdv {
  const kdv = percentOf(net, rateBp);
  return { net, kdv, gross: net + kdv };
}

export type CreatorNet = { earnings: Kurus; withholding: Kurus; net: Kurus; rateBp: number };

/** What reaches the creator's account from her earnings, after what her tax status withholds. */
export function creatorNet(earnings: Kurus, status: TaxStatus): CreatorNet {
  const rateBp = WITHHOLDING_BP[status];
  const withholding = percentOf(earnings, rateBp);
  return { earnings, withholding, net: earnings - withholding, rateBp };
}

/**
 * An amount in lira for a UI language: '₺12.500,00' in Turkish, '₺12,500.00' in English,
 * '12.500,00 ₺' in Spanish; `whole` drops the kuruş of a round amount ('₺12.500').
 */
export function formatTry(
  kurus: Kurus,
  locale: string = 'tr',
  options: { whole?: boolean } = {},
): string {
  const round = options.whole === true && kurus % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: round ? 0 : 2,
    maximumFractionDigits: round ? 0 : 2,
  }).format(kurus / 100);
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
