// The one notification writer of the Cloud Functions (docs/decisions.md "Notification writers"):
// the payment functions' settlement notices, the collaboration timeline's step notices and the
// outreach producers' event notices (issue 23, functions/src/outreach/producers).
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

/** The types only functions write (the rules let clients write only the spec's three). */
export type FunctionNotificationType =
  | 'earningsAdded'
  | 'paymentUpdate'
  | 'collaborationUpdate'
  | 'newOffer'
  | 'offerDeclined'
  | 'supportAnswer'
  | 'briefVerified'
  | 'invoicePaid';

/** gRPC ALREADY_EXISTS: a `create()` found its document there (a re-run trigger's notice). */
const ALREADY_EXISTS = 6;

export const isAlreadyExists = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === ALREADY_EXISTS;

/**
 * A notification as every notifier writes it, read in the same transaction: the notification,
 * and the recipient's `notificationCount + 1` with `lastNotificationId` naming it. None for an
 * account deleted meanwhile: updating its missing Users document would fail the whole
 * transaction (for a settlement, after the provider moved the money).
 *
 * With an `id` (a deterministic one, derived from the event) the notification is created with
 * `tx.create`, so a second run of the same event fails the whole transaction with
 * ALREADY_EXISTS (`isAlreadyExists`) and the count is not raised twice; the caller treats that
 * failure as done. Without one it gets a fresh id.
 */
export function notify(
  tx: Transaction,
  user: DocumentSnapshot,
  notification: {
    type: FunctionNotificationType;
    message: string;
    path: string;
    emailData: Record<string, string>;
    /** A picture for the notification; '' (none) when not given. */
    image?: string;
    /** The notification's id when the event names it; a fresh one when not given. */
    id?: string;
  },
): void {
  if (!user.exists) return;
  const userRef = user.ref;
  const { image = '', id, ...rest } = notification;
  const ref = id
    ? userRef.collection('Notifications').doc(id)
    : userRef.collection('Notifications').doc();
  const data = {
    ...rest,
    id: ref.id,
    isRead: false,
    image,
    timestamp: FieldValue.serverTimestamp(),
  };
  if (id) tx.create(ref, data);
  else tx.set(ref, data);
  tx.update(userRef, { notificationCount: FieldValue.increment(1), lastNotificationId: ref.id });
}
