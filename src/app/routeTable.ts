import { paths } from '../config/paths';

// Every /app, /user and /auth child of spec section 2 with what it renders today.
// `issue` names the issue that builds a page that is still a "not built yet" page;
// the README status table mirrors this list.
export type PlannedRoute = { path: string; issue: number | null };

const later = null; // a capability with no issue filed yet

export const plannedRoutes: PlannedRoute[] = [
  { path: paths.policies, issue: later },
  { path: '/u/:userId', issue: 3 },
  { path: paths.app.payment, issue: later },
  { path: paths.app.completeTransaction, issue: later },
  { path: paths.app.contact, issue: later },
  { path: paths.app.aboutUs, issue: later },
  { path: paths.app.addNewAffiliate, issue: later },
  { path: paths.app.affiliateMarketing, issue: later },
  { path: paths.app.affiliateDetail, issue: later },
  { path: paths.app.chat, issue: later },
  { path: paths.app.support, issue: later },
  { path: paths.app.influencers, issue: later },
  { path: paths.app.earnings, issue: later },
  { path: paths.app.myEarnings, issue: later },
  { path: paths.app.myInfluencers, issue: later },
  { path: paths.app.influencerDetail, issue: later },
  { path: paths.app.editInfluencer, issue: later },
  { path: paths.app.myBrands, issue: later },
  { path: paths.app.brands, issue: later },
  { path: paths.app.search, issue: later },
  { path: paths.app.policies, issue: later },
  { path: paths.pages.productThumbList, issue: later },
  { path: paths.pages.productImageList, issue: later },
  { path: paths.pages.profileSocial, issue: later },
  { path: paths.pages.profilePortfolio, issue: later },
  { path: paths.pages.blogList, issue: later },
  { path: paths.pages.blogDetail, issue: later },
  { path: paths.pages.faq, issue: later },
  { path: paths.pages.knowledgeBase, issue: later },
  { path: paths.pages.prices, issue: later },
  { path: paths.pages.mailing, issue: later },
  { path: paths.pages.invoice, issue: later },
];
