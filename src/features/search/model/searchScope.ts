// Who searches what (spec section 6). Each group is shown only to the roles that may see it,
// with the constraints the security rules need to prove each query (rules are not filters).
import { UserRole } from '@/store/roles';

export type SearchGroupKind = 'briefs' | 'influencers' | 'brands';

/**
 * Briefs: admins all; everyone else the verified, open, not hidden public ('brand') briefs, plus
 * their own briefs in any state (brands and agencies publish), plus for agencies the private
 * briefs that target them. An influencer whose account is not approved sees no briefs (spec
 * section 2: briefs show only when isApproved is true).
 */
export type BriefSearchScope =
  | { kind: 'admin' }
  | { kind: 'others'; uid: string; own: boolean; targeted: boolean }
  | { kind: 'awaitingApproval' };

/**
 * Influencers, as the directory (spec section 6 route table: Admin, ProInfluencerAgency, Brand,
 * InfluencerAgency, AdvertisementAgency): admins everyone, influencer agencies their roster,
 * brands and advertisement agencies the approved profiles.
 */
export type InfluencerSearchScope =
  { kind: 'admin' } | { kind: 'roster'; agencyUid: string } | { kind: 'public' };

export type SearchScope = {
  briefs: BriefSearchScope | null;
  influencers: InfluencerSearchScope | null;
  /** The brands directory is the admin's only (spec section 6). */
  brands: boolean;
};

export type Searcher = { uid: string; role: UserRole; isApproved: boolean };

const publishers: readonly UserRole[] = [
  UserRole.Brand,
  UserRole.InfluencerAgency,
  UserRole.AdvertisementAgency,
  UserRole.ProInfluencerAgency,
];
const agencies: readonly UserRole[] = [
  UserRole.InfluencerAgency,
  UserRole.AdvertisementAgency,
  UserRole.ProInfluencerAgency,
];
const rosters: readonly UserRole[] = [UserRole.InfluencerAgency, UserRole.ProInfluencerAgency];
const directoryReaders: readonly UserRole[] = [
  UserRole.ProInfluencerAgency,
  UserRole.Brand,
  UserRole.InfluencerAgency,
  UserRole.AdvertisementAgency,
];

export function searchScopeFor(searcher: Searcher): SearchScope {
  const { uid, role } = searcher;
  if (role === UserRole.Admin) {
    return { briefs: { kind: 'admin' }, influencers: { kind: 'admin' }, brands: true };
  }
  const briefs: BriefSearchScope =
    role === UserRole.Influencer && !searcher.isApproved
      ? { kind: 'awaitingApproval' }
      : { kind: 'others', uid, own: publishers.includes(role), targeted: agencies.includes(role) };
  let influencers: InfluencerSearchScope | null = null;
  if (rosters.includes(role)) influencers = { kind: 'roster', agencyUid: uid };
  else if (directoryReaders.includes(role)) influencers = { kind: 'public' };
  return { briefs, influencers, brands: false };
}

/**
 * The i18n key part naming a group: an influencer agency's influencer group is its roster
 * ("Influencerlarınız"), as its directory is, so it never reads as the whole directory.
 */
export function groupLabelOf(scope: SearchScope, kind: SearchGroupKind): string {
  return kind === 'influencers' && scope.influencers?.kind === 'roster' ? 'roster' : kind;
}

/** The groups the searcher sees, in the order the page shows them. */
export function visibleGroups(scope: SearchScope): SearchGroupKind[] {
  const groups: SearchGroupKind[] = [];
  if (scope.briefs) groups.push('briefs');
  if (scope.influencers) groups.push('influencers');
  if (scope.brands) groups.push('brands');
  return groups;
}
