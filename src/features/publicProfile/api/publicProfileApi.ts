// The one read of the public profile page (/u/{userId}): Influencers/{userId}, and when there
// is no readable influencer profile, Brands/{userId}. Never Users/{userId}, which holds
// private data (docs/decisions.md). No React, no Redux.
import { doc, getDoc, type DocumentReference } from 'firebase/firestore';
import { BRANDS, brandConverter } from '@/lib/collections/brands';
import { INFLUENCERS, influencerConverter } from '@/lib/collections/influencers';
import { isPermissionDenied } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { fromBrand, fromInfluencer, type PublicProfile } from '../model/publicProfile';

/**
 * The document, or null when it is missing or the rules refuse it: a profile that is not
 * public reads as no profile, which says nothing about whether it exists.
 */
async function readable<T>(ref: DocumentReference<T>): Promise<T | null> {
  try {
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

/** The public profile of `userId`, or null when there is none the caller may see. */
export async function fetchPublicProfile(userId: string): Promise<PublicProfile | null> {
  const firestore = await db();
  const influencer = await readable(
    doc(firestore, INFLUENCERS, userId).withConverter(influencerConverter),
  );
  if (influencer) return fromInfluencer(influencer);
  const brand = await readable(doc(firestore, BRANDS, userId).withConverter(brandConverter));
  return brand ? fromBrand(brand) : null;
}
