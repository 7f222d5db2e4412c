// Read side of the project list (spec sections 2, 4 and 7): brief pages for the tab queries of
// model/tabs.ts, the user's own bids, and the pending count. No React. Every call awaits `db()`,
// which loads Firestore on first use. Each query carries the filters the security rules need to
// prove access (rules are not filters): the open list isVerified/isCompleted/shouldHideBrief,
// own lists briefOwnerUserId, collaborations acceptedUsers/completedUsers array-contains.
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { BIDDERS, biddersConverter, type Bid } from '../../../lib/collections/bidders';
import { BRIEFS, briefConverter, type BriefDoc } from '../../../lib/collections/briefs';
import { db } from '../../../lib/firebase';
import { describeBriefQuery, type BriefQueryDescription } from '../model/tabs';
import { mergeParts } from './briefQueriesMerge';

/**
 * The fixed brief id that also serves as the support chat thread (spec section 2). It is no
 * project: every list but the influencer's hides it (briefQueriesPlan.ts).
 */
export { SUPPORT_BRIEF_ID } from './briefQueriesPlan';

/** Spec section 9: 20 briefs per fetch. */
export const BRIEF_FETCH_SIZE = 20;

type Snapshot = QueryDocumentSnapshot<BriefDoc>;

/**
 * Where a list continues: per query, the snapshot of the last brief shown from it (null before
 * the first), or 'done'. Snapshots are not serialisable, so cursors live in component state.
 */
export type BriefCursor = { readonly parts: readonly (Snapshot | null | 'done')[] };

export type BriefBatch = { items: BriefDoc[]; cursor: BriefCursor | null };

/** The description as query constraints; exported for the query-building test. */
export function toConstraints(
  description: BriefQueryDescription,
  after: Snapshot | null,
  size: number,
): QueryConstraint[] {
  const constraints: QueryConstraint[] = description.where.map(([field, op, value]) =>
    where(field, op, Array.isArray(value) ? [...value] : value),
  );
  constraints.push(orderBy(description.orderBy[0], description.orderBy[1]));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(size));
  return constraints;
}

/**
 * One fetch of a (possibly merged) list: up to `size` briefs from each query still open, merged
 * newest first. `cursor` null starts at the top; the result's cursor is null when every query is
 * done.
 */
export async function fetchBriefBatch(
  descriptions: readonly BriefQueryDescription[],
  cursor: BriefCursor | null,
  size: number = BRIEF_FETCH_SIZE,
): Promise<BriefBatch> {
  const firestore = await db();
  const briefs = collection(firestore, BRIEFS).withConverter(briefConverter);
  const starts = cursor?.parts ?? descriptions.map(() => null);
  const results = await Promise.all(
    descriptions.map(async (description, i) => {
      const start = starts[i] ?? null;
      if (start === 'done') return { docs: [] as Snapshot[], exhausted: true };
      const snapshot = await getDocs(query(briefs, ...toConstraints(description, start, size)));
      return { docs: snapshot.docs, exhausted: snapshot.docs.length < size };
    }),
  );
  const merged = mergeParts(
    results.map((result) => ({ items: result.docs, exhausted: result.exhausted })),
    (snapshot) => snapshot.data().timestamp,
    (snapshot) => snapshot.id,
  );
  const parts = results.map((result, i): Snapshot | null | 'done' => {
    if (merged.done[i]) return 'done';
    const index = merged.lastTaken[i]!;
    return index >= 0 ? result.docs[index]! : (starts[i] as Snapshot | null);
  });
  return {
    items: merged.items.map((snapshot) => snapshot.data()),
    cursor: parts.every((part) => part === 'done') ? null : { parts },
  };
}

/**
 * The user's bid on each brief they bid on (spec: "Bids are read from the bidders data keyed by
 * brief id"): one read per brief whose bidderIds holds the uid, none for the others. A brief
 * whose bid cannot be read is left out, so the list shows it as unknown rather than wrong.
 */
export async function fetchOwnBids(
  uid: string,
  briefs: readonly Pick<BriefDoc, 'id' | 'bidderIds'>[],
): Promise<Record<string, Bid | null>> {
  const firestore = await db();
  const wanted = briefs.filter((brief) => brief.bidderIds.includes(uid));
  const entries = await Promise.all(
    wanted.map(async (brief): Promise<[string, Bid | null] | null> => {
      try {
        const snapshot = await getDoc(
          doc(firestore, BIDDERS, brief.id).withConverter(biddersConverter),
        );
        const bid = snapshot.exists()
          ? (snapshot.data().bidders.find((entry) => entry.bidderId === uid) ?? null)
          : null;
        return [brief.id, bid];
      } catch (error) {
        console.warn(`bid on ${brief.id} could not be read`, error);
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** How many of the user's own briefs wait for approval (an aggregation: one read per 1000). */
export async function countOwnPending(uid: string): Promise<number> {
  const firestore = await db();
  const [pending] = describeBriefQuery({ scope: 'own', uid, tab: 3 });
  const constraints = pending!.where.map(([field, op, value]) =>
    where(field, op, Array.isArray(value) ? [...value] : value),
  );
  const snapshot = await getCountFromServer(query(collection(firestore, BRIEFS), ...constraints));
  return snapshot.data().count;
}
