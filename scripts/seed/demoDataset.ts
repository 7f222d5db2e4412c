// Everything the seed writes apart from the bench briefs, assembled in one pure step so the
// parts that refer to each other (brief ids, unread counts) are built from the same values.
import { generateBiddersDocs, type SeedBiddersDoc } from './bidders';
import { generateDemoBriefs, type DemoScenario, type SeedBrief } from './briefs';
import { buildProjectConversation, buildSupportThread } from './conversations';
import { buildDirectoryDocs } from './directoryProfiles';
import { generateNotifications, notificationDocs, unreadCountsByRecipient } from './notifications';
import { buildProfileDocs } from './profiles';
import type { SeedDoc } from './seedDoc';

export type DemoDataset = {
  scenario: DemoScenario;
  briefs: SeedBrief[];
  biddersDocs: SeedBiddersDoc[];
  /** Users, Influencers and Brands of the demo logins. */
  profileDocs: SeedDoc[];
  /** Users, Influencers and Brands of the directory's 40 influencers and 10 brands (no logins). */
  directoryDocs: SeedDoc[];
  conversationDocs: SeedDoc[];
  supportDocs: SeedDoc[];
  notificationDocs: SeedDoc[];
};

export function buildDemoDataset(): DemoDataset {
  const { briefs, scenario } = generateDemoBriefs();
  const biddersDocs = generateBiddersDocs(briefs, scenario);
  const notifications = generateNotifications(briefs, scenario, biddersDocs);
  return {
    scenario,
    briefs,
    biddersDocs,
    profileDocs: buildProfileDocs(unreadCountsByRecipient(notifications)),
    directoryDocs: buildDirectoryDocs(),
    conversationDocs: buildProjectConversation(briefs, scenario),
    supportDocs: buildSupportThread(),
    notificationDocs: notificationDocs(notifications),
  };
}

/** Every document of the dataset with its path, in write order. */
export function demoDatasetDocs(dataset: DemoDataset): SeedDoc[] {
  return [
    ...dataset.profileDocs,
    ...dataset.directoryDocs,
    ...dataset.briefs.map((brief) => ({ path: `briefs/${brief.id}`, data: brief })),
    ...dataset.biddersDocs.map((doc) => ({ path: `bidders/${doc.id}`, data: doc })),
    ...dataset.conversationDocs,
    ...dataset.supportDocs,
    ...dataset.notificationDocs,
  ];
}
