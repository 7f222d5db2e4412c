// The money of one offer for the people who see it (issue 10, docs/decisions.md "Money"): what
// the brand pays with KDV, and what reaches the influencer after her share and the withholding
// of her tax status. Amounts are computed in kuruş by src/lib/money.ts; this only chooses the
// figures and hands back translation keys with values (the words live in the locale files).
import {
  INFLUENCER_SHARE,
  KDV_RATE_BP,
  creatorNet,
  formatRate,
  formatTry,
  influencerEarnings,
  toKurus,
  withKdv,
  type Kurus,
  type TaxStatus,
} from '@/lib/money';
import type { I18nText } from './text';

export type OfferMoney = {
  /** The offer before KDV, what the brand agreed to. */
  net: Kurus;
  kdv: Kurus;
  /** What the brand pays: the offer with KDV. */
  gross: Kurus;
  /** The influencer's share of the offer (spec: influencerEarnings). */
  earnings: Kurus;
  withholding: Kurus;
  /** What reaches her account, approximately (docs/decisions.md "Money"). */
  take: Kurus;
  kdvRateBp: number;
  withholdingRateBp: number;
  status: TaxStatus;
};

/**
 * The figures of an offer in lira. `storedEarnings` is the bid's stored influencerEarnings when
 * there is one (a sent offer), so the page shows what was recorded; otherwise the share is
 * computed by `influencerEarnings`, the one place that knows it.
 */
export function offerMoney(
  priceLira: number,
  status: TaxStatus,
  storedEarnings?: number | null,
): OfferMoney {
  const { net, kdv, gross } = withKdv(toKurus(priceLira));
  const earningsLira =
    typeof storedEarnings === 'number' && Number.isFinite(storedEarnings) && storedEarnings >= 0
      ? storedEarnings
      : influencerEarnings(priceLira);
  const creator = creatorNet(toKurus(earningsLira), status);
  return {
    net,
    kdv,
    gross,
    earnings: creator.earnings,
    withholding: creator.withholding,
    take: creator.net,
    kdvRateBp: KDV_RATE_BP,
    withholdingRateBp: creator.rateBp,
    status,
  };
}

const money = (kurus: Kurus, locale: string) => formatTry(kurus, locale, { whole: true });

/** 'Marka öder ₺X + KDV = ₺Y; hesabınıza geçecek ≈ ₺Z'. */
export function offerBreakdownText(figures: OfferMoney, locale: string = 'tr'): I18nText {
  return {
    key: 'briefDetail.offer.breakdown',
    values: {
      net: money(figures.net, locale),
      gross: money(figures.gross, locale),
      take: money(figures.take, locale),
    },
  };
}

/** The small 'Nasıl hesaplandı' line: the KDV rate, her share and the withholding rate. */
export function offerHowText(figures: OfferMoney, locale: string = 'tr'): I18nText {
  return {
    key: `briefDetail.offer.how.${figures.status}`,
    values: {
      kdvRate: formatRate(figures.kdvRateBp, locale),
      share: formatRate(Math.round(INFLUENCER_SHARE * 10_000), locale),
      earnings: money(figures.earnings, locale),
      withholdingRate: formatRate(figures.withholdingRateBp, locale),
      withholding: money(figures.withholding, locale),
    },
  };
}

/** The owner's bidders table: '₺X + KDV = ₺Y'. */
export function bidTotalText(priceLira: number, locale: string = 'tr'): I18nText {
  const { net, gross } = withKdv(toKurus(priceLira));
  return {
    key: 'briefDetail.bidders.priceWithKdv',
    values: { net: money(net, locale), gross: money(gross, locale) },
  };
}
