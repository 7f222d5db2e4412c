import type { ReactNode } from 'react';
import { UserRole } from '@/store/roles';
import { paths } from '@/config/paths';
import type { IconName } from '@/components/icons/iconPaths';

export type MenuEntry = {
  path: string;
  labelKey: string;
  /**
   * Narrows who sees the link beyond what the page guard allows, where a page is open to
   * everyone but only meant for some (spec section 6: brands and agencies create briefs,
   * agencies keep their own influencers and brands).
   */
  audience?: readonly UserRole[];
  /**
   * Also shown, whatever the audience, to a user whose session has this flag on (an admin
   * switches affiliate marketing on per account: `isAffiliateMarketingEnabled`).
   */
  grantedBy?: MenuFlag;
};

/** Session flags that open menu entries. */
export type MenuFlag = 'isAffiliateMarketingEnabled';
export type MenuFlags = Readonly<Partial<Record<MenuFlag, boolean>>>;

/** What a feature shows beside a main menu entry, by group id, through the app's slot. */
export type MenuBadges = Readonly<Record<string, ReactNode>>;

export type MenuGroup = {
  id: string;
  labelKey: string;
  icon: IconName;
  entries: readonly MenuEntry[];
};

const { Admin, Influencer, Brand, InfluencerAgency, AdvertisementAgency, ProInfluencerAgency } =
  UserRole;
const briefOwners = [Admin, Brand, InfluencerAgency, AdvertisementAgency, ProInfluencerAgency];
const influencerAgencies = [InfluencerAgency, ProInfluencerAgency];
const brandAgencies = [AdvertisementAgency];

/** The main menu: each group is one main entry; its entries form the sub-menu. */
export const menuGroups: readonly MenuGroup[] = [
  {
    id: 'projects',
    labelKey: 'layout.menu.groups.projects',
    icon: 'briefcase',
    entries: [
      { path: paths.app.projects, labelKey: 'routes.projects' },
      { path: paths.app.myProjects, labelKey: 'routes.myProjects' },
      { path: paths.app.addNewBrief, labelKey: 'routes.addNewBrief', audience: briefOwners },
      // The brand side's barter products; admins reach the same page from the address.
      {
        path: paths.pages.productThumbList,
        labelKey: 'routes.myProducts',
        audience: [Brand, AdvertisementAgency, InfluencerAgency, ProInfluencerAgency],
      },
    ],
  },
  {
    id: 'messages',
    labelKey: 'layout.menu.groups.messages',
    icon: 'chat',
    entries: [
      { path: paths.app.chat, labelKey: 'routes.chat' },
      { path: paths.app.support, labelKey: 'routes.support' },
    ],
  },
  {
    id: 'influencers',
    labelKey: 'layout.menu.groups.influencers',
    icon: 'users',
    entries: [
      { path: paths.app.influencers, labelKey: 'routes.influencers' },
      {
        path: paths.app.myInfluencers,
        labelKey: 'routes.myInfluencers',
        audience: influencerAgencies,
      },
      {
        path: paths.app.addNewInfluencer,
        labelKey: 'routes.addNewInfluencer',
        audience: [Admin, ...influencerAgencies],
      },
    ],
  },
  {
    id: 'brands',
    labelKey: 'layout.menu.groups.brands',
    icon: 'store',
    entries: [
      { path: paths.app.brands, labelKey: 'routes.brands' },
      { path: paths.app.myBrands, labelKey: 'routes.myBrands', audience: brandAgencies },
      {
        path: paths.app.addNewBrand,
        labelKey: 'routes.addNewBrand',
        audience: [Admin, ...brandAgencies],
      },
    ],
  },
  {
    // Programmes are run by accounts an admin enabled; influencers join them (spec section 1).
    id: 'affiliate',
    labelKey: 'layout.menu.groups.affiliate',
    icon: 'store',
    entries: [
      {
        path: paths.app.affiliateMarketing,
        labelKey: 'routes.affiliateMarketing',
        audience: [Admin, Influencer],
        grantedBy: 'isAffiliateMarketingEnabled',
      },
      {
        path: paths.app.addNewAffiliate,
        labelKey: 'routes.addNewAffiliate',
        audience: [Admin],
        grantedBy: 'isAffiliateMarketingEnabled',
      },
    ],
  },
  {
    id: 'earnings',
    labelKey: 'layout.menu.groups.earnings',
    icon: 'wallet',
    entries: [
      { path: paths.app.earnings, labelKey: 'routes.earnings' },
      { path: paths.app.myEarnings, labelKey: 'routes.myEarnings' },
    ],
  },
  {
    id: 'account',
    labelKey: 'layout.menu.groups.account',
    icon: 'user',
    entries: [
      { path: paths.app.users, labelKey: 'routes.users' },
      { path: paths.pages.account, labelKey: 'routes.account' },
      { path: paths.pages.prices, labelKey: 'routes.prices' },
      { path: paths.pages.faq, labelKey: 'routes.faq' },
      { path: paths.pages.knowledgeBase, labelKey: 'routes.knowledge-base' },
      { path: paths.pages.blogList, labelKey: 'routes.blog-list' },
      // The template preview is the admins' tool; the page stays open to any signed-in user.
      { path: paths.pages.mailing, labelKey: 'routes.mailing', audience: [Admin] },
    ],
  },
];
