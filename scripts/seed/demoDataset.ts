// Everything the seed writes apart from the bench briefs, assembled in one pure step so the
// parts that refer to each other (brief ids, unread counts) are built from the same values.
import { buildAffiliateDocs, withAffiliateFlags } from './affiliates';
import { generateBiddersDocs, offerCopyDocs, withOffers, type SeedBiddersDoc } from './bidders';
import { buildBriefChat } from './briefChats';
import { buildDeliveryDocs, generateDemoBriefs, type DemoScenario, type SeedBrief } from './briefs';
import {
  applyProjectChatPlans,
  buildProjectConversation,
  extraProjectChatPlans,
  projectChatDocs,
} from './conversations';
import { demoAccount } from './accounts';
import { buildCollaborationPaymentDocs } from './collaborationPayments';
import { applyCollaborationSteps, buildCollaborationStepDocs } from './collaborationSteps';
import { buildContentDocs } from './contents';
import { buildDirectoryDocs } from './directoryProfiles';
import { buildEarningsDocs } from './earnings';
import { buildPaymentDocs } from './payments';
import { generateNotifications, notificationDocs, unreadCountsByRecipient } from './notifications';
import { addSecondReportParty, buildPostMetricsDocs, withEngagement } from './postMetrics';
import { buildProfileDocs } from './profiles';
import { buildReviewDocs, withRatings } from './reviews';
import { buildSearchSampleDocs } from './searchSamples';
import type { SeedDoc } from './seedDoc';
import { buildOtherSupportThreads, buildSupportThread } from './supportThreads';

export type DemoDataset = {
  scenario: DemoScenario;
  briefs: SeedBrief[];
  biddersDocs: SeedBiddersDoc[];
  /** Users, Influencers and Brands of the demo logins. */
  profileDocs: SeedDoc[];
  /** Users, Influencers and Brands of the directory's 40 influencers and 10 brands (no logins). */
  directoryDocs: SeedDoc[];
  /** Project conversations with their messages; the brand-influencer one comes first. */
  conversationDocs: SeedDoc[];
  /** Brief chats (collection Messages) with their messages. */
  briefChatDocs: SeedDoc[];
  /** Support conversations with their messages; the pending influencer's comes first. */
  supportDocs: SeedDoc[];
  notificationDocs: SeedDoc[];
  /** Earnings records of the demo influencer's completed collaboration. */
  earningsDocs: SeedDoc[];
  /** The demo brand's paid business subscription. */
  paymentDocs: SeedDoc[];
  /** Completed collaborations' post links with the confirmed ad disclosure. */
  deliveryDocs: SeedDoc[];
  /** The demo influencer's collaboration money: held on the accepted brief, released on the done. */
  collaborationPaymentDocs: SeedDoc[];
  /** Issue 21's workflow at each step on one barter brief, the timeline documents first. */
  collaborationStepDocs: SeedDoc[];
  /** Reviews of completed demo collaborations (issue 21). */
  reviewDocs: SeedDoc[];
  /** The readings of the completed brief's two delivered posts (issue 22's report). */
  postMetricsDocs: SeedDoc[];
};

export function buildDemoDataset(): DemoDataset {
  const { briefs, scenario } = generateDemoBriefs();
  // The other project chats' partners join their briefs (offer, acceptance, completion) before
  // the bidders documents are built from them.
  const chatPlans = extraProjectChatPlans(briefs);
  const chatOffers = applyProjectChatPlans(briefs, chatPlans);
  const steps = applyCollaborationSteps(briefs);
  // The report's second completed party on the demo brand's completed brief (issue 22).
  const reportOffers = addSecondReportParty(briefs, scenario);
  const offers = [...chatOffers, ...steps.offers, ...reportOffers];
  const biddersDocs = withOffers(generateBiddersDocs(briefs, scenario), briefs, offers);
  const notifications = generateNotifications(briefs, scenario, biddersDocs);
  const profileDocs = withAffiliateFlags(buildProfileDocs(unreadCountsByRecipient(notifications)));
  const directoryDocs = buildDirectoryDocs();
  const deliveryDocs = buildDeliveryDocs(briefs);
  return {
    scenario,
    briefs,
    biddersDocs,
    profileDocs,
    directoryDocs,
    conversationDocs: [
      ...buildProjectConversation(briefs, scenario),
      ...chatPlans.flatMap((plan) => projectChatDocs(briefs, plan)),
    ],
    briefChatDocs: buildBriefChat(briefs, scenario),
    supportDocs: [...buildSupportThread(), ...buildOtherSupportThreads()],
    notificationDocs: notificationDocs(notifications),
    earningsDocs: buildEarningsDocs(briefs, biddersDocs, scenario),
    paymentDocs: buildPaymentDocs(),
    deliveryDocs,
    collaborationPaymentDocs: buildCollaborationPaymentDocs(briefs, biddersDocs, scenario),
    collaborationStepDocs: buildCollaborationStepDocs(steps.plan, demoAccount('brand').uid),
    reviewDocs: buildReviewDocs(briefs, scenario),
    postMetricsDocs: buildPostMetricsDocs(briefs, scenario, deliveryDocs, [
      ...profileDocs,
      ...directoryDocs,
    ]),
  };
}

/** Every document of the dataset with its path, in write order. */
export function demoDatasetDocs(dataset: DemoDataset): SeedDoc[] {
  return [
    // The reviewees' profiles carry their reviews' summary (issue 21).
    // … and their posts' engagement average (issue 22).
    ...withEngagement(
      withRatings(dataset.profileDocs, dataset.reviewDocs),
      dataset.postMetricsDocs,
    ),
    ...withEngagement(
      withRatings(dataset.directoryDocs, dataset.reviewDocs),
      dataset.postMetricsDocs,
    ),
    ...dataset.briefs.map((brief) => ({ path: `briefs/${brief.id}`, data: brief })),
    ...dataset.biddersDocs.map((doc) => ({ path: `bidders/${doc.id}`, data: doc })),
    ...offerCopyDocs(dataset.biddersDocs),
    ...dataset.conversationDocs,
    ...dataset.briefChatDocs,
    ...dataset.supportDocs,
    ...dataset.notificationDocs,
    ...dataset.earningsDocs,
    ...dataset.paymentDocs,
    ...buildAffiliateDocs(),
    // What /app/search finds for 'çiçek' (scripts/seed/searchSamples.ts).
    ...buildSearchSampleDocs(),
    // The content pages, the home page's numbers and the category names (Contents/...).
    ...buildContentDocs(),
    ...dataset.deliveryDocs,
    // After the deliveries: the delivery trigger then finds these readings and keeps them.
    ...dataset.postMetricsDocs,
    ...dataset.collaborationPaymentDocs,
    ...dataset.collaborationStepDocs,
    ...dataset.reviewDocs,
  ];
}
