import { describe, expect, it } from 'vitest';
import {
  buildCampaignReport,
  publicCampaignReport,
  type CampaignReportInput,
  type ReportMetrics,
} from '@shared/campaignReport';

const reading = (likes: number, comments: number, views: number | null, manual = false) => ({
  at: 1,
  likes,
  comments,
  views,
  source: manual ? ('manual' as const) : ('provider' as const),
});

const ayse: ReportMetrics = {
  userId: 'ayse',
  postLink: 'https://instagram.com/p/1',
  platform: 'instagram',
  followersAtPosting: 10000,
  readings: {
    initial: reading(100, 10, 1000),
    day1: reading(300, 20, 4000),
    day7: reading(500, 40, 9000),
  },
};
const zeynep: ReportMetrics = {
  userId: 'zeynep',
  postLink: 'https://tiktok.com/@z/video/2',
  platform: 'tiktok',
  followersAtPosting: 5000,
  readings: { initial: reading(50, 5, null), day1: reading(90, 10, null, true) },
  failures: { day7: { at: 2, code: 'unavailable', message: 'Platform yanıt vermedi.' } },
};

const input = (paymentType: CampaignReportInput['brief']['paymentType']): CampaignReportInput => ({
  brief: {
    id: 'b1',
    title: 'Yaz kampanyası',
    paymentType,
    products: [
      { name: 'Krem', price: 300 },
      { name: 'Serum', price: 200 },
    ],
  },
  parties: [
    { userId: 'ayse', name: 'Ayşe', price: 2700 },
    { userId: 'zeynep', name: 'Zeynep', price: 0 },
    { userId: 'elif', name: 'Elif', price: 1000 },
  ],
  metrics: [zeynep, ayse],
});

describe('buildCampaignReport', () => {
  it('takes each post’s latest reading and rates its engagement against the reach', () => {
    const { rows } = buildCampaignReport(input('money'));
    expect(rows.map((row) => row.userId)).toEqual(['ayse', 'zeynep', 'elif']);
    expect(rows[0]).toMatchObject({
      name: 'Ayşe',
      posts: 1,
      reach: 10000,
      likes: 500,
      comments: 40,
      views: 9000,
      engagementRate: 5.4,
      cost: 2700,
      costPerEngagement: 5,
      manual: false,
    });
    expect(rows[1]).toMatchObject({ likes: 90, comments: 10, views: null, engagementRate: 2 });
    expect(rows[1]?.failures.day7?.message).toBe('Platform yanıt vermedi.');
    expect(rows[0]?.series.initial).toMatchObject({ engagement: 110, engagementRate: 1.1 });
    expect(rows[1]?.series.day7).toBeNull();
  });

  it('marks a row with any reading typed by hand', () => {
    const { rows } = buildCampaignReport(input('money'));
    expect(rows.map((row) => row.manual)).toEqual([false, true, false]);
    expect(rows[1]?.series.day1?.manual).toBe(true);
  });

  it('gives a party without a post no figures but her cost', () => {
    const elif = buildCampaignReport(input('money')).rows[2];
    expect(elif).toMatchObject({
      posts: 0,
      reach: null,
      likes: 0,
      comments: 0,
      views: null,
      engagementRate: null,
      cost: 1000,
      costPerEngagement: null,
      postLink: null,
    });
  });

  it.each([
    ['money', [2700, 0, 1000]],
    ['product', [500, 500, 500]],
    ['both', [3200, 500, 1500]],
  ] as const)('costs a %s brief as the price, the products’ value or both', (type, costs) => {
    expect(buildCampaignReport(input(type)).rows.map((row) => row.cost)).toEqual(costs);
  });

  it('leaves the rate null when the followers are unknown or zero', () => {
    for (const followersAtPosting of [null, 0]) {
      const report = buildCampaignReport({
        ...input('money'),
        metrics: [{ ...ayse, followersAtPosting }],
      });
      expect(report.rows[0]?.engagementRate).toBeNull();
      expect(report.rows[0]?.series.day7?.engagementRate).toBeNull();
      expect(report.totals.engagementRate).toBeNull();
      expect(report.totals.reach).toBeNull();
    }
  });

  it('sums the totals and rates them over the summed reach', () => {
    const { totals } = buildCampaignReport(input('both'));
    expect(totals).toMatchObject({
      posts: 2,
      reach: 15000,
      likes: 590,
      comments: 50,
      views: 9000,
      engagementRate: 4.27, // 640 / 15000
      cost: 5200,
      costPerEngagement: 8.13, // 5200 / 640
      series: { initial: 165, day1: 420, day7: 540 },
    });
  });

  it('has zero totals and null rates with no posts at all', () => {
    const { totals } = buildCampaignReport({ ...input('money'), metrics: [] });
    expect(totals).toMatchObject({
      posts: 0,
      likes: 0,
      engagementRate: null,
      costPerEngagement: null,
      series: { initial: null, day1: null, day7: null },
    });
  });
});

describe('publicCampaignReport', () => {
  it('keeps the posts and totals and drops every id, name and unposted party', () => {
    const report = buildCampaignReport(input('money'));
    const shared = publicCampaignReport(report);
    const text = JSON.stringify(shared);
    for (const secret of ['ayse', 'zeynep', 'elif', 'Ayşe', 'Zeynep', 'Elif', 'b1'])
      expect(text).not.toContain(`"${secret}"`);
    expect(shared.rows.map((row) => row.postLink)).toEqual([ayse.postLink, zeynep.postLink]);
    expect(shared.totals).toEqual(report.totals);
  });
});
