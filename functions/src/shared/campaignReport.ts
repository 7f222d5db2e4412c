// The campaign report of one brief (issue 22): per accepted party and in total, what her post
// achieved and what it cost. Pure, so the app's report page and the `sharedReport` function
// compute the very same figures.
import { engagementRate, latestReading } from './postMetrics';

export const REPORT_SLOTS = ['initial', 'day1', 'day7'] as const;
export type ReportSlot = (typeof REPORT_SLOTS)[number];

export type ReportPaymentType = 'money' | 'product' | 'both';

/** A reading as stored in postMetrics (dates as epoch millis). */
export type ReportReading = {
  at: number;
  likes: number;
  comments: number;
  views: number | null;
  source: 'provider' | 'manual';
};

export type ReportFailure = { at: number; code: string; message: string };

/** The fields of a postMetrics document the report reads (plain values, dates as millis). */
export type ReportMetrics = {
  userId: string;
  postLink: string;
  platform: string;
  followersAtPosting: number | null;
  readings: Partial<Record<ReportSlot, ReportReading>>;
  failures?: Partial<Record<ReportSlot, ReportFailure>>;
};

export type CampaignReportInput = {
  brief: {
    id: string;
    title: string;
    paymentType: ReportPaymentType;
    products: { name: string; price: number }[];
  };
  /** The accepted parties; price: the accepted offer in TL before KDV, 0 for barter. */
  parties: { userId: string; name: string; price: number }[];
  metrics: ReportMetrics[];
};

/** One reading's figures; engagement = likes + comments. */
export type SlotFigures = {
  likes: number;
  comments: number;
  views: number | null;
  engagement: number;
  engagementRate: number | null;
  manual: boolean;
};

export type ReportFigures = {
  posts: number;
  /** Followers at posting: the reach proxy. null when unknown. */
  reach: number | null;
  likes: number;
  comments: number;
  /** null when no reading gave views. */
  views: number | null;
  engagementRate: number | null;
  /** TL before KDV. */
  cost: number;
  costPerEngagement: number | null;
};

export type ReportRow = ReportFigures & {
  userId: string;
  name: string;
  postLink: string | null;
  platform: string | null;
  /** Any slot typed by hand ("elle girildi"). */
  manual: boolean;
  series: Record<ReportSlot, SlotFigures | null>;
  failures: Partial<Record<ReportSlot, ReportFailure>>;
};

export type ReportTotals = ReportFigures & {
  /** Summed engagement per slot over the posts read in that slot; null when none was. */
  series: Record<ReportSlot, number | null>;
};

export type CampaignReport = {
  briefId: string;
  title: string;
  paymentType: ReportPaymentType;
  rows: ReportRow[];
  totals: ReportTotals;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

const costPerEngagementOf = (cost: number, engagement: number) =>
  engagement > 0 ? round2(cost / engagement) : null;

/** The accepted party's cost: the price, the products' value, or both (payment type). */
export function partyCost(
  paymentType: ReportPaymentType,
  price: number,
  products: { price: number }[],
): number {
  const productValue = products.reduce((sum, product) => sum + (Number(product.price) || 0), 0);
  const money = Number(price) || 0;
  if (paymentType === 'money') return money;
  if (paymentType === 'product') return productValue;
  return money + productValue;
}

function slotFigures(reading: ReportReading | undefined, followers: number | null) {
  if (!reading) return null;
  const engagement = reading.likes + reading.comments;
  return {
    likes: reading.likes,
    comments: reading.comments,
    views: reading.views,
    engagement,
    engagementRate: engagementRate(engagement, followers),
    manual: reading.source === 'manual',
  };
}

function rowOf(
  party: CampaignReportInput['parties'][number],
  metrics: ReportMetrics | undefined,
  cost: number,
): ReportRow {
  const latest = metrics ? latestReading(metrics.readings) : null;
  const reach = metrics?.followersAtPosting ?? null;
  const likes = latest?.likes ?? 0;
  const comments = latest?.comments ?? 0;
  const series = Object.fromEntries(
    REPORT_SLOTS.map((slot) => [slot, slotFigures(metrics?.readings[slot], reach)]),
  ) as Record<ReportSlot, SlotFigures | null>;
  return {
    userId: party.userId,
    name: party.name,
    postLink: metrics?.postLink ?? null,
    platform: metrics?.platform ?? null,
    posts: metrics ? 1 : 0,
    reach,
    likes,
    comments,
    views: latest?.views ?? null,
    engagementRate: latest ? engagementRate(likes + comments, reach) : null,
    cost,
    costPerEngagement: costPerEngagementOf(cost, likes + comments),
    manual: REPORT_SLOTS.some((slot) => metrics?.readings[slot]?.source === 'manual'),
    series,
    failures: { ...(metrics?.failures ?? {}) },
  };
}

function totalsOf(rows: ReportRow[]): ReportTotals {
  const sum = (pick: (row: ReportRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  const withReach = rows.filter((row) => row.reach !== null && row.reach > 0);
  const reach = withReach.length > 0 ? sum((row) => row.reach ?? 0) : null;
  const withViews = rows.filter((row) => row.views !== null);
  const likes = sum((row) => row.likes);
  const comments = sum((row) => row.comments);
  const cost = sum((row) => row.cost);
  // The rate over the summed reach counts only the posts whose reach is known, so a post
  // without followers does not inflate it.
  const reachedEngagement = withReach.reduce((s, row) => s + row.likes + row.comments, 0);
  const series = Object.fromEntries(
    REPORT_SLOTS.map((slot) => {
      const read = rows.flatMap((row) => (row.series[slot] ? [row.series[slot]] : []));
      return [slot, read.length > 0 ? read.reduce((s, f) => s + f.engagement, 0) : null];
    }),
  ) as Record<ReportSlot, number | null>;
  return {
    posts: sum((row) => row.posts),
    reach,
    likes,
    comments,
    views: withViews.length > 0 ? withViews.reduce((s, row) => s + (row.views ?? 0), 0) : null,
    engagementRate: engagementRate(reachedEngagement, reach),
    cost,
    costPerEngagement: costPerEngagementOf(cost, likes + comments),
    series,
  };
}

/** The report: one row per accepted party (in the given order), and the totals. */
export function buildCampaignReport(input: CampaignReportInput): CampaignReport {
  const { brief } = input;
  const metricsByUser = new Map(input.metrics.map((doc) => [doc.userId, doc]));
  const rows = input.parties.map((party) =>
    rowOf(
      party,
      metricsByUser.get(party.userId),
      partyCost(brief.paymentType, party.price, brief.products),
    ),
  );
  return {
    briefId: brief.id,
    title: brief.title,
    paymentType: brief.paymentType,
    rows,
    totals: totalsOf(rows),
  };
}

/** A row as a share link shows it: the public post and its figures, nobody's id or name. */
export type PublicReportRow = Omit<ReportRow, 'userId' | 'name' | 'failures'>;
export type PublicCampaignReport = Omit<CampaignReport, 'rows' | 'briefId'> & {
  rows: PublicReportRow[];
};

/** The report without personal data (for `sharedReport`): only posted rows, no ids or names. */
export function publicCampaignReport(report: CampaignReport): PublicCampaignReport {
  return {
    title: report.title,
    paymentType: report.paymentType,
    totals: report.totals,
    rows: report.rows
      .filter((row) => row.posts > 0)
      .map((row) => ({
        postLink: row.postLink,
        platform: row.platform,
        posts: row.posts,
        reach: row.reach,
        likes: row.likes,
        comments: row.comments,
        views: row.views,
        engagementRate: row.engagementRate,
        cost: row.cost,
        costPerEngagement: row.costPerEngagement,
        manual: row.manual,
        series: row.series,
      })),
  };
}

/** The share functions' Turkish errors (HttpsError messages, shown as is). */
export const REPORT_SHARE_MESSAGES = {
  invalidBriefId: 'Geçersiz proje.',
  briefNotFound: 'Proje bulunamadı.',
  permissionDenied: 'Bu raporu yalnızca proje sahibi, ajansı ve yöneticiler paylaşabilir.',
  notShared: 'Bu rapor artık paylaşılmıyor.',
  failed: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.',
} as const;
