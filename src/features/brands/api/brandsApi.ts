// Read side of the brands screens (spec section 7: Brands read by id and fetched with an
// optional isVerified filter). No React, no Redux. Every call awaits `db()`, which loads
// Firestore on first use. Queries carry what the rules need to prove access: the admin any,
// an agency `imitatorAgencyUID == its uid`.
import { doc, getDoc, getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { sessionUserFromDoc } from '@/store/session/sessionUser';
import { BRANDS, brandConverter, type BrandDoc } from '@/lib/collections/brands';
import { getUserDoc } from '@/lib/collections/getUserDoc';
import { userConverter, type UserDoc } from '@/lib/collections/users';
import { timestampParts } from '@/lib/cursors';
import { isPermissionDenied } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import {
  BRANDS_PAGE_SIZE,
  agencyLoginsQuery,
  brandsPageQuery,
  describeBrandsQuery,
  type BrandListSpec,
  type BrandsCursor,
} from './brandsQuery';

/** What the admin's rows show of a brand's (or agency's) Users document; plain values. */
export type BrandAccount = {
  uid: string;
  type: string | null;
  /** The brand name for brands and agencies, else name and surname, else the email. */
  title: string;
  isApproved: boolean;
  subscriptionType: 'free' | 'business' | 'pro';
};

/** A brand login an agency made (Users, createManagedLogin) that has no Brands profile yet. */
export type BrandLogin = { uid: string; title: string; brandName: string };

export type BrandsPage = { brands: BrandDoc[]; cursor: BrandsCursor | null };

function cursorAfter(last: QueryDocumentSnapshot<BrandDoc>, byName: boolean): BrandsCursor {
  // The raw field, not the converted millis: a cursor must match the stored value exactly.
  return byName
    ? { by: 'name', lowerCaseBrandName: String(last.get('lowerCaseBrandName')), uid: last.id }
    : { by: 'timestamp', ...timestampParts(last.get('timestamp')), uid: last.id };
}

/** One page of a brand list; the cursor is null on the last page. */
export async function fetchBrandsPage(
  spec: BrandListSpec,
  cursor: BrandsCursor | null = null,
  pageSize: number = BRANDS_PAGE_SIZE,
): Promise<BrandsPage> {
  const description = describeBrandsQuery(spec, cursor, pageSize);
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, brandsPageQuery(description)).withConverter(brandConverter),
  );
  const rows = snapshot.docs.slice(0, pageSize);
  const last = rows.at(-1);
  const byName = description.orderBy[0]!.field === 'lowerCaseBrandName';
  return {
    brands: rows.map((row) => row.data()),
    cursor: snapshot.docs.length > pageSize && last ? cursorAfter(last, byName) : null,
  };
}

export function accountOf(user: UserDoc): BrandAccount {
  const plan = user.subscriptionType;
  return {
    uid: user.uid,
    type: user.type ?? null,
    title: sessionUserFromDoc(user).title,
    isApproved: user.isApproved === true,
    subscriptionType: plan === 'business' || plan === 'pro' ? plan : 'free',
  };
}

/** The user's full document, or null when there is none. */
export function fetchUserDoc(uid: string): Promise<UserDoc | null> {
  return getUserDoc(uid);
}

/**
 * The Users facts of the given accounts (admins may read every Users document): the plan,
 * approval and the managing agency's name. One read each; null where there is no document.
 */
export async function fetchBrandAccounts(
  uids: readonly string[],
): Promise<Record<string, BrandAccount | null>> {
  const unique = [...new Set(uids.filter(Boolean))];
  const docs = await Promise.all(unique.map((uid) => fetchUserDoc(uid)));
  return Object.fromEntries(unique.map((uid, i) => [uid, docs[i] ? accountOf(docs[i]) : null]));
}

/** Spec section 6: an agency manages at most this many logins on one screen. */
export const MAX_BRAND_LOGINS = 100;

/**
 * The agency's brand logins (Users with its uid in imitatorAgencyUID) that have no Brands
 * profile yet: createManagedLogin makes only the login, so the agency completes the profile
 * here. The rules let the agency read its logins' profiles, missing ones as absent.
 */
export async function fetchBrandLoginsWithoutProfile(agencyUid: string): Promise<BrandLogin[]> {
  const firestore = await db();
  const snapshot = await getDocs(
    describedQuery(firestore, agencyLoginsQuery(agencyUid, MAX_BRAND_LOGINS)).withConverter(
      userConverter,
    ),
  );
  const logins = snapshot.docs.map((row) => row.data()).filter((user) => user.type === 'brand');
  const withoutProfile = await Promise.all(
    logins.map(async (user) => {
      try {
        const profile = await getDoc(doc(firestore, BRANDS, user.uid));
        return profile.exists() ? null : user;
      } catch (error) {
        // Relinked by an admin meanwhile: not this agency's to complete.
        if (isPermissionDenied(error)) return null;
        throw error;
      }
    }),
  );
  return withoutProfile
    .filter((user): user is UserDoc => user !== null)
    .map((user) => ({
      uid: user.uid,
      title: sessionUserFromDoc(user).title,
      brandName: user.brandName ?? '',
    }));
}
