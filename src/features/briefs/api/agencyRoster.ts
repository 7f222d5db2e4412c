// The influencers an agency manages (their public profiles carry the agency's uid in
// imitatorAgencyUID), for the agency's offer "for one of its influencers" (spec sections 3, 6).
// Only approved ones: the rules refuse an offer for an influencer an admin has not approved
// (firestore.rules mayOffer), and approval lives on her Users document.
import { getDocs } from 'firebase/firestore';
import type { QueryDescription } from '@shared/queryDescription';
import { influencerConverter, INFLUENCERS } from '@/lib/collections/influencers';
import { USERS } from '@/lib/collections/users';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';

export type RosterInfluencer = { uid: string; name: string };

/** More than any agency's roster today; the picker says so if it is ever reached. */
export const ROSTER_LIMIT = 500;

/** The agency's influencer profiles, and its approved managed Users (rules-proven filters). */
export const rosterQueries = (agencyUid: string) =>
  ({
    profiles: {
      collection: INFLUENCERS,
      where: [['imitatorAgencyUID', '==', agencyUid]],
      limit: ROSTER_LIMIT,
    },
    approved: {
      collection: USERS,
      where: [
        ['imitatorAgencyUID', '==', agencyUid],
        ['isApproved', '==', true],
      ],
      limit: ROSTER_LIMIT,
    },
  }) satisfies Record<string, QueryDescription>;

export async function fetchAgencyRoster(agencyUid: string): Promise<RosterInfluencer[]> {
  const firestore = await db();
  const queries = rosterQueries(agencyUid);
  const [profiles, approved] = await Promise.all([
    getDocs(describedQuery(firestore, queries.profiles).withConverter(influencerConverter)),
    getDocs(describedQuery(firestore, queries.approved)),
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
