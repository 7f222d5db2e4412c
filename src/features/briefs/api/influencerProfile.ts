// The influencer list page's reads before any brief (spec section 2 load order): the user's own
// Users document for the photo check and approval, then Influencers/{uid}. No React.
import { doc, getDoc } from 'firebase/firestore';
import { USERS, userConverter, type UserDoc } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { toInfluencerData, type InfluencerData } from './influencerProfileFields';

export const INFLUENCERS = 'Influencers';

/** Users/{uid}, or null when it does not exist. */
export async function fetchListUser(uid: string): Promise<UserDoc | null> {
  const snapshot = await getDoc(doc(await db(), USERS, uid).withConverter(userConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Influencers/{uid} as the list needs it; a missing document reads as an empty profile. */
export async function fetchInfluencerData(uid: string): Promise<InfluencerData> {
  const snapshot = await getDoc(doc(await db(), INFLUENCERS, uid));
  return toInfluencerData(uid, snapshot.exists() ? snapshot.data() : undefined);
}
