// Reads and writes of the admin users screen (spec sections 4 and 6). No React. Every call
// awaits `db()`, which loads Firestore on first use; the rules allow these only to admins.
import { doc, getDocs, runTransaction, type QueryDocumentSnapshot } from 'firebase/firestore';
import { deleteAccount } from '@/lib/accountFunctions';
import { getUserDoc } from '@/lib/collections/getUserDoc';
import { USERS, userConverter, type UserDoc } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { timestampParts } from '@/lib/cursors';
import { describedQuery } from '@/lib/firestoreQuery';
import { canGrantBusiness } from '../userActions';
import { UsersApiError } from '../usersErrors';
import {
  DEFAULT_PAGE_SIZE,
  describeUsersQuery,
  type UsersCursor,
  type UsersFilters,
  usersPageQuery,
} from './usersQuery';

export type FetchUsersPageOptions = UsersFilters & {
  cursor?: UsersCursor | null;
  pageSize?: number;
};

export type UsersPage = { users: UserDoc[]; nextCursor: UsersCursor | null };

function cursorAfter(last: QueryDocumentSnapshot<UserDoc>, byName: boolean): UsersCursor {
  // The raw field, not the converted millis: a cursor must match the stored value exactly.
  return byName
    ? { by: 'name', lowerCaseFullName: String(last.get('lowerCaseFullName')), uid: last.id }
    : { by: 'createdAt', createdAt: timestampParts(last.get('createdAt')), uid: last.id };
}

/** One page of Users, newest first, or by name while a name prefix is given. */
export async function fetchUsersPage(options: FetchUsersPageOptions = {}): Promise<UsersPage> {
  const { cursor = null, pageSize = DEFAULT_PAGE_SIZE, ...filters } = options;
  const description = describeUsersQuery(filters, cursor, pageSize);
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, usersPageQuery(description)).withConverter(userConverter),
  );
  const rows = snapshot.docs.slice(0, pageSize);
  const last = rows.at(-1);
  const hasMore = snapshot.docs.length > pageSize;
  const byName = description.orderBy[0]!.field === 'lowerCaseFullName';
  return {
    users: rows.map((row) => row.data()),
    nextCursor: hasMore && last ? cursorAfter(last, byName) : null,
  };
}

/** The user's document, or null when there is none. */
export function fetchUser(uid: string): Promise<UserDoc | null> {
  return getUserDoc(uid);
}

/**
 * Reads the user and writes `patch` in one transaction, so a user deleted or changed meanwhile
 * is refused with a clear reason instead of the rules' bare permission-denied for a missing
 * document. `allowed` checks the current document before anything is written.
 */
async function updateUser(
  uid: string,
  patch: Partial<UserDoc>,
  allowed: (user: UserDoc) => boolean = () => true,
): Promise<UserDoc> {
  const firestore = await db();
  const ref = doc(firestore, USERS, uid).withConverter(userConverter);
  return runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) throw new UsersApiError('not-found');
    const user = snapshot.data();
    if (!allowed(user)) throw new UsersApiError('not-eligible');
    transaction.update(ref, patch);
    return { ...user, ...patch };
  });
}

/** Approves or un-approves an account: brand approval and influencer approval are one field. */
export function setApproval(uid: string, isApproved: boolean): Promise<UserDoc> {
  return updateUser(uid, { isApproved });
}

/** Gives an approved brand on the free plan the business subscription; refuses anyone else. */
export function grantBusiness(uid: string): Promise<UserDoc> {
  return updateUser(uid, { subscriptionType: 'business' }, canGrantBusiness);
}

/** Switches affiliate marketing (creating Affiliates programmes) on or off for the account. */
export function setAffiliateMarketing(uid: string, enabled: boolean): Promise<UserDoc> {
  return updateUser(uid, { isAffiliateMarketingEnabled: enabled }, (user) => user.type !== 'admin');
}

/** Deletes the account (Auth user and documents) through the deleteAccount Cloud Function. */
export async function deleteUser(uid: string): Promise<void> {
  await deleteAccount(uid);
}
