// The influencers an agency manages (their public profiles carry the agency's uid in
// imitatorAgencyUID), for the agency's offer "for one of its influencers" (spec sections 3, 6).
// Only approved ones: the rules refuse an offer for an influencer an admin has not approved
// (firestore.rules mayOffer), and approval lives on her Users document.
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { influencerConverter, INFLUENCERS } from '@/lib/collections/influencers';
import { USERS } from '@/lib/collections/users';
import { db } from '@/lib/firebase';

export type RosterInfluencer = { uid: string; name: string };

/** More than any agency's roster today; the picker says so if it is ever reached. */
export const ROSTER_LIMIT = 500;

export async function fetchAgencyRoster(agencyUid: string): Promise<RosterInfluencer[]> {
  const firestore = await db();
  const [profiles, approved] = await Promise.all([
    getDocs(
      query(
        collection(firestore, INFLUENCERS).withConverter(influencerConverter),
        where('imitatorAgencyUID', '==', agencyUid),
        limit(ROSTER_LIMIT),
      ),
    ),
    getDocs(
      query(
        collection(firestore, USERS),
        where('imitatorAgencyUID', '==', agencyUid),
        where('isApproved', '==', true),
        limit(ROSTER_LIMIT),
      ),
    ),
  ]);
  const approvedIds = new Set(approved.docs.map((doc) => doc.id));
  return profiles.docs
    .filter((doc) => approvedIds.has(doc.id))
    .map((doc) => {
      const data = doc.data();
      return { uid: doc.id, name: data.name || data.generalInfo.fullname || doc.id };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
