// Write side of the brands screens. No React, no Redux. The admin verifies a brand and grants
// the business plan; a brand's agency (or the brand, or an admin) creates and edits its profile
// (docs/influencers-model.md). The rules are the server: these only shape what they accept.
import { normalizeNamePrefix } from '@/lib/namePrefix';
import { doc, runTransaction, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { BRANDS, brandConverter, type BrandDoc } from '@/lib/collections/brands';
import { USERS, userConverter } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { canGrantBusiness } from '../brandActions';
import { BrandsApiError } from '../brandsErrors';
import { accountOf, type BrandAccount } from './brandsApi';

/** Sets the verified badge, which also makes the profile public (/u/{uid}). */
export async function setBrandVerified(uid: string, isVerifiedAccount: boolean): Promise<void> {
  const firestore = await db();
  const ref = doc(firestore, BRANDS, uid).withConverter(brandConverter);
  // Read first: a brand deleted meanwhile is refused as missing, not as the rules' bare
  // permission-denied for a document that is not there.
  await runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) throw new BrandsApiError('not-found');
    transaction.update(ref, { isVerifiedAccount, updatedAt: serverTimestamp() });
  });
}

/** Users/{uid}.subscriptionType = 'business', checked against the document as it is now. */
export async function grantBusinessPlan(uid: string): Promise<BrandAccount> {
  const firestore = await db();
  const ref = doc(firestore, USERS, uid).withConverter(userConverter);
  return runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) throw new BrandsApiError('not-found');
    const account = accountOf(snapshot.data());
    if (!canGrantBusiness(account)) throw new BrandsApiError('not-eligible');
    transaction.update(ref, { subscriptionType: 'business' });
    return { ...account, subscriptionType: 'business' };
  });
}

export type BrandProfileInput = {
  brandName: string;
  /** An http(s) URL or ''. */
  logoUrl: string;
};

/** Trimmed, single-spaced: how a brand name is stored. */
export const cleanBrandName = (name: string) => name.trim().replace(/\s+/g, ' ');

function profileFields(input: BrandProfileInput) {
  const brandName = cleanBrandName(input.brandName);
  const logoUrl = input.logoUrl.trim();
  return {
    generalInfo: { brandName, profilePhotoUrl: logoUrl, brandLogoUrl: logoUrl },
    profilePhotoUrl: logoUrl,
    brandLogoUrl: logoUrl,
    lowerCaseBrandName: normalizeNamePrefix(brandName),
  };
}

/**
 * Creates Brands/{uid}: unverified, linked to `agencyUid` (the agency the brand's Users
 * document names, '' when self-managed). Resolves to the profile as the lists show it.
 */
export async function createBrandProfile(
  uid: string,
  agencyUid: string,
  input: BrandProfileInput,
): Promise<BrandDoc> {
  const fields = profileFields(input);
  await setDoc(doc(await db(), BRANDS, uid), {
    uid,
    imitatorAgencyUID: agencyUid,
    isVerifiedAccount: false,
    ...fields,
    timestamp: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  const now = Date.now();
  return {
    uid,
    imitatorAgencyUID: agencyUid,
    isVerifiedAccount: false,
    ...fields,
    timestamp: now,
    updatedAt: now,
  };
}

/** Changes the name and logo of Brands/{uid}; nothing else (the rules allow nothing else). */
export async function updateBrandProfile(
  uid: string,
  input: BrandProfileInput,
): Promise<
  Pick<
    BrandDoc,
    'generalInfo' | 'profilePhotoUrl' | 'brandLogoUrl' | 'lowerCaseBrandName' | 'updatedAt'
  >
> {
  const fields = profileFields(input);
  await updateDoc(doc(await db(), BRANDS, uid), { ...fields, updatedAt: serverTimestamp() });
  return { ...fields, updatedAt: Date.now() };
}
