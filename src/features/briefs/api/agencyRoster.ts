// The influencers an agency manages (their public profiles carry the agency's uid in
// imitatorAgencyUID), for the agency's offer "for one of its influencers" (spec sections 3, 6).
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { influencerConverter, INFLUENCERS } from '@/lib/collections/influencers';
import { db } from '@/lib/firebase';

export type RosterInfluencer = { uid: string; name: string };

/** More than any agency's roster today; the picker says so if it is ever reached. */
export const ROSTER_LIMIT = 500;

export async function fetchAgencyRoster(agencyUid: string): Promise<RosterInfluencer[]> {
  const firestore = await db();
  const snapshot = await getDocs(
    query(
      collection(firestore, INFLUENCERS).withConverter(influencerConverter),
      where('imitatorAgencyUID', '==', agencyUid),
      limit(ROSTER_LIMIT),
    ),
  );
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return { uid: doc.id, name: data.name || data.generalInfo.fullname || doc.id };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
