// The Firestore queries of one search as plain descriptions: pure, so the rules tests, the
// index test and the api share them. Every query is a prefix range on one name field, ordered by
// that field; the scope adds what the security rules need to prove the query.
import type { QueryDescription } from '@shared/queryDescription';
import { BRANDS } from '@/lib/collections/brands';
import { BRIEFS } from '@/lib/collections/briefs';
import { INFLUENCERS } from '@/lib/collections/influencers';
import { PREFIX_END } from '@/lib/namePrefix';
import type { BriefSearchScope, InfluencerSearchScope } from './searchScope';
import { normalizeQuery, titlePrefixVariants } from './searchText';

/** Results per query; a group shows "20+" when a query came back full. */
export const SEARCH_QUERY_LIMIT = 20;

export type SearchCollection = typeof BRIEFS | typeof INFLUENCERS | typeof BRANDS;
export type SearchWhere = readonly [
  field: string,
  op: '==' | 'array-contains' | '>=' | '<',
  value: string | boolean,
];

export type SearchQueryDescription = {
  collection: SearchCollection;
  where: SearchWhere[];
  /** The prefix field: ordered by it, ascending. */
  orderBy: string;
  limit: number;
};

const prefixRange = (field: string, prefix: string): SearchWhere[] => [
  [field, '>=', prefix],
  [field, '<', prefix + PREFIX_END],
];

const openBrief: SearchWhere[] = [
  ['isVerified', '==', true],
  ['isCompleted', '==', false],
  ['shouldHideBrief', '==', false],
];

/** The equality part of each brief query of a scope (one query per part and title variant). */
export function briefScopeFilters(scope: BriefSearchScope): SearchWhere[][] {
  switch (scope.kind) {
    case 'admin':
      return [[]];
    case 'awaitingApproval':
      return [];
    case 'others': {
      const parts: SearchWhere[][] = [[...openBrief, ['visibility', '==', 'brand']]];
      if (scope.own) parts.push([['briefOwnerUserId', '==', scope.uid]]);
      if (scope.targeted)
        parts.push([['targetedAgencies', 'array-contains', scope.uid], ...openBrief]);
      return parts;
    }
  }
}

export function describeBriefSearch(
  scope: BriefSearchScope,
  text: string,
): SearchQueryDescription[] {
  const variants = titlePrefixVariants(text);
  return briefScopeFilters(scope).flatMap((filters) =>
    variants.map((variant) => ({
      collection: BRIEFS,
      where: [...filters, ...prefixRange('title', variant)],
      orderBy: 'title',
      limit: SEARCH_QUERY_LIMIT,
    })),
  );
}

/** The directory's three name strategies (spec section 7): full name, name and surname. */
export const influencerNameFields = ['lowerCaseFullName', 'lowerCaseName', 'lowerCaseSurname'];

function influencerScopeFilter(scope: InfluencerSearchScope): SearchWhere[] {
  switch (scope.kind) {
    case 'admin':
      return [];
    case 'roster':
      return [['imitatorAgencyUID', '==', scope.agencyUid]];
    case 'public':
      return [['isApproved', '==', true]];
  }
}

export function describeInfluencerSearch(
  scope: InfluencerSearchScope,
  text: string,
): SearchQueryDescription[] {
  const prefix = normalizeQuery(text);
  if (prefix === '') return [];
  return influencerNameFields.map((field) => ({
    collection: INFLUENCERS,
    where: [...influencerScopeFilter(scope), ...prefixRange(field, prefix)],
    orderBy: field,
    limit: SEARCH_QUERY_LIMIT,
  }));
}

/** The admin's brand search: the stored Turkish lower-case name (docs/influencers-model.md). */
export function describeBrandSearch(text: string): SearchQueryDescription[] {
  const prefix = normalizeQuery(text);
  if (prefix === '') return [];
  return [
    {
      collection: BRANDS,
      where: prefixRange('lowerCaseBrandName', prefix),
      orderBy: 'lowerCaseBrandName',
      limit: SEARCH_QUERY_LIMIT,
    },
  ];
}

/** The description as the query that runs (src/lib/firestoreQuery.ts builds it). */
export const searchQuery = (description: SearchQueryDescription): QueryDescription => ({
  collection: description.collection,
  where: description.where,
  orderBy: [[description.orderBy, 'asc']],
  limit: description.limit,
});
