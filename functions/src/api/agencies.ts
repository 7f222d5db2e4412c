// GET {api}/agencies?search= : the influencer agencies a brand may make a private brief for
// (spec section 6: "private briefs that target an agency are also shown to that agency"). The
// brand side cannot read other users' Users documents, so the names come from here: uid, name
// and photo only, nothing private.
import { adminDb } from '../admin';
import { describedQuery } from '../firestoreQuery';
import { usersOfTypes } from '../queries';
import { AGENCIES_LIMIT, type Contact } from '../shared/apiShapes';
import { matchesNamePrefix } from '../shared/namePrefix';
import { byName, contactOf, searchableNamesOf } from './userDocs';

/** The agencies that work for influencers and so bid on briefs. */
export const TARGETABLE_AGENCY_TYPES = ['influencerAgency', 'proInfluencerAgency'] as const;

/** Who may ask: the brief owners (brand side) and admins. */
export const AGENCY_LIST_CALLERS = [
  'brand',
  'advertisementAgency',
  'influencerAgency',
  'proInfluencerAgency',
  'admin',
] as const;

/** Agencies are few (tens); the whole set is read and matched here, at most this many. */
const SCAN_LIMIT = 1000;

export async function listAgencies(callerUid: string, search: string): Promise<Contact[]> {
  const page = await describedQuery(
    adminDb(),
    usersOfTypes(TARGETABLE_AGENCY_TYPES, SCAN_LIMIT),
  ).get();
  return page.docs
    .filter((doc) => doc.id !== callerUid && matchesNamePrefix(search, searchableNamesOf(doc)))
    .map((doc) => contactOf(doc))
    .sort(byName)
    .slice(0, AGENCIES_LIMIT);
}
