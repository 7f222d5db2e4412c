// Which queries and which client-side filter each list of the project page uses (spec sections
// 2, 4, 5 and 6). Pure: the page hands the plan to fillPage + fetchBriefBatch.
import type { UserRole } from '@/store/roles';
import type { BriefDoc } from '@/lib/collections/briefs';
import {
  describeBriefQuery,
  describeInfluencerQuery,
  describeOthersQueries,
  type BriefQueryDescription,
} from '../model/tabs';
import {
  isVisibleToInfluencer,
  isVisibleToOthers,
  type InfluencerProfile,
  type InfluencerTab,
  type PaymentFilter,
} from '../model/visibility';

export const SUPPORT_BRIEF_ID = 'support-brief';

export type ListPlan = {
  /** Changes whenever the list must start again. */
  key: string;
  descriptions: BriefQueryDescription[];
  keep: (brief: BriefDoc) => boolean;
};

const notSupportBrief = (brief: BriefDoc) => brief.id !== SUPPORT_BRIEF_ID;

/** Admin tabs 0-2 as tabs.ts describes them; the support brief is no project. */
export function adminPlan(tab: number): ListPlan {
  return {
    key: `admin:${tab}`,
    descriptions: describeBriefQuery({ scope: 'admin', tab }),
    keep: notSupportBrief,
  };
}

/**
 * Brand and agency tabs (DECISION):
 * - tab 0 'Aktif Projeler': own approved open briefs (own query tab 0); while the user has
 *   briefs waiting it is titled 'Onay Bekleyenler' and lists those too (tab 0 + includePending),
 *   each card showing its status.
 * - tab 1 'Devam Eden Projeler': briefs with work under way: own approved open briefs that
 *   have at least one accepted influencer, plus briefs the user is accepted in (own query tab 1,
 *   which an agency is when it works for a brand).
 * - tab 2 'Tamamlanmış Projelerim': own completed briefs and collaborations the user completed
 *   (own query tab 2).
 */
export function ownerPlan(uid: string, tab: number, hasPending: boolean): ListPlan {
  if (tab === 1) {
    const [ownOpen] = describeBriefQuery({ scope: 'own', uid, tab: 0 });
    return {
      key: `owner:${uid}:1`,
      descriptions: [ownOpen!, ...describeBriefQuery({ scope: 'own', uid, tab: 1 })],
      keep: (brief) =>
        notSupportBrief(brief) &&
        (brief.briefOwnerUserId !== uid || brief.acceptedUsers.length > 0),
    };
  }
  const includePending = tab === 0 && hasPending;
  return {
    key: `owner:${uid}:${tab}:${includePending}`,
    descriptions: describeBriefQuery({ scope: 'own', uid, tab, includePending }),
    keep: notSupportBrief,
  };
}

/** An influencer tab: the open briefs of its payment types, kept by isVisibleToInfluencer. */
export function influencerPlan(profile: InfluencerProfile, tab: InfluencerTab): ListPlan {
  return {
    key: `influencer:${profile.uid}:${tab}:${JSON.stringify(profile)}`,
    descriptions: describeInfluencerQuery(tab),
    keep: (brief) => isVisibleToInfluencer(brief, profile, tab),
  };
}

/**
 * An influencer agency's open list (spec section 6): the public open briefs with its payment
 * filter ('all' = none) merged with the private briefs that target it; its own briefs and the
 * ones it is already accepted in are elsewhere.
 */
export function agencyPlan(uid: string, role: UserRole, paymentType: PaymentFilter): ListPlan {
  const viewer = { uid, role, paymentType };
  return {
    key: `agency:${uid}:${paymentType}`,
    descriptions: describeOthersQueries(viewer),
    keep: (brief) =>
      notSupportBrief(brief) &&
      brief.briefOwnerUserId !== uid &&
      !brief.acceptedUsers.includes(uid) &&
      isVisibleToOthers(brief, viewer),
  };
}

/**
 * What a list shows, as plain data: it travels in Redux actions and state, and planFor turns it
 * into the queries and the filter function (which is not serialisable) whenever a page is due.
 */
export type ListSpec =
  | { view: 'admin'; tab: number }
  | { view: 'owner'; uid: string; tab: number; hasPending: boolean }
  | { view: 'influencer'; profile: InfluencerProfile; tab: InfluencerTab }
  | { view: 'agency'; uid: string; role: UserRole; paymentType: PaymentFilter };

export function planFor(spec: ListSpec): ListPlan {
  switch (spec.view) {
    case 'admin':
      return adminPlan(spec.tab);
    case 'owner':
      return ownerPlan(spec.uid, spec.tab, spec.hasPending);
    case 'influencer':
      return influencerPlan(spec.profile, spec.tab);
    case 'agency':
      return agencyPlan(spec.uid, spec.role, spec.paymentType);
  }
}
