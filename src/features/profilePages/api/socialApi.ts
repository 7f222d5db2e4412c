// An influencer's social accounts with their counts live on her directory profile
// (Influencers/{uid}; the stats functions write the counts there). Other roles keep theirs on
// Users, which the session already follows. No React, no Redux (docs/data-layer.md).
import { doc, getDoc } from 'firebase/firestore';
import {
  INFLUENCERS,
  influencerConverter,
  type InfluencerSocialMedia,
} from '@/lib/collections/influencers';
import { db } from '@/lib/firebase';

/** Her socialMedia, or null before her first profile save created the document. */
export async function fetchInfluencerSocial(uid: string): Promise<InfluencerSocialMedia | null> {
  const snapshot = await getDoc(
    doc(await db(), INFLUENCERS, uid).withConverter(influencerConverter),
  );
  return snapshot.exists() ? snapshot.data().socialMedia : null;
}
