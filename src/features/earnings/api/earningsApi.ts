// Earnings (ours, docs/decisions.md "Earnings"): the admin's completed collaborations, the
// recording transaction, and the paged history of an influencer or an agency. No React, no
// Redux (docs/data-layer.md).
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  runTransaction,
  serverTimestamp,
  Timestamp,
} from 'firebase/firestore';
import { earningsTexts } from '@shared/earningsTexts';
import { DOCUMENT_ID, type QueryDescription, type QueryFilter } from '@shared/queryDescription';
import { paths } from '@/config/paths';
import type { CollaborationPaymentState } from '@shared/collaborationPayment';
import { BIDDERS, biddersConverter } from '@/lib/collections/bidders';
import {
  COLLABORATION_PAYMENTS,
  collaborationPaymentId,
} from '@/lib/collections/collaborationPayments';
import { BRIEFS, briefConverter } from '@/lib/collections/briefs';
import {
  EARNINGS,
  earningConverter,
  type EarningDoc,
  type EarningKind,
} from '@/lib/collections/earnings';
import { INFLUENCERS, influencerConverter } from '@/lib/collections/influencers';
import { notificationsPath } from '@/lib/collections/notifications';
import { USERS } from '@/lib/collections/users';
import { auth, db } from '@/lib/firebase';
import { describedQuery } from '@/lib/firestoreQuery';
import { formatTry, taxStatusOf, toKurus, type Kurus, type TaxStatus } from '@/lib/money';
import { monthOf } from '../model/month';
import { formatTotalEarned, storedTotalEarned } from '../model/totalEarned';

/**
 * Firestore once Auth has restored the session: a page opened by a reload may otherwise send
 * its first query before the ID token, and the rules refuse it (seen in the e2e journey).
 */
export async function signedInDb() {
  const [firestore, instance] = await Promise.all([db(), auth()]);
  await instance.authStateReady();
  return firestore;
}

/** A brief's place in a list: its exact timestamp and id (docs/data-layer.md cursors). */
export type PageCursor = { seconds: number; nanoseconds: number; id: string };

const startAfterOf = (cursor: PageCursor | null) =>
  cursor ? [{ seconds: cursor.seconds, nanoseconds: cursor.nanoseconds }, cursor.id] : null;

const cursorOf = (stamp: unknown, id: string): PageCursor | null =>
  stamp instanceof Timestamp
    ? { seconds: stamp.seconds, nanoseconds: stamp.nanoseconds, id }
    : null;

// ---- the admin's completed collaborations -----------------------------------------------

export const COLLABORATION_BRIEFS_PAGE = 20;

/** One influencer's finished work on one brief, with the accepted offer (kuruş). */
export type Collaboration = {
  key: string;
  briefId: string;
  briefTitle: string;
  brandName: string;
  influencerId: string;
  influencerName: string;
  completedAt: number | null;
  /** The accepted price (before KDV) and the influencer's earnings from it; null: no offer found. */
  price: Kurus | null;
  influencerEarnings: Kurus | null;
  /** Paid in the app (issue 20): its payment's state; null when paid outside it. */
  paymentState: CollaborationPaymentState | null;
};

export const collaborationKey = (briefId: string, influencerId: string) =>
  `${briefId}:${influencerId}`;

/** A page of completed, verified briefs, newest first (its index: verified, completed, time). */
export const completedBriefsQuery = (cursor: PageCursor | null): QueryDescription => ({
  collection: BRIEFS,
  where: [
    ['isVerified', '==', true],
    ['isCompleted', '==', true],
  ],
  orderBy: [
    ['timestamp', 'desc'],
    [DOCUMENT_ID, 'desc'],
  ],
  startAfter: startAfterOf(cursor),
  limit: COLLABORATION_BRIEFS_PAGE,
});

/**
 * Completed, verified briefs newest first, one row per influencer in completedUsers, priced
 * from the brief's bidders document.
 */
export async function fetchCollaborations(
  after: PageCursor | null,
): Promise<{ items: Collaboration[]; cursor: PageCursor | null }> {
  const firestore = await signedInDb();
  const snapshot = await getDocs(describedQuery(firestore, completedBriefsQuery(after)));
  const briefs = snapshot.docs.map((d) => ({ brief: briefConverter.fromFirestore(d), raw: d }));
  const withUsers = briefs.filter(({ brief }) => (brief.completedUsers ?? []).length > 0);
  const offers = await Promise.all(
    withUsers.map(async ({ brief }) => {
      const bidders = await getDoc(
        doc(firestore, BIDDERS, brief.id).withConverter(biddersConverter),
      );
      return bidders.exists() ? bidders.data().bidders : [];
    }),
  );
  // A collaboration paid in the app gets its Earnings record from the release, not by hand.
  const paymentStates = new Map(
    await Promise.all(
      withUsers.flatMap(({ brief }) =>
        (brief.completedUsers ?? []).map(async (uid) => {
          const id = collaborationPaymentId(brief.id, uid);
          const payment = await getDoc(doc(firestore, COLLABORATION_PAYMENTS, id));
          const state = payment.exists()
            ? (payment.get('state') as CollaborationPaymentState)
            : null;
          return [id, state] as const;
        }),
      ),
    ),
  );
  const items = withUsers.flatMap(({ brief }, i) =>
    (brief.completedUsers ?? []).map((uid): Collaboration => {
      const bid = offers[i]!.find((b) => b.bidderId === uid);
      return {
        key: collaborationKey(brief.id, uid),
        briefId: brief.id,
        briefTitle: brief.title,
        brandName: brief.briefSenderName,
        influencerId: uid,
        influencerName: bid?.bidderName ?? uid,
        completedAt: brief.completedAt ?? null,
        price: bid ? toKurus(bid.price) : null,
        influencerEarnings: bid ? toKurus(bid.influencerEarnings) : null,
        paymentState: paymentStates.get(collaborationPaymentId(brief.id, uid)) ?? null,
      };
    }),
  );
  const last = snapshot.docs[snapshot.docs.length - 1];
  const cursor =
    snapshot.docs.length === COLLABORATION_BRIEFS_PAGE && last
      ? cursorOf(last.get('timestamp'), last.id)
      : null;
  return { items, cursor };
}

// ---- recording ----------------------------------------------------------------------------

export type RecordEarningInput = {
  influencerId: string;
  briefId: string;
  briefTitle: string;
  amount: Kurus;
  kind: EarningKind;
  note: string;
};

export type RecordEarningResult = { earning: EarningDoc; totalEarnedPrice: string };

/**
 * The admin records an earning (or payout) in one transaction: the Earnings record, the
 * influencer's `totalEarnedPrice` (an earning adds to it; a string of lira) on Users and on her
 * Influencers profile when she has one (spec section 3 lists it there), her earningsAdded
 * notification and `notificationCount + 1`. A transaction rather than a batch because the new
 * total depends on the stored one (docs/data-layer.md).
 */
export async function recordEarning(
  input: RecordEarningInput,
  adminUid: string,
  now: number = Date.now(),
): Promise<RecordEarningResult> {
  const firestore = await signedInDb();
  const userRef = doc(firestore, USERS, input.influencerId);
  const profileRef = doc(firestore, INFLUENCERS, input.influencerId);
  const earningRef = doc(collection(firestore, EARNINGS));
  const notificationRef = doc(collection(firestore, notificationsPath(input.influencerId)));
  return runTransaction(firestore, async (transaction) => {
    const user = await transaction.get(userRef);
    const profile = await transaction.get(profileRef);
    if (!user.exists()) throw new Error('not-found: the influencer has no Users document');
    const data = user.data();
    const agency = data.imitatorAgencyUID;
    const name = [data.name, data.surname].filter((p) => typeof p === 'string' && p).join(' ');
    const before = storedTotalEarned(data, profile.data());
    const total = formatTotalEarned(input.kind === 'earning' ? before + input.amount : before);
    const record = {
      influencerId: input.influencerId,
      influencerName: name,
      agencyId: typeof agency === 'string' && agency !== input.influencerId ? agency : '',
      briefId: input.briefId,
      briefTitle: input.briefTitle,
      amount: input.amount,
      kind: input.kind,
      note: input.note,
      createdBy: adminUid,
      createdAt: serverTimestamp(),
      month: monthOf(now),
    };
    transaction.set(earningRef, record);
    if (input.kind === 'earning' && profile.exists()) {
      transaction.update(profileRef, { totalEarnedPrice: total });
    }
    transaction.update(userRef, {
      ...(input.kind === 'earning' ? { totalEarnedPrice: total } : {}),
      notificationCount: increment(1),
      // The rules let the count move only beside the notification this names.
      lastNotificationId: notificationRef.id,
    });
    transaction.set(notificationRef, {
      type: 'earningsAdded',
      message: earningsTexts.message(input.kind, input.amount, input.briefTitle),
      id: notificationRef.id,
      isRead: false,
      image: '',
      timestamp: serverTimestamp(),
      path: paths.app.myEarnings,
      emailData: {
        subject: earningsTexts.subject,
        name,
        briefId: input.briefId,
        briefTitle: input.briefTitle,
        amount: formatTry(input.amount, 'tr'),
      },
    });
    return {
      earning: { ...record, id: earningRef.id, createdAt: now },
      totalEarnedPrice: total,
    };
  });
}

// ---- the history ----------------------------------------------------------------------------

export const EARNINGS_PAGE_SIZE = 20;

/** Whose records: an influencer's own, or an agency's managed influencers'. */
export type EarningsOwner = { field: 'influencerId' | 'agencyId'; uid: string };

/**
 * A page of records newest first, of one month or ('') every month; `owner` null is every
 * influencer's (admins only, as the rules say).
 */
export function earningsQuery(
  owner: EarningsOwner | null,
  month: string,
  cursor: PageCursor | null,
  pageSize: number,
): QueryDescription {
  const where: QueryFilter[] = [];
  if (owner) where.push([owner.field, '==', owner.uid]);
  if (month !== '') where.push(['month', '==', month]);
  return {
    collection: EARNINGS,
    where,
    orderBy: [
      ['createdAt', 'desc'],
      [DOCUMENT_ID, 'desc'],
    ],
    startAfter: startAfterOf(cursor),
    limit: pageSize,
  };
}

/** One page of records (earningsQuery); the cursor is null after the last. */
export async function fetchEarningsPage(
  owner: EarningsOwner | null,
  month: string,
  after: PageCursor | null,
  pageSize: number = EARNINGS_PAGE_SIZE,
): Promise<{ items: EarningDoc[]; cursor: PageCursor | null }> {
  const firestore = await signedInDb();
  const snapshot = await getDocs(
    describedQuery(firestore, earningsQuery(owner, month, after, pageSize)),
  );
  const last = snapshot.docs[snapshot.docs.length - 1];
  return {
    items: snapshot.docs.map((d) => earningConverter.fromFirestore(d)),
    cursor:
      snapshot.docs.length === pageSize && last ? cursorOf(last.get('createdAt'), last.id) : null,
  };
}

/** Records read per query when exporting: a month of a busy agency in a few reads. */
export const EXPORT_PAGE_SIZE = 200;

/**
 * Every record of the month (or of every month) for the export, read page by page to the end,
 * whatever the screen has loaded (docs/decisions.md "Earnings").
 */
export async function fetchAllEarnings(
  owner: EarningsOwner | null,
  month: string,
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<EarningDoc[]> {
  const all: EarningDoc[] = [];
  let cursor: PageCursor | null = null;
  do {
    const page = await fetchEarningsPage(owner, month, cursor, pageSize);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

/** Each influencer's tax status from her Users document (admins read any), for the CSV's net. */
export async function fetchTaxStatuses(
  uids: readonly string[],
): Promise<Record<string, TaxStatus>> {
  const firestore = await signedInDb();
  const entries = await Promise.all(
    [...new Set(uids)].map(async (uid) => {
      const user = await getDoc(doc(firestore, USERS, uid));
      return [uid, taxStatusOf(user.exists() ? user.data() : {})] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** An agency's managed influencer: her stored total and tax status (from her Users document). */
export type ManagedEarner = { uid: string; name: string; total: Kurus; taxStatus: TaxStatus };

/** The agency's managed Users (imitatorAgencyUID == agency), which the rules let it list. */
export const managedUsersQuery = (agencyUid: string): QueryDescription => ({
  collection: USERS,
  where: [['imitatorAgencyUID', '==', agencyUid]],
  limit: 500,
});

/** `Influencers/{uid}.totalEarnedPrice` as stored (null: no profile or no total). */
export async function fetchProfileTotal(uid: string): Promise<string | null> {
  const ref = doc(await signedInDb(), INFLUENCERS, uid).withConverter(influencerConverter);
  return (await getDoc(ref)).data()?.totalEarnedPrice ?? null;
}

/** Their Influencers profiles, for a total that only the profile holds (the spec's shape). */
export const managedProfilesQuery = (agencyUid: string): QueryDescription => ({
  collection: INFLUENCERS,
  where: [['imitatorAgencyUID', '==', agencyUid]],
  limit: 500,
});

/** The agency's influencers (Users.imitatorAgencyUID == agency), which the rules let it list. */
export async function fetchManagedEarners(agencyUid: string): Promise<ManagedEarner[]> {
  const firestore = await signedInDb();
  const [users, profiles] = await Promise.all([
    getDocs(describedQuery(firestore, managedUsersQuery(agencyUid))),
    getDocs(describedQuery(firestore, managedProfilesQuery(agencyUid))),
  ]);
  const profileOf = new Map(profiles.docs.map((d) => [d.id, d.data()]));
  return users.docs
    .filter((d) => d.get('type') === 'influencer')
    .map((d) => {
      const data = d.data();
      return {
        uid: d.id,
        name: [data.name, data.surname].filter((p) => typeof p === 'string' && p).join(' '),
        total: storedTotalEarned(data, profileOf.get(d.id)),
        taxStatus: taxStatusOf(data),
      };
    });
}

/**
 * The records of `months` ('YYYY-MM', any order) for the by-month chart (issue 22): read newest
 * first, page by page, stopping at the first page that reaches past the oldest month, so an old
 * account does not read its whole history.
 */
export async function fetchEarningsOfMonths(
  owner: EarningsOwner,
  months: readonly string[],
  pageSize: number = EXPORT_PAGE_SIZE,
): Promise<EarningDoc[]> {
  const oldest = [...months].sort()[0] ?? '';
  const wanted = new Set(months);
  const all: EarningDoc[] = [];
  let cursor: PageCursor | null = null;
  do {
    const page = await fetchEarningsPage(owner, '', cursor, pageSize);
    all.push(...page.items.filter((record) => wanted.has(record.month)));
    const last = page.items[page.items.length - 1];
    cursor = last && last.month >= oldest ? page.cursor : null;
  } while (cursor);
  return all;
}
