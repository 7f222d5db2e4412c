// Read side of the influencer directory and profile (spec section 7): directory pages with
// plain cursors, the three name-search strategies, a profile by Instagram username, the
// collaborations and earnings of the profile page, and the agencies an admin filters by. No
// React, no Redux; every call awaits `db()`, which loads Firestore on first use.
import { getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { DOCUMENT_ID, type QueryDescription, type QueryFilter } from '@shared/queryDescription';
import { BRIEFS, briefConverter } from '@/lib/collections/briefs';
import {
  INFLUENCERS,
  influencerConverter,
  type InfluencerDoc,
} from '@/lib/collections/influencers';
import { getUserDoc } from '@/lib/collections/getUserDoc';
import { USERS } from '@/lib/collections/users';
import { timestampParts, type TimestampParts } from '@/lib/cursors';
import { db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import type { DirectoryQueryDescription } from '../model/directoryQuery';
import type { Batch } from '@/lib/fillPage';

/**
 * Where a page list continues: the last profile's order-by value and id, as plain data so it
 * lives in Redux (docs/data-layer.md). Timestamps keep exact seconds + nanoseconds.
 */
export type DirectoryCursor =
  ({ by: 'timestamp'; id: string } & TimestampParts) | { by: 'count'; count: number; id: string };

type Snapshot = QueryDocumentSnapshot<InfluencerDoc>;

export function cursorOf(snapshot: Snapshot, orderField: string): DirectoryCursor {
  if (orderField === 'timestamp') {
    return { by: 'timestamp', ...timestampParts(snapshot.get('timestamp')), id: snapshot.id };
  }
  const count = snapshot.get(orderField) as unknown;
  return { by: 'count', count: typeof count === 'number' ? count : 0, id: snapshot.id };
}

/** A directory description as the query that runs (src/lib/firestoreQuery.ts builds it). */
export function directoryQuery(
  description: DirectoryQueryDescription,
  after: DirectoryCursor | null,
): QueryDescription {
  const [field, direction] = description.orderBy;
  const value = (cursor: DirectoryCursor) =>
    cursor.by === 'timestamp'
      ? { seconds: cursor.seconds, nanoseconds: cursor.nanoseconds }
      : cursor.count;
  return {
    collection: INFLUENCERS,
    where: description.where,
    // The id breaks ties (equal counts are common); an index on `field` already keeps that order.
    orderBy: [
      [field, direction],
      [DOCUMENT_ID, direction],
    ],
    startAfter: after ? [value(after), after.id] : null,
    limit: description.limit,
  };
}

const influencers = async (description: QueryDescription) =>
  describedQuery(await db(), description).withConverter(influencerConverter);

/**
 * One page of a directory list: up to `description.limit` (50) profiles after `cursor`. The
 * result's cursor is null when the query has nothing more (it returned less than a full page).
 */
export async function fetchDirectoryPage(
  description: DirectoryQueryDescription,
  cursor: DirectoryCursor | null,
): Promise<Batch<InfluencerDoc, DirectoryCursor>> {
  const snapshot = await getDocs(await influencers(directoryQuery(description, cursor)));
  const last = snapshot.docs.at(-1);
  const full = snapshot.docs.length >= description.limit;
  return {
    items: snapshot.docs.map((item) => item.data()),
    cursor: full && last ? cursorOf(last, description.orderBy[0]) : null,
    // Firestore bills one read per document returned, and one for a query that returns none.
    reads: Math.max(1, snapshot.docs.length),
  };
}

export type SearchResult = {
  /** Per strategy, in order; null where the strategy failed (it is skipped, spec section 7). */
  results: (InfluencerDoc[] | null)[];
  reads: number;
};

/**
 * The name-search strategies in parallel, 50 each. A failed strategy is skipped; only when
 * every one fails does the search fail.
 */
export async function runNameSearch(
  descriptions: readonly DirectoryQueryDescription[],
): Promise<SearchResult> {
  const settled = await Promise.allSettled(
    descriptions.map(async (description) =>
      getDocs(await influencers(directoryQuery(description, null))),
    ),
  );
  if (settled.length > 0 && settled.every((outcome) => outcome.status === 'rejected')) {
    throw (settled[0] as PromiseRejectedResult).reason;
  }
  let reads = 0;
  const results = settled.map((outcome, i) => {
    if (outcome.status === 'rejected') {
      console.warn(`name search strategy ${descriptions[i]!.orderBy[0]} failed`, outcome.reason);
      return null;
    }
    reads += Math.max(1, outcome.value.docs.length);
    return outcome.value.docs.map((item) => item.data());
  });
  return { results, reads };
}

/**
 * The profile whose Instagram username is `username` (spec section 7: "detail by Instagram
 * username"); null when there is none. Admins look through every profile; anyone else's query
 * carries isApproved == true, as the rules require.
 */
export async function findByInstagram(
  username: string,
  onlyApproved: boolean,
): Promise<InfluencerDoc | null> {
  const snapshot = await getDocs(await influencers(instagramProfileQuery(username, onlyApproved)));
  return snapshot.docs[0]?.data() ?? null;
}

/** The profile of an Instagram username; the approved ones only unless the reader is an admin. */
export function instagramProfileQuery(username: string, onlyApproved: boolean): QueryDescription {
  const where: QueryFilter[] = [['socialMedia.instagram.username', '==', username]];
  if (onlyApproved) where.push(['isApproved', '==', true]);
  return { collection: INFLUENCERS, where, limit: 1 };
}

/** A completed collaboration, as the profile page lists it. */
export type Collaboration = {
  briefId: string;
  title: string;
  brandName: string;
  /** When the brief was completed (else published), epoch millis. */
  at: number;
};

/** Collaborations shown on the profile page at most. */
export const COLLABORATIONS_LIMIT = 20;

/**
 * Briefs the influencer completed (`completedUsers array-contains uid`, newest first). The
 * briefs rules allow this query to admins and to the influencer herself only.
 */
export async function fetchCollaborations(uid: string): Promise<Collaboration[]> {
  const snapshot = await getDocs(
    describedQuery(await db(), collaborationsQuery(uid)).withConverter(briefConverter),
  );
  return snapshot.docs.map((item) => {
    const brief = item.data();
    return {
      briefId: brief.id || item.id,
      title: brief.title,
      brandName: brief.briefSenderName,
      at: brief.completedAt ?? brief.timestamp,
    };
  });
}

/** The briefs `uid` completed, newest first, at most COLLABORATIONS_LIMIT. */
export const collaborationsQuery = (uid: string): QueryDescription => ({
  collection: BRIEFS,
  where: [['completedUsers', 'array-contains', uid]],
  orderBy: [['timestamp', 'desc']],
  limit: COLLABORATIONS_LIMIT,
});

/**
 * `Users/{uid}.totalEarnedPrice` (a string of lira), readable by the influencer, her managing
 * agency and admins; null when the document or the field is missing.
 */
export async function fetchTotalEarned(uid: string): Promise<string | null> {
  const user = await getUserDoc(uid);
  if (!user) return null;
  // Not a field of UserDoc (only this page reads it); the converter keeps it as stored.
  const value = (user as { totalEarnedPrice?: unknown }).totalEarnedPrice;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : null;
}

export type AgencyOption = { uid: string; name: string };

/** The influencer agencies' Users documents, at most 200. */
export const influencerAgenciesQuery: QueryDescription = {
  collection: USERS,
  where: [['type', 'in', ['influencerAgency', 'proInfluencerAgency']]],
  limit: 200,
};

/** Influencer agencies for the admin's agency filter (admins may list Users). */
export async function fetchInfluencerAgencies(): Promise<AgencyOption[]> {
  const snapshot = await getDocs(describedQuery(await db(), influencerAgenciesQuery));
  return snapshot.docs
    .map((item) => {
      const data = item.data();
      const person = [data.name, data.surname].filter((part) => typeof part === 'string').join(' ');
      const name = typeof data.brandName === 'string' && data.brandName ? data.brandName : person;
      return { uid: item.id, name: name.trim() || item.id };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
