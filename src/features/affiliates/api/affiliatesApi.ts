// Affiliate programmes and their allowances (spec section 7: "Affiliates: query by ownerId.
// AffiliateAllowance: read, set, update influencers"): the writes, the paged lists of the
// owner, the admin and the allowed influencer, and the influencers a programme may invite.
// No React, no Redux (docs/data-layer.md); every call awaits `db()`.
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription, type QueryFilter } from '@shared/queryDescription';
import {
  AFFILIATE_ALLOWANCE,
  AFFILIATES,
  affiliateAllowanceConverter,
  affiliateConverter,
  type AffiliateAllowanceDoc,
  type AffiliateDoc,
  type Marketplace,
} from '@/lib/collections/affiliates';
import {
  INFLUENCERS,
  influencerConverter,
  type InfluencerDoc,
} from '@/lib/collections/influencers';
import { timestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import type { NewAffiliate } from '../model/affiliateForm';
import type { AffiliateCursor, AffiliateListSpec } from '../model/affiliateList';
import type { AffiliateInfluencer } from '../model/candidates';

export const AFFILIATES_PAGE_SIZE = 20;
/** The most influencers one marketplace's picker loads (as many as an allowance holds). */
export const CANDIDATES_LIMIT = 500;

export type AffiliatePage = { items: AffiliateDoc[]; cursor: AffiliateCursor | null };

/**
 * A page of a list, newest first: the allowances that name the influencer, or the programmes
 * (an owner's, or every one for the admin).
 */
export function affiliatesPageQuery(
  spec: AffiliateListSpec,
  after: AffiliateCursor | null,
): QueryDescription {
  const where: QueryFilter[] =
    spec.view === 'allowed'
      ? [['influencers', 'array-contains', spec.uid]]
      : spec.view === 'owner'
        ? [['ownerId', '==', spec.uid]]
        : [];
  return {
    collection: spec.view === 'allowed' ? AFFILIATE_ALLOWANCE : AFFILIATES,
    where,
    orderBy: [
      ['timestamp', 'desc'],
      [DOCUMENT_ID, 'desc'],
    ],
    startAfter: after
      ? [{ seconds: after.seconds, nanoseconds: after.nanoseconds }, after.id]
      : null,
    limit: AFFILIATES_PAGE_SIZE,
  };
}

type Stamped = { id: string; get: (field: string) => unknown };
const nextCursor = (docs: readonly Stamped[]): AffiliateCursor | null => {
  const last = docs.at(-1);
  return docs.length === AFFILIATES_PAGE_SIZE && last
    ? { ...timestampParts(last.get('timestamp')), id: last.id }
    : null;
};

export async function fetchAffiliate(id: string): Promise<AffiliateDoc | null> {
  const snapshot = await getDoc(doc(await db(), AFFILIATES, id).withConverter(affiliateConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

/** One page of a list, newest first. */
export async function fetchAffiliatesPage(
  spec: AffiliateListSpec,
  after: AffiliateCursor | null,
): Promise<AffiliatePage> {
  const firestore = await db();
  const page = describedQuery(firestore, affiliatesPageQuery(spec, after));
  if (spec.view === 'allowed') {
    const allowances = await getDocs(page);
    // An allowance may outlive its programme for a moment (deleted together, in one batch).
    const programmes = await Promise.all(allowances.docs.map((d) => fetchAffiliate(d.id)));
    return {
      items: programmes.filter((p): p is AffiliateDoc => p !== null),
      cursor: nextCursor(allowances.docs),
    };
  }
  const snapshot = await getDocs(page.withConverter(affiliateConverter));
  return { items: snapshot.docs.map((d) => d.data()), cursor: nextCursor(snapshot.docs) };
}

export type AffiliateOwner = { uid: string; name: string };

/** Creates a programme owned by the signed-in user, stamped by the server. */
export async function createAffiliate(
  input: NewAffiliate,
  owner: AffiliateOwner,
  now: number = Date.now(),
): Promise<AffiliateDoc> {
  const ref = doc(collection(await db(), AFFILIATES));
  const stored = { ...input, ownerId: owner.uid, ownerName: owner.name.slice(0, 201) };
  await setDoc(ref, { ...stored, timestamp: serverTimestamp() });
  return { ...stored, id: ref.id, timestamp: now };
}

/** The programme and its allowance go together. */
export async function deleteAffiliate(id: string): Promise<void> {
  const firestore = await db();
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, AFFILIATE_ALLOWANCE, id));
  batch.delete(doc(firestore, AFFILIATES, id));
  await batch.commit();
}

export async function fetchAllowance(affiliateId: string): Promise<AffiliateAllowanceDoc | null> {
  const snapshot = await getDoc(
    doc(await db(), AFFILIATE_ALLOWANCE, affiliateId).withConverter(affiliateAllowanceConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * Allows or removes one influencer. The first allowance is set, later ones update the list with
 * arrayUnion / arrayRemove, so two tabs changing different influencers both keep their change.
 */
export async function changeAllowance(
  affiliateId: string,
  uid: string,
  allowed: boolean,
  exists: boolean,
): Promise<void> {
  const ref = doc(await db(), AFFILIATE_ALLOWANCE, affiliateId);
  if (!exists && allowed) {
    await setDoc(ref, { influencers: [uid], timestamp: serverTimestamp() });
    return;
  }
  await updateDoc(ref, {
    influencers: allowed ? arrayUnion(uid) : arrayRemove(uid),
    timestamp: serverTimestamp(),
  });
}

/** The approved influencers flagged for the marketplace, at most CANDIDATES_LIMIT. */
export const affiliateCandidatesQuery = (marketplace: Marketplace): QueryDescription => ({
  collection: INFLUENCERS,
  where: [
    ['isApproved', '==', true],
    [`affiliateMarketing.${marketplace}`, '==', true],
  ],
  limit: CANDIDATES_LIMIT,
});

/**
 * Approved influencers who work with the marketplace (`affiliateMarketing.<marketplace>`).
 * Equality filters only, so Firestore serves it from single-field indexes; the picker
 * matches the typed name prefix on these (model/candidates.ts). One read per programme page.
 */
export async function fetchAffiliateInfluencersFor(
  marketplace: Marketplace,
): Promise<AffiliateInfluencer[]> {
  const snapshot = await getDocs(
    describedQuery(await db(), affiliateCandidatesQuery(marketplace)).withConverter(
      influencerConverter,
    ),
  );
  return snapshot.docs.map((d) => asAffiliateInfluencer(d.data()));
}

function asAffiliateInfluencer(profile: InfluencerDoc): AffiliateInfluencer {
  return {
    uid: profile.uid,
    name: profile.name,
    profileImage: profile.profileImage,
    searchNames: [profile.lowerCaseFullName, profile.lowerCaseName, profile.lowerCaseSurname],
  };
}

/** The allowed influencers' names; one the reader may not see (unapproved) is null. */
export async function fetchAffiliateInfluencers(
  uids: readonly string[],
): Promise<(AffiliateInfluencer | null)[]> {
  const firestore = await db();
  return Promise.all(
    uids.map(async (uid) => {
      try {
        const snapshot = await getDoc(
          doc(firestore, INFLUENCERS, uid).withConverter(influencerConverter),
        );
        if (!snapshot.exists()) return null;
        return asAffiliateInfluencer(snapshot.data());
      } catch {
        return null;
      }
    }),
  );
}
