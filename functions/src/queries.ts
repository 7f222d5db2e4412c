// Every Firestore query the functions run, as plain descriptions (shared/queryDescription.ts)
// that firestoreQuery.ts turns into Admin SDK queries. Pure (no Admin SDK here), so
// scripts/__tests__/firestoreIndexes.test.ts derives the index each one needs and checks that
// firestore.indexes.json declares it; that test also wants a sample for every export below.
import { COLLABORATION_PAYMENTS, LOCKED_PAYMENT_STATES } from './shared/collaborationPayment';
import { DOCUMENT_ID, type QueryDescription, type TimestampValue } from './shared/queryDescription';

const USERS = 'Users';
const PROJECT_CONVERSATIONS = 'project-conversations';
/** Brief chats, `Messages/{briefId}_{bidderId}` (src/lib/collections/briefChats.ts). */
const BRIEF_CHATS = 'Messages';
/** payment/transactions.ts PAYMENTS. */
const PAYMENTS = 'Payments';

/** The highest BMP private-use character: `prefix` ≤ value < `prefix + END` is a prefix match. */
export const PREFIX_END = '\uf8ff';

/** The Users document holding a managed-login username, if any (usernames.ts). */
export const userWithLoginUsername = (username: string): QueryDescription => ({
  collection: USERS,
  where: [['loginUsername', '==', username]],
  limit: 1,
});

/** Users of the given account types, at most `max` (api/agencies.ts). */
export const usersOfTypes = (types: readonly string[], max: number): QueryDescription => ({
  collection: USERS,
  where: [['type', 'in', [...types]]],
  limit: max,
});

/** Every Users document of one account type (notifyAdminsOfNewBrief.ts: the admins). */
export const usersOfType = (type: string): QueryDescription => ({
  collection: USERS,
  where: [['type', '==', type]],
});

/** Users whose `field` starts with `prefix`, by that field (api/contacts.ts, admins only). */
export const usersByPrefix = (field: string, prefix: string, max: number): QueryDescription => ({
  collection: USERS,
  where: [
    [field, '>=', prefix],
    [field, '<', prefix + PREFIX_END],
  ],
  orderBy: [[field, 'asc']],
  limit: max,
});

/** The first `max` Users by name (api/contacts.ts, an admin's empty search). */
export const usersByName = (max: number): QueryDescription => ({
  collection: USERS,
  orderBy: [['name', 'asc']],
  limit: max,
});

/** The project conversations `uid` takes part in; newest message first when `newestFirst`. */
export const projectConversationsOf = (
  uid: string,
  max: number,
  newestFirst: boolean,
): QueryDescription => ({
  collection: PROJECT_CONVERSATIONS,
  where: [['participants', 'array-contains', uid]],
  orderBy: newestFirst ? [['lastMessageTime', 'desc']] : [],
  limit: max,
});

/** The brief chats `uid` takes part in; latest activity first when `newestFirst`. */
export const briefChatsOf = (uid: string, max: number, newestFirst: boolean): QueryDescription => ({
  collection: BRIEF_CHATS,
  where: [['userIds', 'array-contains', uid]],
  orderBy: newestFirst ? [['timestamp', 'desc']] : [],
  limit: max,
});

/** The brief chats whose briefId field names the brief (deleteBrief.ts). */
export const briefChatsByField = (briefId: string): QueryDescription => ({
  collection: BRIEF_CHATS,
  where: [['briefId', '==', briefId]],
});

/** The brief chats whose id is `{briefId}_…`, the id the rules require (deleteBrief.ts). */
export const briefChatsById = (briefId: string): QueryDescription => ({
  collection: BRIEF_CHATS,
  where: [
    [DOCUMENT_ID, '>=', `${briefId}_`],
    [DOCUMENT_ID, '<', `${briefId}_${PREFIX_END}`],
  ],
});

/** The payment record of a checkout token (payment/transactions.ts). */
export const paymentByToken = (token: string): QueryDescription => ({
  collection: PAYMENTS,
  where: [['token', '==', token]],
  limit: 1,
});

/** How many held collaboration payments the 7-day release reads at once. */
export const HELD_PAGE_SIZE = 500;

/**
 * Held collaboration payments by id, a page after `afterId` (payment/releaseOverdue.ts pages
 * through them all: most held payments are not due, so one page could hide the due ones).
 */
export const heldCollaborationPayments = (afterId: string | null = null): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [['state', '==', 'held']],
  orderBy: [[DOCUMENT_ID, 'asc']],
  startAfter: afterId === null ? null : [afterId],
  limit: HELD_PAGE_SIZE,
});

/** A brief's collaboration payments whose money is held or paid out (deleteBrief refuses). */
export const lockedPaymentsOfBrief = (briefId: string): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [
    ['briefId', '==', briefId],
    ['state', 'in', [...LOCKED_PAYMENT_STATES]],
  ],
  limit: 1,
});

/** The collaboration payment of a checkout token (payment/collaborationPayments.ts). */
export const collaborationPaymentByToken = (token: string): QueryDescription => ({
  collection: COLLABORATION_PAYMENTS,
  where: [['token', '==', token]],
  limit: 1,
});

/** Reviews/{id} (src/lib/collections/reviews.ts; shared/reviews.ts REVIEWS). */
const REVIEWS = 'Reviews';

/** The visible reviews of `revieweeId`, for their count and average (reviews/reviewAggregates.ts). */
export const visibleReviewsOf = (revieweeId: string): QueryDescription => ({
  collection: REVIEWS,
  where: [
    ['revieweeId', '==', revieweeId],
    ['hidden', '==', false],
  ],
});

/** collaboration/eraseShippingAddresses.ts pages through addresses this many at a time. */
export const SHIPPING_ADDRESS_PAGE_SIZE = 300;

/**
 * Every shipping address of every brief (briefs/{b}/shippingAddresses/{uid}), in path order,
 * after the document at `afterPath` (collaboration/eraseShippingAddresses.ts).
 */
export const shippingAddressesPage = (afterPath: string | null = null): QueryDescription => ({
  collection: 'shippingAddresses',
  group: true,
  orderBy: [[DOCUMENT_ID, 'asc']],
  startAfter: afterPath === null ? null : [afterPath],
  limit: SHIPPING_ADDRESS_PAGE_SIZE,
});

const timestampOf = (millis: number): TimestampValue => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: (millis % 1000) * 1_000_000,
});

/** How many due post readings one scheduler pass takes per page (postMetrics/readings.ts). */
export const DUE_POST_METRICS_PAGE_SIZE = 100;

/** Post metrics whose next reading is due at `now` (millis), earliest first (issue 22). */
export const duePostMetrics = (now: number): QueryDescription => ({
  collection: 'postMetrics',
  group: true,
  where: [['nextReadingAt', '<=', timestampOf(now)]],
  orderBy: [['nextReadingAt', 'asc']],
  limit: DUE_POST_METRICS_PAGE_SIZE,
});

/** The briefs that completed `uid` (postMetrics/engagement.ts: her average engagement). */
export const briefsCompleting = (uid: string): QueryDescription => ({
  collection: 'briefs',
  where: [['completedUsers', 'array-contains', uid]],
});

/** The `group` collection (or collection group) documents whose `field` falls in [start, end). */
export const inPeriod = (
  collection: string,
  group: boolean,
  field: string,
  startMs: number,
  endMs: number,
): QueryDescription => ({
  collection,
  group,
  where: [
    [field, '>=', timestampOf(startMs)],
    [field, '<', timestampOf(endMs)],
  ],
});

/**
 * Every marketing consent record, given or withdrawn (outreach/mailing.ts): the users a mailing
 * may reach. Each one's newest record decides at send time (mail/deliver.ts).
 */
export const marketingConsentRecords = (): QueryDescription => ({
  collection: 'Consents',
  group: true,
  where: [['kind', '==', 'marketing']],
});

/** How many waiting delivery log entries one retry pass takes per page (mail/deliver.ts). */
export const DUE_DELIVERIES_PAGE_SIZE = 100;

/**
 * Delivery log entries (Users/{uid}/deliveryLog, issue 23) whose next attempt is due at `now`
 * (millis), earliest first. Only a waiting entry carries `nextAttemptAt` (mail/deliver.ts).
 */
export const dueDeliveries = (now: number): QueryDescription => ({
  collection: 'deliveryLog',
  group: true,
  where: [['nextAttemptAt', '<=', timestampOf(now)]],
  orderBy: [['nextAttemptAt', 'asc']],
  limit: DUE_DELIVERIES_PAGE_SIZE,
});

/**
 * Every consent record of `uid`, newest first (mail/deliver.ts, mail/unsubscribe.ts: her newest
 * marketing record decides). A user has a handful, so all of them are read, as the app does.
 */
export const consentRecordsOf = (uid: string): QueryDescription => ({
  collection: `${USERS}/${uid}/Consents`,
  orderBy: [['createdAt', 'desc']],
});

/** How many due chat digests one scheduler pass sends (outreach/chatDigest.ts). */
export const DUE_CHAT_DIGESTS_PAGE_SIZE = 200;

/**
 * Pending chat digests (`chatDigests`, outreach/chatDigestRecord.ts) due at `now` (millis),
 * earliest first. A range and an order on one field: the single-field index serves it.
 */
export const dueChatDigests = (now: number): QueryDescription => ({
  collection: 'chatDigests',
  where: [['dueAt', '<=', timestampOf(now)]],
  orderBy: [['dueAt', 'asc']],
  limit: DUE_CHAT_DIGESTS_PAGE_SIZE,
});
