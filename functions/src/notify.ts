// The one notification writer of the Cloud Functions (docs/decisions.md "Notification writers"):
// the payment functions' settlement notices and the collaboration timeline's step notices.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';

/** The types only functions write (the rules let clients write only the spec's three). */
export type FunctionNotificationType = 'earningsAdded' | 'paymentUpdate' | 'collaborationUpdate';

/**
 * A notification as every notifier writes it, read in the same transaction: the notification,
 * and the recipient's `notificationCount + 1` with `lastNotificationId` naming it. None for an
 * account deleted meanwhile: updating its missing Users document would fail the whole
 * transaction (for a settlement, after the provider moved the money).
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
  },
): void {
  if (!user.exists) return;
  const userRef = user.ref;
  const ref = userRef.collection('Notifications').doc();
  const { image = '', ...rest } = notification;
  tx.set(ref, {
    ...rest,
    id: ref.id,
    isRead: false,
    image,
    timestamp: FieldValue.serverTimestamp(),
  });
  tx.update(userRef, { notificationCount: FieldValue.increment(1), lastNotificationId: ref.id });
}
