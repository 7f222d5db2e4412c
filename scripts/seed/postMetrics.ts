// Issue 22's campaign report on the demo brand's completed brief: a second completed party
// (directory influencer Zeynep Kaya) joins the demo influencer, and both delivered posts carry
// their readings at posting, after 24 hours and after 7 days (briefs/{b}/postMetrics/{uid});
// Zeynep's day-7 figures were typed by hand. Each party's profile carries the engagement
// average the postMetrics functions would compute. The figures are fixed here so the report's
// e2e test can check them (REPORT_SEED below spells out the expected rows and totals).
import {
  engagementRateOf,
  engagementSummary,
  latestReading,
  platformOfLink,
  type PostMetricsSlot,
} from '../../functions/src/shared/postMetrics';
import { demoAccount } from './accounts';
import type { SeedOffer } from './bidders';
import type { DemoScenario, SeedBrief } from './briefs';
import { directoryParty } from './conversations';
import type { SeedDoc } from './seedDoc';
import { DAY_MS, HOUR_MS } from './seedClock';

/** Directory influencer number 1 (Zeynep Kaya): the report's second completed party. */
const SECOND_PARTY_INDEX = 0;
/** Her accepted price on the brief, TL before KDV. */
export const SECOND_PARTY_PRICE = 2500;

type Figures = { likes: number; comments: number; views: number | null };
type PlannedReadings = {
  initial: Figures;
  day1: Figures;
  day7: Figures & { manual?: true };
};

/** The readings per party (by role), fixed so the e2e test knows them. */
const READINGS: Record<'influencer' | 'second', PlannedReadings> = {
  influencer: {
    initial: { likes: 420, comments: 31, views: null },
    day1: { likes: 1180, comments: 74, views: null },
    day7: { likes: 1630, comments: 102, views: null },
  },
  second: {
    initial: { likes: 260, comments: 18, views: null },
    day1: { likes: 700, comments: 45, views: null },
    // Typed by the brand from the figures Zeynep sent (she included the reel's plays).
    day7: { likes: 950, comments: 61, views: 15_400, manual: true },
  },
};

const completedBrief = (briefs: readonly SeedBrief[], scenario: DemoScenario) => {
  const brief = briefs.find((b) => b.id === scenario.completedBriefId);
  if (!brief?.completedAt) throw new Error(`${scenario.completedBriefId} is not completed`);
  return brief;
};

/**
 * Adds the second completed party to the demo brand's completed brief (bidder, accepted,
 * completed); the offer goes into the bidders document like the chats' offers do.
 */
export function addSecondReportParty(
  briefs: readonly SeedBrief[],
  scenario: DemoScenario,
): SeedOffer[] {
  const brief = completedBrief(briefs, scenario);
  const party = directoryParty(SECOND_PARTY_INDEX);
  if (!party.approved || !party.female || !brief.targetFemaleInfluencers)
    throw new Error(`${party.uid} cannot have worked on ${brief.id}`);
  if (brief.bidderIds.includes(party.uid)) throw new Error(`${party.uid} already on ${brief.id}`);
  brief.bidderIds.push(party.uid);
  brief.acceptedUsers.push(party.uid);
  brief.completedUsers.push(party.uid);
  const start = (brief.verifiedAt ?? brief.timestamp).getTime();
  return [
    {
      briefId: brief.id,
      bidderId: party.uid,
      bidderName: party.name,
      price: SECOND_PARTY_PRICE,
      offeredAt: new Date(start + 2 * HOUR_MS),
      updatedAt: new Date(start + 6 * HOUR_MS),
    },
  ];
}

const followersOf = (profiles: readonly SeedDoc[], uid: string): number | null => {
  const doc = profiles.find((d) => d.path === `Influencers/${uid}`);
  const social = (doc?.data as { socialMedia?: { instagram?: { followerCount?: unknown } } })
    ?.socialMedia;
  const count = social?.instagram?.followerCount;
  return typeof count === 'number' ? count : null;
};

/** The postMetrics documents of the completed brief's two delivered posts. */
export function buildPostMetricsDocs(
  briefs: readonly SeedBrief[],
  scenario: DemoScenario,
  deliveryDocs: readonly SeedDoc[],
  profiles: readonly SeedDoc[],
): SeedDoc[] {
  const brief = completedBrief(briefs, scenario);
  const brand = demoAccount('brand').uid;
  const roles: [string, PlannedReadings][] = [
    [demoAccount('influencer').uid, READINGS.influencer],
    [directoryParty(SECOND_PARTY_INDEX).uid, READINGS.second],
  ];
  return roles.map(([uid, planned]) => {
    const delivery = deliveryDocs.find((d) => d.path === `briefs/${brief.id}/deliveries/${uid}`);
    if (!delivery) throw new Error(`${uid} delivered nothing on ${brief.id}`);
    const postLink = String(delivery.data.postLink);
    const liveAt = (delivery.data.submittedAt as Date).getTime();
    const reading = (figures: Figures & { manual?: true }, at: number) => ({
      at: new Date(at + (figures.manual ? 3 * HOUR_MS : 5 * 60 * 1000)),
      likes: figures.likes,
      comments: figures.comments,
      views: figures.views,
      source: figures.manual ? 'manual' : 'provider',
      ...(figures.manual ? { enteredBy: brand } : {}),
    });
    return {
      path: `briefs/${brief.id}/postMetrics/${uid}`,
      data: {
        userId: uid,
        briefId: brief.id,
        postLink,
        platform: platformOfLink(postLink),
        liveAt: new Date(liveAt),
        followersAtPosting: followersOf(profiles, uid),
        readings: {
          initial: reading(planned.initial, liveAt),
          day1: reading(planned.day1, liveAt + DAY_MS),
          day7: reading(planned.day7, liveAt + 7 * DAY_MS),
        },
        failures: {},
        nextSlot: null,
        nextReadingAt: null,
        updatedAt: new Date(liveAt + 7 * DAY_MS + 3 * HOUR_MS),
      },
    };
  });
}

/** Influencers profiles with `engagement` computed from the seeded posts (completed briefs). */
export function withEngagement(
  profiles: readonly SeedDoc[],
  metrics: readonly SeedDoc[],
): SeedDoc[] {
  const rates = new Map<string, number[]>();
  for (const doc of metrics) {
    const data = doc.data as {
      userId: string;
      followersAtPosting: number | null;
      readings: Partial<Record<PostMetricsSlot, Figures>>;
    };
    const rate = engagementRateOf(latestReading(data.readings), data.followersAtPosting);
    if (rate !== null) rates.set(data.userId, [...(rates.get(data.userId) ?? []), rate]);
  }
  return profiles.map((doc) => {
    const uid = doc.path.startsWith('Influencers/') ? doc.path.slice('Influencers/'.length) : '';
    const own = rates.get(uid);
    return own ? { ...doc, data: { ...doc.data, engagement: engagementSummary(own) } } : doc;
  });
}

/** What the report of the seeded brief shows (the e2e test's expectations; see the docs). */
export function reportSeedFigures(metrics: readonly SeedDoc[]) {
  const rows = metrics.map((doc) => {
    const data = doc.data as {
      userId: string;
      followersAtPosting: number | null;
      readings: Partial<Record<PostMetricsSlot, Figures>>;
    };
    const latest = latestReading(data.readings)!;
    return {
      userId: data.userId,
      reach: data.followersAtPosting,
      likes: latest.likes,
      comments: latest.comments,
      views: latest.views,
      engagementRate: engagementRateOf(latest, data.followersAtPosting),
    };
  });
  return rows;
}
