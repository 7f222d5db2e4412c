// The influencer directory's Firestore queries as plain descriptions (spec section 7,
// docs/influencers-model.md "Directory queries"): pure, so every filter combination is testable
// without Firebase; api/influencerQueries.ts turns a description into query constraints.
//
// One list on screen is a `DirectorySpec` (who looks, with which filters). `planFor(spec)` gives
// its queries and the client-side filter:
// - a page list: one query, 50 a page, newest first or (with a platform) by that platform's
//   count descending within [min, max]; every filter an equality or array-contains;
// - a name search: three prefix queries (full name, name, surname), 50 each, merged unique by
//   uid; the other filters apply to the merged results in the browser.
// Rules are not filters: a non-admin's query always carries isApproved == true, an influencer
// agency's imitatorAgencyUID == its uid (firestore.rules, Influencers list).
import { PREFIX_END, normalizeNamePrefix } from '@/lib/namePrefix';
import { UserRole } from '@/store/roles';
import { categoryNamesTr, isCategoryCode } from '@/lib/categories';
import {
  followerField,
  partnerships,
  socialPlatforms,
  type InfluencerDoc,
  type Partnership,
  type SocialPlatform,
} from '@/lib/collections/influencers';

/** Spec section 9: the influencer list page limit, and the search limit per strategy. */
export const DIRECTORY_PAGE_SIZE = 50;
export const SEARCH_LIMIT = 50;
/** Spec section 9: the follower bounds' defaults. */
export const FOLLOWER_MIN = 0;
export const FOLLOWER_MAX = 999_999_999;

export type GenderFilter = 'all' | 'female' | 'male';
export type ApprovalFilter = 'all' | 'approved' | 'unapproved';

export const genderFilters: readonly GenderFilter[] = ['all', 'female', 'male'];
export const approvalFilters: readonly ApprovalFilter[] = ['all', 'approved', 'unapproved'];

/** What the viewer chose on screen; `normalizeFilters` fills in and cleans up. */
export type DirectoryFilters = {
  /** A category code 0-16 (src/lib/categories.ts), or null for all. */
  category: number | null;
  gender: GenderFilter;
  /** With a platform the list is ordered by its count; otherwise newest first. */
  platform: SocialPlatform | null;
  minFollowers: number;
  maxFollowers: number;
  partnership: Partnership | null;
  /** "Ajans influencer'larını gizle": only self-managed profiles (imitatorAgencyUID == ''). */
  hideAgencyInfluencers: boolean;
  /** Admins: one agency's influencers. */
  agencyUid: string | null;
  /** Admins only. */
  approval: ApprovalFilter;
  /** The name search text; '' for none. */
  search: string;
};

export const defaultFilters: Readonly<DirectoryFilters> = {
  category: null,
  gender: 'all',
  platform: null,
  minFollowers: FOLLOWER_MIN,
  maxFollowers: FOLLOWER_MAX,
  partnership: null,
  hideAgencyInfluencers: false,
  agencyUid: null,
  approval: 'all',
  search: '',
};

/**
 * Who looks decides what the rules let the query see (spec section 6): admins everything,
 * influencer agencies their own roster, everyone else (brands, advertisement agencies) the
 * approved directory.
 */
export type DirectoryScope =
  { kind: 'admin' } | { kind: 'public' } | { kind: 'roster'; agencyUid: string };

export type DirectorySpec = { scope: DirectoryScope; filters: DirectoryFilters };

const rosterRoles: readonly UserRole[] = [UserRole.InfluencerAgency, UserRole.ProInfluencerAgency];

/** The scope of /app/influencers for a role (agencies see only their own influencers). */
export function scopeFor(role: UserRole, uid: string): DirectoryScope {
  if (role === UserRole.Admin) return { kind: 'admin' };
  if (rosterRoles.includes(role)) return { kind: 'roster', agencyUid: uid };
  return { kind: 'public' };
}

/** Whether the role manages influencers (/app/myInfluencers). */
export const isInfluencerAgencyRole = (role: UserRole) => rosterRoles.includes(role);

function clampCount(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(FOLLOWER_MAX, Math.max(FOLLOWER_MIN, Math.floor(value)));
}

/**
 * The filters with defaults filled in and what does not apply dropped: counts clamped to the
 * spec's bounds (and only kept with a platform), admin-only filters only for admins, agency
 * filters not for a roster (it is one agency already), an agency choice over "hide agencies".
 */
export function normalizeFilters(
  scope: DirectoryScope,
  filters: Partial<DirectoryFilters>,
): DirectoryFilters {
  const merged = { ...defaultFilters, ...filters };
  const platform =
    merged.platform && socialPlatforms.includes(merged.platform) ? merged.platform : null;
  const admin = scope.kind === 'admin';
  const roster = scope.kind === 'roster';
  const agencyUid = admin && merged.agencyUid ? merged.agencyUid : null;
  return {
    category: isCategoryCode(merged.category) ? merged.category : null,
    gender: genderFilters.includes(merged.gender) ? merged.gender : 'all',
    platform,
    minFollowers: platform ? clampCount(merged.minFollowers, FOLLOWER_MIN) : FOLLOWER_MIN,
    maxFollowers: platform ? clampCount(merged.maxFollowers, FOLLOWER_MAX) : FOLLOWER_MAX,
    partnership:
      merged.partnership && partnerships.includes(merged.partnership) ? merged.partnership : null,
    hideAgencyInfluencers: !roster && agencyUid === null && merged.hideAgencyInfluencers,
    agencyUid,
    approval: admin && approvalFilters.includes(merged.approval) ? merged.approval : 'all',
    search: normalizeNamePrefix(merged.search),
  };
}

// ---- query descriptions --------------------------------------------------------------------

export const nameFields = ['lowerCaseFullName', 'lowerCaseName', 'lowerCaseSurname'] as const;
export type NameField = (typeof nameFields)[number];

export type EqualityField =
  | 'isApproved'
  | 'imitatorAgencyUID'
  | 'userCategoriesName'
  | 'selectedPartnerships'
  | 'isGenderFemale';

export type WhereOp = '==' | 'array-contains' | '>=' | '<=' | '<';
export type WhereTuple = readonly [field: string, op: WhereOp, value: string | number | boolean];

export type DirectoryQueryDescription = {
  where: WhereTuple[];
  /** The order field; pages continue after (its value, the document id). */
  orderBy: readonly [field: string, direction: 'asc' | 'desc'];
  limit: number;
};

/** The order of a page list: a platform's count, highest first, or newest first. */
export function orderFieldOf(filters: DirectoryFilters): string {
  return filters.platform ? followerField[filters.platform] : 'timestamp';
}

/** The constraint the rules need to prove a list query (rules are not filters). */
function scopeWhere(scope: DirectoryScope, filters: DirectoryFilters): WhereTuple[] {
  switch (scope.kind) {
    case 'public':
      return [['isApproved', '==', true]];
    case 'roster':
      return [['imitatorAgencyUID', '==', scope.agencyUid]];
    case 'admin':
      return filters.approval === 'all'
        ? []
        : [['isApproved', '==', filters.approval === 'approved']];
  }
}

/**
 * Firestore allows one array-contains per query: with both a category and a partnership the
 * category is queried and the partnership is left to the browser (`keep`, bounded refill).
 */
export function partnershipInQuery(filters: DirectoryFilters): boolean {
  return filters.partnership !== null && filters.category === null;
}

/** The one query of a page list (no name search). */
export function describePageQuery(
  spec: DirectorySpec,
  size: number = DIRECTORY_PAGE_SIZE,
): DirectoryQueryDescription {
  const { scope } = spec;
  const filters = normalizeFilters(scope, spec.filters);
  const where: WhereTuple[] = scopeWhere(scope, filters);
  if (filters.category !== null) {
    where.push(['userCategoriesName', 'array-contains', categoryNamesTr[filters.category]!]);
  }
  if (filters.partnership !== null && partnershipInQuery(filters)) {
    where.push(['selectedPartnerships', 'array-contains', filters.partnership]);
  }
  if (filters.gender !== 'all') where.push(['isGenderFemale', '==', filters.gender === 'female']);
  if (filters.agencyUid !== null) where.push(['imitatorAgencyUID', '==', filters.agencyUid]);
  else if (filters.hideAgencyInfluencers) where.push(['imitatorAgencyUID', '==', '']);
  const orderField = orderFieldOf(filters);
  if (filters.platform) {
    // Always bounded, so a profile without the platform's count never shows (and the index
    // serves the range and the order together).
    where.push([orderField, '>=', filters.minFollowers], [orderField, '<=', filters.maxFollowers]);
  }
  return { where, orderBy: [orderField, 'desc'], limit: size };
}

/**
 * The three name-search strategies (spec section 7: fullname, name and surname prefixes), each
 * with only the scope's constraint; the other filters apply to the merged result (`keep`).
 */
export function describeSearchQueries(spec: DirectorySpec): DirectoryQueryDescription[] {
  const filters = normalizeFilters(spec.scope, spec.filters);
  const prefix = filters.search;
  // Admins search everything, whatever the approval filter: it is applied afterwards.
  const scope = spec.scope.kind === 'admin' ? [] : scopeWhere(spec.scope, filters);
  return nameFields.map((field) => ({
    where: [...scope, [field, '>=', prefix], [field, '<', prefix + PREFIX_END]],
    orderBy: [field, 'asc'],
    limit: SEARCH_LIMIT,
  }));
}

// ---- what the browser does -----------------------------------------------------------------

/** A platform's stored count, or undefined when the profile has none (not on that platform). */
export function followerCountOf(doc: InfluencerDoc, platform: SocialPlatform): number | undefined {
  const account = doc.socialMedia[platform] as Record<string, unknown> | undefined;
  const value = account?.[platform === 'youtube' ? 'totalSubscriberCount' : 'followerCount'];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Whether a profile passes every filter of the spec (search results, and a changed profile). */
export function matchesFilters(doc: InfluencerDoc, spec: DirectorySpec): boolean {
  const { scope } = spec;
  const filters = normalizeFilters(scope, spec.filters);
  if (scope.kind === 'public' && !doc.isApproved) return false;
  if (scope.kind === 'roster' && doc.imitatorAgencyUID !== scope.agencyUid) return false;
  if (filters.approval !== 'all' && doc.isApproved !== (filters.approval === 'approved'))
    return false;
  if (
    filters.category !== null &&
    !doc.userCategoriesName.includes(categoryNamesTr[filters.category]!)
  )
    return false;
  if (filters.partnership !== null && !doc.selectedPartnerships.includes(filters.partnership))
    return false;
  if (filters.gender !== 'all' && doc.isGenderFemale !== (filters.gender === 'female'))
    return false;
  if (filters.agencyUid !== null && doc.imitatorAgencyUID !== filters.agencyUid) return false;
  if (filters.hideAgencyInfluencers && doc.imitatorAgencyUID !== '') return false;
  if (filters.platform) {
    const count = followerCountOf(doc, filters.platform);
    if (count === undefined || count < filters.minFollowers || count > filters.maxFollowers)
      return false;
  }
  return true;
}

/** The directory's order for merged search results: the platform's count, else newest first. */
export function compareInDirectoryOrder(
  filters: DirectoryFilters,
): (a: InfluencerDoc, b: InfluencerDoc) => number {
  const { platform } = filters;
  return (a, b) => {
    const difference = platform
      ? (followerCountOf(b, platform) ?? -1) - (followerCountOf(a, platform) ?? -1)
      : (b.timestamp ?? 0) - (a.timestamp ?? 0);
    // Ties in document-id order, descending, as the page queries return them.
    return difference || (a.uid < b.uid ? 1 : a.uid > b.uid ? -1 : 0);
  };
}

export type DirectoryPlan = {
  /** Names the list in the slice; changes whenever the list must start again. */
  key: string;
  mode: 'page' | 'search';
  /** page: one query; search: the three strategies. */
  descriptions: DirectoryQueryDescription[];
  /** The client-side filter (the partnership beside a category; everything for a search). */
  keep: (doc: InfluencerDoc) => boolean;
  /** True when `keep` can drop profiles, so a page may need the bounded refill. */
  filtersInBrowser: boolean;
};

export function directoryListKey(spec: DirectorySpec): string {
  const scope = spec.scope.kind === 'roster' ? `roster:${spec.scope.agencyUid}` : spec.scope.kind;
  return `${scope}:${JSON.stringify(normalizeFilters(spec.scope, spec.filters))}`;
}

export function planFor(spec: DirectorySpec): DirectoryPlan {
  const filters = normalizeFilters(spec.scope, spec.filters);
  const key = directoryListKey(spec);
  if (filters.search !== '') {
    return {
      key,
      mode: 'search',
      descriptions: describeSearchQueries(spec),
      keep: (doc) => matchesFilters(doc, spec),
      filtersInBrowser: true,
    };
  }
  const partnership = filters.partnership;
  const inBrowser = partnership !== null && !partnershipInQuery(filters);
  return {
    key,
    mode: 'page',
    descriptions: [describePageQuery(spec)],
    keep: inBrowser ? (doc) => doc.selectedPartnerships.includes(partnership) : () => true,
    filtersInBrowser: inBrowser,
  };
}

/** Merges the strategies' results: unique by uid, kept by the filters, in directory order. */
export function mergeSearchResults(
  spec: DirectorySpec,
  results: readonly (readonly InfluencerDoc[])[],
): InfluencerDoc[] {
  const byUid = new Map<string, InfluencerDoc>();
  for (const list of results)
    for (const doc of list) if (!byUid.has(doc.uid)) byUid.set(doc.uid, doc);
  const filters = normalizeFilters(spec.scope, spec.filters);
  return [...byUid.values()]
    .filter((doc) => matchesFilters(doc, spec))
    .sort(compareInDirectoryOrder(filters));
}
