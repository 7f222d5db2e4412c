// What the brief cards and list rows show (spec section 2 "Project list page", section 9).
// Everything returns translation keys (with values) rather than text, so the words live in the
// locale files; only numbers and dates are formatted here.
import type { BriefDoc, PaymentType } from '@/lib/collections/briefs';
import { briefContentTypesOf, briefPlatformsOf, genderTargetsOf } from './briefFields';
import { categoryLabelKey, toCategoryCodes } from '@/lib/categories';
import { formatTry, toKurus } from '@/lib/money';
import type { DisplayText, I18nText } from './text';

// ---- money --------------------------------------------------------------------------------

/**
 * An amount in Turkish lira for a UI language ('tr', 'en', 'es' or any BCP 47 tag):
 * tr → '₺12.500', en → '₺12,500', es → '12.500 ₺'. Whole amounts have no decimals, others two.
 */
export function formatMoney(amount: number, locale: string = 'tr'): string {
  return formatTry(toKurus(amount), locale, { whole: true });
}

/**
 * The offered-amount badge: `t(key, values)` gives '₺12.500 + KDV' in Turkish (the VAT word
 * comes from `briefs.card.moneyWithVat`, so each language names its own tax).
 */
export function moneyWithVat(amount: number, locale: string = 'tr'): I18nText {
  return { key: 'briefs.card.moneyWithVat', values: { amount: formatMoney(amount, locale) } };
}

// ---- audience ------------------------------------------------------------------------------

/** The data contract's age bounds, used when a brief gives only one of them. */
export const MIN_TARGET_AGE = 13;
export const MAX_TARGET_AGE = 99;

const isAge = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * 'min - max Yaş' (`briefs.card.ageRange`). With one bound the other is the contract's limit
 * (13 or 99); with none there is nothing to show (null).
 */
export function formatAgeRange(min?: number | null, max?: number | null): I18nText | null {
  if (!isAge(min) && !isAge(max)) return null;
  return {
    key: 'briefs.card.ageRange',
    values: { min: isAge(min) ? min : MIN_TARGET_AGE, max: isAge(max) ? max : MAX_TARGET_AGE },
  };
}

/** The age range of a brief: targetedMinimumAge/targetedMaximumAge, else sliderDoubleValue. */
export function briefAgeRange(
  brief: Pick<BriefDoc, 'targetedMinimumAge' | 'targetedMaximumAge' | 'sliderDoubleValue'>,
): I18nText | null {
  const [sliderMin, sliderMax] = brief.sliderDoubleValue ?? [];
  return formatAgeRange(
    brief.targetedMinimumAge ?? sliderMin ?? null,
    brief.targetedMaximumAge ?? sliderMax ?? null,
  );
}

/** Kadınlar ve Erkekler / Kadınlar / Erkekler, or null when no gender is targeted. */
export function genderTag(
  brief: Pick<BriefDoc, 'targetMaleInfluencers' | 'targetFemaleInfluencers' | 'targetedGenders'>,
): string | null {
  const { male, female } = genderTargetsOf(brief);
  if (male && female) return 'briefs.card.gender.both';
  if (female) return 'briefs.card.gender.female';
  if (male) return 'briefs.card.gender.male';
  return null;
}

// ---- dates ---------------------------------------------------------------------------------

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Turkish day/month/year (spec section 2), the same in every UI language. No date library:
 * the brief cards are the first /app screen of most users. */
export function formatDate(millis: number): string {
  const date = new Date(millis);
  return `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${date.getFullYear()}`;
}

const isTime = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The collaboration period: both bounds '01.02.2025 - 28.02.2025', only a start
 * '01.02.2025 başlangıç', only an end '28.02.2025 bitiş', none 'Tarih belirtilmemiş'.
 * Bounds are epoch milliseconds (what the converter gives).
 */
export function dateRange(start?: number | null, end?: number | null): I18nText {
  if (isTime(start) && isTime(end)) {
    return {
      key: 'briefs.card.dates.range',
      values: { start: formatDate(start), end: formatDate(end) },
    };
  }
  if (isTime(start)) return { key: 'briefs.card.dates.from', values: { date: formatDate(start) } };
  if (isTime(end)) return { key: 'briefs.card.dates.until', values: { date: formatDate(end) } };
  return { key: 'briefs.card.dates.none' };
}

// ---- lists of labels -----------------------------------------------------------------------

/** Keys for Instagram / TikTok / YouTube, or ['briefs.card.platforms.all'] (Tüm platformlar). */
export function platformLabels(
  brief: Pick<BriefDoc, 'briefPlatforms' | 'selectedBriefPlatforms'>,
): string[] {
  const listed = briefPlatformsOf(brief);
  return listed.length > 0
    ? listed.map((platform) => `briefs.card.platforms.${platform}`)
    : ['briefs.card.platforms.all'];
}

/** Keys for Story / Post / Reel / Video, or ['briefs.card.contentTypes.all']. */
export function contentTypeLabels(brief: Pick<BriefDoc, 'contentTypes'>): string[] {
  const listed = briefContentTypesOf(brief);
  return listed.length > 0
    ? listed.map((type) => `briefs.card.contentTypes.${type}`)
    : ['briefs.card.contentTypes.all'];
}

/** The admin list shows at most this many categories, then an ellipsis. */
export const ADMIN_CATEGORY_LIMIT = 2;

/**
 * Category label keys in the brief's order (names in old data are read too, duplicates and
 * unknown values dropped). None → ['briefs.card.noCategory'] (Belirtilmemiş). With `max`, at
 * most `max` keys and `more: true` when some were left out (the UI then shows '…').
 */
export function categoryLabels(
  brief: Pick<BriefDoc, 'targetedCategories'>,
  max?: number,
): { keys: string[]; more: boolean } {
  const codes = toCategoryCodes(brief.targetedCategories);
  if (codes.length === 0) return { keys: ['briefs.card.noCategory'], more: false };
  const shown = max === undefined ? codes : codes.slice(0, Math.max(0, max));
  return { keys: shown.map(categoryLabelKey), more: shown.length < codes.length };
}

// ---- work model, brand, offers ------------------------------------------------------------

/** money = Bütçe (Bütçeli on the admin list), product = Barter, both = Bütçe+Ürün. */
export function workModelKey(paymentType: PaymentType, options: { admin?: boolean } = {}): string {
  if (paymentType === 'money' && options.admin) return 'briefs.card.workModel.moneyAdmin';
  return `briefs.card.workModel.${paymentType}`;
}

/** briefSenderName as written, or Bilinmeyen Marka when it is blank. */
export function brandName(brief: Pick<BriefDoc, 'briefSenderName'>): DisplayText {
  const name = typeof brief.briefSenderName === 'string' ? brief.briefSenderName.trim() : '';
  return name ? { text: name } : { key: 'briefs.card.unknownBrand' };
}

/** The Teklifiniz column: the bid with KDV, or Teklif Göndermediniz. */
export function offerText(bid?: { price: number } | null, locale: string = 'tr'): I18nText {
  return bid ? moneyWithVat(bid.price, locale) : { key: 'briefs.card.noBid' };
}

/** The İlgi Durumunuz column: İlgilendiniz / İlgilenmediniz. */
export function interestKey(hasBid: boolean): string {
  return hasBid ? 'briefs.card.interest.shown' : 'briefs.card.interest.none';
}
