// The admin users list as a plain description of its Firestore query: which filters, which
// order, where a page starts and how many rows it reads. Pure, so every filter combination is
// testable without Firebase; usersApi.ts turns the description into query constraints.
// Each combination's composite index is in firestore.indexes.json (design.md section 6).
import type { QueryDescription } from '@shared/queryDescription';
import { USERS } from '@/lib/collections/users';
import { PREFIX_END, normalizeNamePrefix } from '@/lib/namePrefix';
import type { AccountType } from '@/store/roles';
import type { TimestampParts } from '@/lib/cursors';

export type TypeFilter = AccountType | 'all';
export type ApprovalFilter = 'approved' | 'pending' | 'all';

export type UsersFilters = {
  type?: TypeFilter;
  approval?: ApprovalFilter;
  /** The start of `lowerCaseFullName` (name and surname); blank means no name search. */
  namePrefix?: string;
};

/** A Firestore Timestamp as plain numbers, so a cursor keeps its full precision in state. */

/**
 * The last row of a page, enough to continue right after it. Without a name search the list is
 * newest first (createdAt, then uid); with one it is by name (lowerCaseFullName, then uid).
 */
export type UsersCursor =
  | { by: 'createdAt'; createdAt: TimestampParts; uid: string }
  | { by: 'name'; lowerCaseFullName: string; uid: string };

export type WhereClause =
  | { field: 'type'; op: '=='; value: AccountType }
  | { field: 'isApproved'; op: '=='; value: boolean }
  | { field: 'lowerCaseFullName'; op: '>=' | '<'; value: string };

/** `__name__` is the document id (the uid), the tie-breaker that makes cursors exact. */
export type OrderClause = {
  field: 'createdAt' | 'lowerCaseFullName' | '__name__';
  direction: 'asc' | 'desc';
};

export type UsersQueryDescription = {
  where: WhereClause[];
  orderBy: OrderClause[];
  /** Values for the orderBy fields, in order; null on the first page. */
  startAfter: [TimestampParts, string] | [string, string] | null;
  /** One row more than the page size: its presence says another page exists. */
  limit: number;
};

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function describeUsersQuery(
  filters: UsersFilters = {},
  cursor: UsersCursor | null = null,
  pageSize: number = DEFAULT_PAGE_SIZE,
): UsersQueryDescription {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  const where: WhereClause[] = [];
  const type = filters.type ?? 'all';
  if (type !== 'all') where.push({ field: 'type', op: '==', value: type });
  const approval = filters.approval ?? 'all';
  if (approval !== 'all') {
    where.push({ field: 'isApproved', op: '==', value: approval === 'approved' });
  }

  const prefix = normalizeNamePrefix(filters.namePrefix);
  const byName = prefix !== '';
  if (byName) {
    where.push({ field: 'lowerCaseFullName', op: '>=', value: prefix });
    where.push({ field: 'lowerCaseFullName', op: '<', value: prefix + PREFIX_END });
  }
  const orderBy: OrderClause[] = byName
    ? [
        { field: 'lowerCaseFullName', direction: 'asc' },
        { field: '__name__', direction: 'asc' },
      ]
    : [
        { field: 'createdAt', direction: 'desc' },
        { field: '__name__', direction: 'desc' },
      ];

  let startAfter: UsersQueryDescription['startAfter'] = null;
  if (cursor) {
    if ((cursor.by === 'name') !== byName) {
      throw new Error('The cursor belongs to a differently ordered list; start from page one.');
    }
    startAfter =
      cursor.by === 'name'
        ? [cursor.lowerCaseFullName, cursor.uid]
        : [{ ...cursor.createdAt }, cursor.uid];
  }
  return { where, orderBy, startAfter, limit: pageSize + 1 };
}

/** The description as the query that runs (src/lib/firestoreQuery.ts builds it). */
export function usersPageQuery(description: UsersQueryDescription): QueryDescription {
  return {
    collection: USERS,
    where: description.where.map(({ field, op, value }) => [field, op, value] as const),
    orderBy: description.orderBy.map(({ field, direction }) => [field, direction] as const),
    startAfter: description.startAfter,
    limit: description.limit,
  };
}
