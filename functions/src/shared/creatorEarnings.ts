// What a creator keeps of her earnings, and how her running total is stored (design.md section
// 12; docs/decisions.md "Money"). Shared by the app (src/lib/money.ts re-exports it) and the
// functions that write an Earnings record when a collaboration's payment is released (issue 20).
// Amounts are whole kuruş; rates basis points (1500 = 15 %).

/**
 * The bank's income tax withholding on a social content creator's earnings paid into her
 * dedicated account: 15 %, GVK (193) mükerrer article 20/B with article 94/1-(18) (in force
 * 2023). The exemption holds up to the income tax schedule's fourth bracket each year; above it
 * the creator declares her income, so the figure shown is marked approximate (≈).
 */
export const CREATOR_WITHHOLDING_BP = 1500;

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

/**
 * The spec's `Users.hasIndividualCompany` (section 3) for a tax status, written beside it on
 * every save so readers that know only the boolean keep working: true when she invoices her
 * work (a sole proprietorship or a company, nothing withheld), false for a 20/B creator.
 */
export function hasIndividualCompanyFor(status: TaxStatus): boolean {
  return status !== 'creatorExempt';
}

/** `amount × rate`, rounded half up to the kuruş (half away from zero for refunds). */
export function percentOf(kurus: number, rateBp: number): number {
  const exact = (kurus * rateBp) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export type CreatorNet = { earnings: number; withholding: number; net: number; rateBp: number };

/** What reaches the creator's account from her earnings, after what her tax status withholds. */
export function creatorNet(earnings: number, status: TaxStatus): CreatorNet {
  const rateBp = WITHHOLDING_BP[status];
  const withholding = percentOf(earnings, rateBp);
  return { earnings, withholding, net: earnings - withholding, rateBp };
}

// totalEarnedPrice is a string of lira. Spec section 3 lists it on Influencers/{uid}; the app
// keeps the same value on Users/{uid} too (docs/influencers-model.md "Earnings total"), and every
// writer sets both. Written as the shortest plain decimal: '12500', '12500.5', '12500.05' — no
// thousands separator, a dot for kuruş, so Number() reads it back.

const hasTotal = (doc: { totalEarnedPrice?: unknown } | null | undefined): boolean =>
  typeof doc?.totalEarnedPrice === 'string' || typeof doc?.totalEarnedPrice === 'number';

/**
 * Her total in kuruş from whichever copy holds it: the Users copy when it has one (the app
 * follows that document live), else the Influencers copy (a profile written in the spec's shape
 * has only that one), else 0.
 */
export function storedTotalEarned(
  user: { totalEarnedPrice?: unknown } | null | undefined,
  profile: { totalEarnedPrice?: unknown } | null | undefined,
): number {
  if (hasTotal(user)) return parseTotalEarned(user?.totalEarnedPrice);
  return parseTotalEarned(profile?.totalEarnedPrice);
}

/** Whether either copy holds a total (a missing one shows as "none stored", not as 0). */
export const anyTotalStored = (
  user: { totalEarnedPrice?: unknown } | null | undefined,
  profile: { totalEarnedPrice?: unknown } | null | undefined,
): boolean => hasTotal(user) || hasTotal(profile);

/** The stored total in kuruş; a missing or unreadable value counts as 0. */
export function parseTotalEarned(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : 0;
  if (typeof value !== 'string') return 0;
  const lira = Number(value.trim().replace(',', '.'));
  return Number.isFinite(lira) ? Math.round(Number(`${lira}e2`)) : 0;
}

/** Kuruş as the stored string: '12500', '12500.5', '12500.05'. */
export function formatTotalEarned(kurus: number): string {
  const whole = Math.trunc(kurus / 100);
  const rest = Math.abs(kurus % 100);
  if (rest === 0) return String(whole);
  const sign = kurus < 0 && whole === 0 ? '-' : '';
  return `${sign}${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
