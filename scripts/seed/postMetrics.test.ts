import { describe, expect, it } from 'vitest';
import { demoAccount } from './accounts';
import { buildDemoDataset, demoDatasetDocs } from './demoDataset';
import { SECOND_PARTY_PRICE, reportSeedFigures } from './postMetrics';

// The report e2e test (issue 22) checks the report of the demo brand's completed brief against
// these figures: keep them in step with docs/briefs-model.md "postMetrics" (seed).
describe('seeded post metrics', () => {
  const dataset = buildDemoDataset();
  const brief = dataset.briefs.find((b) => b.id === dataset.scenario.completedBriefId)!;
  const second = 'demo-dir-influencer-01';

  it('the demo brand’s completed brief has two completed parties with delivered posts', () => {
    expect(brief.briefOwnerUserId).toBe(demoAccount('brand').uid);
    expect(brief.completedUsers).toEqual([demoAccount('influencer').uid, second]);
    expect(brief.acceptedUsers).toEqual(brief.completedUsers);
    const bidders = dataset.biddersDocs.find((d) => d.id === brief.id)!.bidders;
    expect(bidders.find((b) => b.bidderId === second)?.price).toBe(SECOND_PARTY_PRICE);
    for (const uid of brief.completedUsers) {
      expect(dataset.deliveryDocs.map((d) => d.path)).toContain(
        `briefs/${brief.id}/deliveries/${uid}`,
      );
    }
  });

  it('each post has its three readings, one typed by hand, and no reading left to take', () => {
    expect(dataset.postMetricsDocs).toHaveLength(2);
    for (const doc of dataset.postMetricsDocs) {
      const delivery = dataset.deliveryDocs.find(
        (d) => d.path === doc.path.replace('/postMetrics/', '/deliveries/'),
      )!;
      expect(doc.data.postLink).toBe(delivery.data.postLink);
      expect(Object.keys(doc.data.readings as object)).toEqual(['initial', 'day1', 'day7']);
      expect(doc.data.nextSlot).toBeNull();
    }
    const sources = dataset.postMetricsDocs.flatMap((doc) =>
      Object.values(doc.data.readings as Record<string, { source: string }>).map((r) => r.source),
    );
    expect(sources.filter((s) => s === 'manual')).toHaveLength(1);
  });

  it('gives the report these rows, and the profiles their engagement', () => {
    expect(reportSeedFigures(dataset.postMetricsDocs)).toEqual([
      {
        userId: 'demo-influencer',
        reach: 84_300,
        likes: 1630,
        comments: 102,
        views: null,
        engagementRate: 2.05,
      },
      {
        userId: second,
        reach: 67_450,
        likes: 950,
        comments: 61,
        views: 15_400,
        engagementRate: 1.5,
      },
    ]);
    const docs = demoDatasetDocs(dataset);
    const engagement = (uid: string) =>
      docs.find((d) => d.path === `Influencers/${uid}`)?.data.engagement;
    expect(engagement('demo-influencer')).toEqual({ average: 2.05, count: 1 });
    expect(engagement(second)).toEqual({ average: 1.5, count: 1 });
  });
});
