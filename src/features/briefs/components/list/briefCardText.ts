// Turns the model's keys into the texts one brief card or row shows. Pure apart from `t`.
import type { Bid } from '@/lib/collections/bidders';
import type { BriefDoc } from '@/lib/collections/briefs';
import {
  briefAgeRange,
  categoryLabels,
  contentTypeLabels,
  dateRange,
  formatDate,
  genderTag,
  interestKey,
  moneyWithVat,
  offerText,
  platformLabels,
  brandName,
} from '../../model/cardFormat';
import { briefStatus, statusBadge } from '../../model/status';
import { resolveText, type Translate } from '../../model/text';
import type { InfluencerTab } from '../../model/visibility';

export type CardTexts = {
  title: string;
  brand: string;
  /** Category names, at most `maxCategories`, and whether some were left out. */
  categories: { names: string[]; more: boolean };
  date: string;
  status: { label: string; color: string };
  /** '₺12.500 + KDV' when the brief offers an amount (budget > 0). */
  amount: string | null;
  age: string | null;
  gender: string | null;
  platforms: string[];
  contentTypes: string[];
  period: string;
};

export function cardTexts(
  brief: BriefDoc,
  t: Translate,
  locale: string,
  maxCategories?: number,
): CardTexts {
  const badge = statusBadge(briefStatus(brief));
  const categories = categoryLabels(brief, maxCategories);
  const age = briefAgeRange(brief);
  const gender = genderTag(brief);
  const budget = typeof brief.budget === 'number' ? brief.budget : 0;
  return {
    title: brief.title?.trim() || brief.id,
    brand: resolveText(brandName(brief), t),
    categories: { names: categories.keys.map((key) => t(key)), more: categories.more },
    date: brief.timestamp ? formatDate(brief.timestamp) : '',
    status: { label: t(badge.labelKey), color: badge.color },
    amount: budget > 0 ? resolveText(moneyWithVat(budget, locale), t) : null,
    age: age ? resolveText(age, t) : null,
    gender: gender ? t(gender) : null,
    platforms: platformLabels(brief).map((key) => t(key)),
    contentTypes: contentTypeLabels(brief).map((key) => t(key)),
    period: resolveText(dateRange(brief.collaborationStartDate, brief.collaborationEndDate), t),
  };
}

/**
 * The influencer's own column: Teklifiniz (budget tab) or İlgi Durumunuz (barter tab). `bids`
 * holds the bids read so far; a brief the user bid on whose bid is not (yet) known reads null.
 */
export function ownOfferText(
  brief: BriefDoc,
  tab: InfluencerTab,
  uid: string,
  bids: Readonly<Record<string, Bid | null>>,
  t: Translate,
  locale: string,
): string | null {
  const hasBid = brief.bidderIds.includes(uid);
  if (tab === 'barter') return t(interestKey(hasBid));
  if (!hasBid) return resolveText(offerText(null, locale), t);
  const bid = bids[brief.id];
  if (bid === undefined) return null;
  // In bidderIds but no entry in the bidders document: the offer was withdrawn meanwhile.
  return resolveText(offerText(bid, locale), t);
}
