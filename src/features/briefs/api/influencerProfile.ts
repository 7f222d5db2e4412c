// The influencer list page's reads before any brief (spec section 2 load order): the user's own
// Users document for the photo check and approval, then Influencers/{uid}. No React.
import { doc, getDoc } from 'firebase/firestore';
import { getUserDoc } from '@/lib/collections/getUserDoc';
import { INFLUENCERS } from '@/lib/collections/influencers';
import { plainData } from '@/lib/collections/timestamps';
import type { UserDoc } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { toInfluencerData, type InfluencerData } from './influencerProfileFields';

/** Users/{uid}, or null when it does not exist. */
export function fetchListUser(uid: string): Promise<UserDoc | null> {
  return getUserDoc(uid);
}

/** Influencers/{uid} as the list needs it; a missing document reads as an empty profile. */
export async function fetchInfluencerData(uid: string): Promise<InfluencerData> {
  const snapshot = await getDoc(doc(await db(), INFLUENCERS, uid));
  // Plain values only: the result is kept in Redux (influencerGateSlice.ts).
  const data = snapshot.exists()
    ? (plainData(snapshot.data()) as Record<string, unknown>)
    : undefined;
  return toInfluencerData(uid, data);
}
