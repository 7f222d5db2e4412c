// The brand lists as plain descriptions of their Firestore queries (spec section 7: "Brands:
// fetch with optional isVerified filter"): the admin's list (/app/brands) and an agency's own
// brands (/app/myBrands, spec section 6: agencies see only their own brands). Pure, so every
// filter combination is testable without Firebase; brandsApi.ts turns a description into query
// constraints. Each combination's composite index is in firestore.indexes.json.
import type { QueryDescription } from '@shared/queryDescription';
import { BRANDS } from '@/lib/collections/brands';
import { USERS } from '@/lib/collections/users';
import { PREFIX_END, normalizeNamePrefix } from '@/lib/namePrefix';
import type { TimestampParts } from '@/lib/cursors';

export type VerifiedFilter = 'all' | 'verified' | 'unverified';

/** A list on screen; its key names it in the brands slice. */
export type BrandListSpec =
  | { view: 'admin'; verified: VerifiedFilter; search: string }
  | { view: 'agency'; agencyUid: string; search: string };

/**
 * The last brand of a page, enough to continue right after it: newest first by `timestamp`
 * (exact seconds + nanoseconds, docs/data-layer.md), or by name while a name prefix is given.
 */
export type BrandsCursor =
  | ({ by: 'timestamp'; uid: string } & TimestampParts)
  | { by: 'name'; lowerCaseBrandName: string; uid: string };

export type BrandWhereClause =
  | { field: 'isVerifiedAccount'; op: '=='; value: boolean }
  | { field: 'imitatorAgencyUID'; op: '=='; value: string }
  | { field: 'lowerCaseBrandName'; op: '>=' | '<'; value: string };

/** `__name__` is the document id (the uid), the tie-breaker that makes cursors exact. */
export type BrandOrderClause = {
  field: 'timestamp' | 'lowerCaseBrandName' | '__name__';
  direction: 'asc' | 'desc';
};

export type BrandsQueryDescription = {
  where: BrandWhereClause[];
  orderBy: BrandOrderClause[];
  /** The cursor's values for the orderBy fields, in order; null on the first page. */
  startAfter: [TimestampParts, string] | [string, string] | null;
  /** One more than the page size: its presence says another page exists. */
  limit: number;
};

export const BRANDS_PAGE_SIZE = 20;
export const MAX_BRANDS_PAGE_SIZE = 100;

/** The list's key in the slice: one per filter combination on screen. */
export function brandListKey(spec: BrandListSpec): string {
  const search = normalizeNamePrefix(spec.search);
  return spec.view === 'admin'
    ? `admin:${spec.verified}:${search}`
    : `agency:${spec.agencyUid}:${search}`;
}

/** Whether a brand belongs in a list (after an admin verified or un-verified it). */
export function brandFitsList(
  spec: BrandListSpec,
  brand: { isVerifiedAccount: boolean; imitatorAgencyUID: string },
): boolean {
  if (spec.view === 'agency') return brand.imitatorAgencyUID === spec.agencyUid;
  if (spec.verified === 'all') return true;
  return brand.isVerifiedAccount === (spec.verified === 'verified');
}

export function describeBrandsQuery(
  spec: BrandListSpec,
  cursor: BrandsCursor | null = null,
  pageSize: number = BRANDS_PAGE_SIZE,
): BrandsQueryDescription {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_BRANDS_PAGE_SIZE) {
    throw new RangeError(`pageSize must be an integer from 1 to ${MAX_BRANDS_PAGE_SIZE}`);
  }
  const where: BrandWhereClause[] = [];
  // Rules are not filters: an agency's query carries its own uid, which the rules check.
  if (spec.view === 'agency') {
    where.push({ field: 'imitatorAgencyUID', op: '==', value: spec.agencyUid });
  } else if (spec.verified !== 'all') {
    where.push({ field: 'isVerifiedAccount', op: '==', value: spec.verified === 'verified' });
  }

  const prefix = normalizeNamePrefix(spec.search);
  const byName = prefix !== '';
  if (byName) {
    where.push({ field: 'lowerCaseBrandName', op: '>=', value: prefix });
    where.push({ field: 'lowerCaseBrandName', op: '<', value: prefix + PREFIX_END });
  }
  const orderBy: BrandOrderClause[] = byName
    ? [
        { field: 'lowerCaseBrandName', direction: 'asc' },
        { field: '__name__', direction: 'asc' },
      ]
    : [
        { field: 'timestamp', direction: 'desc' },
        { field: '__name__', direction: 'desc' },
      ];

  let startAfter: BrandsQueryDescription['startAfter'] = null;
  if (cursor) {
    if ((cursor.by === 'name') !== byName) {
      throw new Error('The cursor belongs to a differently ordered list; start from page one.');
    }
    startAfter =
      cursor.by === 'name'
        ? [cursor.lowerCaseBrandName, cursor.uid]
        : [{ seconds: cursor.seconds, nanoseconds: cursor.nanoseconds }, cursor.uid];
  }
  return { where, orderBy, startAfter, limit: pageSize + 1 };
}

/** The description as the query that runs (src/lib/firestoreQuery.ts builds it). */
export function brandsPageQuery(description: BrandsQueryDescription): QueryDescription {
  return {
    collection: BRANDS,
    where: description.where.map(({ field, op, value }) => [field, op, value] as const),
    orderBy: description.orderBy.map(({ field, direction }) => [field, direction] as const),
    startAfter: description.startAfter,
    limit: description.limit,
  };
}

/** An agency's logins (Users it manages), at most `max`; the rules let it list exactly these. */
export const agencyLoginsQuery = (agencyUid: string, max: number): QueryDescription => ({
  collection: USERS,
  where: [['imitatorAgencyUID', '==', agencyUid]],
  limit: max,
});
