// The tabs of the project list page (spec sections 2 and 4) and the Firestore queries behind
// them, as plain descriptions: pure, so every tab is testable without Firebase, and
// api/briefQueries.ts (`briefListQuery`) adds the order, cursor and limit of the query that runs.
import type { BriefDoc, PaymentType } from '@/lib/collections/briefs';
import { UserRole } from '@/store/roles';
import {
  paymentTypesForFilter,
  tabPaymentTypes,
  type InfluencerTab,
  type ViewerContext,
} from './visibility';

// ---- tabs ----------------------------------------------------------------------------------

export type ListTab = { id: number; titleKey: string; emptyKey: string };

/** Onay Bekleyenler / Devam Edenler / Tamamlananlar; ids are the admin query tabs 0-2. */
export const adminTabs: readonly ListTab[] = [
  { id: 0, titleKey: 'briefs.tabs.admin.pending', emptyKey: 'briefs.empty.pending' },
  { id: 1, titleKey: 'briefs.tabs.admin.ongoing', emptyKey: 'briefs.empty.ongoing' },
  { id: 2, titleKey: 'briefs.tabs.admin.completed', emptyKey: 'briefs.empty.completed' },
];

/**
 * Brand and agency tabs; ids are the own-list query tabs 0-2. The first tab is 'Aktif Projeler',
 * or 'Onay Bekleyenler' when the user has briefs waiting for approval (spec wording). In that
 * case query it with `{ scope: 'own', uid, tab: 0, includePending: true }`, so the tab really
 * lists the waiting briefs, next to the approved ones (each card carries its status badge).
 * The pending-count badge is UI.
 */
export function ownerTabs(hasPending: boolean): ListTab[] {
  return [
    hasPending
      ? { id: 0, titleKey: 'briefs.tabs.owner.pending', emptyKey: 'briefs.empty.pending' }
      : { id: 0, titleKey: 'briefs.tabs.owner.active', emptyKey: 'briefs.empty.ongoing' },
    { id: 1, titleKey: 'briefs.tabs.owner.ongoing', emptyKey: 'briefs.empty.ongoing' },
    { id: 2, titleKey: 'briefs.tabs.owner.completed', emptyKey: 'briefs.empty.completed' },
  ];
}

export type InfluencerListTab = ListTab & { tab: InfluencerTab };

/** 'Bütçeli ({{count}})' and 'Barter ({{count}})': pass `{ count }` to t with the title. */
export const influencerTabs: readonly InfluencerListTab[] = [
  {
    id: 0,
    tab: 'budget',
    titleKey: 'briefs.tabs.influencer.budget',
    emptyKey: 'briefs.empty.budget',
  },
  {
    id: 1,
    tab: 'barter',
    titleKey: 'briefs.tabs.influencer.barter',
    emptyKey: 'briefs.empty.barter',
  },
];

// ---- query descriptions --------------------------------------------------------------------

export type BriefQueryField =
  | 'isVerified'
  | 'isCompleted'
  | 'shouldHideBrief'
  | 'visibility'
  | 'paymentType'
  | 'briefOwnerUserId'
  | 'acceptedUsers'
  | 'completedUsers'
  | 'targetedAgencies';

export type WhereOp = '==' | 'array-contains' | 'in';
export type WhereValue = string | boolean | readonly PaymentType[];
export type WhereTuple = readonly [field: BriefQueryField, op: WhereOp, value: WhereValue];

/** Every brief list is newest first; pages continue with startAfter(timestamp) and a limit. */
export const BRIEF_ORDER = ['timestamp', 'desc'] as const;

export type BriefQueryDescription = {
  where: WhereTuple[];
  orderBy: typeof BRIEF_ORDER;
};

export type BriefQueryInput =
  /** Admin tabs: 0 unverified, 1 verified and open, 2 verified and completed. */
  | { scope: 'admin'; tab: number }
  /**
   * A user's own list: 0 approved own open briefs (plus own pending ones with includePending),
   * 1 briefs the user is accepted in, 2 completed (own, or collaborations in completedUsers:
   * two queries), 3 own briefs waiting for approval.
   */
  | { scope: 'own'; uid: string; tab: number; includePending?: boolean }
  /** Open public briefs (influencer tabs and other viewers); no payment types = no filter. */
  | { scope: 'open'; paymentTypes?: readonly PaymentType[] | null }
  /** Private briefs that target this agency, merged into its open list. */
  | { scope: 'agencyTargeted'; uid: string };

const describe = (...where: WhereTuple[]): BriefQueryDescription => ({
  where,
  orderBy: BRIEF_ORDER,
});

function badTab(scope: string, tab: number): never {
  throw new RangeError(`No ${scope} brief tab ${tab}`);
}

/**
 * The queries behind a list, ALWAYS as an array: most lists are one query, some are two whose
 * results the page merges (see `mergeBriefLists`), each paging with its own cursor.
 */
export function describeBriefQuery(input: BriefQueryInput): BriefQueryDescription[] {
  switch (input.scope) {
    case 'admin':
      switch (input.tab) {
        case 0:
          return [describe(['isVerified', '==', false])];
        case 1:
          return [describe(['isVerified', '==', true], ['isCompleted', '==', false])];
        case 2:
          return [describe(['isVerified', '==', true], ['isCompleted', '==', true])];
        default:
          return badTab('admin', input.tab);
      }
    case 'own': {
      const { uid } = input;
      const ownPending = describe(['briefOwnerUserId', '==', uid], ['isVerified', '==', false]);
      switch (input.tab) {
        case 0: {
          const approved = describe(
            ['briefOwnerUserId', '==', uid],
            ['isVerified', '==', true],
            ['isCompleted', '==', false],
          );
          return input.includePending ? [approved, ownPending] : [approved];
        }
        case 1:
          return [describe(['acceptedUsers', 'array-contains', uid], ['isCompleted', '==', false])];
        case 2:
          return [
            describe(['briefOwnerUserId', '==', uid], ['isCompleted', '==', true]),
            describe(['completedUsers', 'array-contains', uid]),
          ];
        case 3:
          return [ownPending];
        default:
          return badTab('own', input.tab);
      }
    }
    case 'open': {
      // visibility == 'brand' keeps private briefs out of the public list, so the security
      // rules can allow this query without reading targetedAgencies (rules are not filters).
      const where: WhereTuple[] = [
        ['isVerified', '==', true],
        ['isCompleted', '==', false],
        ['shouldHideBrief', '==', false],
        ['visibility', '==', 'brand'],
      ];
      if (input.paymentTypes && input.paymentTypes.length > 0) {
        where.push(['paymentType', 'in', [...input.paymentTypes]]);
      }
      return [describe(...where)];
    }
    case 'agencyTargeted':
      return [
        describe(
          ['targetedAgencies', 'array-contains', input.uid],
          ['isVerified', '==', true],
          ['isCompleted', '==', false],
          ['shouldHideBrief', '==', false],
        ),
      ];
  }
}

/** The open briefs of an influencer tab (budget: money or both; barter: product). */
export function describeInfluencerQuery(tab: InfluencerTab): BriefQueryDescription[] {
  return describeBriefQuery({ scope: 'open', paymentTypes: tabPaymentTypes[tab] });
}

const agencyRoles: readonly UserRole[] = [
  UserRole.InfluencerAgency,
  UserRole.AdvertisementAgency,
  UserRole.ProInfluencerAgency,
];

/**
 * Spec section 6 for other viewers: the open public briefs with the viewer's payment filter,
 * plus, for agencies (roles 4, 5, 6), the private briefs targeting them. The agency query has no
 * payment filter; `isVisibleToOthers` applies it to the merged list.
 */
export function describeOthersQueries(viewer: ViewerContext): BriefQueryDescription[] {
  const open = describeBriefQuery({
    scope: 'open',
    paymentTypes: paymentTypesForFilter(viewer.paymentType),
  });
  return agencyRoles.includes(viewer.role)
    ? [...open, ...describeBriefQuery({ scope: 'agencyTargeted', uid: viewer.uid })]
    : open;
}

/** Results of several queries as one list: unique by id, newest first. */
export function mergeBriefLists(...lists: readonly (readonly BriefDoc[])[]): BriefDoc[] {
  const byId = new Map<string, BriefDoc>();
  for (const list of lists)
    for (const brief of list) if (!byId.has(brief.id)) byId.set(brief.id, brief);
  return [...byId.values()].sort((a, b) => b.timestamp - a.timestamp);
}
