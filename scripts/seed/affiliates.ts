// Affiliate marketing in the demo (docs/decisions.md "Affiliate marketing"): the demo brand
// (isAffiliateMarketingEnabled, scripts/seed/profiles.ts) runs one programme on Trendyol with
// the demo influencer allowed, and the demo influencer works with both marketplaces. Fixed ids
// and anchor-relative times, so a re-run overwrites the same documents.
import { demoAccount } from './accounts';
import type { SeedDoc } from './seedDoc';
import { DAY_MS, SEED_ANCHOR_MS } from './seedClock';

export const DEMO_AFFILIATE_ID = 'demo-affiliate-001';

const day = (offsetDays: number) =>
  new Date(SEED_ANCHOR_MS + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The demo influencer's profile with both marketplace flags on (Influencers.affiliateMarketing). */
export function withAffiliateFlags(profileDocs: SeedDoc[]): SeedDoc[] {
  const path = `Influencers/${demoAccount('influencer').uid}`;
  if (!profileDocs.some((doc) => doc.path === path))
    throw new Error('the demo influencer has a directory profile to flag');
  return profileDocs.map((doc) =>
    doc.path === path
      ? { ...doc, data: { ...doc.data, affiliateMarketing: { trendyol: true, hepsiburada: true } } }
      : doc,
  );
}

export function buildAffiliateDocs(): SeedDoc[] {
  const brand = demoAccount('brand');
  const influencer = demoAccount('influencer');
  const createdAt = new Date(SEED_ANCHOR_MS - 12 * DAY_MS);
  return [
    {
      path: `Affiliates/${DEMO_AFFILIATE_ID}`,
      data: {
        ownerId: brand.uid,
        ownerName: brand.brandName ?? '',
        timestamp: createdAt,
        productName: 'Nova Nemlendirici Krem 50 ml',
        productLink: 'https://www.trendyol.com/nova-market/nemlendirici-krem-50-ml-p-100200300',
        commissionKind: 'rate',
        commissionValue: 1200,
        marketplace: 'trendyol',
        startDate: day(-10),
        endDate: day(80),
        description:
          'Paylaşımınızdaki bağlantıdan gelen her satıştan %12 komisyon. İndirim kodu: NOVA10. ' +
          'Ürünü kullanırken çektiğiniz içeriklerde #işbirliği etiketini kullanın.',
      },
    },
    {
      path: `AffiliateAllowance/${DEMO_AFFILIATE_ID}`,
      data: { influencers: [influencer.uid], timestamp: new Date(createdAt.getTime() + DAY_MS) },
    },
  ];
}
