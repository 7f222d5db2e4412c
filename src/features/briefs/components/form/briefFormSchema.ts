import * as z from 'zod/mini';
import {
  contentTypes,
  paymentTypes,
  platforms,
  type ContentType,
  type Gender,
  type PaymentType,
  type Platform,
} from '@/lib/collections/briefs';
import { CATEGORY_COUNT } from '@/lib/categories';
import { MAX_TARGET_AGE, MIN_TARGET_AGE } from '../../model/cardFormat';
import {
  disclosureKinds,
  disclosureMap,
  disclosurePlatforms,
  FALLBACK_DISCLOSURE_KIND,
  type DisclosureKind,
} from '../../model/adDisclosure';
import { influencerTypes, type InfluencerType } from '../../model/influencerTypes';
import type { BriefDraft, PlatformDetails } from '../../api/briefWrites';

// The create-brief form (/app/addNewBrief, /app/myAddNewBrief): its values as typed, their
// validation (messages are i18n keys under briefForm.validation) and the draft the api saves.
// Limits follow docs/briefs-model.md (title 120, description 5000, ages 13-99).

const v = (key: string) => `briefForm.validation.${key}`;

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const OPTIONAL_TEXT_MAX = 500;
export const MAX_LIST_URLS = 10;
export const MAX_PRODUCTS = 20;
export const MAX_BUDGET = 10_000_000;
/** Revision rounds a brief may include (issue 21; firestore.rules validBriefValues). */
export const MAX_REVISION_ROUNDS = 5;
export const DEFAULT_REVISION_ROUNDS = 2;

export type ProductRow = { name: string; price: string };
export type PlatformDetailValues = { taggedAccount: string; postCount: string };

export type BriefFormValues = {
  title: string;
  description: string;
  categories: number[];
  genders: Gender[];
  minAge: string;
  maxAge: string;
  platforms: Platform[];
  platformDetails: Record<Platform, PlatformDetailValues>;
  /** The disclosure chosen per platform; '' until the brand picks one (no default on purpose). */
  adDisclosure: Record<Platform, DisclosureKind | ''>;
  contentTypes: ContentType[];
  paymentType: PaymentType;
  budget: string;
  products: ProductRow[];
  /** One URL a line. */
  urlLinks: string;
  /** One image URL a line. */
  images: string;
  /** YYYY-MM-DD or blank. */
  startDate: string;
  endDate: string;
  followerCountLimitation: string;
  maturityTime: string;
  /** Included revision rounds, 0-5 (issue 21). */
  revisionRounds: string;
  influencerTypes: InfluencerType[];
  /** Everyone, or only the agencies in targetedAgencies (a private brief, spec section 6). */
  audience: 'public' | 'agencies';
  /** Agency uids separated by commas, spaces or new lines. */
  targetedAgencies: string;
  projectScope: string;
  musicRequirement: string;
  taggedAccountInfo: string;
  storyRedirectLink: string;
};

export const emptyBriefForm = (): BriefFormValues => ({
  title: '',
  description: '',
  categories: [],
  genders: [],
  minAge: String(MIN_TARGET_AGE),
  maxAge: String(MAX_TARGET_AGE),
  platforms: [],
  platformDetails: {
    instagram: { taggedAccount: '', postCount: '' },
    tiktok: { taggedAccount: '', postCount: '' },
    youtube: { taggedAccount: '', postCount: '' },
  },
  adDisclosure: { instagram: '', tiktok: '', youtube: '' },
  contentTypes: [],
  paymentType: 'money',
  budget: '',
  products: [{ name: '', price: '' }],
  urlLinks: '',
  images: '',
  startDate: '',
  endDate: '',
  followerCountLimitation: '0',
  maturityTime: '30',
  revisionRounds: String(DEFAULT_REVISION_ROUNDS),
  influencerTypes: [],
  audience: 'public',
  targetedAgencies: '',
  projectScope: '',
  musicRequirement: '',
  taggedAccountInfo: '',
  storyRedirectLink: '',
});

// ---- pieces ----------------------------------------------------------------------------------

const trimmed = (value: string) => value.trim();
const blank = (value: string) => value.trim() === '';

/** A whole number written with digits only (no sign, no decimals); null otherwise. */
export function wholeNumber(value: string): number | null {
  const text = value.trim();
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** An amount in lira: digits with an optional decimal comma or point and two decimals. */
export function amount(value: string): number | null {
  const text = value.trim().replace(/\s/g, '');
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** A link the rules accept (docs/decisions.md "Safe links"): https with a host name. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value) || value.length > 2000 || !value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An image: a link as above or a path on this site (the demo briefs' pictures in public/). */
export const isImageAddress = (value: string): boolean =>
  isHttpsUrl(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);

/** Non-blank lines, trimmed. */
export const lines = (value: string) => value.split(/\r?\n/).map(trimmed).filter(Boolean);

/** Agency uids: split on commas and white space. */
export const agencyIds = (value: string) =>
  value
    .split(/[\s,]+/)
    .map(trimmed)
    .filter(Boolean);

/** YYYY-MM-DD to local midnight in epoch milliseconds; null when blank or not a real day. */
export function dayMillis(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && year >= 2000 && year <= 2100 ? date.getTime() : null;
}

const isAge = (value: string) => {
  const n = wholeNumber(value);
  return n !== null && n >= MIN_TARGET_AGE && n <= MAX_TARGET_AGE;
};

const needsBudget = (type: PaymentType) => type === 'money' || type === 'both';
const needsProducts = (type: PaymentType) => type === 'product' || type === 'both';

/** Product rows the user has typed anything into. */
export const filledProducts = (rows: ProductRow[]) =>
  rows.filter((row) => !blank(row.name) || !blank(row.price));

const productOk = (row: ProductRow) => {
  const price = amount(row.price);
  return !blank(row.name) && row.name.trim().length <= 100 && price !== null;
};

const postCountOk = (value: string) => {
  if (blank(value)) return true;
  const n = wholeNumber(value);
  return n !== null && n >= 1 && n <= 100;
};

const handleOk = (value: string) => blank(value) || /^@?[A-Za-z0-9._-]{1,100}$/.test(value.trim());

const requiredText = (max: number, field: string) =>
  z.string().check(
    z.refine((value) => !blank(value), v(`${field}Required`)),
    z.refine((value) => value.trim().length <= max, v(`${field}TooLong`)),
  );

const optionalText = z
  .string()
  .check(z.refine((value) => value.trim().length <= OPTIONAL_TEXT_MAX, v('textTooLong')));

const urlList = (key: string, ok: (line: string) => boolean) =>
  z.string().check(
    z.refine((value) => lines(value).every(ok), v(`${key}Invalid`)),
    z.refine((value) => lines(value).length <= MAX_LIST_URLS, v(`${key}TooMany`)),
  );

const dateField = z
  .string()
  .check(z.refine((value) => blank(value) || dayMillis(value) !== null, v('dateInvalid')));

const detailValues = z.object({ taggedAccount: z.string(), postCount: z.string() });

const disclosureValue = z.enum([...disclosureKinds, '']);

// ---- the schema ------------------------------------------------------------------------------

export const briefFormSchema = z
  .object({
    title: requiredText(TITLE_MAX, 'title'),
    description: requiredText(DESCRIPTION_MAX, 'description'),
    categories: z.array(z.number()).check(
      z.minLength(1, v('categoriesRequired')),
      z.refine(
        (codes) => codes.every((c) => Number.isInteger(c) && c >= 0 && c < CATEGORY_COUNT),
        v('categoriesRequired'),
      ),
    ),
    genders: z.array(z.enum(['female', 'male'])).check(z.minLength(1, v('gendersRequired'))),
    minAge: z.string().check(z.refine(isAge, v('ageInvalid'))),
    maxAge: z.string().check(z.refine(isAge, v('ageInvalid'))),
    platforms: z.array(z.enum(platforms)),
    platformDetails: z.object({
      instagram: detailValues,
      tiktok: detailValues,
      youtube: detailValues,
    }),
    adDisclosure: z.object({
      instagram: disclosureValue,
      tiktok: disclosureValue,
      youtube: disclosureValue,
    }),
    contentTypes: z.array(z.enum(contentTypes)),
    paymentType: z.enum(paymentTypes),
    budget: z.string(),
    products: z.array(z.object({ name: z.string(), price: z.string() })),
    urlLinks: urlList('links', isHttpsUrl),
    images: urlList('images', isImageAddress),
    startDate: dateField,
    endDate: dateField,
    followerCountLimitation: z
      .string()
      .check(
        z.refine((value) => blank(value) || wholeNumber(value) !== null, v('followersInvalid')),
      ),
    maturityTime: z.string().check(
      z.refine((value) => {
        if (blank(value)) return true;
        const n = wholeNumber(value);
        return n !== null && n <= 365;
      }, v('maturityInvalid')),
    ),
    revisionRounds: z.string().check(
      z.refine((value) => {
        const n = wholeNumber(value);
        return n !== null && n <= MAX_REVISION_ROUNDS;
      }, v('revisionRoundsInvalid')),
    ),
    influencerTypes: z.array(z.enum(influencerTypes)),
    audience: z.enum(['public', 'agencies']),
    targetedAgencies: z
      .string()
      .check(
        z.refine(
          (value) => agencyIds(value).every((id) => /^[A-Za-z0-9_-]{1,128}$/.test(id)),
          v('agenciesInvalid'),
        ),
      ),
    projectScope: optionalText,
    musicRequirement: optionalText,
    taggedAccountInfo: optionalText,
    storyRedirectLink: z
      .string()
      .check(z.refine((value) => blank(value) || isHttpsUrl(value.trim()), v('linkInvalid'))),
  })
  .check(
    z.refine(
      (input) =>
        !isAge(input.minAge) ||
        !isAge(input.maxAge) ||
        Number(input.minAge) <= Number(input.maxAge),
      { message: v('ageOrder'), path: ['maxAge'] },
    ),
    z.refine(
      (input) => {
        if (!needsBudget(input.paymentType)) return true;
        const value = amount(input.budget);
        return value !== null && value > 0 && value <= MAX_BUDGET;
      },
      { message: v('budgetRequired'), path: ['budget'] },
    ),
    z.refine(
      (input) => !needsProducts(input.paymentType) || filledProducts(input.products).length > 0,
      { message: v('productsRequired'), path: ['products'] },
    ),
    z.refine(
      (input) =>
        !needsProducts(input.paymentType) ||
        (filledProducts(input.products).every(productOk) &&
          filledProducts(input.products).length <= MAX_PRODUCTS),
      { message: v('productInvalid'), path: ['products'] },
    ),
    z.refine(
      (input) => {
        const start = dayMillis(input.startDate);
        const end = dayMillis(input.endDate);
        return start === null || end === null || start <= end;
      },
      { message: v('dateOrder'), path: ['endDate'] },
    ),
    z.refine(
      (input) =>
        input.platforms.every((p) => {
          const details = input.platformDetails[p];
          return postCountOk(details.postCount) && handleOk(details.taggedAccount);
        }),
      { message: v('platformDetailsInvalid'), path: ['platformDetails'] },
    ),
    z.refine(
      (input) => input.audience !== 'agencies' || agencyIds(input.targetedAgencies).length > 0,
      {
        message: 'briefForm.audience.required',
        path: ['targetedAgencies'],
      },
    ),
    // Reklam Kurulu 2021/2 (model/adDisclosure.ts): every brief, money or barter, names how
    // each of its platforms' posts are marked as advertising.
    z.refine(
      (input) => disclosurePlatforms(input.platforms).every((p) => input.adDisclosure[p] !== ''),
      { message: 'adDisclosure.form.required', path: ['adDisclosure'] },
    ),
  );

// ---- values → draft --------------------------------------------------------------------------

function detailsOf(values: PlatformDetailValues): PlatformDetails | undefined {
  const details: PlatformDetails = {};
  if (!blank(values.taggedAccount)) details.taggedAccount = values.taggedAccount.trim();
  const posts = wholeNumber(values.postCount);
  if (posts !== null) details.postCount = posts;
  return Object.keys(details).length > 0 ? details : undefined;
}

/** Keeps `order`'s order and drops duplicates, whatever order the boxes were ticked in. */
const ordered = <T>(order: readonly T[], picked: readonly T[]) =>
  order.filter((item) => picked.includes(item));

/** The draft the api saves; call only with values the schema accepted. */
export function draftFromValues(values: BriefFormValues): BriefDraft {
  const platformDetails: BriefDraft['platformDetails'] = {};
  for (const platform of values.platforms) {
    const details = detailsOf(values.platformDetails[platform]);
    if (details) platformDetails[platform] = details;
  }
  const products = needsProducts(values.paymentType)
    ? filledProducts(values.products).map((row) => ({
        name: row.name.trim(),
        price: amount(row.price) ?? 0,
      }))
    : [];
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    targetedCategories: [...new Set(values.categories)].sort((a, b) => a - b),
    targetedGenders: ordered<Gender>(['female', 'male'], values.genders),
    targetedMinimumAge: Number(values.minAge),
    targetedMaximumAge: Number(values.maxAge),
    briefPlatforms: ordered(platforms, values.platforms),
    platformDetails,
    adDisclosure: disclosureMap(
      disclosurePlatforms(values.platforms).map((platform) => ({
        platform,
        kind: values.adDisclosure[platform] || FALLBACK_DISCLOSURE_KIND,
      })),
    ),
    contentTypes: ordered(contentTypes, values.contentTypes),
    paymentType: values.paymentType,
    budget: needsBudget(values.paymentType) ? (amount(values.budget) ?? 0) : 0,
    products,
    urlLinks: lines(values.urlLinks),
    images: lines(values.images),
    collaborationStartDate: dayMillis(values.startDate),
    collaborationEndDate: dayMillis(values.endDate),
    followerCountLimitation: wholeNumber(values.followerCountLimitation) ?? 0,
    maturityTime: wholeNumber(values.maturityTime) ?? 0,
    revisionRounds: wholeNumber(values.revisionRounds) ?? DEFAULT_REVISION_ROUNDS,
    targetedInfluencerTypes: ordered(influencerTypes, values.influencerTypes),
    targetedAgencies:
      values.audience === 'agencies' ? [...new Set(agencyIds(values.targetedAgencies))] : [],
    projectScope: values.projectScope.trim(),
    musicRequirement: values.musicRequirement.trim(),
    taggedAccountInfo: values.taggedAccountInfo.trim(),
    storyRedirectLink: values.storyRedirectLink.trim(),
  };
}
