import * as z from 'zod/mini';
import {
  affiliateLimits,
  type CommissionKind,
  type Marketplace,
} from '@/lib/collections/affiliates';
import { fieldErrors, type FieldErrors } from '@/lib/forms';
import { parseLiraInput } from '@/lib/money';

// The programme form of /app/addNewAffiliate: what is typed, its checks (messages are i18n keys
// under affiliates.validation) and the stored values it becomes. Limits follow the rules.

export type AffiliateFormValues = {
  productName: string;
  productLink: string;
  commissionKind: CommissionKind;
  /** A percentage ('12,5') for a rate, lira ('250', '1.250,50') for a fixed amount. */
  commission: string;
  marketplace: Marketplace | '';
  startDate: string;
  endDate: string;
  description: string;
};

export const emptyAffiliateForm: AffiliateFormValues = {
  productName: '',
  productLink: '',
  commissionKind: 'rate',
  commission: '',
  marketplace: '',
  startDate: '',
  endDate: '',
  description: '',
};

/** What the form stores (besides owner and time). */
export type NewAffiliate = {
  productName: string;
  productLink: string;
  commissionKind: CommissionKind;
  commissionValue: number;
  marketplace: Marketplace;
  startDate: string;
  endDate: string;
  description: string;
};

/** A percentage as typed ('12', '12,5', '%12.25') to basis points; null unless 0 < rate ≤ 100. */
export function parseRatePercent(text: string): number | null {
  const trimmed = text.trim().replace(/\s|%/g, '');
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(trimmed)) return null;
  const bp = Math.round(Number(trimmed.replace(',', '.')) * 100);
  return bp > 0 && bp <= affiliateLimits.maxRateBp ? bp : null;
}

/** The commission in its stored unit (basis points or kuruş), null when it is not valid. */
export function commissionValueOf(kind: CommissionKind, text: string): number | null {
  if (kind === 'rate') return parseRatePercent(text);
  const kurus = parseLiraInput(text);
  return kurus !== null && kurus < affiliateLimits.maxFixedKurus ? kurus : null;
}

/** 'YYYY-MM-DD' naming a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** An https address with a host name (the product page on the marketplace). */
export function isHttpsUrl(value: string): boolean {
  if (value.length > affiliateLimits.productLink || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const v = (key: string) => `affiliates.validation.${key}`;
const filled = (value: string) => value.trim() !== '';
const atMost = (max: number) => (value: string) => value.trim().length <= max;

const schema = z.object({
  productName: z
    .string()
    .check(
      z.refine(filled, v('productNameRequired')),
      z.refine(atMost(affiliateLimits.productName), v('productNameTooLong')),
    ),
  productLink: z.string().check(
    z.refine(filled, v('productLinkRequired')),
    z.refine((value) => isHttpsUrl(value.trim()), v('productLinkInvalid')),
  ),
  commissionKind: z.enum(['rate', 'fixed']),
  commission: z.string().check(z.refine(filled, v('commissionRequired'))),
  marketplace: z.string().check(z.refine(filled, v('marketplaceRequired'))),
  startDate: z
    .string()
    .check(z.refine(filled, v('startDateRequired')), z.refine(isIsoDate, v('dateInvalid'))),
  endDate: z
    .string()
    .check(z.refine(filled, v('endDateRequired')), z.refine(isIsoDate, v('dateInvalid'))),
  description: z
    .string()
    .check(
      z.refine(filled, v('descriptionRequired')),
      z.refine(atMost(affiliateLimits.description), v('descriptionTooLong')),
    ),
});

/** The first problem per field; empty when the form may be saved. */
export function validateAffiliateForm(
  values: AffiliateFormValues,
): FieldErrors<AffiliateFormValues> {
  const errors = fieldErrors(schema as z.ZodMiniType<AffiliateFormValues>, values);
  // Checks across fields, each only once its own fields are fine on their own.
  if (!errors.commission && commissionValueOf(values.commissionKind, values.commission) === null)
    errors.commission = v(values.commissionKind === 'rate' ? 'rateInvalid' : 'amountInvalid');
  if (!errors.startDate && !errors.endDate && values.endDate <= values.startDate)
    errors.endDate = v('endBeforeStart');
  return errors;
}

/** The stored values of a valid form (trimmed, commission in its unit); null if invalid. */
export function toNewAffiliate(values: AffiliateFormValues): NewAffiliate | null {
  if (Object.keys(validateAffiliateForm(values)).length > 0) return null;
  const commissionValue = commissionValueOf(values.commissionKind, values.commission);
  if (commissionValue === null || values.marketplace === '') return null;
  return {
    productName: values.productName.trim(),
    productLink: values.productLink.trim(),
    commissionKind: values.commissionKind,
    commissionValue,
    marketplace: values.marketplace,
    startDate: values.startDate,
    endDate: values.endDate,
    description: values.description.trim(),
  };
}
