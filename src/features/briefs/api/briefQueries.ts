// Read side of the project list (spec sections 2, 4 and 7): brief pages for the tab queries of
// model/tabs.ts, the user's own bids, and the pending count. No React. Every call awaits `db()`,
// which loads Firestore on first use. Each query carries the filters the security rules need to
// prove access (rules are not filters): the open list isVerified/isCompleted/shouldHideBrief,
// own lists briefOwnerUserId, collaborations acceptedUsers/completedUsers array-contains.
import {
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription } from '@shared/queryDescription';
import { offerCopyPath, ownOfferConverter, type BiddersDoc } from '@/lib/collections/bidders';
import { BRIEFS, briefConverter, type BriefDoc } from '@/lib/collections/briefs';
import { timestampParts, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
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

/** The order-by values of a brief (timestamp, then id): where a query continues. */
export type BriefCursorPoint = TimestampParts & { id: string };

/**
 * Where a list continues: per query, the last brief taken from it (null before the first), or
 * 'done'. Plain values, so the cursor lives in the Redux state (docs/data-layer.md).
 */
export type BriefCursor = { parts: (BriefCursorPoint | null | 'done')[] };

const pointOf = (snapshot: Snapshot): BriefCursorPoint => ({
  ...timestampParts(snapshot.get('timestamp')),
  id: snapshot.id,
});

export type BriefBatch = { items: BriefDoc[]; cursor: BriefCursor | null };

/** A page of a tab's query as the query that runs (src/lib/firestoreQuery.ts builds it). */
export function briefListQuery(
  description: BriefQueryDescription,
  after: BriefCursorPoint | null,
  size: number,
): QueryDescription {
  const [field, direction] = description.orderBy;
  return {
    collection: BRIEFS,
    where: description.where,
    // The id breaks ties between equal times; it is the order an index on `field` already keeps.
    orderBy: [
      [field, direction],
      [DOCUMENT_ID, direction],
    ],
    startAfter: after
      ? [{ seconds: after.seconds, nanoseconds: after.nanoseconds }, after.id]
      : null,
    limit: size,
  };
}

/** The user's own briefs waiting for approval, counted (the tab 3 query's filters). */
export function ownPendingCountQuery(uid: string): QueryDescription {
  const [pending] = describeBriefQuery({ scope: 'own', uid, tab: 3 });
  return { collection: BRIEFS, where: pending!.where };
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
  const starts = cursor?.parts ?? descriptions.map(() => null);
  const results = await Promise.all(
    descriptions.map(async (description, i) => {
      const start = starts[i] ?? null;
      if (start === 'done') return { docs: [] as Snapshot[], exhausted: true };
      const snapshot = await getDocs(
        describedQuery(firestore, briefListQuery(description, start, size)).withConverter(
          briefConverter,
        ),
      );
      return { docs: snapshot.docs, exhausted: snapshot.docs.length < size };
    }),
  );
  const merged = mergeParts(
    results.map((result) => ({ items: result.docs, exhausted: result.exhausted })),
    (snapshot) => snapshot.data().timestamp,
    (snapshot) => snapshot.id,
  );
  const parts = results.map((result, i): BriefCursorPoint | null | 'done' => {
    if (merged.done[i]) return 'done';
    const index = merged.lastTaken[i]!;
    return index >= 0 ? pointOf(result.docs[index]!) : (starts[i] as BriefCursorPoint | null);
  });
  return {
    items: merged.items.map((snapshot) => snapshot.data()),
    cursor: parts.every((part) => part === 'done') ? null : { parts },
  };
}

/**
 * The user's own offers on the given briefs (spec: "Bids are read from the bidders data keyed
 * by brief id"), from her sealed copies (docs/decisions.md "Sealed offers"), one read each, in
 * the bidders document's shape holding only her entry; null where she has not bid. A copy that
 * cannot be read is left out, so the list shows its bid as unknown rather than wrong.
 */
export async function fetchOwnOffers(
  briefIds: readonly string[],
  uid: string,
): Promise<Record<string, BiddersDoc | null>> {
  const firestore = await db();
  const entries = await Promise.all(
    briefIds.map(async (briefId): Promise<[string, BiddersDoc | null] | null> => {
      try {
        const snapshot = await getDoc(
          doc(firestore, offerCopyPath(briefId, uid)).withConverter(ownOfferConverter),
        );
        return [briefId, snapshot.exists() ? snapshot.data() : null];
      } catch (error) {
        console.warn(`own offer on ${briefId} could not be read`, error);
        return null;
      }
    }),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== null));
}

/** How many of the user's own briefs wait for approval (an aggregation: one read per 1000). */
export async function countOwnPending(uid: string): Promise<number> {
  const firestore = await db();
  const snapshot = await getCountFromServer(describedQuery(firestore, ownPendingCountQuery(uid)));
  return snapshot.data().count;
}
