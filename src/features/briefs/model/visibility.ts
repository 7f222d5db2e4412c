// Who sees which brief: an influencer in the budget and barter tabs (spec section 5), and any
// other viewer of the open-brief list (spec section 6). Pure predicates; the queries in tabs.ts
// fetch the candidates and these decide.
import { UserRole } from '@/store/roles';
import type { BriefDoc, PaymentType, Platform } from '@/lib/collections/briefs';
import { briefPlatformsOf, genderTargetsOf } from './briefFields';
import { categoriesMatch } from './categoryMatch';

export type InfluencerTab = 'budget' | 'barter';

export type InfluencerProfile = {
  uid: string;
  /** null when the profile does not say. */
  isGenderFemale: boolean | null;
  /** Codes, numeric strings or Turkish names (generalInfo.selectedCategories). */
  categories: (number | string)[];
  /** Usernames; youtube is the channel link. */
  social: { instagram?: string; tiktok?: string; youtube?: string };
};

/** Payment types each influencer tab lists: budget = money or both, barter = product only. */
export const tabPaymentTypes: Readonly<Record<InfluencerTab, readonly PaymentType[]>> = {
  budget: ['money', 'both'],
  barter: ['product'],
};

/**
 * DECISION: a brief with no platform requirement counts as asking for Instagram (spec: "no
 * platform requirement is allowed, default instagram"). The influencer must have a non-blank
 * handle (YouTube: channel link) on AT LEAST ONE of the brief's platforms: a brief listing
 * Instagram and TikTok is for influencers on either, not only for those on both.
 */
export const DEFAULT_BRIEF_PLATFORMS: readonly Platform[] = ['instagram'];

export type InfluencerVisibilityFailure =
  | 'paymentType' // the brief's payment type does not belong in this tab
  | 'accepted' // the influencer is already in acceptedUsers
  | 'notVerified'
  | 'completed'
  | 'hidden' // shouldHideBrief
  | 'private' // visibility is not 'brand' (private briefs are for targeted agencies)
  | 'category'
  | 'gender'
  | 'platform';

function hasHandle(profile: InfluencerProfile, platform: Platform): boolean {
  const handle = profile.social[platform];
  return typeof handle === 'string' && handle.trim() !== '';
}

/**
 * Spec section 5 gender rule: at least one gender must be targeted; a woman needs
 * targetFemaleInfluencers, a man targetMaleInfluencers; with unknown gender only a brief that
 * targets both genders is shown.
 */
export function genderMatches(
  brief: Pick<BriefDoc, 'targetMaleInfluencers' | 'targetFemaleInfluencers' | 'targetedGenders'>,
  isGenderFemale: boolean | null,
): boolean {
  const targets = genderTargetsOf(brief);
  if (!targets.male && !targets.female) return false;
  if (isGenderFemale === true) return targets.female;
  if (isGenderFemale === false) return targets.male;
  return targets.male && targets.female;
}

/** The platform rule, see DEFAULT_BRIEF_PLATFORMS. */
export function platformMatches(
  brief: Pick<BriefDoc, 'briefPlatforms' | 'selectedBriefPlatforms'>,
  profile: InfluencerProfile,
): boolean {
  const required = briefPlatformsOf(brief);
  const wanted = required.length > 0 ? required : DEFAULT_BRIEF_PLATFORMS;
  return wanted.some((platform) => hasHandle(profile, platform));
}

/** Every clause of spec section 5 that fails, in a fixed order; empty means visible. */
export function visibilityReasons(
  brief: BriefDoc,
  profile: InfluencerProfile,
  tab: InfluencerTab,
): InfluencerVisibilityFailure[] {
  const failures: InfluencerVisibilityFailure[] = [];
  if (!tabPaymentTypes[tab].includes(brief.paymentType)) failures.push('paymentType');
  if ((brief.acceptedUsers ?? []).includes(profile.uid)) failures.push('accepted');
  if (!brief.isVerified) failures.push('notVerified');
  if (brief.isCompleted) failures.push('completed');
  if (brief.shouldHideBrief) failures.push('hidden');
  if (brief.visibility !== 'brand') failures.push('private');
  if (!categoriesMatch(brief.targetedCategories, profile.categories)) failures.push('category');
  if (!genderMatches(brief, profile.isGenderFemale)) failures.push('gender');
  if (!platformMatches(brief, profile)) failures.push('platform');
  return failures;
}

/** True when the brief belongs in this influencer tab: every clause of spec section 5 holds. */
export function isVisibleToInfluencer(
  brief: BriefDoc,
  profile: InfluencerProfile,
  tab: InfluencerTab,
): boolean {
  return visibilityReasons(brief, profile, tab).length === 0;
}

export type PaymentFilter = PaymentType | 'all';

export type ViewerContext = { uid: string; role: UserRole; paymentType: PaymentFilter };

/**
 * DECISION: the payment filter of the open list. 'all' is no filter; 'money' lists money and
 * both, 'product' lists product and both (a 'both' brief pays money and product, so it answers
 * either search); 'both' lists only both. Returns null for no filter.
 */
export function paymentTypesForFilter(filter: PaymentFilter): PaymentType[] | null {
  switch (filter) {
    case 'all':
      return null;
    case 'money':
      return ['money', 'both'];
    case 'product':
      return ['product', 'both'];
    case 'both':
      return ['both'];
  }
}

/**
 * Spec section 6 for viewers other than the influencer tabs.
 *
 * DECISION (visibility semantics): the spec says brands and agencies create briefs with
 * visibility 'brand' and that influencers "have visibility 'influencer'", which cannot both be a
 * filter on the brief. We read the brief field as its audience: 'brand' (every brief a brand or
 * agency publishes) is public to every signed-in viewer; 'influencer' is private and is shown
 * only to the agencies in targetedAgencies, to its owner and to admins. Either way the brief
 * must be verified, not completed and not hidden, and pass the viewer's payment filter.
 */
export function isVisibleToOthers(brief: BriefDoc, viewer: ViewerContext): boolean {
  if (!brief.isVerified || brief.isCompleted || brief.shouldHideBrief) return false;
  const allowed = paymentTypesForFilter(viewer.paymentType);
  if (allowed && !allowed.includes(brief.paymentType)) return false;
  if (brief.visibility === 'brand') return true;
  return (
    viewer.role === UserRole.Admin ||
    brief.briefOwnerUserId === viewer.uid ||
    (brief.targetedAgencies ?? []).includes(viewer.uid)
  );
}
